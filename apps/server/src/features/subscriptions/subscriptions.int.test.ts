import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCentreList, ZHostedPage, t } from '@vh/contracts';
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
import { api, errorCode, errorMessage, seedOwner } from '../../testing/factories.ts';
import { centreBody, joinedStaff, signIn, staffInput } from '../../testing/staff.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
const DAY_S = 24 * 60 * 60;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const path = (what: string, uid: string) => `/api/businesses/subscriptions/${what}/${uid}/`;
const profilePlan = async (owner: { uid: string; jwt: string }) =>
  (
    (await api(server, 'GET', `/api/users/uid/${owner.uid}`, { jwt: owner.jwt })).body as {
      plan: string;
    }
  ).plan;
const centres = async (jwt: string) =>
  ZCentreList.parse((await api(server, 'GET', '/api/businesses/', { jwt })).body).centres;

describe('checkout', () => {
  it('a verified owner pays with 4111…, and /success sees the subscription active', async () => {
    const owner = await verifiedOwner(server);
    const page = await startCheckout(server, owner.jwt, 'Basic-CAD-Monthly');
    expect(page.url).toMatch(/\/billing-sandbox\/pages\/v3\/[^/]+\/$/);
    // The hosted_page object Chargebee.js's openCheckout({ hostedPage }) wants, and where it returns.
    expect(page).toMatchObject({ type: 'checkout_new', state: 'created' });
    expect(page.created_at).toEqual(expect.any(Number));
    expect(page.expires_at).toEqual(expect.any(Number));
    const returnUrl = new URL(page.return_url ?? '');
    expect(returnUrl.pathname).toBe('/success');
    expect(returnUrl.searchParams.get('sub_id')).toBe(page.subId);

    const before = await api(
      server,
      'GET',
      `/api/businesses/subscriptions/verify/?sub_id=${page.subId}`,
      {
        jwt: owner.jwt,
      },
    );
    expect(before.body).toEqual({ status: 'pending' });

    const paid = await payHostedPage(server, page.id, CARDS.visa);
    expect(paid.status).toBe(200);
    const redirect = new URL((paid.body as { redirect_to: string }).redirect_to);
    expect(redirect.pathname).toBe('/success');
    expect(redirect.searchParams.get('sub_id')).toBe(page.subId);
    expect(redirect.searchParams.get('state')).toBe('succeeded');

    const after = await api(
      server,
      'GET',
      `/api/businesses/subscriptions/verify/?sub_id=${page.subId}`,
      {
        jwt: owner.jwt,
      },
    );
    expect(after.body).toEqual({ status: 'active' });
    const state = await billing(server, owner);
    expect(state.plan).toBe('basic');
    expect(state.subscription).toMatchObject({
      item_price_id: 'Basic',
      status: 'active',
      amount: 3995,
    });
    expect(state.payment).toMatchObject({ payment_type: 'card', card_last4: '1111' });
    expect(state.subscription?.next_billing_at).not.toBeNull();
    expect(await profilePlan(owner)).toBe('Basic');
  });

  it("bills the business's name and address, so the invoice carries its province's sales tax", async () => {
    const owner = await verifiedOwner(server, { centres: 1 });
    const page = await startCheckout(server, owner.jwt, 'Basic-CAD-Monthly');
    expect((await payHostedPage(server, page.id, CARDS.visa)).status).toBe(200);
    const { provider } = await sandboxProvider(server);
    const { list } = await provider.invoice.list({ customer_id: { is: owner.uid } });
    const invoice = list[0]?.invoice;
    // The centre is 235 Queens Quay W, Toronto, ON M5J 2G8 (Ontario: HST 13%).
    expect(invoice?.billing_address).toMatchObject({
      company: 'Centre 1',
      line1: '235 Queens Quay W',
      city: 'Toronto',
      state_code: 'ON',
      country: 'CA',
      zip: 'M5J 2G8',
    });
    expect(invoice).toMatchObject({ sub_total: 3995, tax: 519, total: 4514 });
    expect(invoice?.taxes).toEqual([expect.objectContaining({ name: 'HST', amount: 519 })]);
  });

  it('a declined card leaves the owner on Free, with the reason', async () => {
    const owner = await verifiedOwner(server);
    const page = await startCheckout(server, owner.jwt, 'Pro-CAD-Monthly');
    const declined = await payHostedPage(server, page.id, CARDS.declined);
    expect(declined.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(declined.body)).toMatch(/insufficient funds/i);
    await flushWebhooks(server);
    const status = await api(
      server,
      'GET',
      `/api/businesses/subscriptions/verify/?sub_id=${page.subId}`,
      {
        jwt: owner.jwt,
      },
    );
    expect(status.body).toEqual({ status: 'pending' });
    expect((await billing(server, owner)).plan).toBe('free');
    expect(await profilePlan(owner)).toBe('Free');
  });

  it('refuses staff, an unverified owner, a plan that is not one, and a second subscription', async () => {
    const owner = await verifiedOwner(server, { centres: 1 });
    const code = owner.centres[0]?.invite?.code ?? '';
    const staff = await joinedStaff(server, code);
    const create = (jwt: string, body: unknown) =>
      api(server, 'POST', '/api/businesses/subscriptions/checkout/create/', { jwt, body });

    const byStaff = await create(staff.jwt, { item_id: 'Basic-CAD-Monthly' });
    expect(byStaff.status).toBe(403);
    expect(errorMessage(byStaff.body)).toBe(t('toasts.notAllowed'));

    const unverified = await seedOwner(server);
    const refused = await create(unverified.session.access_token, { item_id: 'Basic-CAD-Monthly' });
    expect(refused.status).toBe(403);

    const notAPlan = await create(owner.jwt, { item_id: 'Gold-CAD-Monthly' });
    expect(notAPlan.status).toBe(400);
    expect(errorMessage(notAPlan.body)).toMatch(/item_id must be/);
    const nul = await create(owner.jwt, { item_id: 'Basic-CAD-Monthly', first_name: 'A\u0000' });
    expect(nul.status).toBe(400);
    const huge = await create(owner.jwt, {
      item_id: 'Basic-CAD-Monthly',
      last_name: 'x'.repeat(100_000),
    });
    expect(huge.status).toBe(400);
    expect(errorMessage(huge.body)).toMatch(/at most 100 characters/);

    await subscribe(server, owner, 'Basic-CAD-Monthly');
    const again = await create(owner.jwt, { item_id: 'Basic-CAD-Monthly' });
    expect(again.status).toBe(409);
    expect(errorMessage(again.body)).toBe(t('toasts.alreadyHavePlan'));
    const other = await create(owner.jwt, { item_id: 'Pro-CAD-Monthly' });
    expect(errorCode(other.body)).toBe('CONFLICT');
  });

  it("another owner's sub_id is not found, and a malformed one is a 400", async () => {
    const owner = await verifiedOwner(server);
    const page = await startCheckout(server, owner.jwt, 'Basic-CAD-Monthly');
    await payHostedPage(server, page.id, CARDS.visa);
    const stranger = await verifiedOwner(server);
    const peek = await api(
      server,
      'GET',
      `/api/businesses/subscriptions/verify/?sub_id=${page.subId}`,
      {
        jwt: stranger.jwt,
      },
    );
    expect(peek.status).toBe(404);
    expect(JSON.stringify(peek.body)).not.toMatch(/active/);
    const bad = await api(server, 'GET', '/api/businesses/subscriptions/verify/?sub_id=../x', {
      jwt: owner.jwt,
    });
    expect(bad.status).toBe(400);
    const theirs = await api(server, 'GET', `/api/businesses/subscriptions/${owner.uid}/`, {
      jwt: stranger.jwt,
    });
    expect(theirs.status).toBe(403);
  });
});

