import { eq } from 'drizzle-orm';
import { ErrorCode, plans, type TPlanKey, planOf } from '@vh/contracts';
import type { Transaction } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  listCentresOfOwner,
  lockOwnerPlan,
  recordAuditEvent,
  updateCentreRow,
  type CentreRow,
} from '../businesses/businesses.repo.ts';

export type PlanChange = {
  ownerUid: string;
  plan: TPlanKey;
  /** Who made the change: the owner, or the owner's own uid for the provider's doings (renewals). */
  actorUid: string;
  /** The centres the owner chose to keep active on a smaller plan; otherwise the oldest stay. */
  keepIds?: string[] | undefined;
  at: Date;
};

/**
 * Brings the owner's account in line with a plan: the profile's plan, and which centres are
 * active. A smaller plan leaves the chosen (or the oldest) centres active and makes the rest
 * read-only; a bigger plan gives plan-suspended centres back, oldest first. Staff keep their
 * accounts either way (the plan's staff cap only stops new approvals). Nothing is deleted.
 * Call inside a transaction; the owner's profile row is locked so concurrent changes take turns.
 */
export async function applyPlan(tx: Transaction, change: PlanChange): Promise<void> {
  const { ownerUid, at } = change;
  const before = planOf(await lockOwnerPlan(tx, ownerUid));
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

  const centres = await listCentresOfOwner(tx, ownerUid);
  const keep = chooseActive(centres, plan.businessCentres, change.keepIds);
  for (const centre of centres) {
    const active = keep.has(centre.id);
    if (active && !centre.active) {
      await updateCentreRow(tx, centre.id, { active: true, planSuspendedAt: null });
      await audit(tx, change, centre, 'centre.restored_by_plan');
    } else if (!active && centre.active) {
      await updateCentreRow(tx, centre.id, { active: false, planSuspendedAt: at });
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
  if (keepIds) {
    const known = new Set(centres.map((centre) => centre.id));
    const unique = [...new Set(keepIds)];
    if (unique.some((id) => !known.has(id))) {
      throw new AppError(ErrorCode.NOT_FOUND, 'One of the centres to keep is not one of yours.');
    }
    if (limit !== null && unique.length > limit) {
      throw new AppError(
        ErrorCode.CHOOSE_CENTRES_TO_KEEP,
        `Choose at most ${limit} ${limit === 1 ? 'centre' : 'centres'} to keep active.`,
      );
    }
    // The owner's choice, plus anything else still active while there is room.
    const chosen = new Set(unique);
    for (const centre of active) {
      if (limit !== null && chosen.size >= limit) break;
      chosen.add(centre.id);
    }
    return chosen;
  }
  if (limit === null) {
    return new Set([...active, ...centres.filter(isPlanSuspended)].map((centre) => centre.id));
  }
  if (active.length >= limit) return new Set(active.slice(0, limit).map((centre) => centre.id));
  const room = limit - active.length;
  const restored = centres.filter(isPlanSuspended).slice(0, room);
  return new Set([...active, ...restored].map((centre) => centre.id));
}

const isPlanSuspended = (centre: CentreRow) => !centre.active && centre.planSuspendedAt !== null;

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
