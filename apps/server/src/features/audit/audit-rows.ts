import canonicalize from 'canonicalize';
import { and, eq, sql } from 'drizzle-orm';
import type { TRowProblem } from '@vh/contracts';
import type { Executor } from '../../db/client.ts';
import { nextTurn } from '../../lib/next-turn.ts';
import { punches } from '../../db/schema/index.ts';
import { type Binding, type BoundTable } from './audit-bindings.ts';
import { jsonOf, rows } from './audit-chain.ts';
import { describeProblems, type FoundProblem } from './audit-row-names.ts';
import { BOUND_TABLES, type Pager } from './bound-rows.ts';

const PAGE = 1000;
/** Problems listed in a report; the count says how many more there are. */
export const LISTED_PROBLEMS = 20;

export type RowCheck = { checked: number; problems: TRowProblem[]; more: number };

/**
 * Compares the rows the hours are computed from with what the chain says they hold (decision
 * 013): each punch with the facts of its own entry, each bound row with the latest entry that
 * binds it. Names the row and the columns that differ, and a row an entry binds that is gone.
 * Redacted entries hold nothing to compare with.
 */
export async function verifyRows(
  db: Executor,
  ownerUid: string,
  progress: { rowsChecked: number },
  signal: AbortSignal | undefined,
  /** The latest binding of each row; the bound tables are compared once it is known. */
  bindings: () => Promise<LatestBindings>,
): Promise<RowCheck> {
  const check: RowCheck = { checked: 0, problems: [], more: 0 };
  const pageDone = async () => {
    progress.rowsChecked = check.checked;
    signal?.throwIfAborted();
    await nextTurn();
  };
  const found: FoundProblem[] = [];
  const report = (problem: FoundProblem) => {
    if (found.length < LISTED_PROBLEMS) found.push(problem);
    else check.more += 1;
  };
  await comparePunches(db, ownerUid, check, report, pageDone);
  for (const gone of await punchesGone(db, ownerUid, pageDone)) {
    report(problemOf('punches', gone.key, gone.seq, 'missing', [], gone.row));
  }
  const latest = await bindings();
  for (const pager of BOUND_TABLES) {
    const bindings = latest.get(pager.table) ?? new Map<string, Latest>();
    const seen = new Set<string>();
    let after: string | undefined;
    for (;;) {
      const page = await pager.page(db, ownerUid, after, PAGE);
      if (page.length === 0) break;
      after = page.at(-1)!.key;
      for (const row of page) {
        seen.add(row.key);
        check.checked += 1;
        compare(pager.table, row.key, bindings.get(row.key), row, report);
      }
      await pageDone();
      if (page.length < PAGE) break;
    }
    // Bound rows not among the business's own: gone, or moved to another business.
    const elsewhere = [...bindings.keys()].filter((key) => !seen.has(key));
    // Looked up by key alone: a row moved to another business is reported as changed.
    const current = await currentRows(db, pager, elsewhere);
    for (const key of elsewhere) {
      check.checked += 1;
      compare(pager.table, key, bindings.get(key), current.get(key), report);
    }
  }
  check.problems = await describeProblems(db, found);
  return check;
}

/** How many rows `verifyRows` will compare: the business's punches and bound rows. */
export async function countRows(db: Executor, ownerUid: string): Promise<number> {
  const [counted] = await rows(
    db,
    sql`select (select count(*) from punches where owner_uid = ${ownerUid})
          + (select count(*) from shifts where owner_uid = ${ownerUid})
          + (select count(*) from time_edits where owner_uid = ${ownerUid})
          + (select count(*) from businesses where owner_uid = ${ownerUid})
          + (select count(*) from overtime_rules where owner_uid = ${ownerUid})
          + (select count(*) from centre_holidays h join businesses b on b.id = h.business_id
              where b.owner_uid = ${ownerUid})
          + (select count(*) from punch_reviews r join punches p on p.id = r.punch_id
              where p.owner_uid = ${ownerUid})
          + (select count(*) from punch_notes where owner_uid = ${ownerUid})
          + (select count(*) from pay_rates where owner_uid = ${ownerUid})
          + (select count(*) from pay_settings where owner_uid = ${ownerUid})
          + (select count(*) from pay_period_closures where owner_uid = ${ownerUid}) as total`,
  );
  return Number(counted?.total ?? 0);
}

type Latest = { seq: number; binding: Binding };
/** Each bound row's latest binding, by table and key. */
export type LatestBindings = Map<BoundTable, Map<string, Latest>>;

/**
 * Notes the rows an entry binds (decision 013). Called for every unredacted entry in chain order,
 * so a later entry's binding replaces an earlier one: what is left is what each row must hold.
 */
