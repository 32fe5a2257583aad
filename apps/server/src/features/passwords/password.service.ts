import {
  ErrorCode,
  oneTimeCodes,
  type TChangePasswordRequest,
  type TForgotPasswordRequest,
  type TResetPasswordRequest,
  type TSession,
} from '@vh/contracts';
import { decodeJwt } from 'jose';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { passwordRefusal } from '../../lib/password-policy.ts';
import { passwordChangedMail, passwordResetMail } from '../../mail/templates.ts';
import {
  deleteResetLinks,
  findResetLink,
  saveResetLink,
  useResetLink,
} from './reset-links.repo.ts';
import { findProfileByEmail, revokeTokens } from '../users/users.repo.ts';
import { assertSelfOrOperator, type CallerOf, type UsersDeps } from '../users/users.service.ts';

function checkPolicy(password: string): void {
  const refused = passwordRefusal(password);
  if (refused) throw refused;
}

const linkInvalid = () =>
  new AppError(ErrorCode.RESET_LINK_INVALID, 'toasts.serverReasons.emailLinkInvalid');

/**
 * The one email a forgot-password call is about: in the body or in SPEC §7's query parameter. Both
 * are normalised by the schema first, so the same address written two ways agrees.
 */
export function forgotPasswordEmail(
  body: { email?: string | undefined } | null | undefined,
  query: { email?: string | undefined },
): string {
  const fromBody = body?.email;
  const fromQuery = query.email;
  if (fromBody !== undefined && fromQuery !== undefined && fromBody !== fromQuery) {
    throw invalidField('email', 'errors.passwords.emailsDiffer');
  }
  const email = fromBody ?? fromQuery;
  if (email === undefined) {
    throw invalidField('email', 'spec.validation.emailRequired');
  }
  return email;
}

/** Mails a reset link. SPEC §7 wants a 404 for an unknown email; rate limits slow enumeration. */
export async function forgotPassword(
  deps: UsersDeps,
  input: TForgotPasswordRequest,
): Promise<void> {
  const profile = await findProfileByEmail(deps.db, input.email);
  if (!profile) throw new AppError(ErrorCode.NO_SUCH_USER, 'errors.auth.noAccountWithEmail');
  const token = await deps.auth.generateLinkToken('recovery', profile.email);
  await saveResetLink(deps.db, {
    token,
    uid: profile.uid,
    email: profile.email,
    expiresAt: new Date(deps.now().getTime() + oneTimeCodes.expirySeconds * 1000),
  });
  const url = new URL('/update-password', deps.publicUrl);
  url.searchParams.set('email', profile.email);
  url.searchParams.set('token', token);
  await deps.mailer.send(passwordResetMail(profile.email, profile.firstName, url.toString()));
}

/**
 * Sets a new password from a mailed link; afterwards every session of the user has ended. The link
 * is checked first, always: a bogus or expired link gets 408 whatever the password, so it can never
 * be used to test a guess. Only a valid link reaches the same-password check, and that check comes
 * before the link is spent, so a person who picks the old password can try again.
 */
export async function resetPassword(deps: UsersDeps, input: TResetPasswordRequest): Promise<void> {
  const now = deps.now();
  const link = await findResetLink(deps.db, input.token);
  if (!link || link.usedAt || link.expiresAt <= now || link.email !== input.email) {
    throw linkInvalid();
  }
  checkPolicy(input.new_password);
  const sameAsOld = await deps.auth.signInWithPassword(link.email, input.new_password).then(
    async (session) => {
      await deps.auth.signOut(session.access_token, 'local');
      return true;
    },
    () => false,
  );
  if (sameAsOld) {
    throw new AppError(ErrorCode.SAME_PASSWORD, 'errors.auth.samePassword');
  }
  if (!(await useResetLink(deps.db, input.token, now))) throw linkInvalid();
  await deps.auth.redeemLinkToken('recovery', input.token, async (session) => {
    if (session.userId !== link.uid) throw linkInvalid();
    await session.setPassword(input.new_password);
  });
  await revokeTokens(deps.db, link.uid, { notBefore: deps.now() });
  await deleteResetLinks(deps.db, link.uid, now);
  const profile = await findProfileByEmail(deps.db, link.email);
  await deps.mailer.send(
    passwordChangedMail(
      link.email,
      profile?.firstName ?? '',
      new URL('/login', deps.publicUrl).toString(),
    ),
  );
}

/** Changes the caller's password after checking the current one; the answer is a fresh session. */
export async function changePassword(
  deps: UsersDeps,
  caller: CallerOf & { sessionId: string | undefined },
  uid: string,
  input: TChangePasswordRequest,
): Promise<TSession> {
  // Only the account's owner knows its current password; operators use recovery instead.
  assertSelfOrOperator({ ...caller, isOperator: false }, uid);
  if (input.email !== undefined && input.email.trim().toLowerCase() !== caller.profile.email) {
    throw invalidField('email', 'errors.passwords.emailNotYours');
  }
  checkPolicy(input.new_password);
  if (input.new_password === input.password) {
    throw new AppError(ErrorCode.SAME_PASSWORD, 'errors.auth.samePassword');
  }
  const session = await deps.auth.changePassword(
    caller.profile.email,
    input.password,
    input.new_password,
  );
  // Every older token is refused from now on, even one issued in this very second; the fresh
  // session the change opened is kept by its id.
  await revokeTokens(deps.db, caller.profile.uid, {
    notBefore: deps.now(),
    sessionId: caller.sessionId,
    keepSessionId: sessionIdOf(session.access_token),
  });
  await deps.mailer.send(
    passwordChangedMail(
      caller.profile.email,
      caller.profile.firstName,
      new URL('/login', deps.publicUrl).toString(),
    ),
  );
  return session;
}

/** The fresh session's id, read from the token the auth service just signed for us. */
function sessionIdOf(accessToken: string): string | undefined {
  const { session_id: sessionId } = decodeJwt(accessToken);
  return typeof sessionId === 'string' ? sessionId : undefined;
}
