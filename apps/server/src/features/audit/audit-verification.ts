import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { AUDIT_VERIFY, t, type TAuditVerification, type TChainReport } from '@vh/contracts';
import type { Database } from '../../db/client.ts';
import { auditVerifications } from '../../db/schema/index.ts';
import { rows } from './audit-chain.ts';
import { countRows } from './audit-rows.ts';
import { verifyChain, type VerifyProgress } from './audit-verify.ts';

type Row = typeof auditVerifications.$inferSelect;

const ACTIVE = ['queued', 'running'] as const;
// Literal, not parameters: ON CONFLICT matches the partial unique index only by its very predicate.
const active = sql`${auditVerifications.state} in ('queued', 'running')`;

/** Why a check failed, as the owner reads it: its server stopped, or something else went wrong. */
export const serverStopped = () => t('audit.verification.serverStopped');
const checkFailed = () => t('audit.verification.checkFailed');

/**
 * Checks of businesses' audit chains, run in the background of this server (decision 013): a
 * business with a million punches takes longer to check than a request may last. Each check is a
 * row any server can read, so the screen can follow it behind a load balancer.
 */
export type AuditVerifier = {
  /**
   * A new check of the business, or the one already waiting or running, or one started moments
   * ago: never two at once, and copies of one request get one answer.
   */
  start(ownerUid: string, requestedBy: string): Promise<TAuditVerification>;
  latest(ownerUid: string): Promise<TAuditVerification | null>;
  byId(ownerUid: string, id: string): Promise<TAuditVerification | null>;
  /** Stops this server's checks (they are marked failed) and waits for them: it is closing. */
  stop(): Promise<void>;
  /** Settles once this server runs no check (tests wait for it). */
  idle(): Promise<void>;
};

type Job = {
  id: string;
  ownerUid: string;
  progress: VerifyProgress | null;
  /** Aborted when another server took this check for stopped and marked it so. */
  lost: AbortController;
};

export function createAuditVerifier(deps: {
  db: Database;
  now: () => Date;
  log: (error: unknown, message: string) => void;
}): AuditVerifier {
  const { db, now } = deps;
  const waiting: Job[] = [];
  const running = new Map<string, Promise<void>>();
  const jobs = new Map<string, Job>();
  const closing = new AbortController();
  let heartbeat: NodeJS.Timeout | undefined;

  function pump(): void {
    while (!closing.signal.aborted && running.size < AUDIT_VERIFY.concurrentPerServer) {
      const job = waiting.shift();
      if (!job) break;
      const done = run(job).finally(() => {
        running.delete(job.id);
        jobs.delete(job.id);
        if (jobs.size === 0) stopHeartbeat();
        pump();
      });
      running.set(job.id, done);
    }
  }

  async function run(job: Job): Promise<void> {
    const progress: VerifyProgress = { entriesChecked: 0, rowsChecked: 0 };
    const signal = AbortSignal.any([closing.signal, job.lost.signal]);
    job.progress = progress;
    try {
      const totals = await totalsOf(db, job.ownerUid);
      const claimed = await db
        .update(auditVerifications)
        .set({ state: 'running', ...totals, heartbeatAt: now() })
        .where(and(eq(auditVerifications.id, job.id), active))
        .returning({ id: auditVerifications.id });
      // Another server took it for stopped while it waited here: nothing to run.
      if (claimed.length === 0) return;
      const report = await verifyChain(db, job.ownerUid, now(), { progress, signal });
      await finish(job, progress, { state: 'done', report });
    } catch (error) {
      if (job.lost.signal.aborted) return;
      if (!closing.signal.aborted) deps.log(error, 'audit verification failed');
      const failure = closing.signal.aborted ? serverStopped() : checkFailed();
      await finish(job, progress, { state: 'failed', failure }).catch((cause: unknown) =>
        deps.log(cause, 'could not record a failed audit verification'),
      );
    }
  }

  async function finish(
    job: Job,
    progress: VerifyProgress,
    outcome: { state: 'done'; report: TChainReport } | { state: 'failed'; failure: string },
  ): Promise<void> {
    await db
      .update(auditVerifications)
      .set({
        ...outcome,
        entriesChecked: progress.entriesChecked,
        rowsChecked: progress.rowsChecked,
        heartbeatAt: now(),
        finishedAt: now(),
      })
      .where(and(eq(auditVerifications.id, job.id), active));
  }

  /** Writes every check's progress, which tells other servers this one is still at it. */
  async function beat(): Promise<void> {
    for (const job of jobs.values()) {
      const set = job.progress
        ? { entriesChecked: job.progress.entriesChecked, rowsChecked: job.progress.rowsChecked }
        : {};
      const kept = await db
        .update(auditVerifications)
        .set({ ...set, heartbeatAt: now() })
        .where(and(eq(auditVerifications.id, job.id), active))
        .returning({ id: auditVerifications.id });
      if (kept.length > 0) continue;
      job.lost.abort();
      const at = waiting.indexOf(job);
      if (at >= 0) waiting.splice(at, 1);
      jobs.delete(job.id);
    }
  }

  function startHeartbeat(): void {
    if (heartbeat) return;
    heartbeat = setInterval(() => {
      beat().catch((error: unknown) => deps.log(error, 'audit verification heartbeat failed'));
    }, AUDIT_VERIFY.heartbeatMs);
    heartbeat.unref();
  }

  function stopHeartbeat(): void {
    clearInterval(heartbeat);
    heartbeat = undefined;
  }

  async function start(ownerUid: string, requestedBy: string): Promise<TAuditVerification> {
    if (closing.signal.aborted) throw new Error('the audit verifier has stopped');
    const at = now();
    await markStopped(db, ownerUid, at);
    const [joined] = await db
      .select()
      .from(auditVerifications)
      .where(
        and(
          eq(auditVerifications.ownerUid, ownerUid),
          sql`${auditVerifications.state} <> 'failed'`,
          gt(auditVerifications.startedAt, new Date(at.getTime() - AUDIT_VERIFY.joinWithinMs)),
        ),
      )
      .orderBy(desc(auditVerifications.startedAt))
      .limit(1);
    // Another copy of this request started one a moment ago: a small business's check may even be
    // done already, and starting a second would answer the copies differently.
    if (joined) return toContract(joined, at);
    const [created] = await db
      .insert(auditVerifications)
      .values({ ownerUid, requestedBy, state: 'queued', startedAt: at, heartbeatAt: at })
      .onConflictDoNothing({ target: auditVerifications.ownerUid, where: active })
      .returning();
    if (created) {
      await prune(db, ownerUid);
      const job: Job = { id: created.id, ownerUid, progress: null, lost: new AbortController() };
      jobs.set(job.id, job);
      waiting.push(job);
      startHeartbeat();
      pump();
      return toContract(created, at);
    }
    // Someone asked at the same moment: theirs is the check.
    const [current] = await db
      .select()
      .from(auditVerifications)
      .where(and(eq(auditVerifications.ownerUid, ownerUid), active));
    if (current) return toContract(current, now());
    // Theirs finished in between: it is the answer.
    const latestCheck = await latest(ownerUid);
    if (!latestCheck) throw new Error('an audit verification vanished as it was started');
    return latestCheck;
  }

  async function latest(ownerUid: string): Promise<TAuditVerification | null> {
    const [row] = await db
      .select()
      .from(auditVerifications)
      .where(eq(auditVerifications.ownerUid, ownerUid))
      .orderBy(desc(auditVerifications.startedAt), desc(auditVerifications.id))
      .limit(1);
    return row ? toContract(row, now()) : null;
  }

  async function byId(ownerUid: string, id: string): Promise<TAuditVerification | null> {
    const [row] = await db
      .select()
      .from(auditVerifications)
      .where(and(eq(auditVerifications.ownerUid, ownerUid), eq(auditVerifications.id, id)));
    return row ? toContract(row, now()) : null;
  }

  async function idle(): Promise<void> {
    while (running.size > 0 || waiting.length > 0) {
      await Promise.allSettled([...running.values()]);
      if (running.size === 0 && waiting.length > 0) pump();
    }
  }

  async function stop(): Promise<void> {
    closing.abort();
    const left = waiting.splice(0);
    await Promise.allSettled([...running.values()]);
    for (const job of left) {
      await finish(
        job,
        { entriesChecked: 0, rowsChecked: 0 },
        {
          state: 'failed',
          failure: serverStopped(),
        },
      ).catch((error: unknown) => deps.log(error, 'could not record a stopped audit check'));
    }
    jobs.clear();
    stopHeartbeat();
  }

  return { start, latest, byId, stop, idle };
}

