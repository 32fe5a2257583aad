import { eq } from 'drizzle-orm';
import type { AuthDatabase } from './db.ts';
import { users, type UserRow } from './schema.ts';

export type NewUser = typeof users.$inferInsert;

export async function findUserById(db: AuthDatabase, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** `email` must already be normalised (trimmed, lower-cased). */
export async function findUserByEmail(
  db: AuthDatabase,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** Inserts the user, or returns undefined when the email (or id) is already taken. */
export async function insertUser(db: AuthDatabase, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

export async function recordSignIn(
  db: AuthDatabase,
  id: string,
  at: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ lastSignInAt: at, updatedAt: at })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Deletes the user; its sessions and refresh tokens go with it (ON DELETE CASCADE). */
export async function deleteUserById(db: AuthDatabase, id: string): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return deleted.length > 0;
}
