import { eq } from 'drizzle-orm';
import { ErrorCode, plans, type TPlanKey, planOf } from '@vh/contracts';
import type { Executor, Transaction } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  findCentres,
  lockOwnerPlan,
  recordAuditEvent,
  updateCentreRow,
  type CentreRow,
} from '../businesses/businesses.repo.ts';
import { settleInviteCodeFor } from '../businesses/businesses.service.ts';
import { lockCentresOfOwner, takePlanChangeRequest } from './subscriptions.repo.ts';

export type PlanChange = {
  ownerUid: string;
  /** The plan billing says the owner has: free, basic or pro. */
  plan: TPlanKey;
  /** Who made the change: the owner, or the owner's own uid for the provider's doings (renewals). */
  actorUid: string;
  at: Date;
};

/** The plans billing decides; Enterprise is agreed with sales and set by hand, never by a sync. */
const BILLED: readonly TPlanKey[] = ['free', 'basic', 'pro'];

/**
 * Checks a downgrade's centres to keep before anything is charged: the owner's own centres, and
 * no more than the plan allows.
 */
export async function checkCentresToKeep(
  db: Executor,
  ownerUid: string,
  plan: TPlanKey,
  keepIds: string[],
): Promise<string[]> {
  const unique = [...new Set(keepIds)];
  const found = await findCentres(db, unique);
  if (found.length !== unique.length || found.some((centre) => centre.ownerUid !== ownerUid)) {
    throw new AppError(ErrorCode.NOT_FOUND, 'errors.subscriptions.keepNotYours');
  }
  const limit = plans[plan].businessCentres;
  if (unique.length === 0 || (limit !== null && unique.length > limit)) {
    const name = plans[plan].name;
    throw limit === null
      ? new AppError(
          ErrorCode.CHOOSE_CENTRES_TO_KEEP,
          'errors.subscriptions.chooseAnyCentresToKeep',
          {
            values: { plan: name },
          },
        )
      : new AppError(ErrorCode.CHOOSE_CENTRES_TO_KEEP, 'errors.subscriptions.chooseCentresToKeep', {
          values: { plan: name, limit },
        });
  }
  return unique;
}

/**
 * Brings the owner's account in line with the plan billing reports: the profile's plan, and which
 * centres are active. A smaller plan leaves the owner's saved choice (or the oldest centres)
 * active and makes the rest read-only; a bigger plan gives plan-suspended centres back, oldest
 * first. Staff keep their accounts either way (the plan's staff cap only stops new approvals).
 * Nothing is deleted. Locks the owner, then the owner's centres, then (through the audit log)
 * the chain head: the same order as every other centre change, so none of them deadlock.
 */
export async function applyPlan(tx: Transaction, change: PlanChange): Promise<void> {
  const { ownerUid, at } = change;
  const before = planOf(await lockOwnerPlan(tx, ownerUid));
  if (!BILLED.includes(before.key) || !BILLED.includes(change.plan)) return;
  const centres = await lockCentresOfOwner(tx, ownerUid);
  const keepIds = await takePlanChangeRequest(tx, ownerUid, change.plan);
  const plan = plans[change.plan];
  if (before.key !== plan.key) {
    await tx.update(profiles).set({ plan: plan.name }).where(eq(profiles.uid, ownerUid));
    await recordAuditEvent(tx, {
      ownerUid,
      actorUid: change.actorUid,
      action: 'plan.changed',
      subject: `owner:${ownerUid}`,
      data: { from: before.key, to: plan.key },
      at,
    });
  }

  const keep = chooseActive(centres, plan.businessCentres, keepIds);
  for (const centre of centres) {
    const active = keep.has(centre.id);
    if (active && !centre.active) {
      await updateCentreRow(tx, centre.id, { active: true, planSuspendedAt: null });
      await settleInviteCodeFor(tx, centre.id, true, at);
      await audit(tx, change, centre, 'centre.restored_by_plan');
    } else if (!active && centre.active) {
      await updateCentreRow(tx, centre.id, { active: false, planSuspendedAt: at });
      // Read-only counts as closed for the code: it dies now, and a new one comes back.
      await settleInviteCodeFor(tx, centre.id, false, at);
      await audit(tx, change, centre, 'centre.suspended_by_plan');
    }
  }
}

/** The centres that are active after the change. */
function chooseActive(
  centres: CentreRow[],
  limit: number | null,
  keepIds: string[] | undefined,
): Set<string> {
  const active = centres.filter((centre) => centre.active);
  const suspended = centres.filter((centre) => !centre.active && centre.planSuspendedAt !== null);
  const known = new Set(centres.map((centre) => centre.id));
  // The owner's choice first (checked when it was made; a centre gone since is skipped), then
  // what is active, then what a smaller plan suspended, while there is room.
  const order = [
    ...centres.filter((centre) => keepIds?.includes(centre.id) && known.has(centre.id)),
    ...active,
    ...suspended,
  ];
  const chosen = new Set<string>();
  for (const centre of order) {
    if (limit !== null && chosen.size >= limit) break;
    // A centre the owner closed stays closed unless they chose it.
    if (!centre.active && centre.planSuspendedAt === null && !keepIds?.includes(centre.id))
      continue;
    chosen.add(centre.id);
  }
  return chosen;
}

function audit(tx: Transaction, change: PlanChange, centre: CentreRow, action: string) {
  return recordAuditEvent(tx, {
    ownerUid: change.ownerUid,
    actorUid: change.actorUid,
    action,
    subject: `centre:${centre.id}`,
    data: { plan: change.plan },
    at: change.at,
  });
}
