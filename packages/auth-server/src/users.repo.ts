import { and, asc, count, eq, isNull, lte, or } from 'drizzle-orm';
import type { AuthDatabase } from './db.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { insertEmailIdentity, syncEmailIdentity } from './identities.repo.ts';
import { users, type UserRow } from './schema.ts';

export type NewUser = typeof users.$inferInsert;

export async function findUserById(db: AuthDatabase, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Reads the user and locks its row until the transaction ends (read-modify-write of metadata). */
export async function findUserByIdForUpdate(
  db: AuthDatabase,
  id: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
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

/**
 * Inserts the user with its email identity, or returns undefined when the email (or id) is
 * already taken.
 */
export async function insertUser(db: AuthDatabase, user: NewUser): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values(user).onConflictDoNothing().returning();
    if (row) await insertEmailIdentity(tx, row);
    return row;
  });
}

export async function updateUserRow(
  db: AuthDatabase,
  id: string,
  patch: Partial<NewUser>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  // Here rather than at each caller, so no writer of the address or its confirmation forgets it.
  if (row && (patch.email !== undefined || patch.emailConfirmedAt !== undefined)) {
    await syncEmailIdentity(db, row);
  }
  return row;
}

/**
 * Records that a code of this kind is being sent, unless one was sent less than `gapSeconds` ago
 * (then undefined). One conditional update, so two concurrent requests cannot both pass the gap.
 */
export async function markCodeSent(
  db: AuthDatabase,
  code: { userId: string; kind: 'recovery' | 'email'; at: Date; gapSeconds: number },
): Promise<UserRow | undefined> {
  const column = code.kind === 'recovery' ? users.recoverySentAt : users.confirmationSentAt;
  const sentAt =
    code.kind === 'recovery' ? { recoverySentAt: code.at } : { confirmationSentAt: code.at };
  const [row] = await db
    .update(users)
    .set(sentAt)
    .where(and(eq(users.id, code.userId), outsideGap(column, code.at, code.gapSeconds)))
    .returning();
  return row;
}

/**
 * Starts an email change to `newEmail` (nothing confirmed yet), unless one was started less than
 * `gapSeconds` ago (then undefined), like markCodeSent.
 */
export async function markEmailChangeSent(
  db: AuthDatabase,
  change: { userId: string; newEmail: string; at: Date; gapSeconds: number },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      emailChange: change.newEmail,
      emailChangeSentAt: change.at,
      emailChangeConfirmStatus: 0,
    })
    .where(
      and(
        eq(users.id, change.userId),
        outsideGap(users.emailChangeSentAt, change.at, change.gapSeconds),
      ),
    )
    .returning();
  return row;
}

/** Forgets the user's pending email change (its codes are deleted separately). */
export async function clearEmailChange(db: AuthDatabase, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ emailChange: null, emailChangeSentAt: null, emailChangeConfirmStatus: 0 })
    .where(eq(users.id, userId));
}

function outsideGap(column: AnyPgColumn, at: Date, gapSeconds: number) {
  return or(isNull(column), lte(column, new Date(at.getTime() - gapSeconds * 1000)));
}

/** Deletes the user; its sessions and refresh tokens go with it (ON DELETE CASCADE). */
export async function deleteUserById(db: AuthDatabase, id: string): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return deleted.length > 0;
}

/** A page of users, oldest first (stable while users are added), and how many there are in all. */
export async function listUsers(
  db: AuthDatabase,
  page: number,
  perPage: number,
): Promise<{ rows: UserRow[]; total: number }> {
  const rows = await db
    .select()
    .from(users)
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [counted] = await db.select({ total: count() }).from(users);
  return { rows, total: counted?.total ?? 0 };
}
