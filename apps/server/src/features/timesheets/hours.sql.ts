import { sql, type SQL } from 'drizzle-orm';

/**
 * The hour arithmetic, in one SQL statement so that a report is a scan of indexed tables and never
 * a loop over punches in JavaScript. PostgreSQL does the calendar work: a shift is cut at each
 * local midnight of its centre's time zone (`timestamp at time zone`), so hours always come from
 * instants, across midnight and daylight-saving changes alike.
 *
 * The rules (README, "Hours"):
 * - Worked = clock-in to clock-out less unpaid breaks, per local day.
 * - Daily overtime = a person's hours past the daily threshold within one day (all centres of the
 *   employer count), taken from the latest hours of that day.
 * - Weekly overtime = the regular hours (worked less daily overtime) past the weekly threshold,
 *   taken from the latest hours of the week; so no hour is overtime twice, and the total equals
 *   the greater of the two kinds where a province asks for that.
 * - Double time = a person's hours past the double-time threshold within one day (British
 *   Columbia: 12 h), taken from the latest hours of that day like daily overtime. It is a part of
 *   daily overtime (the threshold is above the daily one), so overtime = daily + weekly still.
 *   With no daily threshold the double-time one stands in for it: those hours are overtime too.
 * - Holiday hours = worked hours on a statutory holiday of the centre (a part of worked); other
 *   public days of the list count as ordinary days.
 * - An open shift counts up to now while it is younger than its centre's longest shift. Older, or
 *   closed only after that long, it is a missing clock-out and counts nothing until an edit fixes it.
 * - A punched shift with a punch whose device time could not be bounded (TIME_OUT_OF_BOUNDS)
 *   counts nothing until that punch is accepted in review (or an edit sets the shift's times).
 */
export type HoursParams = {
  ownerUid: string;
  /** Local dates of the period wanted (inclusive). */
  from: string;
  to: string;
  weekStart: number;
  dailySeconds: number | null;
  weeklySeconds: number | null;
  /** Seconds in a day past which the rest is double time; null: no double time. */
  doubleDailySeconds: number | null;
  now: Date;
  /** Only these people (else everyone of the employer). */
  staffUids?: string[] | undefined;
};

