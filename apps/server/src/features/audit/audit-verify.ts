import { sql } from 'drizzle-orm';
import { t, type TChainReport } from '@vh/contracts';
import type { Executor } from '../../db/client.ts';
import { nextTurn } from '../../lib/next-turn.ts';
import { AT_MS, jsonOf, rows } from './audit-chain.ts';
import { contentHash, entryHash, GENESIS_HASH } from './audit-hash.ts';
import { isRedactionMarker } from './audit-redact.ts';
import { latestBindings, noteBindings, verifyRows, type LatestBindings } from './audit-rows.ts';

const PAGE = 1000;

type Problem = NonNullable<TChainReport['first_bad']>;

/** How far a check has got: counters it moves on as it goes, read by whoever shows progress. */
export type VerifyProgress = { entriesChecked: number; rowsChecked: number };

export type VerifyOptions = {
  progress?: VerifyProgress;
  /** Stops the check between pages (its server is closing). */
  signal?: AbortSignal;
};

/**
 * Checks a business's chain and the rows the hours are computed from against it (decision 013):
 * the report is ok only when both agree. The punches are compared while the chain is walked (one
 * hashes while the other waits for the database); the walk notes each row's latest binding, and
 * the bound rows are compared with those once it is done.
 */
export async function verifyChain(
  db: Executor,
  ownerUid: string,
  now: Date,
  options: VerifyOptions = {},
): Promise<TChainReport> {
  const progress = options.progress ?? { entriesChecked: 0, rowsChecked: 0 };
  const latest: LatestBindings = new Map();
  const walk = walkChain(db, ownerUid, now, progress, options.signal, latest);
  const [chain, rowCheck] = await Promise.all([
    walk,
    verifyRows(db, ownerUid, progress, options.signal, async () => {
      const walked = await walk;
      // A broken chain stops the walk early: the bindings it did not meet are read in one query.
      return walked.first_bad ? latestBindings(db, ownerUid) : latest;
    }),
  ]);
  return {
    ...chain,
    ok: chain.ok && rowCheck.problems.length === 0,
    rows_checked: rowCheck.checked,
    row_problems: rowCheck.problems,
    more_row_problems: rowCheck.more,
  };
}

type ChainWalk = Omit<TChainReport, 'rows_checked' | 'row_problems' | 'more_row_problems'>;

/**
 * Walks a business's chain from its first entry to its head, recomputing every hash. Reports the
 * first entry that was altered (its content or its place no longer matches its hash), removed (a
 * gap, or a head past the last entry) or reordered (it points back to an entry other than the one
 * before it). An entry a privacy purge redacted cannot have its content rehashed: it is checked by
 * its stored content hash, which its entry hash still covers, and counted as redacted.
 */
async function walkChain(
  db: Executor,
  ownerUid: string,
  now: Date,
  progress: VerifyProgress,
  signal: AbortSignal | undefined,
  latest: LatestBindings,
): Promise<ChainWalk> {
  let redacted = 0;
  const report = (length: number, head: string | null, bad: Problem | null): ChainWalk => ({
    ok: bad === null,
    length,
    head,
    first_bad: bad,
    redacted,
    checked_at: now.toISOString(),
  });
  const headRow = (
    await rows(db, sql`select seq, hash from audit_heads where owner_uid = ${ownerUid}`)
  )[0];
  const unchained = await rows(
    db,
    sql`select id from audit_events where owner_uid = ${ownerUid} and seq is null limit 1`,
  );
  if (!headRow) {
    if (unchained.length > 0)
      return report(0, null, {
        seq: 1,
        problem: 'altered',
        detail: t('audit.chain.neverChained'),
      });
    return report(0, null, null);
  }
  const headSeq = Number(headRow.seq);
  const headHash = String(headRow.hash);
  if (unchained.length > 0) {
    return report(0, null, {
      seq: headSeq + 1,
      problem: 'altered',
      detail: t('audit.chain.outsideChain'),
    });
  }
  let previous = { seq: 0, hash: GENESIS_HASH };
  for (;;) {
    signal?.throwIfAborted();
    const page = await rows(
      db,
      sql`select seq, ${AT_MS} as at_ms, actor_uid, action, subject, data, content_hash,
            prev_hash, hash, redacted_at is not null as redacted
          from audit_events where owner_uid = ${ownerUid} and seq > ${previous.seq}
          order by seq limit ${PAGE}`,
    );
    for (const row of page) {
      const seq = Number(row.seq);
      const stored = String(row.hash);
      if (seq !== previous.seq + 1) {
        return report(previous.seq, previous.hash, {
          seq: previous.seq + 1,
          problem: 'missing',
          detail: t('audit.chain.entryMissing', {
            seq: previous.seq + 1,
            from: previous.seq,
            to: seq,
          }),
        });
      }
      const data = jsonOf(row.data);
      const isRedacted = row.redacted === true && isRedactionMarker(row, data);
      const content = isRedacted
        ? String(row.content_hash)
        : contentHash({
            actor_uid: String(row.actor_uid),
            action: String(row.action),
            subject: String(row.subject),
            data,
          });
      if (content !== row.content_hash) {
        return report(previous.seq, previous.hash, {
          seq,
          problem: 'altered',
          detail: t('audit.chain.entryChanged', { seq, action: String(row.action) }),
        });
      }
      const recomputed = entryHash({
        owner_uid: ownerUid,
        seq,
        at: new Date(Number(row.at_ms)).toISOString(),
        prev_hash: String(row.prev_hash),
        content_hash: content,
      });
      if (recomputed !== stored) {
        return report(previous.seq, previous.hash, {
          seq,
          problem: 'altered',
          detail: t('audit.chain.entryRehashed', { seq, action: String(row.action) }),
        });
      }
      if (row.prev_hash !== previous.hash) {
        const reordered = await isEarlierEntry(db, ownerUid, String(row.prev_hash), seq);
        return report(previous.seq, previous.hash, {
          seq,
          problem: reordered ? 'reordered' : 'missing',
          detail: reordered
            ? t('audit.chain.entryMoved', { seq, previous: previous.seq })
            : t('audit.chain.entryBeforeReplaced', { seq }),
        });
      }
      if (isRedacted) redacted += 1;
      else noteBindings(latest, seq, data);
      previous = { seq, hash: stored };
    }
    progress.entriesChecked = previous.seq;
    await nextTurn();
    if (page.length < PAGE) break;
  }
  if (previous.seq !== headSeq || previous.hash !== headHash) {
    return report(previous.seq, previous.hash, {
      seq: previous.seq + 1,
      problem: 'missing',
      detail: t('audit.chain.chainShort', { head: headSeq, end: previous.seq }),
    });
  }
  return report(previous.seq, previous.hash, null);
}

/** Whether `hash` is an earlier entry's: the entry that points back to it was moved. */
async function isEarlierEntry(
  db: Executor,
  ownerUid: string,
  hash: string,
  before: number,
): Promise<boolean> {
  const found = await rows(
    db,
    sql`select 1 from audit_events
        where owner_uid = ${ownerUid} and hash = ${hash} and seq < ${before} limit 1`,
  );
  return found.length > 0;
}
