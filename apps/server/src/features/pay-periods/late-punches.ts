import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inList, rowsOf, textOf } from '../../db/sql-helpers.ts';

/**
 * For each live closed period of the employer starting within `starts` (the periods a screen
 * shows: never every closing of the business's history), the punches received after it was closed whose
 * time of record falls on one of its days (in their centre's zone): punches kept on a phone
 * without signal and delivered late. They count in no closed total; the owner is told how many.
 * Keyed by the period's first day; a period with none is absent.
 */
export async function latePunchCounts(
  db: Executor,
  ownerUid: string,
  businessIds: string[] | undefined,
  starts: { from: string; to: string },
): Promise<Map<string, number>> {
  const rows = rowsOf(
    await db.execute(sql`select to_char(c.period_start, 'YYYY-MM-DD') as start, count(*)::int as n
      from pay_period_closures c
      -- By the shifts that may hold the period's punches, as the hours find them (the index on
      -- the employer's shifts by start), then each shift's punches.
      join shifts s on s.owner_uid = c.owner_uid
        and s.started_at >= (c.period_start - 3)::timestamp at time zone 'UTC'
        and s.started_at < (c.period_end + 2)::timestamp at time zone 'UTC'
      join punches p on p.shift_id = s.id and p.received_at > c.closed_at
      join businesses b on b.id = p.business_id
      where c.owner_uid = ${ownerUid}::uuid and c.reopened_at is null
        and c.period_start between ${starts.from}::date and ${starts.to}::date
        and (p.server_at at time zone b.time_zone)::date between c.period_start and c.period_end
        and ${inList(sql`p.business_id`, businessIds)}
      group by c.period_start`),
  );
  return new Map(rows.map((r) => [textOf(r.start), Number(r.n)]));
}
