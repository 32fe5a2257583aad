import { t } from '@vh/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCheckouts, billingEvents } from '../../db/schema/index.ts';
import {
  billing,
  sandbox,
  sandboxProvider,
  subscribe,
  verifiedOwner,
} from '../../testing/billing.ts';
import { api, errorMessage } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import type { BillingClient } from './billing-client.ts';

let server: TestServer;
let provider: BillingClient;
let basic: string;
const hook = '/api/businesses/subscriptions/webhook/';

beforeAll(async () => {
  server = await startTestServer();
  ({ provider, webhookAuthorization: basic } = await sandboxProvider(server));
});
afterAll(async () => {
  await sandbox(server, 'PUT', 'settings', {
    webhook_copies: 1,
    webhook_order: 'in_order',
    webhook_delivery: 'immediate',
  });
  await server.close();
});

const event = (id: string, subscriptionId: string, customerId: string) => ({
  id,
  event_type: 'subscription_cancelled',
  object: 'event',
  api_version: 'v2',
  occurred_at: Math.floor(Date.now() / 1000),
  content: { subscription: { id: subscriptionId }, customer: { id: customerId } },
});

async function ownerCancelledBehindOurBack() {
  const owner = await verifiedOwner(server);
  await subscribe(server, owner);
  const subId = (await billing(server, owner)).subscription?.id ?? '';
  await sandbox(server, 'PUT', 'settings', { webhook_delivery: 'held' });
  await provider.subscription.cancelForItems(subId, { end_of_term: false });
  return { owner, subId };
}

describe('the billing webhook', () => {
  it('wrong or missing credentials are a 401 and change nothing', async () => {
    const { owner, subId } = await ownerCancelledBehindOurBack();
    for (const authorization of [
      undefined,
      'Basic ' + Buffer.from('vh:wrong').toString('base64'),
      'Bearer x',
    ]) {
      const res = await api(server, 'POST', hook, {
        body: event('ev_forged', subId, owner.uid),
        ...(authorization ? { headers: { authorization } } : {}),
      });
      expect(res.status).toBe(401);
    }
    expect((await billing(server, owner)).subscription?.status).toBe('active');
    const seen = await server.database.db
      .select({ n: count() })
      .from(billingEvents)
      .where(eq(billingEvents.eventId, 'ev_forged'));
    expect(seen[0]?.n).toBe(0);
  });

  it('checks the credentials before it reads the body', async () => {
    const forged = 'Basic ' + Buffer.from('vh:wrong').toString('base64');
    // A body that would be refused as unreadable, and one over the size limit: neither is read.
    for (const body of ['{"id": "ev_', `{"id": "${'x'.repeat(1_100_000)}"}`]) {
      const res = await server.app.inject({
        method: 'POST',
        url: hook,
        headers: { authorization: forged, 'content-type': 'application/json' },
        payload: body,
      });
      expect(res.statusCode).toBe(401);
      expect(errorMessage(res.json())).toBe(t('errors.subscriptions.webhookCredentials'));
    }
  });

  it('acts once on the same event delivered 10 times', async () => {
    const { owner, subId } = await ownerCancelledBehindOurBack();
    const results = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await api(server, 'POST', hook, {
        body: event('ev_ten_times', subId, owner.uid),
        headers: { authorization: basic },
      });
      results.push((res.body as { result: string }).result);
    }
    expect(results).toEqual(['processed', ...Array<string>(9).fill('duplicate')]);
    const state = await billing(server, owner);
    expect(state).toMatchObject({ plan: 'free', subscription: { status: 'cancelled' } });
  });

  it('handles ten copies of one new event arriving at once once; the others wait for it', async () => {
    const { owner, subId } = await ownerCancelledBehindOurBack();
    const copies = await Promise.all(
      Array.from({ length: 10 }, () =>
        api(server, 'POST', hook, {
          body: event('ev_ten_at_once', subId, owner.uid),
          headers: { authorization: basic },
        }),
      ),
    );
    const results = copies.map((res) => (res.body as { result: string }).result).sort();
    expect(results).toEqual([...Array<string>(9).fill('duplicate'), 'processed']);
    expect(await billing(server, owner)).toMatchObject({
      plan: 'free',
      subscription: { status: 'cancelled' },
    });
  });

  it('events in reverse order end in the provider’s current state', async () => {
    const owner = await verifiedOwner(server);
    await subscribe(server, owner);
    const subId = (await billing(server, owner)).subscription?.id ?? '';
    await sandbox(server, 'PUT', 'settings', {
      webhook_delivery: 'held',
      webhook_order: 'reversed',
      webhook_copies: 2,
    });
    await provider.subscription.updateForItems(subId, {
      subscription_items: [{ item_price_id: 'Pro-CAD-Monthly', quantity: 1 }],
      replace_items_list: true,
    });
    await provider.subscription.cancelForItems(subId, { end_of_term: true });
    await sandbox(server, 'POST', 'webhooks/flush');
    expect(await billing(server, owner)).toMatchObject({
      plan: 'pro',
      subscription: { item_price_id: 'Pro', status: 'non_renewing' },
    });
    await sandbox(server, 'PUT', 'settings', {
      webhook_delivery: 'immediate',
      webhook_order: 'in_order',
      webhook_copies: 1,
    });
  });

  it('an event about a customer we do not know is acknowledged and ignored', async () => {
    const res = await api(server, 'POST', hook, {
      body: event('ev_stranger', 'sub_not_ours', 'cust_not_ours'),
      headers: { authorization: basic },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'ignored' });
    const checkouts = await server.database.db.select({ n: count() }).from(billingCheckouts);
    expect(checkouts[0]?.n).toBeGreaterThan(0);
  });

  it('a malformed event with good credentials is a 400', async () => {
    const res = await api(server, 'POST', hook, {
      body: { event_type: 'subscription_created' },
      headers: { authorization: basic },
    });
    expect(res.status).toBe(400);
    expect(errorMessage(res.body)).toMatch(/id/);
    const huge = await api(server, 'POST', hook, {
      body: { id: 'e'.repeat(100_000), event_type: 'subscription_created' },
      headers: { authorization: basic },
    });
    expect(huge.status).toBe(400);
  });
});

describe('billing down', () => {
  it('a checkout against an unreachable site is the connection error and saves nothing', async () => {
    const down = await startTestServer({
      env: {
        CHARGEBEE_SITE: 'vh-unreachable-test',
        CHARGEBEE_API_KEY: 'test_key',
        CHARGEBEE_WEBHOOK_USERNAME: 'vh',
        CHARGEBEE_WEBHOOK_PASSWORD: 'secret',
      },
    });
    try {
      const owner = await verifiedOwner(down);
      const res = await api(down, 'POST', '/api/businesses/subscriptions/checkout/create/', {
        jwt: owner.jwt,
        body: { item_id: 'Basic-CAD-Monthly' },
      });
      expect(res.status).toBe(503);
      expect(errorMessage(res.body)).toBe(t('toasts.billingConnectionError'));
      const rows = await down.database.db.select({ n: count() }).from(billingCheckouts);
      expect(rows[0]?.n).toBe(0);
      // No sandbox when a real site is configured.
      expect((await api(down, 'POST', '/billing-sandbox/test/webhooks/flush')).status).toBe(404);
    } finally {
      await down.close();
    }
  });
});
