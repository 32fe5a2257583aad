import { and, asc, inArray, lte } from 'drizzle-orm';
import { change, type SandboxContext } from '../context.ts';
import { subscriptions } from '../schema.ts';
import { sandboxNow } from '../settings.ts';
import { addBillingPeriod, toUnix } from '../time.ts';
import { invoiceAndCollect } from './billing.ts';
import { lookupItemPrice } from './hosted-pages.ts';
import { findPaymentSource, paymentContent, subscriptionContent } from './repo.ts';
import { save } from './subscriptions.ts';

export interface ScheduledAction {
  subscription_id: string;
  action: 'renewed' | 'payment_failed_cancelled' | 'cancelled';
  at: number;
  invoice_id?: string;
}

// A runaway advance (years over a monthly plan) still ends; the caller can advance again.
const MAX_ACTIONS = 5000;

/**
 * Runs every term end that is due at the current sandbox time, oldest first across all
 * subscriptions, each in its own transaction. Row locks (skip locked) let several instances run
 * this at once without doing anything twice.
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
      // The sandbox has no dunning: an unpaid renewal cancels the subscription at once.
      await c.emit('payment_failed', await paymentContent(c.tx, invoice, renewed));
      const cancelled = await save(c, due.id, {
        status: 'cancelled',
        currentTermEnd: at,
        cancelledAt: at,
        cancelReason: 'not_paid',
      });
      await c.emit('subscription_cancelled', await subscriptionContent(c.tx, cancelled, invoice));
      return {
        subscription_id: due.id,
        action: 'payment_failed_cancelled',
        at,
        invoice_id: invoice.id,
      } satisfies ScheduledAction;
    });
    if (!action) break;
    actions.push(action);
  }
  return actions;
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
