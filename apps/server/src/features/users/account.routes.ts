import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  rateLimits,
  ZAccountStatusRequest,
  ZConfirmEmailRequest,
  ZProfile,
  ZSendVerificationRequest,
  ZSentResponse,
  ZUidParams,
} from '@vh/contracts';
import { accountErrors, jwtSecurity } from '../../lib/route-schema.ts';
import { callerOf } from '../../plugins/caller.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { changeAccountStatus } from './account-status.service.ts';
import { confirmEmail, sendVerificationEmail } from './email-verification.service.ts';
import type { ProfileRow } from './users.repo.ts';
import type { UsersDeps } from './users.service.ts';

const errors = accountErrors;
const jwt = jwtSecurity;

/** Account upkeep: email verification and the enable/disable switch. */
export function accountRoutes(deps: UsersDeps, authenticate: onRequestAsyncHookHandler) {
  return function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/users/uid/:uid/verify-email/',
      {
        onRequest: authenticate,
        config: limit(rateLimits.verificationEmail),
        schema: {
          tags: ['account'],
          summary: 'Mail the caller a link that confirms their email address',
          security: jwt,
          params: ZUidParams,
          body: ZSendVerificationRequest,
          response: { 200: ZSentResponse, ...errors },
        },
      },
      async (request) => {
        await sendVerificationEmail(
          deps,
          callerOf<ProfileRow>(request),
          request.params.uid,
          request.body,
        );
        return { status: 'sent' as const };
      },
    );

    r.post(
      '/api/users/uid/:uid/email-verify-confirm/',
      {
        onRequest: authenticate,
        config: limit(rateLimits.resetPassword),
        schema: {
          tags: ['account'],
          summary: 'Confirm the email address with the token of the mailed link',
          security: jwt,
          params: ZUidParams,
          body: ZConfirmEmailRequest,
          response: { 200: ZProfile, ...errors },
        },
      },
      async (request) =>
        confirmEmail(deps, callerOf<ProfileRow>(request), request.params.uid, request.body),
    );

    // SPEC §7's path for the same confirmation: the account is the caller's, so no uid in the path.
    r.post(
      '/api/businesses/verify/email/token/',
      {
        onRequest: authenticate,
        config: limit(rateLimits.resetPassword),
        schema: {
          tags: ['account'],
          summary: "Confirm the caller's email address with the token of the mailed link",
          security: jwt,
          body: ZConfirmEmailRequest,
          response: { 200: ZProfile, ...errors },
        },
      },
      async (request) => {
        const caller = callerOf<ProfileRow>(request);
        return confirmEmail(deps, caller, caller.uid, request.body);
      },
    );

    r.patch(
      '/api/users/uid/:uid/status/',
      {
        onRequest: authenticate,
        schema: {
          tags: ['account'],
          summary: 'Enable or disable an account (disabling ends its sessions at once)',
          security: jwt,
          params: ZUidParams,
          body: ZAccountStatusRequest,
          response: { 200: ZProfile, ...errors },
        },
      },
      async (request) =>
        changeAccountStatus(
          deps,
          callerOf<ProfileRow>(request),
          request.params.uid,
          request.body.active,
        ),
    );
  };
}
