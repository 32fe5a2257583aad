import { inArray } from 'drizzle-orm';
import {
  REVIEWS,
  type TReviewBatchRequest,
  type TReviewBatchResult,
  type TReviewOutcome,
} from '@vh/contracts';
import { punches } from '../../db/schema/index.ts';
import { employerOf, type Employer, type Me } from '../staff/staff-access.ts';
import type { TimeclockDeps } from './punch.service.ts';
import { recordDecisions, type Decision } from './review-decisions.ts';
import { needsReview } from './timeclock.dto.ts';
import type { PunchRow } from './timeclock.repo.ts';

/** Why an item of the batch is not decided, before anything is written; null when it may be. */
function refusal(employer: Employer, punch: PunchRow | undefined): TReviewOutcome | null {
  // Another business's punch, or one outside a manager's centres, is as absent as a made-up id.
  if (!punch || punch.ownerUid !== employer.ownerUid) return 'not_found';
  if (employer.centreIds && !employer.centreIds.includes(punch.businessId)) return 'not_found';
  // A manager's own punches are decided by someone else.
  if (punch.staffUid === employer.actorUid) return 'own_punch';
  if (!needsReview(punch)) return 'no_review_needed';
  return null;
}

/**
 * POST /api/timeclock/reviews/batch/: many decisions at once, each its own review and chain entry.
 * Every id is checked first; then the decisions commit REVIEWS.batchChunk at a time, one lock of
 * the business's chain head each, so a punch arriving meanwhile waits for one chunk, not the
 * batch. The answer is per punch. Should a chunk fail, the ones before it stand: the same batch
 * sent again answers them as before and decides the rest.
 */
export async function reviewBatch(
  deps: TimeclockDeps,
  me: Me,
  body: TReviewBatchRequest,
): Promise<TReviewBatchResult> {
  const employer = await employerOf(deps.db, me);
  const ids = body.items.map((item) => item.punch_id);
  const found = await deps.db.select().from(punches).where(inArray(punches.id, ids));
  const byId = new Map(found.map((punch) => [punch.id, punch]));
  const outcomes = new Map<string, TReviewOutcome>();
  const decisions: Decision[] = [];
  for (const item of body.items) {
    const punch = byId.get(item.punch_id);
    const refused = refusal(employer, punch);
    if (refused || !punch) outcomes.set(item.punch_id, refused ?? 'not_found');
    else decisions.push({ punch, decision: item.decision, reason: item.reason });
  }
  for (let start = 0; start < decisions.length; start += REVIEWS.batchChunk) {
    // The embedded database runs in this thread: without a turn of the event loop between chunks,
    // a punch arriving meanwhile would not even be read before the whole batch was done.
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    const chunk = decisions.slice(start, start + REVIEWS.batchChunk);
    const now = deps.now();
    const recorded = await deps.db.transaction((tx) => recordDecisions(tx, employer, chunk, now));
    for (const d of chunk) {
      const outcome = recorded.get(d.punch.id);
      outcomes.set(d.punch.id, outcome === 'already_reviewed' ? outcome : d.decision);
    }
  }
  return {
    results: body.items.map((item) => ({
      punch_id: item.punch_id,
      outcome: outcomes.get(item.punch_id) ?? 'not_found',
    })),
  };
}
