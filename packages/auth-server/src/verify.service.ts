import {
  EMAIL_CHANGE_KINDS,
  MAX_FAILED_OTP_ATTEMPTS,
  isVerifyType,
  kindsOf,
  linkTokenFor,
  storedHashOf,
  type VerifyType,
} from './codes.ts';
import { consumeCode, findLiveCode, recordFailedOtp } from './codes.repo.ts';
import type { AuthContext } from './context.ts';
import { isUniqueViolation } from './db.ts';
import { FIRST_CONFIRMATION_MESSAGE, confirmEmailChange } from './email-change.service.ts';
import { AuthApiError, emailExists, forbidden, validationFailed } from './errors.ts';
import type { CodeKind, UserRow } from './schema.ts';
import { issueSession, openSession } from './session.service.ts';
import type { SessionJson } from './user-json.ts';
import { isBanned } from './user-rules.ts';
import { findUserByIdForUpdate, updateUserRow } from './users.repo.ts';
import { normalizeEmail } from './validation.ts';

export type VerifyInput =
  { type: VerifyType; tokenHash: string } | { type: VerifyType; email: string; otp: string };

/** A session, or (the first of an email change's two links) GoTrue's message and no session. */
export type VerifyOutcome = { session: SessionJson } | { message: string };

export const otpExpired = () =>
  new AuthApiError(403, 'otp_expired', 'Token has expired or is invalid');

/**
 * Redeems a one-time code, given as the link's token hash or as email + OTP, and opens a session.
 * Any miss (wrong, expired, used, other kind) is the same 403 otp_expired. Redeeming proves the
 * address, so the email is confirmed if it was not. An email change's first link only counts;
 * its second completes the change and opens the session.
 */
export async function verifyCode(ctx: AuthContext, input: VerifyInput): Promise<VerifyOutcome> {
  const at = ctx.now();
  const kinds = kindsOf(input.type);
  let email: string | undefined;
  let linkToken = '';
  if ('email' in input) {
    email = normalizeEmail(input.email);
    linkToken = linkTokenFor(email, input.otp);
  } else {
    linkToken = input.tokenHash;
  }

  let verified;
  try {
    verified = await ctx.db.transaction(async (tx) => {
      const tokenHash = storedHashOf(linkToken);
      // The user row is locked before the code, the order every other writer uses.
      const candidate = await findLiveCode(tx, { tokenHash, kinds, at });
      const user = candidate && (await findUserByIdForUpdate(tx, candidate.userId));
      if (!user || !(await consumeCode(tx, { tokenHash, kind: candidate.kind, at }))) {
        return undefined;
      }
      if (email !== undefined && addressOf(user, candidate.kind) !== email) return undefined;
      // Thrown, so the transaction rolls back and the code survives until the ban ends.
      if (isBanned(user, at)) throw forbidden('user_banned', 'User is banned');

      let updated: UserRow | undefined;
      if (EMAIL_CHANGE_KINDS.includes(candidate.kind)) {
        if (user.emailChange === null) return undefined;
        updated = await confirmEmailChange(tx, { ...user, emailChange: user.emailChange }, at);
        if (!updated) return 'first of two' as const;
      } else {
        updated = await updateUserRow(tx, user.id, {
          emailConfirmedAt: user.emailConfirmedAt ?? at,
          lastSignInAt: at,
          updatedAt: at,
        });
      }
      if (!updated) return undefined;
      const method = input.type === 'recovery' ? 'recovery' : 'otp';
      return { user: updated, ...(await openSession(tx, user.id, method, at)) };
    });
  } catch (error) {
    // The second link of an email change, for an address another account took meanwhile.
    if (isUniqueViolation(error)) throw emailExists();
    throw error;
  }

  if (!verified) {
    if (email !== undefined) {
      await recordFailedOtp(ctx.db, { email, kinds, maxAttempts: MAX_FAILED_OTP_ATTEMPTS });
    }
    throw otpExpired();
  }
  if (verified === 'first of two') return { message: FIRST_CONFIRMATION_MESSAGE };
  return {
    session: await issueSession(ctx, verified.user, verified.session, verified.refreshToken),
  };
}

// The address a code was sent to: an email change's second code went to the new address.
function addressOf(user: UserRow, kind: CodeKind): string | null {
  return kind === 'email_change_new' ? user.emailChange : user.email;
}

/**
 * GET /verify, the link in a message: redeems the token and returns where to send the browser,
 * with the session (or the error) in the fragment, as GoTrue's implicit flow does. The fragment
 * never reaches a server, so the tokens stay out of access logs and Referer headers.
 */
export async function verifyLink(
  ctx: AuthContext,
  query: { token?: string | undefined; type?: string | undefined; redirectTo?: string | undefined },
): Promise<string> {
  const target = new URL(ctx.redirects.resolve(query.redirectTo));
  let fragment: URLSearchParams;
  try {
    const { token = '', type = '' } = query;
    if (token === '' || type === '') throw validationFailed('Verify requires a token and a type');
    if (!isVerifyType(type)) throw unsupportedType();
    const outcome = await verifyCode(ctx, { type, tokenHash: token });
    // The first of an email change's two links gets GoTrue's message instead of a session.
    fragment = new URLSearchParams(
      'message' in outcome
        ? { message: outcome.message }
        : {
            access_token: outcome.session.access_token,
            expires_at: String(outcome.session.expires_at),
            expires_in: String(outcome.session.expires_in),
            refresh_token: outcome.session.refresh_token,
            token_type: outcome.session.token_type,
            type,
          },
    );
  } catch (error) {
    if (!(error instanceof AuthApiError)) throw error;
    fragment = new URLSearchParams({
      error: error.status === 403 ? 'access_denied' : 'invalid_request',
      error_code: error.code,
      error_description: error.message,
    });
  }
  target.hash = fragment.toString();
  return target.href;
}

export const unsupportedType = () =>
  new AuthApiError(422, 'validation_failed', 'Unsupported verification type');
