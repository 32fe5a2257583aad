import { sql } from 'drizzle-orm';
import { ErrorCode, t } from '@vh/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatWallClock } from '../../lib/dates.ts';
import { inList } from '../../db/sql-helpers.ts';
import { rowsOf, textOf, textOrNull } from '../../db/sql-helpers.ts';

export type Week = {
  start: string;
  end: string;
  previous: string;
  next: string;
  dates: string[];
};

/** The week containing `date` for an employer whose weeks start on ISO weekday `weekStart`. */
export async function weekOf(db: Executor, date: string, weekStart: number): Promise<Week> {
  const [row] = rowsOf(
    await db.execute(sql`with w as (
      select ${date}::date - ((extract(isodow from ${date}::date)::int - ${weekStart}::int + 7) % 7) as s
    )
    select to_char(s, 'YYYY-MM-DD') as start, to_char(s + 6, 'YYYY-MM-DD') as "end",
      to_char(s - 7, 'YYYY-MM-DD') as previous, to_char(s + 7, 'YYYY-MM-DD') as next,
      array(select to_char(s + i, 'YYYY-MM-DD') from generate_series(0, 6) as i) as dates
    from w`),
  );
  const dates = row?.dates;
  return {
    start: String(row?.start),
    end: String(row?.end),
    previous: String(row?.previous),
    next: String(row?.next),
    // PGlite returns a text[] as an array; node-postgres too, but as '{…}' text under some parsers.
    dates: Array.isArray(dates)
      ? dates.map(String)
      : String(dates).replace(/[{}]/g, '').split(',').filter(Boolean),
  };
}

/** Today's date in a time zone at the instant `now`. */
export async function todayIn(db: Executor, timeZone: string, now: Date): Promise<string> {
  const [row] = rowsOf(
    await db.execute(
      sql`select to_char((${now.toISOString()}::timestamptz at time zone ${timeZone})::date, 'YYYY-MM-DD') as d`,
    ),
  );
  return String(row?.d);
}

/**
 * A wall-clock time in a centre's time zone as an instant (the zone's rules, by PostgreSQL). A time
 * the clocks skip (the spring-forward hour) is refused: PostgreSQL would quietly move it.
 */
export async function instantIn(db: Executor, local: string, timeZone: string): Promise<Date> {
  const [row] = rowsOf(
    await db.execute(sql`with i as (select (${local}::timestamp at time zone ${timeZone}) as at)
      select floor(extract(epoch from at) * 1000)::float8 as ms,
        to_char(at at time zone ${timeZone}, 'YYYY-MM-DD"T"HH24:MI') as back
      from i`),
  );
  if (textOf(row?.back) !== local) {
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'errors.timesheets.timeSkipped', {
      values: { time: formatWallClock(local), timeZone },
    });
  }
  return new Date(Number(row?.ms));
}

/** The local date (in `timeZone`) of an instant. */
export async function localDateOf(db: Executor, at: Date, timeZone: string): Promise<string> {
  return todayIn(db, timeZone, at);
}

export type ListedShift = {
  id: string;
  source: 'punched' | 'edited';
  punchedShiftId: string | null;
  staffUid: string;
  businessId: string;
  businessName: string;
  timeZone: string;
  startedAt: Date;
  /** Null while the punched shift is open. */
  endedAt: Date | null;
  overdue: boolean;
  day: string;
};

/**
 * The shifts that count (punched ones no edit supersedes, and live edits) of these people that
 * start on a local day in [from, to] of their centre, open ones included.
 */
export async function listShifts(
  db: Executor,
  ownerUid: string,
  staffUids: string[],
  from: string,
  to: string,
  now: Date,
): Promise<ListedShift[]> {
  const rows = rowsOf(
    await db.execute(sql`
    with eff as (
      select s.id, 'punched' as source, s.id as punched_shift_id, s.staff_uid, s.business_id,
        s.started_at, s.ended_at,
        coalesce(s.ended_at, ${now.toISOString()}::timestamptz) - s.started_at
          > make_interval(hours => b.max_shift_hours) as overdue
      from shifts s join businesses b on b.id = s.business_id
      where s.owner_uid = ${ownerUid}::uuid and ${inList(sql`s.staff_uid`, staffUids)}
        and s.started_at >= (${from}::date - 2)::timestamp at time zone 'UTC'
        and s.started_at < (${to}::date + 2)::timestamp at time zone 'UTC'
        and not exists (select 1 from time_edits x where x.supersedes_shift_id = s.id)
      union all
      select e.id, 'edited', e.punched_shift_id, e.staff_uid, e.business_id, e.started_at,
        e.ended_at, false
      from time_edits e
      where e.owner_uid = ${ownerUid}::uuid and ${inList(sql`e.staff_uid`, staffUids)}
        and e.started_at >= (${from}::date - 2)::timestamp at time zone 'UTC'
        and e.started_at < (${to}::date + 2)::timestamp at time zone 'UTC'
        and not exists (select 1 from time_edits x where x.supersedes_edit_id = e.id)
    )
    select eff.id, eff.source, eff.punched_shift_id, eff.staff_uid, eff.business_id,
      b.name as business_name, b.time_zone, eff.overdue,
      floor(extract(epoch from eff.started_at) * 1000)::float8 as start_ms,
      floor(extract(epoch from eff.ended_at) * 1000)::float8 as end_ms,
      to_char((eff.started_at at time zone b.time_zone)::date, 'YYYY-MM-DD') as day
    from eff join businesses b on b.id = eff.business_id
    where (eff.started_at at time zone b.time_zone)::date between ${from}::date and ${to}::date
    order by eff.started_at`),
  );
  return rows.map((r) => ({
    id: String(r.id),
    source: r.source === 'edited' ? 'edited' : 'punched',
    punchedShiftId: textOrNull(r.punched_shift_id),
    staffUid: String(r.staff_uid),
    businessId: String(r.business_id),
    businessName: String(r.business_name),
    timeZone: String(r.time_zone),
    startedAt: new Date(Number(r.start_ms)),
    endedAt: r.end_ms == null ? null : new Date(Number(r.end_ms)),
    overdue: r.overdue === true,
    day: String(r.day),
  }));
}

