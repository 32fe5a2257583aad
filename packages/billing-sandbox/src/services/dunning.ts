import { and, asc, eq, inArray, lte, count, min, sum } from 'drizzle-orm';
import type { Change } from '../context.ts';
import { nextRetryAt } from '../dunning-schedule.ts';
import { invoices } from '../schema.ts';
import { approves, cardTransaction } from './billing.ts';
import {
  findPaymentSource,
  paymentContent,
  subscriptionContent,
  type InvoiceRow,
  type SubscriptionRow,
} from './repo.ts';
import { save } from './subscriptions.ts';

const UNPAID = ['payment_due', 'not_paid'] as const;

/** Keeps a subscription's due_invoices_count, due_since and total_dues in step with its invoices. */
export async function refreshDues(c: Change, subscriptionId: string): Promise<SubscriptionRow> {
  const [dues] = await c.tx
    .select({ count: count(), since: min(invoices.date), total: sum(invoices.amountDue) })
    .from(invoices)
    .where(and(eq(invoices.subscriptionId, subscriptionId), inArray(invoices.status, [...UNPAID])));
  return save(c, subscriptionId, {
    dueInvoicesCount: dues?.count ?? 0,
    dueSince: dues?.since ?? null,
    totalDues: Number(dues?.total ?? 0),
  });
}

/** The oldest `payment_due` invoice whose retry is due by `nowUnix`. */
export async function dueRetry(c: Change): Promise<InvoiceRow | undefined> {
  const [row] = await c.tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.status, 'payment_due'), lte(invoices.nextRetryAt, c.nowUnix)))
    .orderBy(asc(invoices.nextRetryAt), asc(invoices.seq))
    .limit(1);
  return row;
}

export type CollectOutcome = 'collected' | 'retry_failed' | 'dunning_exhausted';

/**
 * Charges an unpaid invoice again on the subscription's card: a dunning retry, or the attempt
 * Chargebee makes when the customer adds a card. Paid: `payment_succeeded` and the dues clear.
 * Declined: `payment_failed`, then the next retry; after the last one the invoice is `not_paid` and
 * a live subscription is cancelled for non-payment (`subscription_cancelled`).
 */
export async function collectInvoice(
  c: Change,
  invoice: InvoiceRow,
  subscription: SubscriptionRow,
  options: { countsAsRetry: boolean },
): Promise<CollectOutcome> {
  const source = await findPaymentSource(c.tx, subscription.paymentSourceId);
  const paid = approves(source);
  const transaction = source
    ? cardTransaction(c, source, invoice.amountDue, paid)
    : invoice.transaction;
  if (paid) {
    const [updated] = await c.tx
      .update(invoices)
      .set({
        status: 'paid',
        amountPaid: invoice.amountPaid + invoice.amountDue,
        amountDue: 0,
        paidAt: c.nowUnix,
        transaction,
        nextRetryAt: null,
        updatedAt: c.nowUnix,
        resourceVersion: c.version,
      })
      .where(eq(invoices.id, invoice.id))
      .returning();
    if (!updated) throw new Error('billing-sandbox: invoice vanished while collecting it');
    const current = await refreshDues(c, subscription.id);
    await c.emit('payment_succeeded', await paymentContent(c.tx, updated, current));
    return 'collected';
  }
  const failedAttempts = invoice.failedAttempts + (options.countsAsRetry ? 1 : 0);
  const next = options.countsAsRetry
    ? nextRetryAt(invoice.date, failedAttempts)
    : (invoice.nextRetryAt ?? undefined);
  const [updated] = await c.tx
    .update(invoices)
    .set({
      status: next === undefined ? 'not_paid' : 'payment_due',
      transaction,
      failedAttempts,
      nextRetryAt: next ?? null,
      updatedAt: c.nowUnix,
      resourceVersion: c.version,
    })
    .where(eq(invoices.id, invoice.id))
    .returning();
  if (!updated) throw new Error('billing-sandbox: invoice vanished while collecting it');
  let current = await refreshDues(c, subscription.id);
  await c.emit('payment_failed', await paymentContent(c.tx, updated, current));
  if (next !== undefined) return 'retry_failed';
  if (current.status !== 'cancelled') {
    current = await save(c, subscription.id, {
      status: 'cancelled',
      cancelledAt: c.nowUnix,
      currentTermEnd: Math.max(current.currentTermStart, c.nowUnix),
      cancelReason: 'not_paid',
    });
    await c.emit('subscription_cancelled', await subscriptionContent(c.tx, current, updated));
  }
  return 'dunning_exhausted';
}

/** Every `payment_due` invoice of the customer's subscriptions, oldest first. */
export async function dueInvoicesOfCustomer(c: Change, customerId: string) {
  return c.tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.customerId, customerId), eq(invoices.status, 'payment_due')))
    .orderBy(asc(invoices.date), asc(invoices.seq))
    .for('update');
}