describe('plan changes meet limits', () => {
  it('upgrade raises the limit at once; a downgrade asks which centres to keep', async () => {
    const owner = await verifiedOwner(server, { centres: 1 });
    await subscribe(server, owner, 'Basic-CAD-Monthly');
    const second = await api(server, 'POST', '/api/businesses/', {
      jwt: owner.jwt,
      body: centreBody('Second'),
    });
    expect(second.status).toBe(409);

    const up = await api(server, 'POST', path('update', owner.uid), {
      jwt: owner.jwt,
      body: { item_id: 'Pro-CAD-Monthly' },
    });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ plan: 'pro', subscription: { item_price_id: 'Pro' } });
    const added = await api(server, 'POST', '/api/businesses/', {
      jwt: owner.jwt,
      body: centreBody('Second'),
    });
    expect(added.status).toBe(201);
    const secondId = (added.body as { id: string }).id;

    const same = await api(server, 'POST', path('update', owner.uid), {
      jwt: owner.jwt,
      body: { item_id: 'VerifiedHours_Pro-CAD-Monthly' },
    });
    expect(same.status).toBe(409);
    expect(errorMessage(same.body)).toBe(t('toasts.alreadyHavePlan'));

    const unasked = await api(server, 'POST', path('update', owner.uid), {
      jwt: owner.jwt,
      body: { item_id: 'Basic-CAD-Monthly' },
    });
    expect(unasked.status).toBe(409);
    expect(errorCode(unasked.body)).toBe('CHOOSE_CENTRES_TO_KEEP');
    expect((await billing(server, owner)).plan).toBe('pro');

    const down = await api(server, 'POST', path('update', owner.uid), {
      jwt: owner.jwt,
      body: { item_id: 'Basic-CAD-Monthly', keep_business_ids: [secondId] },
    });
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({
      plan: 'basic',
      read_only_business_ids: [owner.centres[0]?.id],
    });
    const list = await centres(owner.jwt);
    expect(list.find((c) => c.id === secondId)?.active).toBe(true);
    expect(list.find((c) => c.id === owner.centres[0]?.id)?.active).toBe(false);
    expect(list).toHaveLength(2);

    // Up again: the read-only centre comes back by itself.
    await flushWebhooks(server);
    const back = await api(server, 'POST', path('update', owner.uid), {
      jwt: owner.jwt,
      body: { item_id: 'Pro-CAD-Monthly' },
    });
    expect(back.body).toMatchObject({ plan: 'pro', read_only_business_ids: [] });
    expect((await centres(owner.jwt)).every((c) => c.active)).toBe(true);
  });

  it('a centre made read-only by a downgrade loses its invite code, and gets a new one back', async () => {
    const owner = await verifiedOwner(server, { centres: 1 });
    const first = owner.centres[0];
    const old = first?.invite?.code ?? '';
    await subscribe(server, owner, 'Pro-CAD-Monthly');
    const added = await api(server, 'POST', '/api/businesses/', {
      jwt: owner.jwt,
      body: centreBody('Second'),
    });
    expect(added.status).toBe(201);
    const secondId = (added.body as { id: string }).id;
    const validate = (code: string) =>
      api(server, 'POST', '/api/businesses/validate-code/', { body: { code } });
    const signUpWith = (code: string) =>
      api(server, 'POST', '/api/users/', { body: staffInput(code) });

    const down = await api(server, 'POST', path('update', owner.uid), {
      jwt: owner.jwt,
      body: { item_id: 'Basic-CAD-Monthly', keep_business_ids: [secondId] },
    });
    expect(down.body).toMatchObject({ read_only_business_ids: [first?.id] });
    const readOnly = (await centres(owner.jwt)).find((c) => c.id === first?.id);
    expect(readOnly).toMatchObject({ active: false, invite: null });
    expect((await validate(old)).status).toBe(404);
    expect(errorCode((await signUpWith(old)).body)).toBe('INVITE_CODE_INVALID');

    await flushWebhooks(server);
    const up = await api(server, 'POST', path('update', owner.uid), {
      jwt: owner.jwt,
      body: { item_id: 'Pro-CAD-Monthly' },
    });
    expect(up.body).toMatchObject({ read_only_business_ids: [] });
    const back = (await centres(owner.jwt)).find((c) => c.id === first?.id);
    const fresh = back?.invite?.code ?? '';
    expect(back?.active).toBe(true);
    expect(fresh).toMatch(/^[A-Z2-9]{6}$/);
    expect(fresh).not.toBe(old);
    expect((await validate(old)).status).toBe(404);
    expect(errorCode((await signUpWith(old)).body)).toBe('INVITE_CODE_INVALID');
    expect((await validate(fresh)).status).toBe(200);
    expect((await signUpWith(fresh)).status).toBe(201);
  });

  it('staff, managers and other owners cannot change, cancel or read the plan', async () => {
    const owner = await verifiedOwner(server, { centres: 1 });
    await subscribe(server, owner);
    const code = owner.centres[0]?.invite?.code ?? '';
    const staff = await joinedStaff(server, code);
    const manager = await joinedStaff(server, code);
    await api(server, 'POST', `/api/businesses/approve/staffs/${manager.uid}/`, { jwt: owner.jwt });
    const promoted = await api(server, 'PATCH', `/api/businesses/staffs/${manager.uid}/`, {
      jwt: owner.jwt,
      body: { is_manager: true },
    });
    expect(promoted.status).toBe(200);
    const managerJwt = (await signIn(server, manager.input.username, manager.input.password)).jwt;
    const byManager = await api(server, 'POST', '/api/businesses/subscriptions/checkout/create/', {
      jwt: managerJwt,
      body: { item_id: 'Pro-CAD-Monthly' },
    });
    expect(errorMessage(byManager.body)).toBe(t('toasts.notAllowed'));
    const stranger = await verifiedOwner(server);
    for (const jwt of [staff.jwt, managerJwt, stranger.jwt]) {
      for (const [method, what, body] of [
        ['POST', 'update', { item_id: 'Pro-CAD-Monthly' }],
        ['POST', 'cancel', { end_of_term: false }],
        ['POST', 'reactivate', undefined],
        ['GET', 'payment-method', undefined],
        ['GET', 'invoices', undefined],
      ] as const) {
        const res = await api(server, method, path(what, owner.uid), {
          jwt,
          ...(body ? { body } : {}),
        });
        expect(res.status, `${what}`).toBe(403);
        expect(errorMessage(res.body)).toBe(t('toasts.notAllowed'));
      }
    }
    expect((await billing(server, owner)).subscription?.status).toBe('active');
  });
});

