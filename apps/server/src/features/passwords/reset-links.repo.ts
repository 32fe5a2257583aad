import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { passwordResetLinks } from '../../db/schema/index.ts';

export type ResetLinkRow = typeof passwordResetLinks.$inferSelect;

// Only a hash is stored, so a copy of the table does not hold working links.
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function saveResetLink(
  db: Executor,
  link: { token: string; uid: string; email: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetLinks).values({
    tokenHash: hashOf(link.token),
    uid: link.uid,
    email: link.email,
    expiresAt: link.expiresAt,
  });
}

export async function findResetLink(
  db: Executor,
  token: string,
): Promise<ResetLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResetLinks)
    .where(eq(passwordResetLinks.tokenHash, hashOf(token)))
    .limit(1);
  return row;
}

/** Marks the link used; false when another request used it first. */
export async function useResetLink(db: Executor, token: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResetLinks)
    .set({ usedAt: at })
    .where(and(eq(passwordResetLinks.tokenHash, hashOf(token)), isNull(passwordResetLinks.usedAt)))
    .returning({ uid: passwordResetLinks.uid });
  return rows.length > 0;
}

/** A new password voids every other link of the person, and spent or expired links are dropped. */
export async function deleteResetLinks(db: Executor, uid: string, now: Date): Promise<void> {
  await db
    .delete(passwordResetLinks)
    .where(or(eq(passwordResetLinks.uid, uid), lt(passwordResetLinks.expiresAt, now)));
}
