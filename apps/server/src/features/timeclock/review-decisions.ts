// Recording decisions on flagged punches: the one write path of a single review and of a batch.
import { inArray } from 'drizzle-orm';
import type { TReviewDecision } from '@vh/contracts';
import type { Transaction } from '../../db/client.ts';
import { punchReviews } from '../../db/schema/index.ts';
import { bindReview } from '../audit/audit-bindings.ts';
import { appendAllAfter, lockChainHead } from '../audit/audit-chain.ts';
import type { Employer } from '../staff/staff-access.ts';
import type { PunchRow } from './timeclock.repo.ts';

export type Decision = {
  punch: Pick<PunchRow, 'id' | 'staffUid' | 'ownerUid'>;
  decision: TReviewDecision;
  /** Already through the shared text rules (ZReviewRequest). */
  reason: string;
};

/**
 * `recorded`: written now. `same`: this reviewer recorded this decision with this reason before
 * (a request sent twice), so it stands and nothing is written again. `already_reviewed`: another
 * decision was recorded first, and stands.
 */
export type DecisionOutcome = 'recorded' | 'same' | 'already_reviewed';

/**
 * Records decisions on punches of the employer's business, already checked to be in reach and to
 * need review, inside the caller's transaction: a review row and a chain entry each. The chain
 * head is locked first, as every writer of the business's chain does, so concurrent decisions on
 * one punch take turns and the second finds the first; then the rows go in one statement, and the
 * entries in one more. The head stays locked until the caller's transaction ends.
 */
export async function recordDecisions(
  tx: Transaction,
  employer: Employer,
  decisions: Decision[],
  now: Date,
): Promise<Map<string, DecisionOutcome>> {
  const outcomes = new Map<string, DecisionOutcome>();
  if (decisions.length === 0) return outcomes;
  const head = await lockChainHead(tx, employer.ownerUid);
  const written = await tx
    .insert(punchReviews)
    .values(
      decisions.map((d) => ({
        punchId: d.punch.id,
        decision: d.decision,
        reason: d.reason,
        reviewerUid: employer.actorUid,
        reviewedAt: now,
      })),
    )
    .onConflictDoNothing({ target: punchReviews.punchId })
    .returning({ punchId: punchReviews.punchId });
  const recorded = new Set(written.map((row) => row.punchId));
  const earlier = decisions.filter((d) => !recorded.has(d.punch.id));
  const existing =
    earlier.length === 0
      ? []
      : await tx
          .select()
          .from(punchReviews)
          .where(
            inArray(
              punchReviews.punchId,
              earlier.map((d) => d.punch.id),
            ),
          );
  const before = new Map(existing.map((row) => [row.punchId, row]));
  for (const d of decisions) {
    if (recorded.has(d.punch.id)) {
      outcomes.set(d.punch.id, 'recorded');
      continue;
    }
    const row = before.get(d.punch.id);
    const same =
      row?.decision === d.decision &&
      row.reason === d.reason &&
      row.reviewerUid === employer.actorUid;
    outcomes.set(d.punch.id, same ? 'same' : 'already_reviewed');
  }
  await appendAllAfter(
    tx,
    head,
    decisions
      .filter((d) => recorded.has(d.punch.id))
      .map((d) => ({
        ownerUid: employer.ownerUid,
        actorUid: employer.actorUid,
        action: `punch.review.${d.decision}`,
        subject: `punch:${d.punch.id}`,
        data: {
          staff_uid: d.punch.staffUid,
          decision: d.decision,
          reason: d.reason,
          // The row it wrote, so a review changed or added behind the product's back shows.
          bound: [
            bindReview({
              punchId: d.punch.id,
              decision: d.decision,
              reason: d.reason,
              reviewerUid: employer.actorUid,
              reviewedAt: now,
            }),
          ],
        },
        at: now,
      })),
  );
  return outcomes;
}