describe('cancel, reactivate and the fall back to Free', () => {
  it('cancel at end of term is non_renewing; reactivate makes it active again', async () => {
    const owner = await verifiedOwner(server);
    await subscribe(server, owner);
    const cancel = await api(server, 'POST', path('cancel', owner.uid), {
      jwt: owner.jwt,
      body: { end_of_term: true },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ plan: 'basic', subscription: { status: 'non_renewing' } });
    const again = await api(server, 'POST', path('reactivate', owner.uid), { jwt: owner.jwt });
    expect(again.body).toMatchObject({ subscription: { status: 'active' } });
  });

  it('the end of a cancelled term falls back to Free: the oldest centre stays, nothing is deleted', async () => {
    const owner = await verifiedOwner(server, { centres: 1 });
    await subscribe(server, owner, 'Pro-CAD-Monthly');
    for (const name of ['Second', 'Third']) {
      expect(
        (await api(server, 'POST', '/api/businesses/', { jwt: owner.jwt, body: centreBody(name) }))
          .status,
      ).toBe(201);
    }
    await api(server, 'POST', path('cancel', owner.uid), {
      jwt: owner.jwt,
      body: { end_of_term: true },
    });
    await sandbox(server, 'POST', 'clock', { advance_seconds: 32 * DAY_S });
    await flushWebhooks(server);
    const state = await billing(server, owner);
    expect(state.plan).toBe('free');
    expect(state.subscription?.status).toBe('cancelled');
    expect(state.read_only_business_ids).toHaveLength(2);
    const list = await centres(owner.jwt);
    expect(list).toHaveLength(3);
    expect(list.filter((c) => c.active).map((c) => c.id)).toEqual([owner.centres[0]?.id]);

    // Buying again restores everything.
    await subscribe(server, owner, 'Pro-CAD-Monthly');
    expect((await centres(owner.jwt)).every((c) => c.active)).toBe(true);
  });

  it('cancel now ends it at once; manage payment then needs an active plan', async () => {
    const owner = await verifiedOwner(server);
    await subscribe(server, owner);
    const cancel = await api(server, 'POST', path('cancel', owner.uid), {
      jwt: owner.jwt,
      body: { end_of_term: false },
    });
    expect(cancel.body).toMatchObject({ plan: 'free', subscription: { status: 'cancelled' } });
    const manage = await api(server, 'GET', path('payment-method', owner.uid), { jwt: owner.jwt });
    expect(manage.status).toBe(409);
    expect(errorMessage(manage.body)).toBe(t('toasts.noActiveSubscription'));
    const twice = await api(server, 'POST', path('cancel', owner.uid), {
      jwt: owner.jwt,
      body: { end_of_term: false },
    });
    expect(errorMessage(twice.body)).toBe(t('toasts.noActiveSubscription'));
    const bad = await api(server, 'POST', path('cancel', owner.uid), {
      jwt: owner.jwt,
      body: { end_of_term: 'yes' },
    });
    expect(bad.status).toBe(400);
  });

  /** An owner on Basic whose card declines from now on, moved past the renewal it cannot pay. */
  async function failedRenewal() {
    const owner = await verifiedOwner(server);
    const bought = await subscribe(server, owner);
    await updateCard(owner, CARDS.declined);
    expect((await billing(server, owner)).payment?.card_last4).toBe('0004');
    expect((await billing(server, owner)).payment_due).toBeNull();
    await advancePast(bought.subscription?.current_term_end ?? '');
    return { owner, renewedAt: bought.subscription?.current_term_end ?? '' };
  }

  async function updateCard(owner: { uid: string; jwt: string }, card: string) {
    const manage = await api(server, 'GET', path('payment-method', owner.uid), { jwt: owner.jwt });
    expect(manage.status).toBe(200);
    const stored = await payHostedPage(server, ZHostedPage.parse(manage.body).id, card);
    expect(stored.status).toBe(200);
    await flushWebhooks(server);
  }

  /** Moves the sandbox clock a minute past `iso` and lets the webhooks land. */
  async function advancePast(iso: string, extraSeconds = 60) {
    const { now } = (await sandbox(server, 'GET', 'clock')) as { now: number };
    const target = Date.parse(iso) / 1000 + extraSeconds;
    await sandbox(server, 'POST', 'clock', { advance_seconds: Math.max(0, target - now) });
    await flushWebhooks(server);
  }

  it('a renewal the card cannot pay keeps the plan with the payment due, until dunning cancels it: then Free', async () => {
    const { owner, renewedAt } = await failedRenewal();
    const during = await billing(server, owner);
    expect(during.plan).toBe('basic');
    expect(during.subscription?.status).toBe('active');
    expect(during.payment_due).toEqual({ since: renewedAt, amount: 3995 });
    expect(await profilePlan(owner)).toBe('Basic');

    // Past the provider's last retry (7 days after the renewal), dunning ends in cancellation.
    await advancePast(renewedAt, 7 * DAY_S + 60);
    const after = await billing(server, owner);
    expect(after.plan).toBe('free');
    expect(after.subscription?.status).toBe('cancelled');
    expect(after.payment_due).toBeNull();
    expect(await profilePlan(owner)).toBe('Free');
  });

  it('a card updated while a payment is due pays it: the plan stays and the payment due clears', async () => {
    const { owner } = await failedRenewal();
    expect((await billing(server, owner)).payment_due).not.toBeNull();
    await updateCard(owner, CARDS.visa);
    const after = await billing(server, owner);
    expect(after.payment_due).toBeNull();
    expect(after.plan).toBe('basic');
    expect(after.subscription?.status).toBe('active');
    expect(after.payment?.card_last4).toBe('1111');
  });
});

describe('invoices', () => {
  it("lists the owner's invoices and links a PDF; another owner's invoice is not found", async () => {
    const owner = await verifiedOwner(server);
    await subscribe(server, owner);
    const list = await api(server, 'GET', path('invoices', owner.uid), { jwt: owner.jwt });
    const invoices = (list.body as { invoices: { id: string; total: number; status: string }[] })
      .invoices;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ total: 3995, status: 'paid' });
    const id = invoices[0]?.id ?? '';
    const pdf = await api(
      server,
      'GET',
      `/api/businesses/subscriptions/invoices/${owner.uid}/${id}/pdf/`,
      {
        jwt: owner.jwt,
      },
    );
    expect(pdf.status).toBe(200);
    const url = new URL((pdf.body as { url: string }).url);
    const file = await fetch(`${server.baseUrl}${url.pathname}${url.search}`);
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');

    const stranger = await verifiedOwner(server);
    await subscribe(server, stranger);
    const peek = await api(
      server,
      'GET',
      `/api/businesses/subscriptions/invoices/${stranger.uid}/${id}/pdf/`,
      {
        jwt: stranger.jwt,
      },
    );
    expect(peek.status).toBe(404);
  });
});
