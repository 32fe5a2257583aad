import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { change, type Change, type SandboxContext } from '../context.ts';
import { invoices, subscriptions } from '../schema.ts';
import { sandboxNow } from '../settings.ts';
import { addBillingPeriod, toUnix } from '../time.ts';
import { invoiceAndCollect } from './billing.ts';
import { collectInvoice, dueRetry, refreshDues } from './dunning.ts';
import { lookupItemPrice } from './hosted-pages.ts';
import { findPaymentSource, paymentContent, subscriptionContent, type InvoiceRow } from './repo.ts';
import { save } from './subscriptions.ts';

export interface ScheduledAction {
  subscription_id: string;
  /**
   * `renewed`: renewed and paid; `renewed_payment_due`: renewed, the charge failed and dunning
   * started; `payment_collected` / `payment_retry_failed`: a dunning retry; `dunning_cancelled`:
   * the last retry failed and the subscription was cancelled; `cancelled`: a scheduled cancellation.
   */
  action:
    | 'renewed'
    | 'renewed_payment_due'
    | 'payment_collected'
    | 'payment_retry_failed'
    | 'dunning_cancelled'
    | 'cancelled';
  at: number;
  invoice_id?: string;
}

// A runaway advance (years over a monthly plan) still ends; the caller can advance again.
const MAX_ACTIONS = 5000;

/**
 * Runs every term end and dunning retry that is due at the current sandbox time, oldest first
 * across all subscriptions, each in its own transaction. Row locks (skip locked) let several
 * instances run this at once without doing anything twice.
 */
export async function runDueWork(ctx: SandboxContext): Promise<ScheduledAction[]> {
  const actions: ScheduledAction[] = [];
  while (actions.length < MAX_ACTIONS) {
    const action = await change(ctx, 'scheduled_job', async (c) => {
      const [due] = await c.tx
        .select()
        .from(subscriptions)
        .where(
          and(
            inArray(subscriptions.status, ['active', 'non_renewing']),
            lte(subscriptions.currentTermEnd, c.nowUnix),
          ),
        )
        .orderBy(asc(subscriptions.currentTermEnd), asc(subscriptions.id))
        .limit(1)
        .for('update', { skipLocked: true });
      const retry = await dueRetry(c);
      if (retry?.nextRetryAt != null && (!due || retry.nextRetryAt < due.currentTermEnd)) {
        // Undefined when another instance holds its subscription: the renewal may still be ours.
        const retried = await runRetry(c, retry, retry.nextRetryAt);
        if (retried) return retried;
      }
      if (!due) return undefined;
      const at = due.currentTermEnd;

      if (due.status === 'non_renewing') {
        const updated = await save(c, due.id, { status: 'cancelled', cancelledAt: at });
        await c.emit('subscription_cancelled', await subscriptionContent(c.tx, updated));
        return { subscription_id: due.id, action: 'cancelled', at } satisfies ScheduledAction;
      }

      const itemPrice = lookupItemPriceOrCurrent(ctx, due);
      const termEnd = addBillingPeriod(
        at,
        due.billingPeriodUnit,
        due.billingPeriod,
        due.activatedAt,
      );
      const source = await findPaymentSource(c.tx, due.paymentSourceId);
      const amount = due.unitPrice * due.quantity;
      const renewed = await save(c, due.id, { currentTermStart: at, currentTermEnd: termEnd });
      const { invoice, paid } = await invoiceAndCollect(
        { ...c, nowUnix: at },
        {
          customerId: due.customerId,
          subscriptionId: due.id,
          description: itemPrice.name,
          itemPrice: { id: due.itemPriceId, currency_code: due.currencyCode },
          quantity: due.quantity,
          unitAmount: due.unitPrice,
          amount,
          dateFrom: at,
          dateTo: termEnd,
          recurring: true,
        },
        source && !source.deleted ? source : undefined,
        { dunning: true },
      );
      if (paid) {
        await c.emit('subscription_renewed', await subscriptionContent(c.tx, renewed, invoice));
        await c.emit('payment_succeeded', await paymentContent(c.tx, invoice, renewed));
        return {
          subscription_id: due.id,
          action: 'renewed',
          at,
          invoice_id: invoice.id,
        } satisfies ScheduledAction;
      }
      // As Chargebee with auto collection on: the subscription renews and stays active with the
      // invoice payment_due (due_invoices_count, due_since, total_dues); dunning retries it.
      const withDues = await refreshDues({ ...c, nowUnix: at }, due.id);
      await c.emit('subscription_renewed', await subscriptionContent(c.tx, withDues, invoice));
      await c.emit('payment_failed', await paymentContent(c.tx, invoice, withDues));
      return {
        subscription_id: due.id,
        action: 'renewed_payment_due',
        at,
        invoice_id: invoice.id,
      } satisfies ScheduledAction;
    });
    if (!action) break;
    actions.push(action);
  }
  return actions;
}

/** One dunning retry, at its scheduled time; skipped (undefined) if another instance holds it. */
async function runRetry(
  c: Change,
  invoice: InvoiceRow,
  at: number,
): Promise<ScheduledAction | undefined> {
  const subscriptionId = invoice.subscriptionId;
  if (!subscriptionId)
    throw new Error('billing-sandbox: a payment_due invoice without subscription');
  const [subscription] = await c.tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .for('update', { skipLocked: true });
  if (!subscription) return undefined;
  const [fresh] = await c.tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoice.id), eq(invoices.status, 'payment_due')))
    .for('update');
  if (fresh?.nextRetryAt !== at) return undefined;
  const outcome = await collectInvoice({ ...c, nowUnix: at }, fresh, subscription, {
    countsAsRetry: true,
  });
  const action = (
    {
      collected: 'payment_collected',
      retry_failed: 'payment_retry_failed',
      dunning_exhausted: 'dunning_cancelled',
    } as const
  )[outcome];
  return { subscription_id: subscriptionId, action, at, invoice_id: invoice.id };
}

/** Renewals keep the price the subscription has even if the catalogue entry is gone. */
function lookupItemPriceOrCurrent(ctx: SandboxContext, due: { itemPriceId: string }) {
  try {
    return lookupItemPrice(ctx, due.itemPriceId, 'item_price_id');
  } catch {
    return { name: due.itemPriceId };
  }
}

export async function currentUnix(ctx: SandboxContext): Promise<number> {
  return toUnix(await sandboxNow(ctx.db, ctx.baseNow));
}

// Real time passes too (a demo left running over a billing date): API calls run due work, at most
// once a minute per instance, so reads never show a subscription past its term end for long.
const LAZY_RUN_INTERVAL_MS = 60_000;

export function createLazyDueWork(ctx: SandboxContext): () => Promise<void> {
  let lastRunMs = 0;
  let running: Promise<unknown> | undefined;
  return async () => {
    if (running) {
      await running;
      return;
    }
    if (Date.now() - lastRunMs < LAZY_RUN_INTERVAL_MS) return;
    lastRunMs = Date.now();
    running = runDueWork(ctx).finally(() => {
      running = undefined;
    });
    await running;
  };
}
