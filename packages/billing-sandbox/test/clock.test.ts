import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUNNING_RETRY_DAYS } from '../src/dunning-schedule.ts';
import { DECLINING_CARD as DECLINING } from '../src/cards.ts';
import { startSandbox, subscribe, type Sandbox } from './harness.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
  await sandbox.control('PUT', '/settings', { webhook_delivery: 'held' });
});
afterAll(async () => sandbox.close());

const DAY = 86400;

describe('sandbox clock and renewals', () => {
  it('renews an active subscription at term end with a new paid invoice', async () => {
    const { subscription } = await subscribe(sandbox);
    const advanced = await sandbox.control('POST', '/clock', {
      advance_seconds: subscription.current_term_end! - subscription.current_term_start! + 60,
    });
    expect(advanced.status).toBe(200);
    expect(advanced.json.actions).toContainEqual(
      expect.objectContaining({
        subscription_id: subscription.id,
        action: 'renewed',
        at: subscription.current_term_end,
      }),
    );
    const after = await sandbox.chargebee.subscription.retrieve(subscription.id);
    expect(after.subscription.status).toBe('active');
    expect(after.subscription.current_term_start).toBe(subscription.current_term_end);
    expect(
      after.subscription.current_term_end! - after.subscription.current_term_start!,
    ).toBeGreaterThanOrEqual(28 * DAY);

    const invoices = await sandbox.chargebee.invoice.list({
      subscription_id: { is: subscription.id },
      'sort_by[desc]': 'date',
    });
    expect(invoices.list).toHaveLength(2);
    expect(invoices.list[0]?.invoice.date).toBe(subscription.current_term_end);
    expect(invoices.list[0]?.invoice.status).toBe('paid');
    const renewed = await sandbox.chargebee.event.list({
      event_type: { is: 'subscription_renewed' },
    });
    expect(renewed.list[0]?.event.content.subscription?.id).toBe(subscription.id);
    expect(renewed.list[0]?.event.source).toBe('scheduled_job');
  });

  /** A subscription whose card declines from now on, and the clock moved just past its renewal. */
  async function failedRenewal() {
    const { subscription, customerId } = await subscribe(sandbox);
    await updateCard(customerId, DECLINING);
    const advanced = await sandbox.control('POST', '/clock', {
      advance_seconds: subscription.current_term_end! - Number(await clockNow()) + 60,
    });
    return { subscription, customerId, actions: actionsOf(advanced.json, subscription.id) };
  }

  async function updateCard(customerId: string, card: string) {
    const { hosted_page } = await sandbox.chargebee.hostedPage.managePaymentSources({
      customer: { id: customerId },
    });
    const done = await sandbox.control('POST', `/hosted_pages/${hosted_page.id}/complete`, {
      card_number: card,
    });
    expect(done.status).toBe(200);
  }

  const clockNow = async () => (await sandbox.control('GET', '/clock')).json.now;
  const actionsOf = (json: Record<string, unknown>, id: string) =>
    (json.actions as { subscription_id: string; action: string; at: number }[]).filter(
      (action) => action.subscription_id === id,
    );
  const advanceTo = async (at: number) =>
    sandbox.control('POST', '/clock', { advance_seconds: at - Number(await clockNow()) + 60 });
  const eventsFor = async (type: string, id: string) =>
    (await sandbox.chargebee.event.list({ event_type: { is: type }, limit: 100 })).list.filter(
      ({ event }) => event.content.subscription?.id === id,
    );

  it('a declining card at renewal → still active with the invoice payment_due, retried per the dunning schedule, then cancelled not_paid', async () => {
    const { subscription, actions } = await failedRenewal();
    const renewedAt = subscription.current_term_end!;
    expect(actions).toEqual([
      expect.objectContaining({ action: 'renewed_payment_due', at: renewedAt }),
    ]);
    const during = await sandbox.chargebee.subscription.retrieve(subscription.id);
    expect(during.subscription.status).toBe('active');
    expect(during.subscription.current_term_start).toBe(renewedAt);
    expect(during.subscription.due_invoices_count).toBe(1);
    expect(during.subscription.due_since).toBe(renewedAt);
    expect(during.subscription.total_dues).toBe(3995);
    const [invoice] = (
      await sandbox.chargebee.invoice.list({
        subscription_id: { is: subscription.id },
        'sort_by[desc]': 'date',
      })
    ).list;
    expect(invoice?.invoice.status).toBe('payment_due');
    expect(invoice?.invoice.amount_due).toBe(3995);
    expect(invoice?.invoice.next_retry_at).toBe(renewedAt + DUNNING_RETRY_DAYS[0] * DAY);
    expect(await eventsFor('subscription_renewed', subscription.id)).toHaveLength(1);
    expect(await eventsFor('payment_failed', subscription.id)).toHaveLength(1);
    expect(await eventsFor('subscription_cancelled', subscription.id)).toHaveLength(0);

    // The retries before the last fail and leave it active.
    const retries = DUNNING_RETRY_DAYS.map((days) => renewedAt + days * DAY);
    for (const at of retries.slice(0, -1)) {
      expect(actionsOf((await advanceTo(at)).json, subscription.id)).toEqual([
        expect.objectContaining({ action: 'payment_retry_failed', at }),
      ]);
      const still = await sandbox.chargebee.subscription.retrieve(subscription.id);
      expect(still.subscription.status).toBe('active');
      expect(still.subscription.due_invoices_count).toBe(1);
    }
    // The last one ends dunning: cancelled for non-payment, the invoice not_paid.
    const last = retries.at(-1)!;
    expect(actionsOf((await advanceTo(last)).json, subscription.id)).toEqual([
      expect.objectContaining({ action: 'dunning_cancelled', at: last }),
    ]);
    const after = await sandbox.chargebee.subscription.retrieve(subscription.id);
    expect(after.subscription.status).toBe('cancelled');
    expect(after.subscription.cancel_reason).toBe('not_paid');
    expect(after.subscription.cancelled_at).toBe(last);
    const invoices = await sandbox.chargebee.invoice.list({
      subscription_id: { is: subscription.id },
      'sort_by[desc]': 'date',
    });
    expect(invoices.list[0]?.invoice.status).toBe('not_paid');
    expect(invoices.list[0]?.invoice.amount_due).toBe(3995);
    expect(await eventsFor('payment_failed', subscription.id)).toHaveLength(retries.length + 1);
    const cancelled = await eventsFor('subscription_cancelled', subscription.id);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.event.source).toBe('scheduled_job');
  });

  it('a card updated during dunning pays the due invoice at once and clears the dues', async () => {
    const { subscription, customerId } = await failedRenewal();
    await updateCard(customerId, '4111111111111111');

    const after = await sandbox.chargebee.subscription.retrieve(subscription.id);
    expect(after.subscription.status).toBe('active');
    expect(after.subscription.due_invoices_count).toBe(0);
    expect(after.subscription.total_dues).toBeUndefined();
    const [invoice] = (
      await sandbox.chargebee.invoice.list({
        subscription_id: { is: subscription.id },
        'sort_by[desc]': 'date',
      })
    ).list;
    expect(invoice?.invoice.status).toBe('paid');
    expect(invoice?.invoice.amount_paid).toBe(3995);
    expect(invoice?.invoice.amount_due).toBe(0);
    const succeeded = await eventsFor('payment_succeeded', subscription.id);
    expect(succeeded[0]?.event.content.invoice?.id).toBe(invoice?.invoice.id);
    expect(succeeded[0]?.event.content.subscription?.due_invoices_count).toBe(0);

    // Nothing is retried any more, and the subscription is not cancelled when dunning would end.
    const advanced = await advanceTo(subscription.current_term_end! + 8 * DAY);
    expect(actionsOf(advanced.json, subscription.id)).toEqual([]);
    expect(
      (await sandbox.chargebee.subscription.retrieve(subscription.id)).subscription.status,
    ).toBe('active');
  });

  it('a non_renewing subscription is cancelled at term end', async () => {
    const { subscription } = await subscribe(sandbox);
    await sandbox.chargebee.subscription.cancelForItems(subscription.id, { end_of_term: true });
    await sandbox.control('POST', '/clock', { advance_seconds: 32 * DAY });
    const after = await sandbox.chargebee.subscription.retrieve(subscription.id);
    expect(after.subscription.status).toBe('cancelled');
    expect(after.subscription.cancelled_at).toBe(subscription.current_term_end);
  });

  it('reports the moved clock and rejects a negative advance', async () => {
    const before = await sandbox.control('GET', '/clock');
    const moved = await sandbox.control('POST', '/clock', { advance_seconds: 3600 });
    expect(Number(moved.json.now) - Number(before.json.now)).toBeGreaterThanOrEqual(3600);
    expect(moved.json.offset_seconds).toBe(Number(before.json.offset_seconds) + 3600);
    expect((await sandbox.control('POST', '/clock', { advance_seconds: -1 })).status).toBe(400);
  });
});
