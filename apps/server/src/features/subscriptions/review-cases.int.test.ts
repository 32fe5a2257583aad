import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t, ZCentreList } from '@vh/contracts';
import { profiles } from '../../db/schema/index.ts';
import {
  billing,
  CARDS,
  flushWebhooks,
  payHostedPage,
  sandbox,
  sandboxProvider,
  startCheckout,
  subscribe,
  verifiedOwner,
} from '../../testing/billing.ts';
import { api, errorCode, errorMessage } from '../../testing/factories.ts';
import { centreBody } from '../../testing/staff.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import type { BillingClient } from './billing-client.ts';

// The corners: a downgrade refused after all, two open checkouts, Enterprise, a copy behind the
// provider, a subscription deleted at the provider.

let server: TestServer;
let provider: BillingClient;
let basic: string;
const DAY_S = 24 * 60 * 60;

beforeAll(async () => {
  server = await startTestServer();
  ({ provider, webhookAuthorization: basic } = await sandboxProvider(server));
});
afterAll(async () => {
  await sandbox(server, 'PUT', 'settings', { webhook_delivery: 'immediate' });
  await server.close();
});

const path = (what: string, uid: string) => `/api/businesses/subscriptions/${what}/${uid}/`;

async function proOwnerWithThreeCentres() {
  const owner = await verifiedOwner(server, { centres: 1 });
  await subscribe(server, owner, 'Pro-CAD-Monthly');
  const ids = [owner.centres[0]?.id ?? ''];
  for (const name of ['Second', 'Third']) {
    const made = await api(server, 'POST', '/api/businesses/', {
      jwt: owner.jwt,
      body: centreBody(name),
    });
    ids.push((made.body as { id: string }).id);
  }
  return { ...owner, ids };
}

describe('a downgrade is checked before anything is charged', () => {
  it('too many or foreign centres to keep: refused, and the provider still has Pro', async () => {
    const owner = await proOwnerWithThreeCentres();
    const subId = (await billing(server, owner)).subscription?.id ?? '';
    const tooMany = await api(server, 'POST', path('update', owner.uid), {
      jwt: owner.jwt,
      body: { item_id: 'Basic-CAD-Monthly', keep_business_ids: owner.ids },
    });
    expect(tooMany.status).toBe(409);
    expect(errorCode(tooMany.body)).toBe('CHOOSE_CENTRES_TO_KEEP');
    const stranger = await verifiedOwner(server, { centres: 1 });
    const foreign = await api(server, 'POST', path('update', owner.uid), {
      jwt: owner.jwt,
      body: { item_id: 'Basic-CAD-Monthly', keep_business_ids: [stranger.centres[0]?.id] },
    });
    expect(foreign.status).toBe(404);
    const atProvider = await provider.subscription.retrieve(subId);
    expect(atProvider.subscription.subscription_items?.[0]?.item_price_id).toBe('Pro-CAD-Monthly');
    expect((await billing(server, owner)).plan).toBe('pro');
  });

  it('the owner’s choice wins whichever sync applies the new plan first', async () => {
    const owner = await proOwnerWithThreeCentres();
    const keep = owner.ids[2] ?? '';
    await sandbox(server, 'PUT', 'settings', {
      webhook_delivery: 'immediate',
      webhook_order: 'reversed',
    });
    const down = await api(server, 'POST', path('update', owner.uid), {
      jwt: owner.jwt,
      body: { item_id: 'Basic-CAD-Monthly', keep_business_ids: [keep] },
    });
    expect(down.status).toBe(200);
    await flushWebhooks(server);
    await sandbox(server, 'PUT', 'settings', { webhook_order: 'in_order' });
    const list = ZCentreList.parse(
      (await api(server, 'GET', '/api/businesses/', { jwt: owner.jwt })).body,
    );
    expect(list.centres.filter((c) => c.active).map((c) => c.id)).toEqual([keep]);
  });
});