export function noteBindings(
  latest: LatestBindings,
  seq: number,
  data: Record<string, unknown>,
): void {
  // An entry altered to hold something else than a list binds nothing (the walk names it).
  if (!Array.isArray(data.bound)) return;
  for (const item of data.bound as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { table, key, row } = item as Record<string, unknown>;
    if (typeof table !== 'string' || typeof key !== 'string') continue;
    const byKey = latest.get(table as BoundTable) ?? new Map<string, Latest>();
    byKey.set(key, { seq, binding: { table, key, row: row ?? null } as Binding });
    latest.set(table as BoundTable, byKey);
  }
}

/** One row against the latest entry that binds it; either may be absent. */
function compare(
  table: BoundTable,
  key: string,
  latest: Latest | undefined,
  now: Binding | undefined,
  report: (problem: FoundProblem) => void,
): void {
  const expected = latest?.binding.row ?? null;
  const seq = latest?.seq ?? null;
  if (expected === null) {
    if (now?.row) {
      report(problemOf(table, key, seq, 'unbound', [], now.row));
    }
    return;
  }
  if (!now?.row) {
    report(problemOf(table, key, seq, 'missing', [], expected));
    return;
  }
  // Named by what the chain says it held: a shift moved to someone else is still the first one's.
  const changed = differing(expected, now.row);
  if (changed.length > 0) report(problemOf(table, key, seq, 'changed', changed, expected));
}

function differing(expected: Record<string, unknown>, actual: Record<string, unknown>): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...names].filter((name) => !same(expected[name], actual[name])).sort();
}

function same(a: unknown, b: unknown): boolean {
  const x = a ?? null;
  const y = b ?? null;
  // Most columns are plain values; only lists (a punch's reasons) need their canonical form.
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return x === y;
  return canonicalize(x) === canonicalize(y);
}

function problemOf(
  table: BoundTable | 'punches',
  key: string,
  seq: number | null,
  problem: TRowProblem['problem'],
  columns: string[],
  row: Record<string, unknown>,
): FoundProblem {
  return { table, key, seq, problem, columns, row };
}

/**
 * The latest binding of each row, from every unredacted entry that binds rows, in one query: for
 * when the walk of the chain stopped early at a broken entry and did not meet them all.
 */
export async function latestBindings(db: Executor, ownerUid: string): Promise<LatestBindings> {
  const found = await rows(
    db,
    sql`select distinct on (b.value->>'table', b.value->>'key')
          e.seq, b.value->>'table' as tbl, b.value->>'key' as key, b.value->'row' as row
        from audit_events e
        -- An entry altered to hold something else than a list binds nothing (the walk names it).
        cross join lateral jsonb_array_elements(
          case when jsonb_typeof(e.data->'bound') = 'array' then e.data->'bound' else '[]'::jsonb end
        ) b
        where e.owner_uid = ${ownerUid} and e.redacted_at is null
        order by b.value->>'table', b.value->>'key', e.seq desc`,
  );
  const latest: LatestBindings = new Map();
  for (const row of found) {
    const table = String(row.tbl) as BoundTable;
    const key = String(row.key);
    const bound = row.row === null ? null : jsonOf(row.row);
    const binding = { table, key, row: bound } as Binding;
    const byKey = latest.get(table) ?? new Map<string, Latest>();
    byKey.set(key, { seq: Number(row.seq), binding });
    latest.set(table, byKey);
  }
  return latest;
}

/** The rows of `keys` as they are now, wherever they are, bound the way their writers bind them. */
async function currentRows(
  db: Executor,
  pager: Pager,
  keys: string[],
): Promise<Map<string, Binding>> {
  const found: Binding[] = [];
  for (let i = 0; i < keys.length; i += PAGE) {
    found.push(...(await pager.byKeys(db, keys.slice(i, i + PAGE))));
  }
  return new Map(found.map((binding) => [binding.key, binding]));
}

/** Entries looked at per query when finding punches that are gone. */
const GONE_CHUNK = 20_000;

/**
 * Punches whose entry (unredacted: the purge redacts it with the punch) names a row that is gone.
 * A chunk of the chain at a time, each entry looking its punch up by id, so no one query holds the
 * embedded database for long.
 */
async function punchesGone(
  db: Executor,
  ownerUid: string,
  pageDone: () => Promise<void>,
): Promise<{ seq: number; key: string; row: Record<string, unknown> }[]> {
  const [head] = await rows(db, sql`select seq from audit_heads where owner_uid = ${ownerUid}`);
  const last = Number(head?.seq ?? 0);
  const gone: { seq: number; key: string; row: Record<string, unknown> }[] = [];
  for (let from = 0; from < last; from += GONE_CHUNK) {
    const found = await rows(
      db,
      sql`select e.seq, substr(e.subject, 7) as key, e.data from audit_events e
          where e.owner_uid = ${ownerUid} and e.seq > ${from} and e.seq <= ${from + GONE_CHUNK}
            and e.action in ('punch.clock_in', 'punch.clock_out', 'punch.break_start', 'punch.break_end')
            and not exists (
              select 1 from punches p
              -- By id, through the primary key; a subject altered into no id at all names nothing.
              where p.id = case when substr(e.subject, 7) ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                then substr(e.subject, 7)::uuid end
            )
          order by e.seq`,
    );
    for (const row of found) {
      gone.push({
        seq: Number(row.seq),
        key: String(row.key),
        row: punchFromFacts(jsonOf(row.data)),
      });
    }
    await pageDone();
  }
  return gone;
}

