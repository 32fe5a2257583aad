import { sql, type SQL } from 'drizzle-orm';
import { legalFacts, retention } from '@vh/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { rows } from '../audit/audit-chain.ts';
import { REDACTED, redactEntries } from '../audit/audit-redact.ts';
import { bindOwner } from '../audit/bind-existing-rows.ts';

/** What one purge did: rows removed per table, audit entries redacted per reason. */
export type PurgeReport = {
  /** False when the purge stopped part-way (lease lost, server stopping); the next run resumes. */
  complete: boolean;
  /** Deleted accounts whose remaining data was erased. */
  accounts: number;
  removed: Record<string, number>;
  redacted: { account_deleted: number; retention_period: number };
};

/** Asked between batches: false when the job must stop (its lease was lost, the server stops). */
export type KeepGoing = () => Promise<boolean>;

class Stopped extends Error {}

/**
 * Runs one bounded statement (it returns the rows it touched) until it touches fewer than a batch,
 * adding each batch's count as it goes, so a purge stopped part-way still reports what it did.
 */
async function inBatches(
  keepGoing: KeepGoing,
  batch: (limit: number) => Promise<number>,
  add: (n: number) => void,
): Promise<void> {
  for (;;) {
    const n = await batch(retention.batchRows);
    add(n);
    if (n < retention.batchRows) return;
    if (!(await keepGoing())) throw new Stopped();
  }
}

async function count(db: Executor, statement: SQL): Promise<number> {
  return Number((await rows(db, statement))[0]?.n ?? 0);
}

/**
 * Deletes rows of `table` whose `key` the `pick` query returns, at most `limit` of them. With
 * `subjects` (SQL over the deleted rows, `gone`), the audit entries of those subjects are redacted
 * in the same statement: an entry that binds a row (decision 013) never outlives it unredacted.
 */
const removeWhere =
  (table: string, key: string, pick: SQL, subjects?: SQL, only?: SQL) =>
  async (db: Executor, limit: number, at: Date): Promise<Removed> => {
    const [counts] = await rows(
      db,
      sql`with gone as (
            delete from ${sql.identifier(table)} where ${sql.identifier(key)} in (${pick} limit ${limit})
            returning *
          ), sealed as (${subjects ? redactSubjects(subjects, at, only) : sql`select 1 where false`})
          select (select count(*)::int from gone) as n, (select count(*)::int from sealed) as sealed`,
    );
    return { removed: Number(counts?.n ?? 0), redacted: Number(counts?.sealed ?? 0) };
  };

type Removed = { removed: number; redacted: number };

/**
 * Redacts (for the retention period) the unredacted entries whose subject `subjects` lists, and
 * that match `only` when given.
 */
function redactSubjects(subjects: SQL, at: Date, only?: SQL): SQL {
  return sql`update audit_events set actor_uid = ${REDACTED.actorUid}, action = ${REDACTED.action},
      subject = ${REDACTED.subject}, data = ${JSON.stringify({ reason: 'retention_period' })}::jsonb,
      redacted_at = ${at.toISOString()}
    where redacted_at is null and subject in (${subjects}) ${only ? sql`and (${only})` : sql``}
    returning 1`;
}

// The entries of an edit name the shift or edit it replaced, or (an added shift) its own row.
const editSubjects = sql`select 'shift:' || id::text from gone
  union all select 'shift:' || supersedes_shift_id::text from gone where supersedes_shift_id is not null
  union all select 'shift:' || supersedes_edit_id::text from gone where supersedes_edit_id is not null`;

/**
 * Records past the retention period, in an order that keeps what stays consistent: a shift goes
 * with its punches, their reviews and every edit of it (by when the punched shift began); an added
 * shift's edits go oldest first, and only once nothing they supersede remains, so a removal never
 * brings superseded times back to life.
 */
