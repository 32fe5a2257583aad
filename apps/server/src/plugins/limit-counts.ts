import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rowsOf } from '../db/sql-helpers.ts';

/** Where one key's window stands: points spent, and milliseconds until the window ends. */
export type LimitCount = { points: number; msLeft: number };

const countOf = (row: Record<string, unknown> | undefined): LimitCount | undefined =>
  row ? { points: Number(row.points), msLeft: Math.max(0, Number(row.ms_left)) } : undefined;

/**
 * Spends one point of `key`'s window in one statement, starting a new window when the last one
 * has ended. PostgreSQL's row lock on the conflict makes servers counting at once queue, so no
 * attempt is lost. With `cap`, the count stops one past it: attempts refused beyond the cap hold
 * nothing, and a refund after them still gives a place back.
 */
export async function spendPoint(
  db: Executor,
  key: string,
  windowMs: number,
  cap?: number,
): Promise<LimitCount> {
  const result = await db.execute(
    sql`insert into rate_limit_counts as c (key, points, expires_at)
        values (${key}, 1, now() + ${windowMs}::double precision * interval '1 millisecond')
        on conflict (key) do update set
          points = case when c.expires_at <= now() then 1
                        else least(c.points + 1, ${cap ?? null}::integer + 1) end,
          expires_at = case when c.expires_at <= now() then excluded.expires_at
                            else c.expires_at end
        returning points, extract(epoch from (expires_at - now())) * 1000 as ms_left`,
  );
  const count = countOf(rowsOf(result)[0]);
  if (!count) throw new Error(`the rate limit count for ${key} was not written`);
  return count;
}

/** The window in force for `key`, or undefined when none is (never counted, or ended). */
export async function readPoints(db: Executor, key: string): Promise<LimitCount | undefined> {
  const result = await db.execute(
    sql`select points, extract(epoch from (expires_at - now())) * 1000 as ms_left
        from rate_limit_counts where key = ${key} and expires_at > now()`,
  );
  return countOf(rowsOf(result)[0]);
}

/** Gives back one point spent in the window in force; an attempt refused past `cap` held none. */
export async function returnPoint(db: Executor, key: string, cap: number): Promise<void> {
  await db.execute(
    sql`update rate_limit_counts set points = least(points, ${cap}::integer) - 1
        where key = ${key} and expires_at > now() and points > 0`,
  );
}

export async function forgetPoints(db: Executor, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_counts where key = ${key}`);
}

/** Rows whose window has ended hold nothing; the index on expires_at keeps this cheap. */
export async function sweepEndedWindows(db: Executor): Promise<void> {
  await db.execute(sql`delete from rate_limit_counts where expires_at <= now()`);
}
