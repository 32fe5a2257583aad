import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { BOT } from '@vh/contracts';
import type { Executor, Transaction } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-helpers.ts';
import { botLogs, botRuns, employments, profiles } from '../../db/schema/index.ts';

export type BotRunRow = typeof botRuns.$inferSelect;
export type BotLogRow = typeof botLogs.$inferSelect;

export async function findRun(db: Executor, userUid: string): Promise<BotRunRow | undefined> {
  const [row] = await db.select().from(botRuns).where(eq(botRuns.userUid, userUid));
  return row;
}

/**
 * The person's run, locked until the transaction ends (made on first use with the starting
 * cash). Every change to a paper account and every log entry of it is written under this lock.
 */
export async function lockRun(
  tx: Transaction,
  userUid: string,
  startingCents: number,
): Promise<BotRunRow> {
  await tx
    .insert(botRuns)
    .values({ userUid, cashCents: startingCents })
    .onConflictDoNothing({ target: botRuns.userUid });
  const [row] = await tx.select().from(botRuns).where(eq(botRuns.userUid, userUid)).for('update');
  if (!row) throw new Error('bot_runs row vanished under its lock');
  return row;
}

/**
 * Whether a person may use the trading simulator, in SQL: owners always; staff when approved and
 * their employer's switch is on. The worker asks it of every running bot at every step.
 */
const simulatorAllowed = sql<boolean>`case
  when ${profiles.role} = 'OWNER' then true
  when ${profiles.pendingApproval} then false
  else coalesce((
    select employer.staff_trading_simulator from ${employments} e
    join ${profiles} employer on employer.uid = e.owner_uid
    where e.staff_uid = ${profiles.uid}), false)
end`;

/**
 * Locks a run only if it exists (a worker never creates one), with whether its account is still
 * active and may still use the simulator, in one statement: this is every running bot's every step.
 */
export async function lockExistingRun(
  tx: Transaction,
  userUid: string,
): Promise<(BotRunRow & { active: boolean; allowed: boolean }) | undefined> {
  const [row] = await tx
    .select({ run: botRuns, active: profiles.active, allowed: simulatorAllowed })
    .from(botRuns)
    .innerJoin(profiles, eq(profiles.uid, botRuns.userUid))
    .where(eq(botRuns.userUid, userUid))
    .for('update', { of: botRuns });
  return row && { ...row.run, active: row.active, allowed: row.allowed };
}

/**
 * A staff member's employer's switch, or undefined without an employer. With `lock`, the
 * employer's row is share-locked until the transaction ends: a start waits for a switch-off being
 * written, then sees it, so no bot starts after the switch-off looked for running bots to stop.
 */
export async function employerSwitch(
  db: Executor,
  staffUid: string,
  lock: boolean,
): Promise<boolean | undefined> {
  const result = await db.execute(sql`
    select employer.staff_trading_simulator as allowed from ${employments} e
    join ${profiles} employer on employer.uid = e.owner_uid
    where e.staff_uid = ${staffUid}
    ${lock ? sql`for share of employer` : sql``}`);
  const [row] = rowsOf(result);
  return row === undefined ? undefined : row.allowed === true;
}

export async function ownerSwitch(db: Executor, ownerUid: string): Promise<boolean> {
  const [row] = await db
    .select({ allowed: profiles.staffTradingSimulator })
    .from(profiles)
    .where(eq(profiles.uid, ownerUid));
  return row?.allowed ?? false;
}

/** Sets the owner's switch; the row stays locked until the transaction ends. */
export async function setOwnerSwitch(
  tx: Transaction,
  ownerUid: string,
  allowed: boolean,
): Promise<void> {
  await tx
    .update(profiles)
    .set({ staffTradingSimulator: allowed })
    .where(eq(profiles.uid, ownerUid));
}

/** The owner's staff whose bots are running, their runs locked until the transaction ends. */
export async function lockRunningStaffRuns(
  tx: Transaction,
  ownerUid: string,
): Promise<BotRunRow[]> {
  const found = await tx
    .select({ run: botRuns })
    .from(botRuns)
    .innerJoin(employments, eq(employments.staffUid, botRuns.userUid))
    .where(and(eq(employments.ownerUid, ownerUid), eq(botRuns.status, 'running')))
    .orderBy(asc(botRuns.userUid))
    .for('update', { of: botRuns });
  return found.map((row) => row.run);
}

