import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-helpers.ts';
import { formatShiftAt } from '../../lib/dates.ts';
import { staleApproval } from './timesheets.repo.ts';

/**
 * The first approved week (its start date) of the person that one of the instants falls in, in the
 * centre's time zone: an edit touching it is refused. Approvals are matched by the days they cover,
 * so one made before the week start changed still locks its days.
 */
export async function lockedWeekAmong(
  tx: Transaction,
  staffUid: string,
  timeZone: string,
  instants: Date[],
): Promise<string | undefined> {
  const days = sql.join(
    instants.map((at) => sql`(${at.toISOString()}::timestamptz at time zone ${timeZone})::date`),
    sql`, `,
  );
  const [row] = rowsOf(
    await tx.execute(sql`select to_char(a.week_start, 'YYYY-MM-DD') as week
      from week_approvals a
      where a.staff_uid = ${staffUid}::uuid and a.unlocked_at is null and not ${staleApproval}
        and exists (select 1 from unnest(array[${days}]) as d
          where d between a.week_start and a.week_start + 6)
      order by a.week_start limit 1`),
  );
  return row ? String(row.week) : undefined;
}

/**
 * Another shift of the person (punched or edited, counting now) that the new parts would overlap,
 * described for the message; the shift being replaced does not count.
 */
export async function otherShiftOverlapping(
  tx: Transaction,
  ownerUid: string,
  staffUid: string,
  parts: { startedAt: Date; endedAt: Date }[],
  replacing: string | undefined,
  now: Date,
): Promise<string | undefined> {
  const ranges = sql.join(
    parts.map(
      (p) =>
        sql`tstzrange(${p.startedAt.toISOString()}::timestamptz, ${p.endedAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  // Shifts are at most two days long: nothing starting earlier can reach the new parts.
  const lo = new Date(Math.min(...parts.map((p) => p.startedAt.getTime())) - 3 * 86_400_000);
  const hi = new Date(Math.max(...parts.map((p) => p.endedAt.getTime())));
  const near = (column: string) =>
    sql`${sql.raw(column)} > ${lo.toISOString()}::timestamptz and ${sql.raw(column)} < ${hi.toISOString()}::timestamptz`;
  const [row] = rowsOf(
    await tx.execute(sql`with eff as (
      select s.id, s.business_id, s.started_at, coalesce(s.ended_at, ${now.toISOString()}::timestamptz) as ended_at
      from shifts s
      where s.staff_uid = ${staffUid}::uuid and s.owner_uid = ${ownerUid}::uuid
        and ${near('s.started_at')}
        and not exists (select 1 from time_edits x where x.supersedes_shift_id = s.id)
      union all
      select e.id, e.business_id, e.started_at, e.ended_at from time_edits e
      where e.staff_uid = ${staffUid}::uuid and e.owner_uid = ${ownerUid}::uuid
        and ${near('e.started_at')}
        and not exists (select 1 from time_edits x where x.supersedes_edit_id = e.id)
    )
    select floor(extract(epoch from eff.started_at) * 1000)::float8 as started_ms,
      floor(extract(epoch from eff.ended_at) * 1000)::float8 as ended_ms, b.time_zone
    from eff join businesses b on b.id = eff.business_id
    where eff.id is distinct from ${replacing ?? null}::uuid
      and tstzrange(eff.started_at, eff.ended_at) && any(array[${ranges}])
    order by eff.started_at limit 1`),
  );
  return row
    ? formatShiftAt(
        new Date(Number(row.started_ms)),
        new Date(Number(row.ended_ms)),
        String(row.time_zone),
      )
    : undefined;
}