/** `x in ($1::uuid, …)`: a list both drivers bind as plain text parameters. */
function anyUuid(column: SQL, uids: string[] | undefined): SQL {
  if (uids === undefined) return sql`true`;
  if (uids.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    uids.map((uid) => sql`${uid}::uuid`),
    sql`, `,
  )})`;
}

/**
 * The CTEs `period`, `eff` (the shifts that count: punched ones no edit supersedes, and live
 * edits), `seg` (each shift cut into local days, with its hours classified). Select from `seg`.
 */
export function hoursCte(p: HoursParams): SQL {
  const now = p.now.toISOString();
  // Double time is a part of daily overtime: without a daily threshold, its own takes that place.
  const dailySeconds = p.dailySeconds ?? p.doubleDailySeconds;
  return sql`
  period as (
    select ${p.from}::date as from_d, ${p.to}::date as to_d,
      ${p.from}::date - ((extract(isodow from ${p.from}::date)::int - ${p.weekStart}::int + 7) % 7) as ext_from,
      ${p.to}::date + (6 - ((extract(isodow from ${p.to}::date)::int - ${p.weekStart}::int + 7) % 7)) as ext_to
  ),
  eff as (
    select s.id, 'punched'::text as source, s.id as punched_shift_id, s.staff_uid, s.business_id,
      s.started_at,
      -- Longer than the centre's longest shift, open or closed, is a missing clock-out: it counts
      -- nothing until an edit sets its times.
      case
        when s.ended_at is not null
          and s.ended_at - s.started_at <= make_interval(hours => b.max_shift_hours)
          then s.ended_at
        when s.ended_at is null
          and ${now}::timestamptz - s.started_at <= make_interval(hours => b.max_shift_hours)
          then greatest(${now}::timestamptz, s.started_at)
      end as ended_at,
      0::int as extra_break_s
    from shifts s
    join businesses b on b.id = s.business_id
    cross join period pr
    where s.owner_uid = ${p.ownerUid}::uuid
      and s.started_at >= (pr.ext_from - 3)::timestamp at time zone 'UTC'
      and s.started_at < (pr.ext_to + 2)::timestamp at time zone 'UTC'
      and ${anyUuid(sql`s.staff_uid`, p.staffUids)}
      and not exists (select 1 from time_edits x where x.supersedes_shift_id = s.id)
      and not exists (
        select 1 from punches up
        left join punch_reviews ur on ur.punch_id = up.id
        where up.shift_id = s.id and up.reasons @> '["TIME_OUT_OF_BOUNDS"]'::jsonb
          and ur.decision is distinct from 'accepted')
    union all
    select e.id, 'edited'::text, e.punched_shift_id, e.staff_uid, e.business_id,
      e.started_at, e.ended_at, e.break_seconds
    from time_edits e
    cross join period pr
    where e.owner_uid = ${p.ownerUid}::uuid
      and e.started_at >= (pr.ext_from - 3)::timestamp at time zone 'UTC'
      and e.started_at < (pr.ext_to + 2)::timestamp at time zone 'UTC'
      and ${anyUuid(sql`e.staff_uid`, p.staffUids)}
      and not exists (select 1 from time_edits x where x.supersedes_edit_id = e.id)
  ),
  break_punches as (
    select bp.shift_id, bp.type, bp.server_at,
      lead(bp.server_at) over (partition by bp.shift_id order by bp.server_at, bp.id) as next_at
    from punches bp
    where bp.shift_id in (select punched_shift_id from eff where punched_shift_id is not null)
      -- A clock-out during a break ends the break, as the clock itself does.
      and bp.type in ('break_start', 'break_end', 'clock_out')
  ),
  breaks as (
    -- A punched break applies to every counted shift made from that punched shift, clipped to it;
    -- a break never ended lasts until the shift does.
    select e.id as eff_id, bp.server_at as b0, coalesce(bp.next_at, e.ended_at) as b1
    from eff e
    join break_punches bp on bp.shift_id = e.punched_shift_id and bp.type = 'break_start'
    where e.ended_at is not null
    union all
    -- An added shift's break sits in its middle.
    select e.id, e.started_at + (e.ended_at - e.started_at) / 2 - make_interval(secs => e.extra_break_s / 2.0),
      e.started_at + (e.ended_at - e.started_at) / 2 + make_interval(secs => e.extra_break_s / 2.0)
    from eff e
    where e.extra_break_s > 0 and e.ended_at is not null
  ),
  cut as (
    select e.id as shift_id, e.source, e.staff_uid, e.business_id, d::date as day,
      greatest(e.started_at, d at time zone b.time_zone) as s0,
      least(e.ended_at, (d + interval '1 day') at time zone b.time_zone) as s1
    from eff e
    join businesses b on b.id = e.business_id
    cross join lateral generate_series(
      (e.started_at at time zone b.time_zone)::date::timestamp,
      (e.ended_at at time zone b.time_zone)::date::timestamp,
      interval '1 day') as d
    where e.ended_at is not null and e.ended_at > e.started_at
  ),
  break_cut as (
    -- Unpaid break seconds of each shift-day piece: one grouped join (a lateral subquery here
    -- would rescan every break for each piece, quadratic over a month of a centre).
    select c.shift_id, c.day,
      round(sum(extract(epoch from (least(x.b1, c.s1) - greatest(x.b0, c.s0)))))::bigint as break_s
    from cut c
    join breaks x on x.eff_id = c.shift_id and x.b1 > c.s0 and x.b0 < c.s1 and x.b1 > x.b0
    group by c.shift_id, c.day
  ),
  timed as (
    select c.*, coalesce(bk.break_s, 0) as break_s,
      greatest(0, round(extract(epoch from (c.s1 - c.s0)))::bigint - coalesce(bk.break_s, 0)) as worked
    from cut c
    cross join period pr
    left join break_cut bk on bk.shift_id = c.shift_id and bk.day = c.day
    where c.s1 > c.s0 and c.day between pr.ext_from and pr.ext_to
  ),
  daily as (
    select t.*,
      coalesce(sum(t.worked) over (partition by t.staff_uid, t.day order by t.s0, t.shift_id
        rows between unbounded preceding and 1 preceding), 0) as day_before,
      t.day - ((extract(isodow from t.day)::int - ${p.weekStart}::int + 7) % 7) as week
    from timed t
  ),
  daily_ot as (
    select d.*,
      case when ${dailySeconds}::bigint is null then 0::bigint
        else greatest(0, d.day_before + d.worked - ${dailySeconds}::bigint)
          - greatest(0, d.day_before - ${dailySeconds}::bigint) end as daily_ot,
      case when ${p.doubleDailySeconds}::bigint is null then 0::bigint
        else greatest(0, d.day_before + d.worked - ${p.doubleDailySeconds}::bigint)
          - greatest(0, d.day_before - ${p.doubleDailySeconds}::bigint) end as double_raw
    from daily d
  ),
  weekly as (
    select d.*,
      coalesce(sum(d.worked - d.daily_ot) over (partition by d.staff_uid, d.week order by d.s0, d.shift_id
        rows between unbounded preceding and 1 preceding), 0) as week_before
    from daily_ot d
  ),
  seg as (
    select w.shift_id, w.source, w.staff_uid, w.business_id, w.day, w.week, w.s0, w.s1, w.break_s,
      w.worked::bigint as worked,
      (w.daily_ot + w.weekly_ot)::bigint as overtime,
      least(w.double_raw, w.daily_ot)::bigint as double,
      (w.worked - w.daily_ot - w.weekly_ot)::bigint as regular,
      case when exists (
        select 1 from centre_holidays h
        where h.business_id = w.business_id and h.date = w.day and h.statutory and not h.removed
      ) then w.worked else 0 end::bigint as holiday
    from (
      select wk.*,
        case when ${p.weeklySeconds}::bigint is null then 0::bigint
          else greatest(0, wk.week_before + (wk.worked - wk.daily_ot) - ${p.weeklySeconds}::bigint)
            - greatest(0, wk.week_before - ${p.weeklySeconds}::bigint) end as weekly_ot
      from weekly wk
    ) w
    cross join period pr
    where w.day between pr.from_d and pr.to_d
  )`;
}

export type Segment = {
  shiftId: string;
  source: 'punched' | 'edited';
  staffUid: string;
  businessId: string;
  day: string;
  startMs: number;
  endMs: number;
  breakSeconds: number;
  worked: number;
  regular: number;
  overtime: number;
  /** Seconds past the double-time threshold of the day: a part of overtime. */
  double: number;
  holiday: number;
};

export function toSegment(row: Record<string, unknown>): Segment {
  return {
    shiftId: String(row.shift_id),
    source: row.source === 'edited' ? 'edited' : 'punched',
    staffUid: String(row.staff_uid),
    businessId: String(row.business_id),
    day: String(row.day_text),
    startMs: Number(row.start_ms),
    endMs: Number(row.end_ms),
    breakSeconds: Number(row.break_s),
    worked: Number(row.worked),
    regular: Number(row.regular),
    overtime: Number(row.overtime),
    double: Number(row.double),
    holiday: Number(row.holiday),
  };
}

/** The columns `toSegment` reads, selected from `seg`. */
export const SEGMENT_COLUMNS = sql.raw(`seg.shift_id, seg.source, seg.staff_uid, seg.business_id,
  to_char(seg.day, 'YYYY-MM-DD') as day_text,
  floor(extract(epoch from seg.s0) * 1000)::float8 as start_ms,
  floor(extract(epoch from seg.s1) * 1000)::float8 as end_ms,
  seg.break_s::float8 as break_s, seg.worked::float8 as worked, seg.regular::float8 as regular,
  seg.overtime::float8 as overtime, seg.double::float8 as double, seg.holiday::float8 as holiday`);
