import { retention } from '@vh/contracts';
import type { Database } from '../../db/client.ts';
import { leaseHolderId, repeatingTask } from '../../lib/repeating-task.ts';
import { claimLease, releaseLease, renewLease } from '../../db/job-lease.ts';
import { purge, type PurgeReport } from './purge.ts';

export const RETENTION_JOB = 'retention-purge';

export type RetentionJobDeps = {
  db: Database;
  now: () => Date;
  /** Where a run's counts go (the app logger); `report` is null when nothing was due. */
  logPurge: (report: PurgeReport) => void;
  log: (error: unknown, message: string) => void;
  /** From start() to the first check; `retention.firstCheckMs` unless configured. */
  firstCheckMs?: number;
};

export type RetentionJob = {
  /** This server's name in the lease: host, process and a random part. */
  readonly id: string;
  /** Runs a purge if one is due and nobody else holds the lease; null when it did not run. */
  runOnce(): Promise<PurgeReport | null>;
  /** Checks shortly after start-up, then every `retention.checkMs`, until stopped. */
  start(): void;
  /** Waits for the batch in progress, then hands the lease back (a killed server's runs out). */
  stop(): Promise<void>;
};

/**
 * The privacy policy's retention promises, kept by a job that one server at a time runs under a
 * lease in PostgreSQL (the `job_leases` row): the holder renews it between batches and stops as
 * soon as a renewal fails, so a stalled server that lost its lease does not carry on beside the
 * server that took it over.
 */
export function createRetentionJob(deps: RetentionJobDeps): RetentionJob {
  const id = leaseHolderId();

  const expiresAfter = (at: Date) => new Date(at.getTime() + retention.leaseMs);

  async function runOnce(): Promise<PurgeReport | null> {
    const now = deps.now();
    const claimed = await claimLease(deps.db, {
      name: RETENTION_JOB,
      holder: id,
      now,
      expires: expiresAfter(now),
      dueBefore: new Date(now.getTime() - retention.intervalMs),
    });
    if (!claimed) return null;
    let finished = false;
    try {
      const report = await purge(deps.db, now, async () => {
        if (loop.stopped) return false;
        const at = deps.now();
        return renewLease(deps.db, {
          name: RETENTION_JOB,
          holder: id,
          now: at,
          expires: expiresAfter(at),
        });
      });
      finished = report.complete;
      deps.logPurge(report);
      return report;
    } finally {
      await releaseLease(deps.db, {
        name: RETENTION_JOB,
        holder: id,
        ...(finished ? { finishedAt: deps.now() } : {}),
      });
    }
  }

  const loop = repeatingTask(runOnce, {
    firstMs: deps.firstCheckMs ?? retention.firstCheckMs,
    everyMs: retention.checkMs,
    onError: (error) => deps.log(error, 'retention purge failed'),
  });

  return {
    id,
    runOnce,
    start: () => loop.start(),
    stop: () => loop.stop(),
  };
}
