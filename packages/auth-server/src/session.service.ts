import { randomUUID } from 'node:crypto';
import type { AuthContext } from './context.ts';
import type { AuthDatabase } from './db.ts';
import { badRequest } from './errors.ts';
import { findIdentities } from './identities.repo.ts';
import { isTooShort, verifyPassword, weakPasswordMessage } from './passwords.ts';
import type { AuthMethod, SessionRow, UserRow } from './schema.ts';
import {
  deleteSession,
  deleteUserSessions,
  findActiveRefreshToken,
  findRefreshTokenForUpdate,
  insertRefreshToken,
  insertSession,
  recordPasswordSignIn,
  revokeRefreshToken,
  touchSession,
} from './sessions.repo.ts';
import { newRefreshToken } from './tokens.ts';
import { toSessionJson, type SessionJson } from './user-json.ts';
import { isBanned } from './user-rules.ts';
import { findUserByEmail } from './users.repo.ts';
import { normalizeEmail } from './validation.ts';

const INVALID_LOGIN = 'Invalid login credentials';

export async function signInWithPassword(
  ctx: AuthContext,
  credentials: { email: string; password: string },
): Promise<SessionJson> {
  const user = await findUserByEmail(ctx.db, normalizeEmail(credentials.email));
  // Always verify, against the dummy hash when there is no user or no password, and before any
  // early answer (a ban included), so every attempt costs one hash verification and the time
  // taken does not reveal which emails have accounts.
  const valid = await verifyPassword(user?.encryptedPassword, credentials.password, ctx.dummyHash);
  // GoTrue reports a ban whatever the password; it is only the timing that is evened out here.
  if (user && isBanned(user, ctx.now())) throw badRequest('user_banned', 'User is banned');
  if (!user || !valid) throw badRequest('invalid_credentials', INVALID_LOGIN);
  if (!ctx.allowUnverifiedEmailSignIns && !user.emailConfirmedAt) {
    throw badRequest('email_not_confirmed', 'Email not confirmed');
  }

  const at = ctx.now();
  const session: SessionRow = {
    id: randomUUID(),
    userId: user.id,
    authMethod: 'password',
    createdAt: at,
    updatedAt: at,
  };
  const refreshToken = newRefreshToken();
  const opened = await recordPasswordSignIn(ctx.db, {
    userId: user.id,
    sessionId: session.id,
    refreshToken,
    at,
  });
  // Deleted between the password check and the insert.
  if (!opened) throw badRequest('invalid_credentials', INVALID_LOGIN);
  const signedIn = { user: { ...user, lastSignInAt: at, updatedAt: at }, session, refreshToken };

  const response = await issueSession(ctx, signedIn.user, signedIn.session, signedIn.refreshToken);
  if (isTooShort(credentials.password, ctx.passwordMinLength)) {
    // Like GoTrue, a password that predates the current policy still signs in, with a warning.
    response.weak_password = {
      reasons: ['length'],
      message: weakPasswordMessage(ctx.passwordMinLength),
    };
  }
  return response;
}

type RefreshOutcome =
  { kind: 'issued'; user: UserRow; session: SessionRow; refreshToken: string } | { kind: 'reused' };

/**
 * Rotates a refresh token: the presented token is revoked and becomes the parent of a new one in
 * the same session. A revoked token presented again within the reuse interval (a client that lost
 * the response, or two tabs racing) gets the session's current token back; presented later it is
 * treated as stolen and the whole session is revoked.
 */
export async function refreshSession(ctx: AuthContext, presented: string): Promise<SessionJson> {
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const found = await findRefreshTokenForUpdate(tx, presented);
    if (!found) {
      throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    }
    const { token, session, user } = found;
    if (isBanned(user, now)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');

    if (token.revoked) {
      const reuseUntil = token.updatedAt.getTime() + ctx.refreshTokenReuseIntervalSeconds * 1000;
      if (now.getTime() <= reuseUntil) {
        const active = await findActiveRefreshToken(tx, session.id);
        if (active) return { kind: 'issued', user, session, refreshToken: active.token };
      }
      // Returned, not thrown, so the revocation is committed before the client hears about it.
      await deleteSession(tx, session.id);
      return { kind: 'reused' };
    }

    await revokeRefreshToken(tx, token.id, now);
    const next = newRefreshToken();
    await insertRefreshToken(tx, {
      token: next,
      sessionId: session.id,
      parent: token.token,
      at: now,
    });
    await touchSession(tx, session.id, now);
    return { kind: 'issued', user, session, refreshToken: next };
  });

  if (outcome.kind === 'reused') {
    throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  return issueSession(ctx, outcome.user, outcome.session, outcome.refreshToken);
}

export type LogoutScope = 'global' | 'local' | 'others';

export async function logout(
  ctx: AuthContext,
  caller: { userId: string; sessionId: string },
  scope: LogoutScope,
): Promise<void> {
  switch (scope) {
    case 'global':
      return deleteUserSessions(ctx.db, caller.userId);
    case 'local':
      return deleteSession(ctx.db, caller.sessionId);
    case 'others':
      return deleteUserSessions(ctx.db, caller.userId, caller.sessionId);
  }
}

/** Creates a session with its first refresh token; call inside the transaction that needs it. */
export async function openSession(
  db: AuthDatabase,
  userId: string,
  authMethod: AuthMethod,
  at: Date,
): Promise<{ session: SessionRow; refreshToken: string }> {
  const session = await insertSession(db, { id: randomUUID(), userId, authMethod, at });
  const refreshToken = newRefreshToken();
  await insertRefreshToken(db, { token: refreshToken, sessionId: session.id, parent: null, at });
  return { session, refreshToken };
}

/** Signs an access token for the session and returns the whole Session as GoTrue does. */
export async function issueSession(
  ctx: AuthContext,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
): Promise<SessionJson> {
  const access = await ctx.tokens.signAccessToken({
    userId: user.id,
    email: user.email,
    appMetadata: user.rawAppMetaData,
    userMetadata: user.rawUserMetaData,
    sessionId: session.id,
    authMethod: session.authMethod,
    authenticatedAt: session.createdAt,
  });
  const identities = await findIdentities(ctx.db, [user.id]);
  return toSessionJson(access, refreshToken, user, identities.get(user.id) ?? []);
}
