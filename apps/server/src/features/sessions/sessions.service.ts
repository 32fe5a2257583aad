import { ErrorCode, rateLimits, type TLoginRequest, type TSession } from '@vh/contracts';
import type { Database } from '../../db/client.ts';
import type { AuthGateway } from '../../auth/auth-gateway.ts';
import { AppError } from '../../lib/app-error.ts';
import { createLimiter, type Limiter } from '../../plugins/limiter.ts';
import { revokeTokens } from '../users/users.repo.ts';
import { findSignInAccount } from './sign-in.repo.ts';

export type SignInLimits = {
  /** Every attempt at one account, keyed on the account resolved here. */
  perAccount: Limiter;
  /** Every attempt from one address. */
  perAddress: Limiter;
  /** Failed attempts from one address, whatever account they tried. */
  failuresPerAddress: Limiter;
};

export function createSignInLimits(scale: number): SignInLimits {
  return {
    perAccount: createLimiter(
      rateLimits.login,
      scale,
      'Too many sign-in attempts for this account.',
    ),
    perAddress: createLimiter(
      rateLimits.loginPerAddress,
      scale,
      'Too many sign-ins from this network.',
    ),
    failuresPerAddress: createLimiter(
      rateLimits.loginFailuresPerAddress,
      scale,
      'Too many failed sign-ins from this network.',
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
  new AppError(ErrorCode.INVALID_CREDENTIALS, 'The username, email or password is wrong');
const disabled = () =>
  new AppError(ErrorCode.ACCOUNT_DISABLED, 'This account was disabled by the employer');

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

  await outlastRevocation(profile?.tokensNotBefore ?? null, deps.now());
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
  if (!signedIn?.active) {
    await deps.auth.signOut(session.access_token);
    throw signedIn ? disabled() : wrongCredentials();
  }
  return session;
}

/**
 * Tokens count their issue time in whole seconds, so one issued in the same second as a revocation
 * would be refused with the tokens it was meant to replace. A sign-in right after one (signing out
 * and straight back in) waits for the next second: at most a second, and only then.
 */
async function outlastRevocation(notBefore: Date | null, now: Date): Promise<void> {
  if (!notBefore) return;
  const wait = Math.ceil(notBefore.getTime() / 1000) * 1000 - now.getTime();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 5));
}

/**
 * Ends every session of the caller: refresh tokens stop working at the auth service, and every
 * access token issued so far is refused on /api from the next request on.
 */
export async function logout(
  deps: Pick<SessionsDeps, 'db' | 'auth'>,
  caller: { uid: string; accessToken: string; sessionId: string | undefined },
  now: Date,
): Promise<void> {
  await revokeTokens(deps.db, caller.uid, { notBefore: now, sessionId: caller.sessionId });
  await deps.auth.signOut(caller.accessToken, 'global');
}
