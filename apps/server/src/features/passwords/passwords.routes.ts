import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  rateLimits,
  ZChangedResponse,
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZErrorResponse,
  ZForgotPasswordBody,
  ZForgotPasswordQuery,
  ZResetPasswordRequest,
  ZSentResponse,
  ZUidParams,
} from '@vh/contracts';
import { accountErrors, jwtSecurity } from '../../lib/route-schema.ts';
import { callerOf } from '../../plugins/caller.ts';
import { limit } from '../../plugins/rate-limit.ts';
import type { ProfileRow } from '../users/users.repo.ts';
import type { UsersDeps } from '../users/users.service.ts';
import {
  changePassword,
  forgotPassword,
  forgotPasswordEmail,
  resetPassword,
} from './password.service.ts';

const errors = accountErrors;
const jwt = jwtSecurity;

/** Passwords: the reset mail and link, and a change with the current password. */
export function passwordsRoutes(deps: UsersDeps, authenticate: onRequestAsyncHookHandler) {
  return function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/users/forgot-password/',
      {
        config: limit(rateLimits.forgotPassword),
        schema: {
          tags: ['account'],
          summary:
            'Mail a password-reset link (404 when no account has this email); the email comes in the body or the query, not both differing',
          body: ZForgotPasswordBody,
          querystring: ZForgotPasswordQuery,
          response: { 200: ZSentResponse, ...errors },
        },
      },
      async (request) => {
        const email = forgotPasswordEmail(request.body, request.query);
        await forgotPassword(deps, { email });
        return { status: 'sent' as const };
      },
    );

    r.patch(
      '/api/users/reset-password/',
      {
        config: limit(rateLimits.resetPassword),
        schema: {
          tags: ['account'],
          summary: 'Set a new password with the token of the mailed link; ends every session',
          body: ZResetPasswordRequest,
          response: { 200: ZChangedResponse, 408: ZErrorResponse, ...errors },
        },
      },
      async (request) => {
        await resetPassword(deps, request.body);
        return { status: 'changed' as const };
      },
    );

    r.post(
      '/api/users/uid/:uid/password/',
      {
        onRequest: authenticate,
        // Keyed on the verified caller, not the URL (a query string would reset a URL key).
        config: limit(rateLimits.credentialChange, (request) => `uid:${callerOf(request).uid}`),
        schema: {
          tags: ['account'],
          summary: 'Change the password (current one required); other sessions end',
          security: jwt,
          params: ZUidParams,
          body: ZChangePasswordRequest,
          response: { 200: ZChangePasswordResponse, ...errors },
        },
      },
      async (request) => ({
        session: await changePassword(
          deps,
          callerOf<ProfileRow>(request),
          request.params.uid,
          request.body,
        ),
      }),
    );
  };
}