function recordSteps(
  cutoff: string,
): [string, (db: Executor, limit: number, at: Date) => Promise<Removed>][] {
  const old = sql`${cutoff}::timestamptz`;
  const oldShifts = sql`select id from shifts where started_at < ${old}`;
  return [
    [
      'punch_reviews',
      removeWhere(
        'punch_reviews',
        'punch_id',
        sql`select r.punch_id from punch_reviews r join punches p on p.id = r.punch_id
            join shifts s on s.id = p.shift_id where s.started_at < ${old}`,
        // Its decision's entries (they bind it), not its punch's or the notes': a purge stopped
        // before the punch goes leaves no entry naming a review that is gone.
        sql`select 'punch:' || punch_id::text from gone`,
        sql`action like 'punch.review.%'
          or (action = 'row.bound' and data->'bound'->0->>'table' = 'punch_reviews')`,
      ),
    ],
    [
      'punches',
      removeWhere(
        'punches',
        'id',
        sql`select p.id from punches p join shifts s on s.id = p.shift_id
            where s.started_at < ${old}`,
        // Its own entry, its reviews' and its notes' (the notes go with it, by cascade; the
        // clock-in's and clock-out's bind the shift).
        sql`select 'punch:' || id::text from gone`,
      ),
    ],
    [
      'time_edits',
      removeWhere(
        'time_edits',
        'id',
        sql`select e.id from time_edits e
            where e.supersedes_shift_id in (${oldShifts}) or e.punched_shift_id in (${oldShifts})`,
        editSubjects,
      ),
    ],
    ['shifts', removeWhere('shifts', 'id', oldShifts, sql`select 'shift:' || id::text from gone`)],
    [
      'time_edits',
      removeWhere(
        'time_edits',
        'id',
        sql`select e.id from time_edits e
            where e.started_at < ${old} and e.punched_shift_id is null
              and e.supersedes_shift_id is null
              and (e.supersedes_edit_id is null
                or not exists (select 1 from time_edits p where p.id = e.supersedes_edit_id))`,
        editSubjects,
      ),
    ],
    [
      'pay_rates',
      removeWhere(
        'pay_rates',
        'id',
        // A rate goes once a later rate of the person applies from a day past the period: it
        // priced only days whose shifts are gone. The rate of the period's last day stays.
        sql`select r.id from pay_rates r where exists (
              select 1 from pay_rates n where n.staff_uid = r.staff_uid
                and n.effective_from > r.effective_from and n.effective_from <= (${old})::date)`,
        // Its own entries: the person's other rates share the subject, so they are told by key.
        sql`select 'staff:' || staff_uid::text from gone`,
        sql`data->'bound'->0->>'table' = 'pay_rates'
          and data->'bound'->0->>'key' in (select id::text from gone)`,
      ),
    ],
    [
      'week_approvals',
      removeWhere(
        'week_approvals',
        'id',
        // A week goes once all of its seven days are past the retention period.
        sql`select id from week_approvals where week_start <= (${old})::date - 7`,
      ),
    ],
    [
      'correction_requests',
      removeWhere(
        'correction_requests',
        'id',
        sql`select id from correction_requests where created_at < ${old}`,
      ),
    ],
    [
      'contact_requests',
      removeWhere(
        'contact_requests',
        'id',
        sql`select id from contact_requests where created_at < ${old}`,
      ),
    ],
    ['bot_logs', removeWhere('bot_logs', 'id', sql`select id from bot_logs where at < ${old}`)],
    [
      'mail_outbox',
      removeWhere('mail_outbox', 'id', sql`select id from mail_outbox where created_at < ${old}`),
    ],
    [
      'password_reset_links',
      removeWhere(
        'password_reset_links',
        'token_hash',
        sql`select token_hash from password_reset_links where created_at < ${old}`,
      ),
    ],
    [
      'billing_checkouts',
      removeWhere(
        'billing_checkouts',
        'subscription_id',
        sql`select subscription_id from billing_checkouts where created_at < ${old}`,
      ),
    ],
    [
      'billing_events',
      removeWhere(
        'billing_events',
        'event_id',
        sql`select event_id from billing_events where received_at < ${old}`,
      ),
    ],
    [
      'invite_codes',
      removeWhere('invite_codes', 'id', sql`select id from invite_codes where revoked_at < ${old}`),
    ],
  ];
}

/**
 * Erases what survives one deleted account: its mentions in its business's audit chain (as actor,
 * subject or in the data; all of an owner's own chain) are redacted, its reset links removed, and
 * then its deletion record, which held nothing but ids and a time.
 */