describe('one subscription per owner', () => {
  it('of two open checkouts only the first paid makes a subscription', async () => {
    const owner = await verifiedOwner(server);
    const first = await startCheckout(server, owner.jwt, 'Basic-CAD-Monthly');
    const second = await startCheckout(server, owner.jwt, 'Pro-CAD-Monthly');
    expect(second.subId).toBe(first.subId);
    expect((await payHostedPage(server, first.id, CARDS.visa)).status).toBe(200);
    const again = await payHostedPage(server, second.id, CARDS.visa);
    expect(again.status).toBeGreaterThanOrEqual(400);
    await flushWebhooks(server);
    const state = await billing(server, owner);
    expect(state).toMatchObject({ plan: 'basic', subscription: { item_price_id: 'Basic' } });
    const atProvider = await provider.subscription.retrieve(first.subId);
    expect(atProvider.subscription.subscription_items?.[0]?.item_price_id).toBe(
      'Basic-CAD-Monthly',
    );
    const invoices = await provider.invoice.list({ customer_id: { is: owner.uid } });
    expect(invoices.list).toHaveLength(1);
  });
});

describe('Enterprise is arranged by hand', () => {
  it('no checkout for it, and no billing sync takes it away', async () => {
    const owner = await verifiedOwner(server);
    await subscribe(server, owner);
    const subId = (await billing(server, owner)).subscription?.id ?? '';
    await api(server, 'POST', path('cancel', owner.uid), {
      jwt: owner.jwt,
      body: { end_of_term: false },
    });
    await server.database.db
      .update(profiles)
      .set({ plan: 'Enterprise' })
      .where(eq(profiles.uid, owner.uid));
    const res = await api(server, 'POST', '/api/businesses/subscriptions/checkout/create/', {
      jwt: owner.jwt,
      body: { item_id: 'Pro-CAD-Monthly' },
    });
    expect(res.status).toBe(409);
    expect(errorMessage(res.body)).toMatch(/Enterprise/);
    await api(server, 'GET', `/api/businesses/subscriptions/verify/?sub_id=${subId}`, {
      jwt: owner.jwt,
    });
    expect((await billing(server, owner)).plan).toBe('enterprise');
  });
});

describe('when our copy is behind the provider', () => {
  it('a refused reactivation refreshes the copy and says so', async () => {
    const owner = await verifiedOwner(server);
    await subscribe(server, owner);
    await api(server, 'POST', path('cancel', owner.uid), {
      jwt: owner.jwt,
      body: { end_of_term: true },
    });
    await sandbox(server, 'PUT', 'settings', { webhook_delivery: 'held' });
    await sandbox(server, 'POST', 'clock', { advance_seconds: 32 * DAY_S });
    expect((await billing(server, owner)).subscription?.status).toBe('non_renewing');
    const res = await api(server, 'POST', path('reactivate', owner.uid), { jwt: owner.jwt });
    expect(res.status).toBe(409);
    expect(errorMessage(res.body)).toBe(t('errors.subscriptions.stateChanged'));
    expect(await billing(server, owner)).toMatchObject({
      plan: 'free',
      subscription: { status: 'cancelled' },
    });
    await sandbox(server, 'PUT', 'settings', { webhook_delivery: 'immediate' });
    await flushWebhooks(server);
  });

  it('an event about a subscription the provider no longer has is handled, not retried for ever', async () => {
    const owner = await verifiedOwner(server);
    const page = await startCheckout(server, owner.jwt, 'Basic-CAD-Monthly');
    const res = await api(server, 'POST', '/api/businesses/subscriptions/webhook/', {
      headers: { authorization: basic },
      body: {
        id: 'ev_deleted_sub',
        event_type: 'subscription_deleted',
        content: { subscription: { id: page.subId }, customer: { id: owner.uid } },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'processed' });
    expect((await billing(server, owner)).plan).toBe('free');
  });
});
