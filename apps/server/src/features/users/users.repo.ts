import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { employments, profiles } from '../../db/schema/index.ts';

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfileRow = typeof profiles.$inferInsert;

// Every authenticated request loads its caller's profile: plan that query once per database.
const byUid = preparedPerDatabase((db) =>
  db
    .select()
    .from(profiles)
    .where(eq(profiles.uid, sql.placeholder('uid')))
    .limit(1)
    .prepare('profile_by_uid'),
);

export async function findProfileByUid(db: Executor, uid: string): Promise<ProfileRow | undefined> {
  const [row] = await byUid(db).execute({ uid });
  return row;
}

export async function findProfileByUsername(
  db: Executor,
  username: string,
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${username})`)
    .limit(1);
  return row;
}

async function anyProfileWhere(db: Executor, condition: SQL): Promise<boolean> {
  const rows = await db.select({ uid: profiles.uid }).from(profiles).where(condition).limit(1);
  return rows.length > 0;
}

export const usernameExists = (db: Executor, username: string): Promise<boolean> =>
  anyProfileWhere(db, sql`lower(${profiles.username}) = lower(${username})`);

export const emailExists = (db: Executor, email: string): Promise<boolean> =>
  anyProfileWhere(db, sql`lower(${profiles.email}) = lower(${email})`);

export async function findProfileByEmail(
  db: Executor,
  email: string,
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(sql`lower(${profiles.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function updateProfileRow(
  db: Executor,
  uid: string,
  patch: Partial<Omit<NewProfileRow, 'uid'>>,
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .update(profiles)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(profiles.uid, uid))
    .returning();
  return row;
}

/**
 * Removes a profile and, by cascade, everything that hangs off it. What does not hang off it (its
 * mentions in its business's audit log) is written down as a deleted account, which the retention
 * job erases within the days the privacy policy promises, counted from `at`.
 */
export async function deleteProfile(db: Executor, uid: string, at: Date): Promise<void> {
  await db.execute(
    sql`insert into deleted_accounts (uid, owner_uid, deleted_at)
        select p.uid, coalesce(e.owner_uid, p.uid), ${at.toISOString()}
        from profiles p left join employments e on e.staff_uid = p.uid
        where p.uid = ${uid}
        on conflict (uid) do nothing`,
  );
  await db.delete(profiles).where(eq(profiles.uid, uid));
}

export async function insertProfile(db: Executor, row: NewProfileRow): Promise<ProfileRow> {
  const [created] = await db.insert(profiles).values(row).returning();
  if (!created) throw new Error('insert into profiles returned no row');
  return created;
}

// Only the newest few session ids are kept: an older session's tokens have expired by the time it
// would fall off the list (access tokens live an hour; far more sessions than this end in an hour).
const REVOKED_SESSIONS_KEPT = 20;

/** `list` with `id` appended, keeping the newest REVOKED_SESSIONS_KEPT. */
function appendCapped(
  list: typeof profiles.revokedSessionIds | typeof profiles.keptSessionIds,
  id: string,
): SQL {
  const appended = sql`array_append(${list}, ${id}::text)`;
  return sql`(${appended})[greatest(1, cardinality(${appended}) - ${REVOKED_SESSIONS_KEPT - 1}):]`;
}

/**
 * Ends access on /api at once: tokens issued before `notBefore` and tokens of `sessionId` are
 * refused from the next request on. The instant only ever moves forward. A token's `iat` counts
 * whole seconds, so a token from the same second as a revocation is refused too, unless its
 * session is `keepSessionId` (the one the change itself opened) or is kept later by a sign-in
 * (`keepSession`). A newer revocation forgets the sessions kept by an older one.
 */
export async function revokeTokens(
  db: Executor,
  uid: string,
  revoke: { notBefore?: Date; sessionId?: string | undefined; keepSessionId?: string | undefined },
): Promise<void> {
  const patch: Record<string, SQL> = {};
  if (revoke.notBefore) {
    const at = sql`${revoke.notBefore.toISOString()}::timestamptz`;
    patch.tokensNotBefore = sql`greatest(coalesce(${profiles.tokensNotBefore}, ${at}), ${at})`;
    const kept = revoke.keepSessionId
      ? sql`array[${revoke.keepSessionId}::text]`
      : sql`'{}'::text[]`;
    patch.keptSessionIds = sql`case when ${profiles.tokensNotBefore} is null or ${profiles.tokensNotBefore} <= ${at} then ${kept} else ${profiles.keptSessionIds} end`;
  }
  if (revoke.sessionId) {
    patch.revokedSessionIds = appendCapped(profiles.revokedSessionIds, revoke.sessionId);
  }
  if (Object.keys(patch).length === 0) return;
  await db.update(profiles).set(patch).where(eq(profiles.uid, uid));
}

/**
 * Keeps a session that began after the revocation of `notBefore` but in the same second, so its
 * tokens are not taken for older ones. Nothing is kept when another revocation came meanwhile:
 * the session may predate that one.
 */
export async function keepSession(
  db: Executor,
  uid: string,
  sessionId: string,
  notBefore: Date,
): Promise<void> {
  await db
    .update(profiles)
    .set({ keptSessionIds: appendCapped(profiles.keptSessionIds, sessionId) })
    .where(
      and(
        eq(profiles.uid, uid),
        sql`${profiles.tokensNotBefore} = ${notBefore.toISOString()}::timestamptz`,
      ),
    );
}

/** Whether a staff member's employer turned the trading simulator on for their staff. */
export async function employerAllowsSimulator(db: Executor, staffUid: string): Promise<boolean> {
  const [row] = await db
    .select({ allowed: profiles.staffTradingSimulator })
    .from(employments)
    .innerJoin(profiles, eq(profiles.uid, employments.ownerUid))
    .where(eq(employments.staffUid, staffUid));
  return row?.allowed ?? false;
}
