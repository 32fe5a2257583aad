import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { inList } from '../../db/sql-helpers.ts';
import { payLinesQuery, type PayParams } from '../pay/pay.sql.ts';
import { hoursCte } from '../timesheets/hours.sql.ts';

/**
 * What a report covers: the hours' period and people, which centres' hours are shown
 * (`businessIds`: a manager's, or the one asked for; undefined: all), and the premiums its pay uses.
 */
export type ReportParams = PayParams;

/**
 * Totals by person, by centre, by day and overall, in one scan: GROUPING SETS over the classified
 * segments. Overtime is counted over all of a person's centres before the centre filter applies.
 */
export function totalsQuery(p: ReportParams): SQL {
  return sql`with ${hoursCte(p)}
  select grouping(seg.staff_uid)::int as g_staff, grouping(seg.business_id)::int as g_centre,
    grouping(seg.day)::int as g_day,
    seg.staff_uid, seg.business_id, to_char(seg.day, 'YYYY-MM-DD') as day_text,
    sum(seg.worked)::float8 as worked, sum(seg.regular)::float8 as regular,
    sum(seg.overtime)::float8 as overtime, sum(seg.double)::float8 as double,
    sum(seg.holiday)::float8 as holiday,
    count(distinct seg.shift_id) filter (where seg.source = 'edited')::int as edited
  from seg
  where ${inList(sql`seg.business_id`, p.businessIds)}
  group by grouping sets ((seg.staff_uid), (seg.business_id), (seg.day), ())`;
}

/** The first day of the (employer's) week a date is in, as YYYY-MM-DD. */
export const weekText = (day: SQL, weekStart: number): SQL =>
  sql`to_char(${day} - ((extract(isodow from ${day})::int - ${weekStart}::int + 7) % 7), 'YYYY-MM-DD')`;

/** A punch that needed a review (anything but a clean inside), in the period at the centres. */
const flaggedWhere = (p: ReportParams): SQL => sql`
  pu.owner_uid = ${p.ownerUid}::uuid
  and (pu.verdict <> 'inside' or pu.reasons <> '[]'::jsonb)
  -- A loose UTC window first, so the index on (owner, server_at) bounds the scan; the centre's
  -- own local days then decide exactly.
  and pu.server_at >= (${p.from}::date - 1)::timestamp at time zone 'UTC'
  and pu.server_at < (${p.to}::date + 2)::timestamp at time zone 'UTC'
  and pu.server_at >= ${p.from}::date::timestamp at time zone b.time_zone
  and pu.server_at < (${p.to}::date + 1)::timestamp at time zone b.time_zone
  and ${inList(sql`pu.business_id`, p.businessIds)}
  and ${p.staffUids === undefined ? sql`true` : inList(sql`pu.staff_uid`, p.staffUids)}`;

export function flaggedCountsQuery(p: ReportParams): SQL {
  return sql`select grouping(pu.staff_uid)::int as g_staff, grouping(pu.business_id)::int as g_centre,
    pu.staff_uid, pu.business_id, count(*)::int as n
  from punches pu join businesses b on b.id = pu.business_id
  where ${flaggedWhere(p)}
  group by grouping sets ((pu.staff_uid), (pu.business_id), ())`;
}

/** The flagged punches themselves, newest first, for the report's list of links. */
export function flaggedListQuery(p: ReportParams, limit: number): SQL {
  return sql`select pu.id, pu.staff_uid, pu.type, pu.verdict, pu.reasons,
    pr.first_name, pr.last_name, b.name as business_name,
    to_char(pu.server_at at time zone b.time_zone, 'YYYY-MM-DD') as day_text,
    ${weekText(sql`(pu.server_at at time zone b.time_zone)::date`, p.weekStart)} as week_text,
    rv.decision
  from punches pu
  join businesses b on b.id = pu.business_id
  join profiles pr on pr.uid = pu.staff_uid
  left join punch_reviews rv on rv.punch_id = pu.id
  where ${flaggedWhere(p)}
  order by pu.server_at desc
  limit ${limit}`;
}