export type EditRow = {
  id: string;
  kind: string;
  groupId: string;
  supersedesShiftId: string | null;
  supersedesEditId: string | null;
  startedAt: Date;
  endedAt: Date;
  reason: string;
  editorName: string;
  createdAt: Date;
};

/** These edits and every edit before them in their lineage (what each superseded), oldest first. */
export async function editLineage(db: Executor, editIds: string[]): Promise<EditRow[]> {
  if (editIds.length === 0) return [];
  const rows = rowsOf(
    await db.execute(sql`
    with recursive lineage as (
      select e.* from time_edits e where ${inList(sql`e.id`, editIds)}
      union
      select p.* from time_edits p join lineage l on p.id = l.supersedes_edit_id
    )
    select l.id, l.kind, l.group_id, l.supersedes_shift_id, l.supersedes_edit_id, l.reason,
      floor(extract(epoch from l.started_at) * 1000)::float8 as start_ms,
      floor(extract(epoch from l.ended_at) * 1000)::float8 as end_ms,
      floor(extract(epoch from l.created_at) * 1000)::float8 as created_ms,
      pr.first_name, pr.last_name
    from lineage l left join profiles pr on pr.uid = l.editor_uid
    order by l.created_at, l.started_at`),
  );
  return rows.map((r) => ({
    id: String(r.id),
    kind: String(r.kind),
    groupId: String(r.group_id),
    supersedesShiftId: textOrNull(r.supersedes_shift_id),
    supersedesEditId: textOrNull(r.supersedes_edit_id),
    startedAt: new Date(Number(r.start_ms)),
    endedAt: new Date(Number(r.end_ms)),
    reason: String(r.reason),
    editorName:
      r.first_name == null
        ? t('server.people.formerManager')
        : `${textOf(r.first_name)} ${textOf(r.last_name)}`,
    createdAt: new Date(Number(r.created_ms)),
  }));
}

export type ApprovalRow = {
  id: string;
  staffUid: string;
  approvedAt: Date;
  approvedByName: string;
  /** A punch of the person landed in the week after the approval: it no longer locks. */
  stale: boolean;
};

/**
 * Whether approval `a` is stale: a punch of the person on a day of the week (in its centre's zone)
 * arrived after it, or the employer's overtime rules changed since. Punches are never refused, so a
 * week approved while it was still going on simply waits to be approved again; so does a week a
 * punch kept offline lands in, however long ago it was made: what counts is when it arrived.
 */
export const staleApproval = sql.raw(`(exists (
  select 1 from punches sp join businesses sb on sb.id = sp.business_id
  where sp.staff_uid = a.staff_uid and sp.owner_uid = a.owner_uid and sp.received_at > a.approved_at
    -- A loose UTC window first, for the index on (person, time of record).
    and sp.server_at >= (a.week_start - 1)::timestamp at time zone 'UTC'
    and sp.server_at < (a.week_start + 8)::timestamp at time zone 'UTC'
    and (sp.server_at at time zone sb.time_zone)::date between a.week_start and a.week_start + 6)
  or exists (
  select 1 from overtime_rules sr
  where sr.owner_uid = a.owner_uid and sr.updated_at > a.approved_at))`);

/** Live (not unlocked) approvals of these people that cover a day of the week starting `weekStart`. */
export async function approvalsOf(
  db: Executor,
  staffUids: string[],
  weekStart: string,
): Promise<Map<string, ApprovalRow>> {
  if (staffUids.length === 0) return new Map();
  const rows = rowsOf(
    await db.execute(sql`select a.id, a.staff_uid, ${staleApproval} as stale,
      floor(extract(epoch from a.approved_at) * 1000)::float8 as approved_ms,
      pr.first_name, pr.last_name
    from week_approvals a left join profiles pr on pr.uid = a.approved_by
    where ${inList(sql`a.staff_uid`, staffUids)} and a.unlocked_at is null
      -- Any approval covering a day of the week: one made under another week start still counts.
      and a.week_start > ${weekStart}::date - 7 and a.week_start < ${weekStart}::date + 7
    order by a.week_start`),
  );
  return new Map(
    rows.map((r) => [
      textOf(r.staff_uid),
      {
        id: textOf(r.id),
        staffUid: textOf(r.staff_uid),
        stale: r.stale === true,
        approvedAt: new Date(Number(r.approved_ms)),
        approvedByName:
          r.first_name == null
            ? t('server.people.formerManager')
            : `${textOf(r.first_name)} ${textOf(r.last_name)}`,
      },
    ]),
  );
}