/** How much there is to check: the chain's length and the rows compared with it. */
async function totalsOf(
  db: Database,
  ownerUid: string,
): Promise<{ entriesTotal: number; rowsTotal: number }> {
  const head = await rows(db, sql`select seq from audit_heads where owner_uid = ${ownerUid}`);
  return { entriesTotal: Number(head[0]?.seq ?? 0), rowsTotal: await countRows(db, ownerUid) };
}

/** Checks whose server went quiet: it died, and they will never finish. */
async function markStopped(db: Database, ownerUid: string, at: Date): Promise<void> {
  await db
    .update(auditVerifications)
    .set({ state: 'failed', failure: serverStopped(), finishedAt: at })
    .where(
      and(
        eq(auditVerifications.ownerUid, ownerUid),
        active,
        lt(auditVerifications.heartbeatAt, new Date(at.getTime() - AUDIT_VERIFY.staleAfterMs)),
      ),
    );
}

/** Keeps the business's latest finished checks; older ones say nothing the latest does not. */
async function prune(db: Database, ownerUid: string): Promise<void> {
  await db.execute(
    sql`delete from audit_verifications where id in (
          select id from audit_verifications
          where owner_uid = ${ownerUid} and state in ('done', 'failed')
          order by started_at desc, id desc offset ${AUDIT_VERIFY.keptPerBusiness})`,
  );
}

function toContract(row: Row, at: Date): TAuditVerification {
  const stale =
    (ACTIVE as readonly string[]).includes(row.state) &&
    at.getTime() - row.heartbeatAt.getTime() > AUDIT_VERIFY.staleAfterMs;
  return {
    id: row.id,
    state: stale ? 'failed' : (row.state as TAuditVerification['state']),
    entries_total: row.entriesTotal,
    entries_checked: Math.min(row.entriesChecked, row.entriesTotal),
    rows_total: row.rowsTotal,
    rows_checked: Math.min(row.rowsChecked, row.rowsTotal),
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? (stale ? row.heartbeatAt.toISOString() : null),
    report: row.report ?? null,
    failure: stale ? serverStopped() : row.failure,
  };
}
