import { eq } from 'drizzle-orm';
import { change, type Change, type SandboxContext } from '../context.ts';
import { invalidState, paramWrongValue, unsupported } from '../errors.ts';
import { optionalBoolean, optionalString, type Params } from '../params.ts';
import { subscriptions } from '../schema.ts';
import type { Json } from '../serialize.ts';
import { addBillingPeriod } from '../time.ts';
import { invoiceAndCollect } from './billing.ts';
import { declined, lookupItemPrice, rejectUnknown, singleItem } from './hosted-pages.ts';
import {
  findPaymentSource,
  paymentContent,
  requireSubscription,
  subscriptionContent,
  type SubscriptionRow,
} from './repo.ts';

export async function retrieveSubscription(ctx: SandboxContext, id: string): Promise<Json> {
  return subscriptionContent(ctx.db, await requireSubscription(ctx.db, id));
}

/**
 * Changes the plan at once. An upgrade is charged now for the rest of the term, prorated by the
 * second; a downgrade takes effect without a credit (the sandbox issues no credit notes).
 */
export async function updateForItems(ctx: SandboxContext, id: string, body: Params): Promise<Json> {
  rejectUnknown(body, new Set(['subscription_items', 'replace_items_list', 'end_of_term']), {
    subscription_items: new Set(['item_price_id', 'quantity']),
  });
  if (optionalBoolean(body, ['end_of_term']) === true) {
    throw unsupported('Scheduling a change for the end of term (end_of_term=true)', 'end_of_term');
  }
  optionalBoolean(body, ['replace_items_list']);
  const { itemPrice, quantity } = singleItem(ctx, body);

  return change(ctx, 'api', async (c) => {
    const current = await requireSubscription(c.tx, id, true);
    if (current.status === 'cancelled') {
      throw invalidState('The subscription is cancelled; reactivate it before changing its items');
    }
    if (
      itemPrice.currency_code !== current.currencyCode ||
      itemPrice.period !== current.billingPeriod ||
      itemPrice.period_unit !== current.billingPeriodUnit
    ) {
      throw paramWrongValue(
        'subscription_items[item_price_id][0]',
        'the sandbox only changes between item prices of the same currency and billing period',
      );
    }
    const oldAmount = current.unitPrice * current.quantity;
    const newAmount = itemPrice.price * quantity;
    const updated = await save(c, id, {
      itemPriceId: itemPrice.id,
      unitPrice: itemPrice.price,
      quantity,
    });

    let invoice;
    if (newAmount > oldAmount) {
      const termLength = current.currentTermEnd - current.currentTermStart;
      const remaining = Math.max(0, current.currentTermEnd - c.nowUnix);
      const amount =
        termLength > 0 ? Math.round(((newAmount - oldAmount) * remaining) / termLength) : 0;
      if (amount > 0) {
        const source = await findPaymentSource(c.tx, current.paymentSourceId);
        const collected = await invoiceAndCollect(
          c,
          {
            customerId: current.customerId,
            subscriptionId: id,
            description: `${itemPrice.name} - Prorated charge`,
            itemPrice,
            quantity: 1,
            unitAmount: amount,
            amount,
            dateFrom: c.nowUnix,
            dateTo: current.currentTermEnd,
            recurring: false,
          },
          source,
        );
        // Chargebee refuses the change when the upgrade charge fails; so does the sandbox.
        if (!collected.paid) throw declined();
        invoice = collected.invoice;
      }
    }
    await c.emit('subscription_changed', await subscriptionContent(c.tx, updated, invoice));
    if (invoice) await c.emit('payment_succeeded', await paymentContent(c.tx, invoice, updated));
    return subscriptionContent(c.tx, updated, invoice);
  });
}

