import {
  MAX_FAILED_OTP_ATTEMPTS,
  isVerifyType,
  kindOf,
  linkTokenFor,
  storedHashOf,
  type VerifyType,
} from './codes.ts';
import { consumeCode, findLiveCode, recordFailedOtp } from './codes.repo.ts';
import type { AuthContext } from './context.ts';
import { AuthApiError, forbidden, validationFailed } from './errors.ts';
import { issueSession, openSession } from './session.service.ts';
import type { SessionJson } from './user-json.ts';
import { isBanned } from './user-rules.ts';
import { findUserByIdForUpdate, updateUserRow } from './users.repo.ts';
import { normalizeEmail } from './validation.ts';

export type VerifyInput =
  { type: VerifyType; tokenHash: string } | { type: VerifyType; email: string; otp: string };

export const otpExpired = () =>
  new AuthApiError(403, 'otp_expired', 'Token has expired or is invalid');

/**
 * Redeems a one-time code, given as the link's token hash or as email + OTP, and opens a session.
 * Any miss (wrong, expired, used, other kind) is the same 403 otp_expired. Redeeming proves the
 * address, so the email is confirmed if it was not.
 */
export async function verifyCode(ctx: AuthContext, input: VerifyInput): Promise<SessionJson> {
  const at = ctx.now();
  const kind = kindOf(input.type);
  let email: string | undefined;
  let linkToken = '';
  if ('email' in input) {
    email = normalizeEmail(input.email);
    linkToken = linkTokenFor(email, input.otp);
  } else {
    linkToken = input.tokenHash;
  }

  const verified = await ctx.db.transaction(async (tx) => {
    const wanted = { tokenHash: storedHashOf(linkToken), kind, at };
    // The user row is locked before the code, the order every other writer uses.
    const candidate = await findLiveCode(tx, wanted);
    const user = candidate && (await findUserByIdForUpdate(tx, candidate.userId));
    if (!user || !(await consumeCode(tx, wanted))) return undefined;
    if (email !== undefined && user.email !== email) return undefined;
    // Thrown, so the transaction rolls back and the code survives until the ban ends.
    if (isBanned(user, at)) throw forbidden('user_banned', 'User is banned');
    const updated = await updateUserRow(tx, user.id, {
      emailConfirmedAt: user.emailConfirmedAt ?? at,
      lastSignInAt: at,
      updatedAt: at,
    });
    if (!updated) return undefined;
    const method = input.type === 'recovery' ? 'recovery' : 'otp';
    return { user: updated, ...(await openSession(tx, user.id, method, at)) };
  });

  if (!verified) {
    if (email !== undefined) {
      await recordFailedOtp(ctx.db, { email, kind, maxAttempts: MAX_FAILED_OTP_ATTEMPTS });
    }
    throw otpExpired();
  }
  return issueSession(ctx, verified.user, verified.session, verified.refreshToken);
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
    const session = await verifyCode(ctx, { type, tokenHash: token });
    fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: session.token_type,
      type,
    });
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
