import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  rateLimits,
  ZAccountStatusRequest,
  ZChangedResponse,
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZConfirmEmailRequest,
  ZEmailResponse,
  ZErrorResponse,
  ZForgotPasswordRequest,
  ZProfile,
  ZResetPasswordRequest,
  ZSendVerificationRequest,
  ZSentResponse,
  ZUidParams,
  ZUpdateProfileRequest,
  ZUpdateProfileResponse,
  ZUsernameParams,
} from '@vh/contracts';
import { callerOf } from '../../plugins/caller.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { changeAccountStatus } from './account-status.service.ts';
import { confirmEmail, sendVerificationEmail } from './email-verification.service.ts';
import { changePassword, forgotPassword, resetPassword } from './password.service.ts';
import { emailOfUsername, updateProfile } from './profile.service.ts';
import type { ProfileRow } from './users.repo.ts';
import type { UsersDeps } from './users.service.ts';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
  429: ZErrorResponse,
  503: ZErrorResponse,
};
const jwt = [{ jwt: [] }];

/** Account upkeep: verification, password recovery and change, profile edits, status, sign-out. */
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

    r.post(
      '/api/users/forgot-password/',
      {
        config: limit(rateLimits.forgotPassword),
        schema: {
          tags: ['account'],
          summary: 'Mail a password-reset link (404 when no account has this email)',
          body: ZForgotPasswordRequest,
          response: { 200: ZSentResponse, ...errors },
        },
      },
      async (request) => {
        await forgotPassword(deps, request.body);
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