export async function cancelForItems(ctx: SandboxContext, id: string, body: Params): Promise<Json> {
  rejectUnknown(body, new Set(['end_of_term', 'cancel_option', 'cancel_reason_code']));
  const endOfTerm = optionalBoolean(body, ['end_of_term']);
  const option = optionalString(body, ['cancel_option']);
  if (option !== undefined && option !== 'immediately' && option !== 'end_of_term') {
    if (['specific_date', 'end_of_billing_term'].includes(option)) {
      throw unsupported(`cancel_option=${option}`, 'cancel_option');
    }
    throw paramWrongValue('cancel_option', `invalid value ${option}`);
  }
  if (option !== undefined && endOfTerm !== undefined) {
    throw paramWrongValue('cancel_option', 'cannot be passed together with end_of_term');
  }
  const atTermEnd = option === 'end_of_term' || endOfTerm === true;
  const reason = optionalString(body, ['cancel_reason_code'], { maxLength: 100 });

  return change(ctx, 'api', async (c) => {
    const current = await requireSubscription(c.tx, id, true);
    if (current.status === 'cancelled') throw invalidState('The subscription is already cancelled');
    if (atTermEnd) {
      if (current.status === 'non_renewing') return subscriptionContent(c.tx, current);
      const updated = await save(c, id, {
        status: 'non_renewing',
        cancelledAt: current.currentTermEnd,
        cancelReason: reason ?? null,
      });
      await c.emit('subscription_cancellation_scheduled', await subscriptionContent(c.tx, updated));
      return subscriptionContent(c.tx, updated);
    }
    const updated = await save(c, id, {
      status: 'cancelled',
      cancelledAt: c.nowUnix,
      currentTermEnd: Math.max(current.currentTermStart, c.nowUnix),
      cancelReason: reason ?? null,
    });
    await c.emit('subscription_cancelled', await subscriptionContent(c.tx, updated));
    return subscriptionContent(c.tx, updated);
  });
}

export async function removeScheduledCancellation(ctx: SandboxContext, id: string, body: Params) {
  rejectUnknown(body, new Set());
  return change(ctx, 'api', async (c) => {
    const current = await requireSubscription(c.tx, id, true);
    if (current.status !== 'non_renewing') {
      throw invalidState('The subscription has no scheduled cancellation');
    }
    const updated = await save(c, id, { status: 'active', cancelledAt: null, cancelReason: null });
    await c.emit(
      'subscription_scheduled_cancellation_removed',
      await subscriptionContent(c.tx, updated),
    );
    return subscriptionContent(c.tx, updated);
  });
}

/** Starts a new term today and charges the card on file; a declined card leaves it cancelled. */
export async function reactivate(ctx: SandboxContext, id: string, body: Params): Promise<Json> {
  rejectUnknown(body, new Set());
  return change(ctx, 'api', async (c) => {
    const current = await requireSubscription(c.tx, id, true);
    if (current.status !== 'cancelled') {
      throw invalidState('Only a cancelled subscription can be reactivated');
    }
    const source = await findPaymentSource(c.tx, current.paymentSourceId);
    if (!source || source.deleted) {
      throw invalidState('The customer has no card on file to charge for the reactivation');
    }
    const itemPrice = lookupItemPrice(
      ctx,
      current.itemPriceId,
      'subscription_items[item_price_id][0]',
    );
    const termEnd = addBillingPeriod(
      c.nowUnix,
      current.billingPeriodUnit,
      current.billingPeriod,
      c.nowUnix,
    );
    const updated = await save(c, id, {
      status: 'active',
      currentTermStart: c.nowUnix,
      currentTermEnd: termEnd,
      // Renewals anchor on activated_at, so the billing day moves to today.
      activatedAt: c.nowUnix,
      cancelledAt: null,
      cancelReason: null,
    });
    const amount = current.unitPrice * current.quantity;
    const { invoice, paid } = await invoiceAndCollect(
      c,
      {
        customerId: current.customerId,
        subscriptionId: id,
        description: itemPrice.name,
        itemPrice,
        quantity: current.quantity,
        unitAmount: current.unitPrice,
        amount,
        dateFrom: c.nowUnix,
        dateTo: termEnd,
        recurring: true,
      },
      source,
    );
    if (!paid) throw declined();
    await c.emit('subscription_reactivated', await subscriptionContent(c.tx, updated, invoice));
    await c.emit('payment_succeeded', await paymentContent(c.tx, invoice, updated));
    return subscriptionContent(c.tx, updated, invoice);
  });
}

export async function save(
  c: Change,
  id: string,
  changes: Partial<SubscriptionRow>,
): Promise<SubscriptionRow> {
  const [row] = await c.tx
    .update(subscriptions)
    .set({ ...changes, updatedAt: c.nowUnix, resourceVersion: c.version })
    .where(eq(subscriptions.id, id))
    .returning();
  if (!row) throw new Error(`billing-sandbox: subscription ${id} vanished while locked`);
  return row;
}