export async function saveRun(
  tx: Transaction,
  userUid: string,
  changes: Partial<Omit<BotRunRow, 'userUid'>>,
): Promise<void> {
  await tx.update(botRuns).set(changes).where(eq(botRuns.userUid, userUid));
}

/** Appends entries in order, then drops the person's oldest beyond the kept number. */
export async function appendLogs(
  tx: Transaction,
  userUid: string,
  at: Date,
  entries: { text: string; step?: number }[],
): Promise<void> {
  if (entries.length === 0) return;
  await tx
    .insert(botLogs)
    .values(entries.map((entry) => ({ userUid, at, text: entry.text, step: entry.step ?? null })));
  // The person's entries older than the newest BOT.logsKept, in one statement.
  await tx.execute(sql`
    delete from bot_logs
    where user_uid = ${userUid}
      and id < (select id from bot_logs where user_uid = ${userUid}
                order by id desc offset ${BOT.logsKept - 1} limit 1)`);
}

/** The person's newest entries (after an id, when given), oldest first. */
export async function listLogs(
  db: Executor,
  userUid: string,
  after: number | undefined,
): Promise<BotLogRow[]> {
  const newest = await db
    .select()
    .from(botLogs)
    .where(
      after === undefined
        ? eq(botLogs.userUid, userUid)
        : and(eq(botLogs.userUid, userUid), gt(botLogs.id, after)),
    )
    .orderBy(desc(botLogs.id))
    .limit(BOT.logsKept);
  return newest.reverse();
}

/**
 * Keeps this worker's leases alive. Acting on a step renews a bot's lease with the same write, so
 * this touches only leases past half their time (a bot not yet acted on, or a stalled pass): not
 * every running row every second.
 */
export async function renewLeases(
  db: Executor,
  owner: string,
  at: Date,
  expires: Date,
): Promise<void> {
  await db
    .update(botRuns)
    .set({ leaseExpiresAt: expires })
    .where(
      and(
        eq(botRuns.leaseOwner, owner),
        eq(botRuns.status, 'running'),
        lt(botRuns.leaseExpiresAt, new Date(at.getTime() + BOT.leaseMs / 2)),
      ),
    );
}

/**
 * Takes running bots that no live lease holds: never leased, or whose holder stopped renewing
 * (a dead or stalled server). SKIP LOCKED lets two workers claim at once without waiting on, or
 * taking, the same rows.
 */
export async function claimRuns(
  db: Executor,
  owner: string,
  at: Date,
  expires: Date,
  limit: number,
): Promise<string[]> {
  const free = db
    .select({ userUid: botRuns.userUid })
    .from(botRuns)
    .where(
      and(
        eq(botRuns.status, 'running'),
        or(isNull(botRuns.leaseOwner), lte(botRuns.leaseExpiresAt, at)),
      ),
    )
    .orderBy(sql`${botRuns.leaseExpiresAt} asc nulls first`)
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(botRuns)
    .set({ leaseOwner: owner, leaseExpiresAt: expires })
    .where(inArray(botRuns.userUid, free))
    .returning({ userUid: botRuns.userUid });
  return claimed.map((row) => row.userUid);
}

/** This worker's running bots that have not yet acted on `step`. */
export async function dueRuns(db: Executor, owner: string, step: number): Promise<string[]> {
  const rows = await db
    .select({ userUid: botRuns.userUid })
    .from(botRuns)
    .where(
      and(
        eq(botRuns.leaseOwner, owner),
        eq(botRuns.status, 'running'),
        or(isNull(botRuns.lastStep), lt(botRuns.lastStep, step)),
      ),
    )
    .orderBy(asc(botRuns.lastStep));
  return rows.map((row) => row.userUid);
}

/** On shutdown: hands this worker's bots back at once instead of after the lease runs out. */
export async function releaseLeases(db: Executor, owner: string): Promise<void> {
  await db
    .update(botRuns)
    .set({ leaseOwner: null, leaseExpiresAt: null })
    .where(eq(botRuns.leaseOwner, owner));
}