type Facts = Record<string, unknown>;

/**
 * What a punch row must hold, from its entry's facts. Entries from before punches were kept
 * offline name no arrival, contact or offset: such a punch arrived at its time of record, as the
 * upgrade recorded it.
 */
function punchFromFacts(facts: Facts): Record<string, unknown> {
  const position = (facts.position ?? null) as Facts | null;
  return {
    type: facts.type,
    staff_uid: facts.staff_uid,
    business_id: facts.business_id,
    shift_id: facts.shift_id,
    server_at: facts.server_time,
    client_at: facts.client_time,
    received_at: 'received_time' in facts ? facts.received_time : facts.server_time,
    last_contact_at: facts.last_contact_time ?? null,
    offset_ms: facts.offset_ms ?? null,
    delivery_offset_ms: facts.delivery_offset_ms ?? null,
    latitude: position?.latitude ?? null,
    longitude: position?.longitude ?? null,
    accuracy_m: position?.accuracy_m ?? null,
    position_at: position?.time ?? null,
    location_error: facts.location_error ?? null,
    distance_m: facts.distance_m ?? null,
    verdict: facts.verdict,
    reasons: facts.reasons,
  };
}

/** A punch's columns its entry's facts say (not its receipt, which it also holds). */
const COMPARED = {
  id: punches.id,
  type: punches.type,
  staffUid: punches.staffUid,
  businessId: punches.businessId,
  shiftId: punches.shiftId,
  serverAt: punches.serverAt,
  clientAt: punches.clientAt,
  receivedAt: punches.receivedAt,
  lastContactAt: punches.lastContactAt,
  offsetMs: punches.offsetMs,
  deliveryOffsetMs: punches.deliveryOffsetMs,
  latitude: punches.latitude,
  longitude: punches.longitude,
  accuracyM: punches.accuracyM,
  positionAt: punches.positionAt,
  locationError: punches.locationError,
  distanceM: punches.distanceM,
  verdict: punches.verdict,
  reasons: punches.reasons,
};

type ComparedPunch = { [K in keyof typeof COMPARED]: (typeof punches.$inferSelect)[K] };

function punchRow(p: ComparedPunch): Record<string, unknown> {
  return {
    type: p.type,
    staff_uid: p.staffUid,
    business_id: p.businessId,
    shift_id: p.shiftId,
    server_at: p.serverAt.toISOString(),
    client_at: p.clientAt.toISOString(),
    received_at: p.receivedAt.toISOString(),
    last_contact_at: p.lastContactAt?.toISOString() ?? null,
    offset_ms: p.offsetMs,
    delivery_offset_ms: p.deliveryOffsetMs,
    latitude: p.latitude,
    longitude: p.longitude,
    accuracy_m: p.accuracyM,
    position_at: p.positionAt?.toISOString() ?? null,
    location_error: p.locationError,
    distance_m: p.distanceM,
    verdict: p.verdict,
    reasons: p.reasons,
  };
}

/** Each punch of the business against the facts its own entry recorded, a page at a time. */
async function comparePunches(
  db: Executor,
  ownerUid: string,
  check: RowCheck,
  report: (problem: FoundProblem) => void,
  pageDone: () => Promise<void>,
): Promise<void> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = await db
      .select(COMPARED)
      .from(punches)
      .where(and(eq(punches.ownerUid, ownerUid), sql`${punches.id} > ${after}::uuid`))
      .orderBy(punches.id)
      .limit(PAGE);
    if (page.length === 0) return;
    after = page.at(-1)!.id;
    // A punch's entry, unless redacted (the purge removes the punch with it), names it.
    const entries = await rows(
      db,
      sql`select seq, subject, data from audit_events
          where owner_uid = ${ownerUid}
            and action in ('punch.clock_in', 'punch.clock_out', 'punch.break_start', 'punch.break_end')
            and subject in (${sql.join(
              page.map((p) => sql`${`punch:${p.id}`}`),
              sql`, `,
            )})`,
    );
    const bySubject = new Map(entries.map((entry) => [String(entry.subject), entry]));
    for (const punch of page) {
      check.checked += 1;
      const entry = bySubject.get(`punch:${punch.id}`);
      if (!entry) {
        report(problemOf('punches', punch.id, null, 'unbound', [], punchRow(punch)));
        continue;
      }
      const facts = punchFromFacts(jsonOf(entry.data));
      const changed = differing(facts, punchRow(punch));
      if (changed.length > 0) {
        report(problemOf('punches', punch.id, Number(entry.seq), 'changed', changed, facts));
      }
    }
    await pageDone();
  }
}
