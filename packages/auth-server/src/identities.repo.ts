import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AuthDatabase } from './db.ts';
import { identities, type IdentityRow, type UserRow } from './schema.ts';

const EMAIL_PROVIDER = 'email';

/** The email identity GoTrue gives a new password user; call in the transaction creating it. */
export async function insertEmailIdentity(db: AuthDatabase, user: UserRow): Promise<void> {
  await db.insert(identities).values({
    id: randomUUID(),
    // GoTrue's email provider id is the user id.
    providerId: user.id,
    userId: user.id,
    identityData: {
      sub: user.id,
      email: user.email,
      email_verified: user.emailConfirmedAt !== null,
      phone_verified: false,
    },
    provider: EMAIL_PROVIDER,
    // GoTrue stamps it when the identity is made and, for the email provider, never again.
    lastSignInAt: user.createdAt,
    createdAt: user.createdAt,
    updatedAt: user.createdAt,
  });
}

/**
 * Brings the email identity's address and verified flag in line with the user row after a write
 * that may have changed them (admin update, confirmation, email change); a no-op otherwise.
 */
export async function syncEmailIdentity(db: AuthDatabase, user: UserRow): Promise<void> {
  const verified = user.emailConfirmedAt !== null;
  const data = sql`jsonb_build_object('email', ${user.email}::text, 'email_verified', ${verified}::boolean)`;
  await db
    .update(identities)
    .set({ identityData: sql`${identities.identityData} || ${data}`, updatedAt: user.updatedAt })
    .where(
      and(
        eq(identities.userId, user.id),
        eq(identities.provider, EMAIL_PROVIDER),
        sql`not (${identities.identityData} @> ${data})`,
      ),
    );
}

/** The identities of these users, oldest first, grouped by user id. */
export async function findIdentities(
  db: AuthDatabase,
  userIds: readonly string[],
): Promise<Map<string, IdentityRow[]>> {
  const byUser = new Map<string, IdentityRow[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select()
    .from(identities)
    .where(inArray(identities.userId, [...userIds]))
    .orderBy(asc(identities.createdAt), asc(identities.id));
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  return byUser;
}
