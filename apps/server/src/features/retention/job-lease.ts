import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rows } from '../audit/audit-chain.ts';

/**
 * Takes the job's lease when nobody holds a live one and the job is due (it last finished at or
 * before `dueBefore`). One statement: of two servers asking at once, PostgreSQL's row lock on the
 * conflict lets exactly one win; the other re-reads the winner's lease and gets nothing.
 */
export async function claimLease(
  db: Executor,
  lease: { name: string; holder: string; now: Date; expires: Date; dueBefore: Date },
): Promise<boolean> {
  const claimed = await rows(
    db,
    sql`insert into job_leases (name, holder, expires_at)
        values (${lease.name}, ${lease.holder}, ${lease.expires.toISOString()})
        on conflict (name) do update
          set holder = excluded.holder, expires_at = excluded.expires_at
          where (job_leases.expires_at is null or job_leases.expires_at <= ${lease.now.toISOString()})
            and (job_leases.last_finished_at is null
              or job_leases.last_finished_at <= ${lease.dueBefore.toISOString()})
        returning holder`,
  );
  return claimed.length === 1;
}

/** Moves the lease's expiry on; false when this holder has lost it (it ran out and was taken). */
export async function renewLease(
  db: Executor,
  lease: { name: string; holder: string; now: Date; expires: Date },
): Promise<boolean> {
  const renewed = await rows(
    db,
    sql`update job_leases set expires_at = ${lease.expires.toISOString()}
        where name = ${lease.name} and holder = ${lease.holder}
          and expires_at > ${lease.now.toISOString()}
        returning name`,
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
