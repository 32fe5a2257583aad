import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZEmailResponse,
  ZUidParams,
  ZUpdateProfileRequest,
  ZUpdateProfileResponse,
  ZUsernameParams,
} from '@vh/contracts';
import { accountErrors, jwtSecurity } from '../../lib/route-schema.ts';
import { callerOf } from '../../plugins/caller.ts';
import type { ProfileRow } from '../users/users.repo.ts';
import type { UsersDeps } from '../users/users.service.ts';
import type { StaffCentres } from '../users/users.ports.ts';
import { emailOfUsername, updateProfile } from './profile.service.ts';

const errors = accountErrors;
const jwt = jwtSecurity;

/** Profile edits (with the secure email change) and a username's email for its owner. */
export function profileRoutes(
  deps: UsersDeps & { staffCentres: StaffCentres },
  authenticate: onRequestAsyncHookHandler,
) {
  return function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.patch(
      '/api/users/uid/:uid',
      {
        onRequest: authenticate,
        schema: {
          tags: ['account'],
          summary: 'Save the personal or the contact information of a profile, or both together',
          security: jwt,
          params: ZUidParams,
          body: ZUpdateProfileRequest,
          response: { 200: ZUpdateProfileResponse, ...errors },
        },
      },
      async (request) =>
        updateProfile(deps, callerOf<ProfileRow>(request), request.params.uid, request.body),
    );

    r.get(
      '/api/users/username/:username/email/',
      {
        onRequest: authenticate,
        schema: {
          tags: ['account'],
          summary: "A username's email: only to that user or an operator",
          security: jwt,
          params: ZUsernameParams,
          response: { 200: ZEmailResponse, ...errors },
        },
      },
      async (request) => ({
        email: await emailOfUsername(deps, callerOf<ProfileRow>(request), request.params.username),
      }),
    );
  };
}
