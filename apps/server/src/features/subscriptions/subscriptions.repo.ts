import { and, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { PAID_ACCESS_STATUSES } from '@vh/contracts';
import type { Database, Executor } from '../../db/client.ts';
import {
  billingCheckouts,
  billingEvents,
  businesses,
  planChangeRequests,
  profiles,
  subscriptions,
} from '../../db/schema/index.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;
export type CheckoutRow = typeof billingCheckouts.$inferSelect;

export async function findCheckout(
  db: Executor,
  subscriptionId: string,
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(billingCheckouts)
    .where(eq(billingCheckouts.subscriptionId, subscriptionId));
  return row;
}

/** Whose subscription this is: the checkout that preassigned its id, or the mirror's owner. */
export async function ownerOfSubscription(
  db: Executor,
  subscriptionId: string,
): Promise<string | undefined> {
  const checkout = await findCheckout(db, subscriptionId);
  if (checkout) return checkout.ownerUid;
  const [row] = await db
    .select({ ownerUid: subscriptions.ownerUid })
    .from(subscriptions)
    .where(eq(subscriptions.subscriptionId, subscriptionId));
  return row?.ownerUid;
}

/** An owner's profile by the billing customer id (we create customers with the owner's uid). */
export async function ownerWithUid(db: Executor, uid: string): Promise<string | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(uid)) return undefined;
  const [row] = await db
    .select({ uid: profiles.uid })
    .from(profiles)
    .where(and(eq(profiles.uid, uid), eq(profiles.role, 'OWNER')));
  return row?.uid;
}

/**
 * Stores the provider's copy unless the one we hold is newer: webhooks arrive out of order and a
 * re-fetch can race another, so the resource version decides, not arrival.
 */
export async function saveMirror(db: Executor, row: NewSubscriptionRow): Promise<void> {
  const changes: Partial<NewSubscriptionRow> = { ...row };
  delete changes.subscriptionId;
  await db
    .insert(subscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: subscriptions.subscriptionId,
      set: { ...changes, updatedAt: sql`now()` },
      setWhere: sql`${subscriptions.resourceVersion} <= ${row.resourceVersion}`,
    });
}

/** The owner's current subscription: one with paid access first, else the latest started. */
export async function currentSubscription(
  db: Executor,
  ownerUid: string,
): Promise<SubscriptionRow | undefined> {
  const paid = inArray(subscriptions.status, [...PAID_ACCESS_STATUSES]);
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.ownerUid, ownerUid))
    .orderBy(
      desc(sql`(${paid})`),
      sql`${subscriptions.startedAt} desc nulls last`,
      desc(subscriptions.updatedAt),
    )
    .limit(1);
  return row;
}

export async function eventSeen(db: Executor, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: billingEvents.eventId })
    .from(billingEvents)
    .where(eq(billingEvents.eventId, eventId));
  return row !== undefined;
}

export async function recordEvent(db: Executor, eventId: string, eventType: string) {
  await db.insert(billingEvents).values({ eventId, eventType }).onConflictDoNothing();
}

/** Centres a plan change made read-only, which a bigger plan gives back. */
export async function planSuspendedCentreIds(db: Executor, ownerUid: string): Promise<string[]> {
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(
      and(
        eq(businesses.ownerUid, ownerUid),
        eq(businesses.active, false),
        isNotNull(businesses.planSuspendedAt),
      ),
    )
    .orderBy(businesses.createdAt, businesses.id);
  return rows.map((row) => row.id);
}

export async function savePlanChangeRequest(
  db: Executor,
  request: { ownerUid: string; plan: string; keepIds: string[] },
) {
  await db
    .insert(planChangeRequests)
    .values(request)
    .onConflictDoUpdate({
      target: planChangeRequests.ownerUid,
      set: { plan: request.plan, keepIds: request.keepIds, createdAt: sql`now()` },
    });
}

/** The owner's saved choice for `plan`, removed as it is taken; undefined when there is none. */
export async function takePlanChangeRequest(
  db: Executor,
  ownerUid: string,
  plan: string,
): Promise<string[] | undefined> {
  const [row] = await db
    .delete(planChangeRequests)
    .where(and(eq(planChangeRequests.ownerUid, ownerUid), eq(planChangeRequests.plan, plan)))
    .returning({ keepIds: planChangeRequests.keepIds });
  return row?.keepIds;
}

export async function dropPlanChangeRequest(db: Executor, ownerUid: string) {
  await db.delete(planChangeRequests).where(eq(planChangeRequests.ownerUid, ownerUid));
}

/** The owner's centres, locked until the transaction ends, oldest first. */
export function lockCentresOfOwner(db: Executor, ownerUid: string) {
  return db
    .select()
    .from(businesses)
    .where(eq(businesses.ownerUid, ownerUid))
    .orderBy(businesses.createdAt, businesses.id)
    .for('update');
}

/** How long a hosted checkout stays payable (Chargebee: 3 hours). */
const CHECKOUT_OPEN_MS = 3 * 60 * 60 * 1000;

/**
 * The subscription id for a new checkout. Every checkout the owner has open shares one id, so at
 * most one of them can ever be paid (the provider refuses a second subscription with the same
 * id): two tabs, or a Basic page and then a Pro page, never make two subscriptions.
 */
export async function reserveSubscriptionId(
  db: Database,
  ownerUid: string,
  freshId: () => string,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx
      .select({ uid: profiles.uid })
      .from(profiles)
      .where(eq(profiles.uid, ownerUid))
      .for('update');
    const [open] = await tx
      .select({ id: billingCheckouts.subscriptionId })
      .from(billingCheckouts)
      .leftJoin(subscriptions, eq(subscriptions.subscriptionId, billingCheckouts.subscriptionId))
      .where(
        and(
          eq(billingCheckouts.ownerUid, ownerUid),
          isNull(subscriptions.subscriptionId),
          gt(billingCheckouts.createdAt, new Date(now.getTime() - CHECKOUT_OPEN_MS)),
        ),
      )
      .orderBy(desc(billingCheckouts.createdAt))
      .limit(1);
    if (open) return open.id;
    const id = freshId();
    await tx
      .insert(billingCheckouts)
      .values({ subscriptionId: id, ownerUid, hostedPageId: '', itemPriceId: '' });
    return id;
  });
}

/** The page now open for the reserved id; its three hours start now. */
export async function recordHostedPage(
  db: Executor,
  subscriptionId: string,
  hostedPageId: string,
  itemPriceId: string,
) {
  await db
    .update(billingCheckouts)
    .set({ hostedPageId, itemPriceId, createdAt: sql`now()` })
    .where(eq(billingCheckouts.subscriptionId, subscriptionId));
}

/** The provider no longer has this subscription: kept, as ended, so no paid access is left. */
export async function markEnded(db: Executor, subscriptionId: string, at: Date) {
  await db
    .update(subscriptions)
    .set({
      status: 'cancelled',
      cancelledAt: sql`coalesce(${subscriptions.cancelledAt}, ${at.toISOString()}::timestamptz)`,
      nextBillingAt: null,
      resourceVersion: sql`${subscriptions.resourceVersion} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(subscriptions.subscriptionId, subscriptionId));
}

export async function releaseReservation(db: Executor, subscriptionId: string) {
  await db
    .delete(billingCheckouts)
    .where(
      and(
        eq(billingCheckouts.subscriptionId, subscriptionId),
        eq(billingCheckouts.hostedPageId, ''),
      ),
    );
}
