import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  rateLimits,
  ZAvailabilityQuery,
  ZAvailabilityResponse,
  ZErrorResponse,
  ZProfile,
  ZRegisterRequest,
  ZUidParams,
} from '@vh/contracts';
import { callerOf } from '../../plugins/caller.ts';
import { limit } from '../../plugins/rate-limit.ts';
import type { ProfileRow } from './users.repo.ts';
import { checkAvailability, getProfile, registerOwner, type UsersDeps } from './users.service.ts';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

export function usersRoutes(deps: UsersDeps, authenticate: onRequestAsyncHookHandler) {
  return function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/users/',
      {
        // Per address: free sign-ups only (invite sign-ups are limited per invite code).
        config: limit(rateLimits.signUp),
        schema: {
          tags: ['users'],
          summary: 'Sign up for a free owner account',
          body: ZRegisterRequest,
          response: {
            201: ZProfile,
            409: ZErrorResponse,
            422: ZErrorResponse,
            429: ZErrorResponse,
            ...errors,
          },
        },
      },
      async (request, reply) => reply.status(201).send(await registerOwner(deps, request.body)),
    );

    r.get(
      '/api/users/auth/check/',
      {
        config: limit(rateLimits.availability),
        schema: {
          tags: ['users'],
          summary: 'Is a username or email free? 200 free, 409 taken',
          querystring: ZAvailabilityQuery,
          response: { 200: ZAvailabilityResponse, 409: ZErrorResponse, ...errors },
        },
      },
      async (request) => {
        await checkAvailability(deps, request.query);
        return { data: { status: 'available' as const } };
      },
    );

    r.get(
      '/api/users/uid/:uid',
      {
        onRequest: authenticate,
        schema: {
          tags: ['users'],
          summary: "The caller's own profile (operators: anyone's)",
          security: [{ jwt: [] }],
          params: ZUidParams,
          response: { 200: ZProfile, ...errors },
        },
      },
      async (request) => getProfile(deps, callerOf<ProfileRow>(request), request.params.uid),
    );
  };
}