/** The live edits whose shifts start in the period, newest first, for the report's links. */
export function editedListQuery(p: ReportParams, limit: number): SQL {
  const day = sql`(e.started_at at time zone b.time_zone)::date`;
  return sql`select e.id, e.staff_uid, e.kind, e.reason, pr.first_name, pr.last_name,
    b.name as business_name, to_char(${day}, 'YYYY-MM-DD') as day_text,
    ${weekText(day, p.weekStart)} as week_text
  from time_edits e
  join businesses b on b.id = e.business_id
  join profiles pr on pr.uid = e.staff_uid
  where e.owner_uid = ${p.ownerUid}::uuid
    and e.started_at >= (${p.from}::date - 1)::timestamp at time zone 'UTC'
    and e.started_at < (${p.to}::date + 2)::timestamp at time zone 'UTC'
    and ${day} between ${p.from}::date and ${p.to}::date
    and not exists (select 1 from time_edits x where x.supersedes_edit_id = e.id)
    and ${inList(sql`e.business_id`, p.businessIds)}
    and ${p.staffUids === undefined ? sql`true` : inList(sql`e.staff_uid`, p.staffUids)}
  order by e.started_at desc
  limit ${limit}`;
}

/** The finest grain, one row per counted shift and local day: the detailed CSV and the PDF. */
export function detailQuery(p: ReportParams): SQL {
  return sql`with ${hoursCte(p)}
  select seg.shift_id, seg.source, seg.staff_uid, seg.business_id,
    to_char(seg.day, 'YYYY-MM-DD') as day_text,
    floor(extract(epoch from seg.s0) * 1000)::float8 as start_ms,
    floor(extract(epoch from seg.s1) * 1000)::float8 as end_ms,
    seg.break_s::float8 as break_s, seg.worked::float8 as worked, seg.regular::float8 as regular,
    seg.overtime::float8 as overtime, seg.double::float8 as double, seg.holiday::float8 as holiday,
    pr.first_name, pr.last_name, b.name as business_name, b.time_zone,
    (select string_agg(e.reason, ' | ' order by e.created_at) from time_edits e
      where e.id = seg.shift_id) as edit_reason,
    (select string_agg(pu.id::text, ' ' order by pu.server_at) from punches pu
      join shifts s on s.id = pu.shift_id
      where s.id = (select coalesce(
        (select e.punched_shift_id from time_edits e where e.id = seg.shift_id), seg.shift_id))
    ) as receipt_ids,
    (select count(*) from punches pu
      where pu.shift_id = (select coalesce(
        (select e.punched_shift_id from time_edits e where e.id = seg.shift_id), seg.shift_id))
        and (pu.verdict <> 'inside' or pu.reasons <> '[]'::jsonb)
        and not exists (select 1 from punch_reviews rv where rv.punch_id = pu.id))::int as unreviewed
  from seg
  join profiles pr on pr.uid = seg.staff_uid
  join businesses b on b.id = seg.business_id
  where ${inList(sql`seg.business_id`, p.businessIds)}
  order by pr.first_name, pr.last_name, seg.staff_uid, seg.s0`;
}

/**
 * Every statement the on-screen report runs for someone who sees money, in order (the benchmark
 * times them alone); without money the pay lines are not read.
 */
export function reportQueries(p: ReportParams, listLimit: number): SQL[] {
  return [
    totalsQuery(p),
    flaggedCountsQuery(p),
    flaggedListQuery(p, listLimit),
    editedListQuery(p, listLimit),
    payLinesQuery(p),
  ];
}

/**
 * Runs a report's statements in one transaction with PostgreSQL's JIT compiler off: the hour
 * arithmetic's cost estimate switches JIT on, and compiling took most of the time of a report
 * (91 of 112 ms for one person's month) while saving nothing at these sizes.
 */
export function inReportSession<T>(db: Database, run: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return run(tx);
  });
}
