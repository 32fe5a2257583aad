import { eq } from 'drizzle-orm';
import { loadOrCreateSandboxSecrets } from '@vh/billing-sandbox';
import { ZBilling, ZHostedPage, type TBilling, type TItemPriceId } from '@vh/contracts';
import { billingCheckouts, profiles } from '../db/schema/index.ts';
import { createBillingClient } from '../features/subscriptions/billing-client.ts';
import { api, seedOwner } from './factories.ts';
import { addCentre } from './staff.ts';
import type { TestServer } from './test-server.ts';

export const CARDS = {
  visa: '4111111111111111',
  mastercard: '5555555555554444',
  declined: '4005519200000004',
  cannotStore: '4119862760338320',
} as const;

/** An owner whose email is confirmed (the checkout needs it; its own tests are elsewhere). */
export async function verifiedOwner(server: TestServer, options: { centres?: number } = {}) {
  const owner = await seedOwner(server);
  await server.database.db
    .update(profiles)
    .set({ confirmEmail: true })
    .where(eq(profiles.uid, owner.profile.uid));
  const jwt = owner.session.access_token;
  const centres = [];
  for (let i = 0; i < (options.centres ?? 0); i += 1) {
    centres.push(await addCentre(server, jwt, `Centre ${i + 1}`));
  }
  return { uid: owner.profile.uid, email: owner.input.email, jwt, centres };
}

/** A call to the sandbox's test controls (loopback only, as the tests are). */
export async function sandbox(server: TestServer, method: string, path: string, body?: unknown) {
  const res = await api(server, method, `/billing-sandbox/test/${path}`, {
    ...(body === undefined ? {} : { body }),
  });
  if (res.status >= 300)
    throw new Error(`sandbox ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export const flushWebhooks = (server: TestServer) => sandbox(server, 'POST', 'webhooks/flush');

/** Pays a hosted page as the form would; resolves to the sandbox's answer (status and body). */
export function payHostedPage(server: TestServer, pageId: string, card: string) {
  return api(server, 'POST', `/billing-sandbox/test/hosted_pages/${pageId}/complete`, {
    body: {
      card_number: card,
      expiry_month: 12,
      expiry_year: new Date().getFullYear() + 3,
      cvv: '123',
    },
  });
}

export async function startCheckout(server: TestServer, jwt: string, itemId: TItemPriceId) {
  const res = await api(server, 'POST', '/api/businesses/subscriptions/checkout/create/', {
    jwt,
    body: { item_id: itemId },
  });
  if (res.status !== 200) throw new Error(`checkout: ${res.status} ${JSON.stringify(res.body)}`);
  const page = ZHostedPage.parse(res.body);
  // The sub_id travels in the page's redirect, which the page URL does not show: read it back.
  const [checkout] = await server.database.db
    .select()
    .from(billingCheckouts)
    .where(eq(billingCheckouts.hostedPageId, page.id));
  if (!checkout) throw new Error('checkout: no checkout row');
  return { ...page, subId: checkout.subscriptionId };
}

/** Buys a plan with a good card and lets the webhooks land. */
export async function subscribe(
  server: TestServer,
  owner: { jwt: string; uid: string },
  itemId: TItemPriceId = 'Basic-CAD-Monthly',
): Promise<TBilling> {
  const page = await startCheckout(server, owner.jwt, itemId);
  const paid = await payHostedPage(server, page.id, CARDS.visa);
  if (paid.status !== 200) throw new Error(`pay: ${paid.status} ${JSON.stringify(paid.body)}`);
  await flushWebhooks(server);
  return billing(server, owner);
}

export async function billing(server: TestServer, owner: { jwt: string; uid: string }) {
  const res = await api(server, 'GET', `/api/businesses/subscriptions/${owner.uid}/`, {
    jwt: owner.jwt,
  });
  if (res.status !== 200) throw new Error(`billing: ${res.status} ${JSON.stringify(res.body)}`);
  return ZBilling.parse(res.body);
}

/**
 * The provider acting on its own (a renewal, a change in its dashboard: no call of ours), and the
 * Basic credentials its webhooks carry.
 */
export async function sandboxProvider(server: TestServer) {
  const secrets = await loadOrCreateSandboxSecrets(server.dataDir);
  return {
    provider: createBillingClient({
      kind: 'sandbox',
      app: server.app,
      apiKey: secrets.apiKey,
      prefix: '/billing-sandbox',
    }),
    webhookAuthorization: `Basic ${Buffer.from(`${secrets.webhookUsername}:${secrets.webhookPassword}`).toString('base64')}`,
  };
}
