import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { PAID_ACCESS_STATUSES } from '@vh/contracts';
import type { Executor } from '../../db/client.ts';
import {
  billingCheckouts,
  billingEvents,
  businesses,
  profiles,
  subscriptions,
} from '../../db/schema/index.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;
export type CheckoutRow = typeof billingCheckouts.$inferSelect;

export async function insertCheckout(db: Executor, row: typeof billingCheckouts.$inferInsert) {
  await db.insert(billingCheckouts).values(row);
}

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
