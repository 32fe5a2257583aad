import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  rateLimits,
  ZAvailabilityQuery,
  ZAvailabilityResponse,
  ZErrorResponse,
  ZProfile,
  ZSignUpRequest,
  ZUidParams,
  type TSignUpRequest,
} from '@vh/contracts';
import { callerOf } from '../../plugins/caller.ts';
import { limit, limitWhen } from '../../plugins/rate-limit.ts';
import type { ProfileRow } from './users.repo.ts';
import type { StaffCentres, StaffSignUp } from './users.ports.ts';
import { checkAvailability, getProfile, registerOwner, type UsersDeps } from './users.service.ts';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

/**
 * Free sign-ups are limited per address. Sign-ups with an invite code are limited in the service,
 * where each outcome counts toward the limit of what it gives away (see registerStaff): counted
 * here, every refused attempt would use up the shop's code.
 */
const signUpLimit = limitWhen(
  rateLimits.signUp,
  (request) => (request.body as TSignUpRequest | undefined)?.role === 'OWNER',
);

export function usersRoutes(
  deps: UsersDeps & { registerStaff: StaffSignUp; staffCentres: StaffCentres },
  authenticate: onRequestAsyncHookHandler,
) {
  return function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/users/',
      {
        config: signUpLimit,
        schema: {
          tags: ['users'],
          summary: 'Sign up: a free owner account (role OWNER) or staff with an invite code',
          body: ZSignUpRequest,
          response: {
            201: ZProfile,
            409: ZErrorResponse,
            422: ZErrorResponse,
            429: ZErrorResponse,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const body = request.body;
        const profile =
          body.role === 'OWNER'
            ? await registerOwner(deps, body)
            : await deps.registerStaff(body, request.ip);
        return reply.status(201).send(profile);
      },
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
