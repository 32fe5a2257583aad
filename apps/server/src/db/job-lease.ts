import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { rowsOf } from './sql-helpers.ts';

// Jobs that must run on one server at a time, whichever of several servers on one database gets
// there first (the `job_leases` table).

/**
 * Takes the job's lease when nobody holds a live one and the job is due (it last finished at or
 * before `dueBefore`). One statement: of two servers asking at once, PostgreSQL's row lock on the
 * conflict lets exactly one win; the other re-reads the winner's lease and gets nothing.
 */
export async function claimLease(
  db: Executor,
  lease: { name: string; holder: string; now: Date; expires: Date; dueBefore: Date },
): Promise<boolean> {
  const claimed = rowsOf(
    await db.execute(sql`insert into job_leases (name, holder, expires_at)
        values (${lease.name}, ${lease.holder}, ${lease.expires.toISOString()})
        on conflict (name) do update
          set holder = excluded.holder, expires_at = excluded.expires_at
          where (job_leases.expires_at is null or job_leases.expires_at <= ${lease.now.toISOString()})
            and (job_leases.last_finished_at is null
              or job_leases.last_finished_at <= ${lease.dueBefore.toISOString()})
        returning holder`),
  );
  return claimed.length === 1;
}

/** Moves the lease's expiry on; false when this holder has lost it (it ran out and was taken). */
export async function renewLease(
  db: Executor,
  lease: { name: string; holder: string; now: Date; expires: Date },
): Promise<boolean> {
  const renewed = rowsOf(
    await db.execute(sql`update job_leases set expires_at = ${lease.expires.toISOString()}
        where name = ${lease.name} and holder = ${lease.holder}
          and expires_at > ${lease.now.toISOString()}
        returning name`),
  );
  return renewed.length === 1;
}

/** Hands the lease back; `finishedAt` records a completed run, so the job is not due again yet. */
export async function releaseLease(
  db: Executor,
  lease: { name: string; holder: string; finishedAt?: Date },
): Promise<void> {
  await db.execute(
    sql`update job_leases set holder = null, expires_at = null,
          last_finished_at = coalesce(${lease.finishedAt?.toISOString() ?? null}::timestamptz,
            last_finished_at)
        where name = ${lease.name} and holder = ${lease.holder}`,
  );
}

/**
 * Runs a job at most once across the servers: when nobody holds its lease and it last finished
 * at least `againAfterMs` ago. Returns undefined when another server has it, or ran it lately.
 * A failed run hands the lease back without counting as finished, so the next start tries again.
 */
export async function runUnderLease<T>(
  db: Executor,
  job: { name: string; holder: string; leaseMs: number; againAfterMs: number; now: () => Date },
  work: () => Promise<T>,
): Promise<T | undefined> {
  const now = job.now();
  const claimed = await claimLease(db, {
    name: job.name,
    holder: job.holder,
    now,
    expires: new Date(now.getTime() + job.leaseMs),
    dueBefore: new Date(now.getTime() - job.againAfterMs),
  });
  if (!claimed) return undefined;
  let finished = false;
  try {
    const result = await work();
    finished = true;
    return result;
  } finally {
    await releaseLease(db, {
      name: job.name,
      holder: job.holder,
      ...(finished ? { finishedAt: job.now() } : {}),
    });
  }
}
