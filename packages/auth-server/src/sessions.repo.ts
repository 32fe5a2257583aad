import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { AuthDatabase } from './db.ts';
import {
  refreshTokens,
  sessions,
  users,
  type AuthMethod,
  type RefreshTokenRow,
  type SessionRow,
  type UserRow,
} from './schema.ts';

export async function insertSession(
  db: AuthDatabase,
  session: { id: string; userId: string; authMethod: AuthMethod; at: Date },
): Promise<SessionRow> {
  const [row] = await db
    .insert(sessions)
    .values({
      id: session.id,
      userId: session.userId,
      authMethod: session.authMethod,
      createdAt: session.at,
      updatedAt: session.at,
    })
    .returning();
  if (!row) throw new Error('session insert returned no row');
  return row;
}

export async function findSessionById(
  db: AuthDatabase,
  id: string,
): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row;
}

export async function touchSession(db: AuthDatabase, id: string, at: Date): Promise<void> {
  await db.update(sessions).set({ updatedAt: at }).where(eq(sessions.id, id));
}

/** Deletes one session; its refresh tokens go with it (ON DELETE CASCADE). */
export async function deleteSession(db: AuthDatabase, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Deletes every session of the user, or every one but `exceptSessionId`. */
export async function deleteUserSessions(
  db: AuthDatabase,
  userId: string,
  exceptSessionId?: string,
): Promise<void> {
  const ofUser = eq(sessions.userId, userId);
  await db
    .delete(sessions)
    .where(exceptSessionId ? and(ofUser, ne(sessions.id, exceptSessionId)) : ofUser);
}

export async function insertRefreshToken(
  db: AuthDatabase,
  token: { token: string; sessionId: string; parent: string | null; at: Date },
): Promise<void> {
  await db.insert(refreshTokens).values({
    token: token.token,
    sessionId: token.sessionId,
    parent: token.parent,
    createdAt: token.at,
    updatedAt: token.at,
  });
}

export interface RefreshTokenWithOwner {
  token: RefreshTokenRow;
  session: SessionRow;
  user: UserRow;
}

/**
 * Finds a refresh token with its session and user, locking the token row so two refreshes of the
 * same token are decided one after the other (the second then sees it revoked). Only the token
 * row is locked: a lock on the user row would serialise the user's other sessions too.
 */
export async function findRefreshTokenForUpdate(
  db: AuthDatabase,
  token: string,
): Promise<RefreshTokenWithOwner | undefined> {
  const [locked] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.token, token))
    .for('update');
  if (!locked) return undefined;
  const [owner] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, locked.sessionId));
  return owner && { token: locked, ...owner };
}

/** The session's newest unrevoked token: the one a client should be holding now. */
export async function findActiveRefreshToken(
  db: AuthDatabase,
  sessionId: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, sessionId), eq(refreshTokens.revoked, false)))
    .orderBy(desc(refreshTokens.id))
    .limit(1);
  return row;
}

export async function revokeRefreshToken(db: AuthDatabase, id: number, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revoked: true, updatedAt: at })
    .where(eq(refreshTokens.id, id));
}

/**
 * A password sign-in's writes in one statement: the user's last sign-in, a new session and its
 * first refresh token. One round trip instead of a transaction of five (a single statement is
 * atomic on its own); sign-in is the busiest write path there is. False when the user was deleted
 * between the password check and this statement.
 */
export async function recordPasswordSignIn(
  db: AuthDatabase,
  opened: { userId: string; sessionId: string; refreshToken: string; at: Date },
): Promise<boolean> {
  const at = opened.at.toISOString();
  // Both drivers (node-postgres and PGlite) answer with the returned rows in `rows`.
  const result: unknown = await db.execute(sql`
    with signed_in as (
      update ${users} set last_sign_in_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
      where ${users.id} = ${opened.userId}
      returning ${users.id}
    ), opened as (
      insert into ${sessions} (id, user_id, auth_method, created_at, updated_at)
      select ${opened.sessionId}::uuid, id, 'password', ${at}::timestamptz, ${at}::timestamptz
      from signed_in
      returning id
    )
    insert into ${refreshTokens} (token, session_id, created_at, updated_at)
    select ${opened.refreshToken}, id, ${at}::timestamptz, ${at}::timestamptz from opened
    returning session_id`);
  return (result as { rows?: unknown[] }).rows?.length === 1;
}