async function purgeAccount(
  db: Executor,
  account: { uid: string; ownerUid: string },
  now: Date,
  keepGoing: KeepGoing,
  report: PurgeReport,
): Promise<void> {
  const mention = `%${account.uid}%`;
  const mentions = sql`owner_uid = ${account.ownerUid}
    and (owner_uid = ${account.uid} or actor_uid = ${account.uid}
      or subject like ${mention} or data::text like ${mention})`;
  await inBatches(
    keepGoing,
    (limit) => redactEntries(db, mentions, 'account_deleted', now, limit),
    (n) => (report.redacted.account_deleted += n),
  );
  report.removed.password_reset_links =
    (report.removed.password_reset_links ?? 0) +
    (await count(
      db,
      sql`with gone as (delete from password_reset_links where uid = ${account.uid} returning 1)
          select count(*)::int as n from gone`,
    ));
  await db.execute(sql`delete from deleted_accounts where uid = ${account.uid}`);
  report.accounts += 1;
}

/**
 * One purge, as of `now`: deleted accounts' data once `legalFacts.deletedDataPurgeDays` have
 * (nearly) passed since the deletion, then records older than `legalFacts.dataRetentionYears`,
 * then the content of audit entries that old (redacted, so every chain stays whole). Every
 * statement is bounded; `keepGoing` is asked between batches. The calendar arithmetic is
 * PostgreSQL's, so "six years ago" respects leap days.
 */
export async function purge(db: Database, now: Date, keepGoing: KeepGoing): Promise<PurgeReport> {
  const report: PurgeReport = {
    complete: false,
    accounts: 0,
    removed: {},
    redacted: { account_deleted: 0, retention_period: 0 },
  };
  const at = now.toISOString();
  const [cutoffs] = await rows(
    db,
    sql`select
          to_json(${at}::timestamptz - make_interval(years => ${legalFacts.dataRetentionYears}))
            #>> '{}' as records,
          to_json(${at}::timestamptz - make_interval(days => ${legalFacts.deletedDataPurgeDays})
            + make_interval(secs => ${retention.purgeAheadMs / 1000})) #>> '{}' as accounts`,
  );
  const recordsCutoff = String(cutoffs?.records);
  const accountsCutoff = String(cutoffs?.accounts);
  try {
    for (;;) {
      const due = await rows(
        db,
        sql`select uid, owner_uid from deleted_accounts
            where deleted_at <= ${accountsCutoff}::timestamptz
            order by deleted_at limit ${retention.batchRows}`,
      );
      for (const row of due) {
        await purgeAccount(
          db,
          { uid: String(row.uid), ownerUid: String(row.owner_uid) },
          now,
          keepGoing,
          report,
        );
      }
      if (due.length < retention.batchRows) break;
      if (!(await keepGoing())) throw new Stopped();
    }
    for (const [table, step] of recordSteps(recordsCutoff)) {
      await inBatches(
        keepGoing,
        async (limit) => {
          const done = await step(db, limit, now);
          report.redacted.retention_period += done.redacted;
          return done.removed;
        },
        (n) => (report.removed[table] = (report.removed[table] ?? 0) + n),
      );
    }
    // Rows kept for good (centres, holidays, overtime rules) whose binding entries are about to
    // lose their content are bound again first, so no row is ever left without one.
    const rebind = await rows(
      db,
      sql`select distinct owner_uid from audit_events
          where redacted_at is null and at < ${recordsCutoff}::timestamptz
            and jsonb_typeof(data->'bound') = 'array'
          order by owner_uid`,
    );
    for (const row of rebind) {
      await bindOwner(db, String(row.owner_uid), () => now, recordsCutoff);
      if (!(await keepGoing())) throw new Stopped();
    }
    await inBatches(
      keepGoing,
      (limit) =>
        redactEntries(db, sql`at < ${recordsCutoff}::timestamptz`, 'retention_period', now, limit),
      (n) => (report.redacted.retention_period += n),
    );
    report.complete = true;
  } catch (error) {
    if (!(error instanceof Stopped)) throw error;
  }
  return report;
}
