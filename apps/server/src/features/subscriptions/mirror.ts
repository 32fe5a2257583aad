import type { Card, Customer, Subscription } from 'chargebee';
import {
  planKeyOfItemPrice,
  ZSubscriptionStatus,
  type TPaymentSummary,
  type TSubscriptionStatus,
} from '@vh/contracts';
import type { NewSubscriptionRow } from './subscriptions.repo.ts';

/** What the provider says about a subscription in one answer (retrieve, cancel, change…). */
export type Snapshot = { subscription: Subscription; customer?: Customer; card?: Card };

const time = (seconds: number | undefined) =>
  seconds === undefined ? null : new Date(seconds * 1000);

/** The plan item of the subscription (we sell one item per subscription). */
export function planItemOf(subscription: Subscription) {
  return (subscription.subscription_items ?? []).find(
    (item) => planKeyOfItemPrice(item.item_price_id) !== undefined,
  );
}

export function statusOf(subscription: Subscription): TSubscriptionStatus {
  const parsed = ZSubscriptionStatus.safeParse(subscription.status);
  // A status newer than our list gives no paid access until we know what it means.
  return parsed.success ? parsed.data : 'paused';
}

export function paymentOf(
  snapshot: Snapshot,
  paypalEmail: string | null,
  lastPayment: number | null,
): TPaymentSummary | null {
  const { card, customer } = snapshot;
  if (card) {
    return {
      payment_type: 'card',
      card_last4: card.last4,
      card_brand: card.card_type ?? null,
      card_funding_type: card.funding_type,
      card_expiry_year: card.expiry_year,
      card_expiry_month: card.expiry_month,
      paypal_email: null,
      txn_amount: lastPayment,
    };
  }
  const method = customer?.payment_method;
  if (!method) return null;
  return {
    payment_type: method.type,
    card_last4: null,
    card_brand: null,
    card_funding_type: null,
    card_expiry_year: null,
    card_expiry_month: null,
    paypal_email: paypalEmail,
    txn_amount: lastPayment,
  };
}

/**
 * Dunning: the provider keeps the subscription active while it retries an unpaid renewal, and says
 * so with due_invoices_count, due_since and total_dues. Null times mean none are due.
 */
export function duesOf(subscription: Subscription): { since: Date | null; amount: number | null } {
  if (!subscription.due_invoices_count || subscription.due_invoices_count <= 0) {
    return { since: null, amount: null };
  }
  return {
    since: time(subscription.due_since ?? subscription.current_term_start),
    amount: subscription.total_dues ?? null,
  };
}

export function mirrorRow(
  ownerUid: string,
  snapshot: Snapshot,
  payment: TPaymentSummary | null,
): NewSubscriptionRow {
  const { subscription } = snapshot;
  const item = planItemOf(subscription);
  const dues = duesOf(subscription);
  return {
    subscriptionId: subscription.id,
    ownerUid,
    customerId: subscription.customer_id,
    itemPriceId: item?.item_price_id ?? '',
    status: statusOf(subscription),
    currentTermStart: time(subscription.current_term_start),
    currentTermEnd: time(subscription.current_term_end),
    nextBillingAt: time(subscription.next_billing_at),
    startedAt: time(subscription.started_at ?? subscription.created_at),
    cancelledAt: time(subscription.cancelled_at),
    amount: item?.unit_price ?? item?.amount ?? null,
    currencyCode: subscription.currency_code,
    payment,
    paymentDueSince: dues.since,
    paymentDueAmount: dues.since ? dues.amount : null,
    resourceVersion: subscription.resource_version ?? Date.now(),
  };
}
