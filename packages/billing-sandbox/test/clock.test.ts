import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('a declining card at renewal → payment_failed, invoice not_paid, subscription cancelled', async () => {
    const { subscription, customerId } = await subscribe(sandbox);
    const { hosted_page } = await sandbox.chargebee.hostedPage.managePaymentSources({
      customer: { id: customerId },
    });
    await sandbox.control('POST', `/hosted_pages/${hosted_page.id}/complete`, {
      card_number: '4005519200000004',
    });

    const advanced = await sandbox.control('POST', '/clock', { advance_seconds: 32 * DAY });
    expect(advanced.json.actions).toContainEqual(
      expect.objectContaining({
        subscription_id: subscription.id,
        action: 'payment_failed_cancelled',
      }),
    );
    const after = await sandbox.chargebee.subscription.retrieve(subscription.id);
    expect(after.subscription.status).toBe('cancelled');
    expect(after.subscription.cancel_reason).toBe('not_paid');
    const invoices = await sandbox.chargebee.invoice.list({
      subscription_id: { is: subscription.id },
    });
    expect(invoices.list[0]?.invoice.status).toBe('not_paid');
    expect(invoices.list[0]?.invoice.amount_due).toBe(3995);
    const failed = await sandbox.chargebee.event.list({ event_type: { is: 'payment_failed' } });
    expect(failed.list[0]?.event.content.subscription?.id).toBe(subscription.id);
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
