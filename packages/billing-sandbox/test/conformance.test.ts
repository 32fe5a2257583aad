import Chargebee from 'chargebee';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, newClient, startSandbox, subscribe, uniqueId, type Sandbox } from './harness.ts';

/** The error the client rejects with: Chargebee's JSON body plus http_status_code. */
async function apiError(promise: Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    await promise;
  } catch (error) {
    return error as Record<string, unknown>;
  }
  throw new Error('expected the call to fail');
}

// Cases that use only the public API run against the sandbox always, and also against a real
// Chargebee test site when CHARGEBEE_CONFORMANCE_SITE and CHARGEBEE_CONFORMANCE_API_KEY are set.
const realSite = process.env.CHARGEBEE_CONFORMANCE_SITE;
const realKey = process.env.CHARGEBEE_CONFORMANCE_API_KEY;
const realItemPrice = process.env.CHARGEBEE_CONFORMANCE_ITEM_PRICE_ID ?? 'Basic-CAD-Monthly';

interface Target {
  name: string;
  client: () => Chargebee;
  badKeyClient: () => Chargebee;
}

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => sandbox.close());

const targets: Target[] = [
  {
    name: 'sandbox',
    client: () => sandbox.chargebee,
    badKeyClient: () => newClient(sandbox.app, 'test_wrong_key'),
  },
];
if (realSite && realKey) {
  targets.push({
    name: `chargebee site ${realSite}`,
    client: () => new Chargebee({ site: realSite, apiKey: realKey }),
    badKeyClient: () => new Chargebee({ site: realSite, apiKey: 'test_wrong_key' }),
  });
}

describe.each(targets)('public API parity: $name', (target) => {
  const itemPriceId = target.name === 'sandbox' ? 'Basic-CAD-Monthly' : realItemPrice;

  it('creates a checkout page that retrieve returns in created state', async () => {
    const { hosted_page } = await target.client().hostedPage.checkoutNewForItems({
      subscription_items: [{ item_price_id: itemPriceId, quantity: 1 }],
      customer: { email: 'owner@example.com', first_name: 'Ada' },
      redirect_url: 'https://app.example.com/billing/return',
      pass_thru_content: 'org_123',
    });
    expect(hosted_page.type).toBe('checkout_new');
    expect(hosted_page.state).toBe('created');
    expect(hosted_page.id!.length).toBeGreaterThanOrEqual(32);
    expect(hosted_page.url).toContain(`/pages/v3/${hosted_page.id}/`);
    expect(hosted_page.expires_at! - hosted_page.created_at!).toBe(3 * 60 * 60);
    expect(hosted_page.pass_thru_content).toBe('org_123');

    const retrieved = await target.client().hostedPage.retrieve(hosted_page.id!);
    expect(retrieved.hosted_page.id).toBe(hosted_page.id);
    expect(['created', 'requested']).toContain(retrieved.hosted_page.state);
    expect(retrieved.hosted_page.content).toBeUndefined();
  });

  it('names the param of an unknown item price', async () => {
    const error = await apiError(
      target.client().hostedPage.checkoutNewForItems({
        subscription_items: [{ item_price_id: 'No-Such-Price' }],
      }),
    );
    expect(error.api_error_code).toBe('resource_not_found');
    expect(error.param).toBe('subscription_items[item_price_id][0]');
    expect(error.http_status_code).toBe(404);
  });

  it('refuses a wrong API key with 401', async () => {
    const error = await apiError(target.badKeyClient().subscription.retrieve('anything'));
    expect(error.http_status_code).toBe(401);
    expect(error.api_error_code).toBe('api_authentication_failed');
  });

  it('answers 404 resource_not_found for a missing subscription', async () => {
    const error = await apiError(target.client().subscription.retrieve(uniqueId('missing')));
    expect(error.http_status_code).toBe(404);
    expect(error.api_error_code).toBe('resource_not_found');
    expect(error.type).toBe('invalid_request');
  });
});

