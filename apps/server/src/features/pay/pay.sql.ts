import { sql, type SQL } from 'drizzle-orm';
import { inList } from '../../db/sql-helpers.ts';
import { hoursCte, type HoursParams } from '../timesheets/hours.sql.ts';

/** The premiums as whole percent of the rate (150 = 1.5×), defaults applied. */
export type Premiums = { overtimePct: number; doublePct: number; holidayPct: number };

export type PayParams = HoursParams & {
  /** Centres whose hours are paid here (overtime still counts all of a person's centres). */
  businessIds: string[] | undefined;
  premiums: Premiums;
};

/** A regular second is paid at the rate itself. */
const REGULAR_PCT = 100;

/**
 * Paid seconds by (person, type, rate, multiplier), and the same per centre and per day, in one
 * scan of the classified segments (GROUPING SETS). Each segment's seconds are split into regular,
 * overtime (less its double-time part) and double time; on a statutory holiday each second is paid
 * once at the higher of its own multiplier and the holiday's, as a holiday line when the holiday's
 * is the higher or equal. A day's rate is the person's latest rate effective on or before that
 * local day; seconds with no rate come out with a null rate. Rounding happens per line, in
 * TypeScript (money.ts), never here.
 */
export function payLinesQuery(p: PayParams): SQL {
  const { overtimePct, doublePct, holidayPct } = p.premiums;
  return sql`with ${hoursCte(p)},
  rated as (
    select seg.staff_uid, seg.business_id, seg.day, seg.holiday > 0 as on_holiday,
      seg.regular, seg.overtime - seg.double as overtime, seg.double as doubled,
      (select r.cents_per_hour from pay_rates r
        where r.owner_uid = ${p.ownerUid}::uuid and r.staff_uid = seg.staff_uid
          and r.effective_from <= seg.day
        order by r.effective_from desc limit 1) as rate
    from seg
    where ${inList(sql`seg.business_id`, p.businessIds)}
  ),
  parts as (
    select x.staff_uid, x.business_id, x.day, x.rate, v.seconds,
      case when x.on_holiday and ${holidayPct}::int >= v.pct then 'holiday' else v.type end as type,
      case when x.on_holiday then greatest(v.pct, ${holidayPct}::int) else v.pct end as pct
    from rated x
    cross join lateral (values
      ('regular'::text, x.regular, ${REGULAR_PCT}::int),
      ('overtime'::text, x.overtime, ${overtimePct}::int),
      ('double_time'::text, x.doubled, ${doublePct}::int)
    ) as v(type, seconds, pct)
    where v.seconds > 0
  )
  select grouping(parts.business_id)::int as g_centre, grouping(parts.day)::int as g_day,
    parts.staff_uid, parts.business_id, to_char(parts.day, 'YYYY-MM-DD') as day_text,
    parts.type, parts.rate, parts.pct, sum(parts.seconds)::float8 as seconds
  from parts
  group by grouping sets (
    (parts.staff_uid, parts.type, parts.rate, parts.pct),
    (parts.business_id, parts.staff_uid, parts.type, parts.rate, parts.pct),
    (parts.day, parts.staff_uid, parts.type, parts.rate, parts.pct)
  )`;
}
