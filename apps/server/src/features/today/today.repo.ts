import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inList, rowsOf } from '../../db/sql-helpers.ts';

export type WaitingCounts = { review: number; corrections: number; approvals: number };

/**
 * What waits for the caller at these centres, in one statement of three counts, each on its own
 * partial index (flagged punches, open corrections) or the owner's employments. The predicates are
 * the queues' own: a flagged punch nobody decided on (the review queue), an open request (the
 * corrections list), an enabled person still pending (the staff list's 'pending'). The caller's
 * own punches and requests are never theirs to decide, so they are not counted.
 */
export async function waitingCounts(
  db: Executor,
  ownerUid: string,
  actorUid: string,
  centreIds: string[],
): Promise<WaitingCounts> {
  const [row] = rowsOf(
    await db.execute(sql`select
      (select count(*) from punches pu
        where pu.owner_uid = ${ownerUid}::uuid
          and (pu.verdict <> 'inside' or pu.reasons <> '[]'::jsonb)
          and not exists (select 1 from punch_reviews rv where rv.punch_id = pu.id)
          and ${inList(sql`pu.business_id`, centreIds)}
          and pu.staff_uid <> ${actorUid}::uuid)::int as review,
      (select count(*) from correction_requests cr
        where cr.owner_uid = ${ownerUid}::uuid and cr.status = 'open'
          and ${inList(sql`cr.business_id`, centreIds)}
          and cr.staff_uid <> ${actorUid}::uuid)::int as corrections,
      (select count(*) from employments em join profiles pr on pr.uid = em.staff_uid
        where em.owner_uid = ${ownerUid}::uuid and pr.pending_approval and pr.active
          and exists (select 1 from assignments a
            where a.staff_uid = em.staff_uid and ${inList(sql`a.business_id`, centreIds)}))::int
        as approvals`),
  );
  return {
    review: Number(row?.review ?? 0),
    corrections: Number(row?.corrections ?? 0),
    approvals: Number(row?.approvals ?? 0),
  };
}
