import { decodeJwt } from 'jose';
import { ErrorCode, rateLimits, type TLoginRequest, type TSession } from '@vh/contracts';
import type { Database } from '../../db/client.ts';
import type { AuthGateway } from '../../auth/auth-gateway.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Limiter, Limits } from '../../plugins/limiter.ts';
import { keepSession, revokeTokens } from '../users/users.repo.ts';
import { findSignInAccount, type SignInAccount } from './sign-in.repo.ts';

export type SignInLimits = {
  /** Every attempt at one account, keyed on the account resolved here. */
  perAccount: Limiter;
  /** Every attempt from one address. */
  perAddress: Limiter;
  /** Failed attempts from one address, whatever account they tried. */
  failuresPerAddress: Limiter;
};

export function createSignInLimits(limits: Limits): SignInLimits {
  return {
    perAccount: limits.limiter(
      'sign-in-account',
      rateLimits.login,
      'errors.limits.signInsForAccount',
    ),
    perAddress: limits.limiter(
      'sign-in-address',
      rateLimits.loginPerAddress,
      'errors.limits.signInsFromNetwork',
    ),
    failuresPerAddress: limits.limiter(
      'sign-in-failures',
      rateLimits.loginFailuresPerAddress,
      'errors.limits.failedSignInsFromNetwork',
    ),
  };
}

export type SessionsDeps = {
  db: Database;
  auth: AuthGateway;
  signInLimits: SignInLimits;
  now: () => Date;
};

// A reserved name (RFC 2606) that no account can ever have: signing in as it costs the auth
// service exactly what a wrong password costs, so a missing username answers as slowly as a real one.
const NOBODY = 'nobody@verifiedhours.invalid';

const wrongCredentials = () =>
  new AppError(ErrorCode.INVALID_CREDENTIALS, 'errors.auth.wrongCredentials');
const disabled = () => new AppError(ErrorCode.ACCOUNT_DISABLED, 'errors.auth.disabledByEmployer');

/**
 * Signs in by username or email. The limits key on the account really targeted (resolved here, so
 * every spelling of one account shares its allowance) and, separately, on the client's address.
 */
export async function login(
  deps: SessionsDeps,
  input: TLoginRequest,
  address: string,
): Promise<TSession> {
  const identifier = (input.type === 'username' ? input.username : input.email) ?? '';
  const normalised = identifier.trim().toLowerCase();
  const profile = await findSignInAccount(deps.db, input.type, normalised);
  const limits = deps.signInLimits;
  await limits.failuresPerAddress.check(address);
  await limits.perAddress.consume(address);
  await limits.perAccount.consume(profile ? `uid:${profile.uid}` : `id:${normalised}`);

  let session: TSession;
  try {
    // An email without a profile may still be an auth user (an interrupted sign-up): ask the auth
    // service, which answers a missing user as slowly as a wrong password.
    const email = profile?.email ?? (input.type === 'email' ? normalised : NOBODY);
    session = await deps.auth.signInWithPassword(email, input.password);
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.INVALID_CREDENTIALS) {
      await limits.failuresPerAddress.consume(address).catch(() => undefined);
    }
    throw error;
  }
  const signedIn =
    profile?.uid === session.user.id
      ? profile
      : await findSignInAccount(deps.db, 'uid', session.user.id);
  // Only now, with the password accepted, may the answer say the account is disabled: a wrong
  // password on a disabled account gets what every wrong password gets.
  if (!signedIn?.active) {
    await deps.auth.signOut(session.access_token);
    throw signedIn ? disabled() : wrongCredentials();
  }
  // Read before the auth service was asked, so a revocation made meanwhile is never outlasted.
  if (signedIn === profile) await keepIfSameSecond(deps.db, profile, session.access_token);
  return session;
}

/**
 * A session opened in the same second as the account's last revocation (signing straight back in
 * after signing out) would be refused with the tokens the revocation ended: tokens count whole
 * seconds. It began after the revocation we read before signing in, so it is kept by its id.
 */
async function keepIfSameSecond(
  db: Database,
  account: SignInAccount,
  accessToken: string,
): Promise<void> {
  const notBefore = account.tokensNotBefore;
  if (!notBefore) return;
  const { iat, session_id: sessionId } = decodeJwt(accessToken);
  if (typeof iat !== 'number' || typeof sessionId !== 'string') return;
  if (iat * 1000 >= notBefore.getTime()) return;
  await keepSession(db, account.uid, sessionId, notBefore);
}

/**
 * Signs the caller out. `local` ends the session the token belongs to; `global` ends every session
 * of the account. Either way the auth service stops refreshing what ended, and /api refuses its
 * access tokens from the next request on, on every server (the revocation is in the database).
 */
export async function logout(
  deps: Pick<SessionsDeps, 'db' | 'auth'>,
  caller: { uid: string; accessToken: string; sessionId: string | undefined },
  scope: 'local' | 'global',
  now: Date,
): Promise<void> {
  // A token without a session id cannot be ended alone: end everything rather than nothing.
  if (scope === 'local' && caller.sessionId) {
    await revokeTokens(deps.db, caller.uid, { sessionId: caller.sessionId });
    await deps.auth.signOut(caller.accessToken, 'local');
    return;
  }
  await revokeTokens(deps.db, caller.uid, { notBefore: now, sessionId: caller.sessionId });
  await deps.auth.signOut(caller.accessToken, 'global');
}