describe('sandbox lifecycle through the official client', () => {
  it('checkout with 4111 → page succeeded with content → subscription active with card', async () => {
    const subscriptionId = uniqueId('sub');
    const { hosted_page } = await sandbox.chargebee.hostedPage.checkoutNewForItems({
      subscription_items: [{ item_price_id: 'Pro-CAD-Monthly', quantity: 1 }],
      subscription: { id: subscriptionId },
      customer: {
        id: uniqueId('cust'),
        email: 'pro@example.com',
        first_name: 'Pro',
        last_name: 'Owner',
      },
      redirect_url: 'https://app.example.com/return?keep=1',
    });
    const done = await sandbox.control('POST', `/hosted_pages/${hosted_page.id}/complete`, {
      card_number: '4111111111111111',
      expiry_month: 12,
      expiry_year: 2099,
    });
    expect(done.status).toBe(200);
    expect(done.json.state).toBe('succeeded');
    const redirect = new URL(String(done.json.redirect_to));
    expect(redirect.searchParams.get('keep')).toBe('1');
    expect(redirect.searchParams.get('id')).toBe(hosted_page.id);
    expect(redirect.searchParams.get('state')).toBe('succeeded');

    const page = (await sandbox.chargebee.hostedPage.retrieve(hosted_page.id!)).hosted_page;
    expect(page.state).toBe('succeeded');
    expect(page.content?.subscription?.id).toBe(subscriptionId);
    expect(page.content?.customer?.email).toBe('pro@example.com');
    expect(page.content?.card?.last4).toBe('1111');
    expect(page.content?.invoice?.status).toBe('paid');
    expect(page.content?.invoice?.total).toBe(7995);

    const { subscription, customer, card } =
      await sandbox.chargebee.subscription.retrieve(subscriptionId);
    expect(subscription.status).toBe('active');
    expect(subscription.subscription_items?.[0]?.item_price_id).toBe('Pro-CAD-Monthly');
    expect(
      subscription.current_term_end! - subscription.current_term_start!,
    ).toBeGreaterThanOrEqual(28 * 86400);
    expect(subscription.current_term_end! - subscription.current_term_start!).toBeLessThanOrEqual(
      31 * 86400,
    );
    expect(subscription.next_billing_at).toBe(subscription.current_term_end);
    expect(customer.id).toBe(page.content?.customer?.id);
    expect(card?.card_type).toBe('visa');
    expect(card?.masked_number).toBe('4111********1111');
    expect(card?.funding_type).toBe('credit');
    expect(subscription.payment_source_id).toBe(card?.payment_source_id);

    const acknowledged = await sandbox.chargebee.hostedPage.acknowledge(hosted_page.id!);
    expect(acknowledged.hosted_page.state).toBe('acknowledged');

    // A used page cannot be completed again.
    const again = await sandbox.control('POST', `/hosted_pages/${hosted_page.id}/complete`, {
      card_number: '4111111111111111',
    });
    expect(again.status).toBe(400);
    expect(again.json.api_error_code).toBe('invalid_state_for_request');
  });

  it('a declined card (4005…) creates nothing and answers a 402 payment error', async () => {
    const subscriptionId = uniqueId('sub');
    const { hosted_page } = await sandbox.chargebee.hostedPage.checkoutNewForItems({
      subscription_items: [{ item_price_id: 'Basic-CAD-Monthly' }],
      subscription: { id: subscriptionId },
    });
    const result = await sandbox.control('POST', `/hosted_pages/${hosted_page.id}/complete`, {
      card_number: '4005519200000004',
    });
    expect(result.status).toBe(402);
    expect(result.json.type).toBe('payment');
    expect(result.json.api_error_code).toBe('payment_processing_failed');
    const error = await apiError(sandbox.chargebee.subscription.retrieve(subscriptionId));
    expect(error.http_status_code).toBe(404);
    expect(
      (await sandbox.chargebee.hostedPage.retrieve(hosted_page.id!)).hosted_page.state,
    ).not.toBe('succeeded');
  });

  it('a card that cannot be stored (4119…) creates nothing', async () => {
    const subscriptionId = uniqueId('sub');
    const { hosted_page } = await sandbox.chargebee.hostedPage.checkoutNewForItems({
      subscription_items: [{ item_price_id: 'Basic-CAD-Monthly' }],
      subscription: { id: subscriptionId },
    });
    const result = await sandbox.control('POST', `/hosted_pages/${hosted_page.id}/complete`, {
      card_number: '4119862760338320',
    });
    expect(result.status).toBe(402);
    expect(result.json.api_error_code).toBe('payment_method_verification_failed');
    expect(
      (await apiError(sandbox.chargebee.subscription.retrieve(subscriptionId))).http_status_code,
    ).toBe(404);
  });

  it('refuses invalid card numbers and past expiry dates', async () => {
    const { hosted_page } = await sandbox.chargebee.hostedPage.checkoutNewForItems({
      subscription_items: [{ item_price_id: 'Basic-CAD-Monthly' }],
    });
    const luhn = await sandbox.control('POST', `/hosted_pages/${hosted_page.id}/complete`, {
      card_number: '4111111111111112',
    });
    expect(luhn.status).toBe(400);
    expect(luhn.json.param).toBe('card[number]');
    const expired = await sandbox.control('POST', `/hosted_pages/${hosted_page.id}/complete`, {
      card_number: '4111111111111111',
      expiry_month: 1,
      expiry_year: 2020,
    });
    expect(expired.status).toBe(400);
    expect(expired.json.param).toBe('card[expiry_month]');
  });

  it('refuses a duplicate preassigned subscription id', async () => {
    const { subscription } = await subscribe(sandbox);
    const error = await apiError(
      sandbox.chargebee.hostedPage.checkoutNewForItems({
        subscription_items: [{ item_price_id: 'Basic-CAD-Monthly' }],
        subscription: { id: subscription.id },
      }),
    );
    expect(error.api_error_code).toBe('duplicate_entry');
    expect(error.param).toBe('subscription[id]');
  });

  describe('one preassigned subscription id on several checkout pages', () => {
    // The product reuses one subscription id for all of an owner's open checkouts, so that at
    // most one of them can ever be paid.
    async function openPages(count: number) {
      const subscriptionId = uniqueId('sub');
      const customerId = uniqueId('cust');
      const pages: string[] = [];
      for (let i = 0; i < count; i += 1) {
        const { hosted_page } = await sandbox.chargebee.hostedPage.checkoutNewForItems({
          subscription_items: [{ item_price_id: 'Basic-CAD-Monthly' }],
          subscription: { id: subscriptionId },
          customer: { id: customerId, email: 'owner@example.com', first_name: 'Ada' },
        });
        expect(hosted_page.state).toBe('created');
        pages.push(hosted_page.id!);
      }
      return { subscriptionId, customerId, pages };
    }

    async function expectOnlyOnePurchase(subscriptionId: string, customerId: string) {
      const invoices = await sandbox.chargebee.invoice.list({
        subscription_id: { is: subscriptionId },
      });
      expect(invoices.list).toHaveLength(1);
      const sources = await sandbox.chargebee.paymentSource.list({
        customer_id: { is: customerId },
      });
      expect(sources.list).toHaveLength(1);
      const { customer, card } = await sandbox.chargebee.customer.retrieve(customerId);
      expect(customer.primary_payment_source_id).toBe(sources.list[0]?.payment_source.id);
      return card;
    }

    it('allows the second page, and refuses to complete it once the first was paid', async () => {
      const { subscriptionId, customerId, pages } = await openPages(2);
      const first = await sandbox.control('POST', `/hosted_pages/${pages[0]}/complete`, {
        card_number: '4111111111111111',
      });
      expect(first.status).toBe(200);

      const second = await sandbox.control('POST', `/hosted_pages/${pages[1]}/complete`, {
        card_number: '5555555555554444',
      });
      expect(second.status).toBe(400);
      expect(second.json).toMatchObject({
        api_error_code: 'duplicate_entry',
        param: 'subscription[id]',
        type: 'invalid_request',
        http_status_code: 400,
      });
      expect((await sandbox.chargebee.hostedPage.retrieve(pages[1]!)).hosted_page.state).not.toBe(
        'succeeded',
      );
      const card = await expectOnlyOnePurchase(subscriptionId, customerId);
      expect(card?.last4).toBe('1111');
    });

    it('when both are completed at the same moment, exactly one succeeds', async () => {
      const { subscriptionId, customerId, pages } = await openPages(2);
      const results = await Promise.all(
        pages.map((id, i) =>
          sandbox.control('POST', `/hosted_pages/${id}/complete`, {
            card_number: i === 0 ? '4111111111111111' : '5555555555554444',
          }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
      const refused = results.find((r) => r.status === 400)!;
      expect(refused.json.api_error_code).toBe('duplicate_entry');
      expect(refused.json.param).toBe('subscription[id]');
      const { subscription } = await sandbox.chargebee.subscription.retrieve(subscriptionId);
      expect(subscription.customer_id).toBe(customerId);
      await expectOnlyOnePurchase(subscriptionId, customerId);
    });
  });

  it('refuses unsupported params instead of ignoring them', async () => {
    const error = await apiError(
      sandbox.chargebee.hostedPage.checkoutNewForItems({
        subscription_items: [{ item_price_id: 'Basic-CAD-Monthly' }],
        coupon_ids: ['SAVE10'],
      }),
    );
    expect(error.http_status_code).toBe(400);
    expect(error.param).toBe('coupon_ids');
  });

  it('two concurrent completions of one page: one succeeds, the other sees it used', async () => {
    const { hosted_page } = await sandbox.chargebee.hostedPage.checkoutNewForItems({
      subscription_items: [{ item_price_id: 'Basic-CAD-Monthly' }],
    });
    const results = await Promise.all([
      sandbox.control('POST', `/hosted_pages/${hosted_page.id}/complete`, {
        card_number: '4111111111111111',
      }),
      sandbox.control('POST', `/hosted_pages/${hosted_page.id}/complete`, {
        card_number: '5555555555554444',
      }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const loser = results.find((r) => r.status === 400);
    expect(loser?.json.api_error_code).toBe('invalid_state_for_request');
  });

  it('upgrades with a prorated paid invoice and downgrades without a charge', async () => {
    const { subscription } = await subscribe(sandbox, { itemPriceId: 'Basic-CAD-Monthly' });
    const up = await sandbox.chargebee.subscription.updateForItems(subscription.id, {
      subscription_items: [{ item_price_id: 'Pro-CAD-Monthly', quantity: 1 }],
      replace_items_list: true,
    });
    expect(up.subscription.subscription_items?.[0]?.item_price_id).toBe('Pro-CAD-Monthly');
    expect(up.invoice?.status).toBe('paid');
    // Upgraded at once, so nearly the whole difference (7995 - 3995) is charged.
    expect(up.invoice?.total).toBeGreaterThan(3900);
    expect(up.invoice?.total).toBeLessThanOrEqual(4000);
    expect(up.subscription.current_term_end).toBe(subscription.current_term_end);

    const down = await sandbox.chargebee.subscription.updateForItems(subscription.id, {
      subscription_items: [{ item_price_id: 'Basic-CAD-Monthly' }],
    });
    expect(down.subscription.subscription_items?.[0]?.item_price_id).toBe('Basic-CAD-Monthly');
    expect(down.subscription.subscription_items?.[0]?.unit_price).toBe(3995);
    expect(down.invoice).toBeUndefined();
  });

  it('refuses an upgrade whose charge is declined and keeps the old plan', async () => {
    const { subscription } = await subscribe(sandbox, {
      card: '4005519200000004',
      itemPriceId: 'Basic-CAD-Monthly',
    }).catch(() => ({ subscription: undefined }));
    // A 4005 card cannot even check out, so set one up with a good card and swap the card.
    expect(subscription).toBeUndefined();
    const ok = await subscribe(sandbox, { itemPriceId: 'Basic-CAD-Monthly' });
    const { hosted_page } = await sandbox.chargebee.hostedPage.managePaymentSources({
      customer: { id: ok.customerId },
    });
    const swap = await sandbox.control('POST', `/hosted_pages/${hosted_page.id}/complete`, {
      card_number: '4005519200000004',
    });
    expect(swap.status).toBe(200);
    const error = await apiError(
      sandbox.chargebee.subscription.updateForItems(ok.subscription.id, {
        subscription_items: [{ item_price_id: 'Pro-CAD-Monthly' }],
      }),
    );
    expect(error.http_status_code).toBe(402);
    expect(error.api_error_code).toBe('payment_processing_failed');
    const after = await sandbox.chargebee.subscription.retrieve(ok.subscription.id);
    expect(after.subscription.subscription_items?.[0]?.item_price_id).toBe('Basic-CAD-Monthly');
  });

  it('cancel at end of term → non_renewing; remove_scheduled_cancellation → active', async () => {
    const { subscription } = await subscribe(sandbox);
    const cancelled = await sandbox.chargebee.subscription.cancelForItems(subscription.id, {
      end_of_term: true,
    });
    expect(cancelled.subscription.status).toBe('non_renewing');
    expect(cancelled.subscription.cancelled_at).toBe(subscription.current_term_end);
    const restored = await sandbox.chargebee.subscription.removeScheduledCancellation(
      subscription.id,
    );
    expect(restored.subscription.status).toBe('active');
    expect(restored.subscription.cancelled_at).toBeUndefined();
    const error = await apiError(
      sandbox.chargebee.subscription.removeScheduledCancellation(subscription.id),
    );
    expect(error.api_error_code).toBe('invalid_state_for_request');
  });

  it('cancel immediately → cancelled; cancelling again is an error; reactivate → active', async () => {
    const { subscription } = await subscribe(sandbox);
    const cancelled = await sandbox.chargebee.subscription.cancelForItems(subscription.id, {
      cancel_option: 'immediately',
    });
    expect(cancelled.subscription.status).toBe('cancelled');
    expect(cancelled.subscription.cancelled_at).toBeGreaterThan(0);
    const error = await apiError(
      sandbox.chargebee.subscription.cancelForItems(subscription.id, {
        cancel_option: 'immediately',
      }),
    );
    expect(error.http_status_code).toBe(400);
    expect(error.api_error_code).toBe('invalid_state_for_request');

    const reactivated = await sandbox.chargebee.subscription.reactivate(subscription.id);
    expect(reactivated.subscription.status).toBe('active');
    expect(reactivated.invoice?.status).toBe('paid');
    expect(reactivated.invoice?.total).toBe(3995);
    expect(reactivated.subscription.current_term_start).toBeGreaterThanOrEqual(
      cancelled.subscription.cancelled_at!,
    );
  });

  it('reactivation with a declining card fails and stays cancelled', async () => {
    const { subscription, customerId } = await subscribe(sandbox);
    await sandbox.chargebee.subscription.cancelForItems(subscription.id, { end_of_term: false });
    const { hosted_page } = await sandbox.chargebee.hostedPage.managePaymentSources({
      customer: { id: customerId },
    });
    await sandbox.control('POST', `/hosted_pages/${hosted_page.id}/complete`, {
      card_number: '4005519200000004',
    });
    const error = await apiError(sandbox.chargebee.subscription.reactivate(subscription.id));
    expect(error.http_status_code).toBe(402);
    expect(error.type).toBe('payment');
    expect(
      (await sandbox.chargebee.subscription.retrieve(subscription.id)).subscription.status,
    ).toBe('cancelled');
  });

  it('manage payment sources replaces the card and the subscription follows', async () => {
    const { subscription, customerId } = await subscribe(sandbox);
    const before = await sandbox.chargebee.subscription.retrieve(subscription.id);
    const { hosted_page } = await sandbox.chargebee.hostedPage.managePaymentSources({
      customer: { id: customerId },
      redirect_url: 'https://app.example.com/billing',
    });
    expect(hosted_page.type).toBe('manage_payment_sources');
    const done = await sandbox.control('POST', `/hosted_pages/${hosted_page.id}/complete`, {
      card_number: '5555555555554444',
    });
    expect(done.status).toBe(200);
    const after = await sandbox.chargebee.subscription.retrieve(subscription.id);
    expect(after.card?.last4).toBe('4444');
    expect(after.card?.card_type).toBe('mastercard');
    expect(after.subscription.payment_source_id).not.toBe(before.subscription.payment_source_id);
    const customer = await sandbox.chargebee.customer.retrieve(customerId);
    expect(customer.customer.primary_payment_source_id).toBe(after.subscription.payment_source_id);
    const sources = await sandbox.chargebee.paymentSource.list({ customer_id: { is: customerId } });
    expect(sources.list.map((entry) => entry.payment_source.card?.last4)).toEqual(['4444']);
    const source = await sandbox.chargebee.paymentSource.retrieve(
      after.subscription.payment_source_id!,
    );
    expect(source.payment_source.card?.brand).toBe('mastercard');

    const missing = await apiError(
      sandbox.chargebee.hostedPage.managePaymentSources({ customer: { id: uniqueId('nobody') } }),
    );
    expect(missing.http_status_code).toBe(404);
  });

  it('lists events newest first, filtered by type', async () => {
    const { subscription } = await subscribe(sandbox);
    const { list } = await sandbox.chargebee.event.list({
      event_type: { is: 'subscription_created' },
      limit: 2,
    });
    expect(list).toHaveLength(2);
    expect(list.every((entry) => entry.event.event_type === 'subscription_created')).toBe(true);
    expect(list[0]?.event.content.subscription?.id).toBe(subscription.id);
    expect(list[0]!.event.id).toMatch(/^ev_/);
  });

  it('answers a wrong key on the wire exactly like Chargebee (no client)', async () => {
    const reply = await sandbox.app.inject({
      method: 'GET',
      url: '/billing-sandbox/api/v2/subscriptions/x',
      headers: { authorization: `Basic ${Buffer.from(`${API_KEY}x:`).toString('base64')}` },
    });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({
      api_error_code: 'api_authentication_failed',
      http_status_code: 401,
    });
  });
});
