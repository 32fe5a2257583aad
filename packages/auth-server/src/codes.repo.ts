import { and, eq, gt, gte, inArray, or, sql } from 'drizzle-orm';
import type { AuthDatabase } from './db.ts';
import { oneTimeCodes, users, type CodeKind, type OneTimeCodeRow } from './schema.ts';

/** Stores the user's code of this kind, replacing any earlier one. */
export async function saveCode(
  db: AuthDatabase,
  code: { userId: string; kind: CodeKind; tokenHash: string; at: Date; expiresAt: Date },
): Promise<void> {
  const values = {
    userId: code.userId,
    kind: code.kind,
    tokenHash: code.tokenHash,
    failedAttempts: 0,
    createdAt: code.at,
    expiresAt: code.expiresAt,
  };
  await db
    .insert(oneTimeCodes)
    .values(values)
    .onConflictDoUpdate({ target: [oneTimeCodes.userId, oneTimeCodes.kind], set: values });
}

const live = (code: { tokenHash: string; kinds: readonly CodeKind[]; at: Date }) =>
  and(
    eq(oneTimeCodes.tokenHash, code.tokenHash),
    inArray(oneTimeCodes.kind, [...code.kinds]),
    gt(oneTimeCodes.expiresAt, code.at),
  );

/** The live (unexpired) code with this hash and one of these kinds, without taking it. */
export async function findLiveCode(
  db: AuthDatabase,
  code: { tokenHash: string; kinds: readonly CodeKind[]; at: Date },
): Promise<OneTimeCodeRow | undefined> {
  const [row] = await db.select().from(oneTimeCodes).where(live(code));
  return row;
}

/**
 * Deletes and returns the live code with this hash and kind. Deleting is the redemption: of two
 * concurrent attempts only one gets the row back.
 */
export async function consumeCode(
  db: AuthDatabase,
  code: { tokenHash: string; kind: CodeKind; at: Date },
): Promise<OneTimeCodeRow | undefined> {
  const [row] = await db
    .delete(oneTimeCodes)
    .where(live({ ...code, kinds: [code.kind] }))
    .returning();
  return row;
}

export async function deleteCodes(
  db: AuthDatabase,
  userId: string,
  kinds: readonly CodeKind[],
): Promise<void> {
  await db
    .delete(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), inArray(oneTimeCodes.kind, [...kinds])));
}

export async function deleteUserCodes(db: AuthDatabase, userId: string): Promise<void> {
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
}

/**
 * Counts a wrong OTP typed for this email against its pending codes of these kinds and voids a
 * code once `maxAttempts` is reached, so a six-digit code cannot be guessed from many addresses.
 * The email may be the account's or, for an email change, the address it is moving to.
 */
export async function recordFailedOtp(
  db: AuthDatabase,
  attempt: { email: string; kinds: readonly CodeKind[]; maxAttempts: number },
): Promise<void> {
  const ofUser = and(
    inArray(oneTimeCodes.kind, [...attempt.kinds]),
    inArray(
      oneTimeCodes.userId,
      db
        .select({ id: users.id })
        .from(users)
        .where(or(eq(users.email, attempt.email), eq(users.emailChange, attempt.email))),
    ),
  );
  await db
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(ofUser);
  await db
    .delete(oneTimeCodes)
    .where(and(ofUser, gte(oneTimeCodes.failedAttempts, attempt.maxAttempts)));
}
