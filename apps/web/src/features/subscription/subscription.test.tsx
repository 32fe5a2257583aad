import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PAID_PLAN_FEATURES,
  type TBilling,
  type TCentre,
  type TInvoice,
  type TPaymentSummary,
  type TSubscriptionSummary,
  t,
  planFeatureWords,
} from '@vh/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCentre, buildProfile, errorResponse, jsonResponse } from '../../testing/factories.ts';
import { openedCheckouts, publicConfig } from '../../testing/chargebee.ts';
import { stubFetch, type RecordedRequest } from '../../testing/fetch-stub.ts';
import { input, login, renderSignedIn, type User } from '../../testing/profile-kit.tsx';
import { renderWithProviders, testAuthClient } from '../../testing/render.tsx';
import { adoptSession, isAuthUserRequest } from '../../testing/session.ts';
import { SubscriptionSettings } from './components/subscription-settings.tsx';

// Mantine's modals and many clicks make a few of these slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const uid = login.user.id;
const base = '/api/businesses/subscriptions';
const billingPath = `${base}/${uid}/`;
const owner = buildProfile({ uid, confirm_email: true });

const card: TPaymentSummary = {
  payment_type: 'card',
  card_last4: '1111',
  card_brand: 'visa',
  card_funding_type: 'credit',
  card_expiry_year: 2030,
  card_expiry_month: 4,
  paypal_email: null,
  txn_amount: 3995,
};

// Noon UTC: the same calendar day in every time zone a test machine is likely to use.
const basicSubscription: TSubscriptionSummary = {
  id: 'vh_0123456789abcdef0123456789abcdef',
  item_price_id: 'Basic',
  status: 'active',
  current_term_start: '2026-11-21T12:00:00.000Z',
  current_term_end: '2026-12-21T12:00:00.000Z',
  next_billing_at: '2026-12-21T12:00:00.000Z',
  cancelled_at: null,
  amount: 3995,
  currency_code: 'CAD',
};

function billingOf(
  overrides: Partial<TBilling> = {},
  subscription: Partial<TSubscriptionSummary> = {},
): TBilling {
  return {
    plan: 'basic',
    subscription: { ...basicSubscription, ...subscription },
    payment: card,
    read_only_business_ids: [],
    ...overrides,
  };
}

const proBilling = billingOf({ plan: 'pro' }, { item_price_id: 'Pro', amount: 7995 });

const centreOf = (id: string, name: string, active = true): TCentre =>
  buildCentre({ id, owner_uid: uid, name, active });
const queenStreet = centreOf('3f0c8d7f-9a10-4b47-9e1f-6c1c5f382a4c', 'Queen Street Café');
const harbourfront = centreOf('8a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d', 'Harbourfront Kiosk');

const invoice: TInvoice = {
  id: 'inv_1',
  date: '2026-11-21T12:00:00.000Z',
  total: 3995,
  amount_paid: 3995,
  currency_code: 'CAD',
  status: 'paid',
};

/** What the server holds: the billing it answers, which a change replaces. */
type State = { billing: TBilling };
type Answer = (request: RecordedRequest, state: State) => Response | undefined;

/** The owner's billing, centres and invoices; `more` answers first. */
function server(state: State, more: Answer = () => undefined) {
  return (request: RecordedRequest) => {
    const answer = more(request, state);
    if (answer) return answer;
    if (request.url === '/api/config') return jsonResponse(200, publicConfig());
    if (request.method === 'GET' && request.url === billingPath) {
      return jsonResponse(200, state.billing);
    }
    if (request.method === 'GET' && request.url === `${base}/invoices/${uid}/`) {
      return jsonResponse(200, { invoices: [invoice] });
    }
    if (request.method === 'GET' && request.url === '/api/businesses/') {
      return jsonResponse(200, { centres: [queenStreet, harbourfront] });
    }
    return errorResponse(500, 'INTERNAL');
  };
}

/** A change the server accepts: it answers, and from then on holds, `next`. */
const changesTo =
  (next: TBilling): Answer =>
  (request, state) => {
    if (request.method !== 'POST') return undefined;
    state.billing = next;
    return jsonResponse(200, next);
  };

async function renderTab(billing: TBilling, more?: Answer) {
  const calls: RecordedRequest[] = [];
  const answer = server({ billing }, more);
  const rendered = await renderSignedIn(<SubscriptionSettings profile={owner} />, (request) => {
    calls.push(request);
    return answer(request);
  });
  const posts = () =>
    calls.filter(({ method }) => method === 'POST').map(({ url, body }) => ({ url, body }));
  const gets = (url: string) => calls.filter((c) => c.method === 'GET' && c.url === url).length;
  return { ...rendered, posts, gets };
}

const region = (name: string) => within(screen.getByRole('region', { name }));
const dialog = (name: string) => screen.findByRole('dialog', { name });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Subscription tab without a subscription', () => {
  const free = billingOf({ plan: 'free', subscription: null, payment: null });

  it('shows the Free plan at $0 a month and what it includes', async () => {
    await renderTab(free);

    expect(await screen.findByRole('heading', { name: 'Current plan' })).toBeTruthy();
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getByText('$0')).toBeTruthy();
    expect(screen.getByText('CAD / month')).toBeTruthy();
    expect(screen.getByText('1 business centre')).toBeTruthy();
    for (const feature of PAID_PLAN_FEATURES)
      expect(screen.getByText(planFeatureWords(feature))).toBeTruthy();
  });

  it('sends both "Plan details" and "Upgrade plan" to /pricing', async () => {
    await renderTab(free);

    for (const name of ['Plan details', 'Upgrade plan']) {
      expect((await screen.findByRole('link', { name })).getAttribute('href')).toBe('/pricing');
    }
  });

  it('shows no billing date, renewal or invoices, since nothing is billed', async () => {
    const { gets } = await renderTab(free);

    expect(await screen.findByText(/nothing is billed/)).toBeTruthy();
    expect(screen.queryByText(/next billing/i)).toBeNull();
    expect(screen.queryByText(/auto renewal/i)).toBeNull();
    expect(gets(`${base}/invoices/${uid}/`)).toBe(0);
  });
});

describe('the Subscription tab with a subscription', () => {
  it('shows the plan, its price and status, the next billing date with auto renewal ON, and the card', async () => {
    await renderTab(billingOf());

    const plan = within(await screen.findByRole('region', { name: 'Current plan' }));
    expect(plan.getByText('Basic')).toBeTruthy();
    expect(plan.getByText('$39.95')).toBeTruthy();
    expect(plan.getByText('Active')).toBeTruthy();
    const next = region('Next billing date');
    expect(next.getByText('December 21, 2026')).toBeTruthy();
    expect(next.getByText('Auto renewal ON')).toBeTruthy();
    const payment = region('Payment method');
    expect(payment.getByText(/Visa/).textContent).toBe('Visa card ending in•••• 1111');
    expect(payment.getByText('Expires 04/2030')).toBeTruthy();
    for (const name of ['Change plan', 'Update payment method', 'Cancel subscription']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a PayPal account by its email', async () => {
    await renderTab(
      billingOf({
        payment: {
          ...card,
          payment_type: 'paypal_express_checkout',
          card_last4: null,
          card_brand: null,
          card_expiry_month: null,
          card_expiry_year: null,
          paypal_email: 'ada@example.com',
        },
      }),
    );

    const payment = within(await screen.findByRole('region', { name: 'Payment method' }));
    expect(payment.getByText('PayPal')).toBeTruthy();
    expect(payment.getByText('ada@example.com')).toBeTruthy();
  });

  it('says a non-renewing plan ends with its term, with auto renewal OFF, and reactivates it', async () => {
    const { user, posts } = await renderTab(
      billingOf({}, { status: 'non_renewing', next_billing_at: null }),
      changesTo(billingOf()),
    );

    const note = within(await screen.findByRole('alert'));
    expect(note.getByText('Your subscription will not renew')).toBeTruthy();
    expect(
      note.getByText(/features until December 21, 2026; after that they are lost/),
    ).toBeTruthy();
    expect(region('Next billing date').getByText('Auto renewal OFF')).toBeTruthy();
    expect(region('Current plan').getByText('Non-renewing')).toBeTruthy();

    await user.click(note.getByRole('button', { name: 'Reactivate' }));

    expect(await screen.findByText('Your subscription is active again.')).toBeTruthy();
    expect(posts()).toEqual([{ url: `${base}/reactivate/${uid}/`, body: undefined }]);
    expect(await screen.findByText('Auto renewal ON')).toBeTruthy();
  });

  it('says a cancelled plan has ended and its features are lost, and shows why a reactivation failed', async () => {
    const { user } = await renderTab(
      billingOf(
        { plan: 'free' },
        { status: 'cancelled', next_billing_at: null, cancelled_at: '2026-11-30T12:00:00.000Z' },
      ),
      (request) =>
        request.method === 'POST'
          ? errorResponse(402, 'PAYMENT_FAILED', 'Your card was declined.')
          : undefined,
    );

    const note = within(await screen.findByRole('alert'));
    expect(note.getByText('Your subscription has ended')).toBeTruthy();
    expect(
      note.getByText(/Basic subscription ended on November 30, 2026, and its upgraded features/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();

    await user.click(note.getByRole('button', { name: 'Reactivate' }));

    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
  });

  it('explains read-only centres and links to the centres tab', async () => {
    await renderTab(billingOf({ read_only_business_ids: [harbourfront.id, queenStreet.id] }));

    expect(await screen.findByText(/^2 centres are read-only on your plan/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Go to Business centres' });
    expect(link.getAttribute('href')).toBe('/?panel=settings&tab=centres');
  });

  it('shows the fetch error with a retry while the billing cannot be read', async () => {
    let fail = true;
    const { user } = await renderTab(billingOf(), (request) =>
      fail && request.url === billingPath ? errorResponse(503, 'BILLING_UNAVAILABLE') : undefined,
    );

    expect(await screen.findByText(t('toasts.fetchError'))).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('region', { name: 'Current plan' })).toBeTruthy();
  });

  it('lists the invoices and downloads one through a fresh PDF link', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.href);
    });
    const pdfUrl = 'http://localhost/billing-sandbox/invoices/inv_1.pdf';
    const { user, gets } = await renderTab(billingOf(), (request) =>
      request.url === `${base}/invoices/${uid}/inv_1/pdf/`
        ? jsonResponse(200, { url: pdfUrl, valid_till: '2026-11-21T13:00:00.000Z' })
        : undefined,
    );

    const table = within(await screen.findByRole('table', { name: 'Invoices' }));
    const row = within(table.getAllByRole('row')[1] ?? document.body);
    expect(row.getByText('November 21, 2026')).toBeTruthy();
    expect(row.getByText('$39.95')).toBeTruthy();
    expect(row.getByText('Paid')).toBeTruthy();

    await user.click(row.getByRole('button', { name: 'PDF of the invoice of November 21, 2026' }));

    await waitFor(() => expect(clicked).toEqual([pdfUrl]));
    expect(gets(`${base}/invoices/${uid}/inv_1/pdf/`)).toBe(1);
  });
});

describe('Update payment method', () => {
  it('has Chargebee.js open the provider’s page, and reads the billing again once closed', async () => {
    const url = 'http://localhost/billing-sandbox/pages/v3/pm_1/';
    const { user, gets } = await renderTab(billingOf(), (request) =>
      request.url === `${base}/payment-method/${uid}/`
        ? jsonResponse(200, { url, id: 'pm_1' })
        : undefined,
    );

    await user.click(await screen.findByRole('button', { name: 'Update payment method' }));

    await waitFor(() => expect(openedCheckouts()).toHaveLength(1));
    const [opened] = openedCheckouts();
    expect(opened?.page).toEqual({ url, id: 'pm_1' });
    const loadsBefore = gets(billingPath);
    act(() => opened?.options.close?.());

    await waitFor(() => expect(gets(billingPath)).toBe(loadsBefore + 1));
  });

  it('says "You do not have an active subscription" once the plan has ended, without asking', async () => {
    const { user, gets } = await renderTab(
      billingOf({ plan: 'free' }, { status: 'cancelled', next_billing_at: null }),
    );

    await user.click(await screen.findByRole('button', { name: 'Update payment method' }));

    expect(await screen.findByText(t('toasts.noActiveSubscription'))).toBeTruthy();
    expect(gets(`${base}/payment-method/${uid}/`)).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives the spec’s connection error when the billing service is down', async () => {
    const { user } = await renderTab(billingOf(), (request) =>
      request.url === `${base}/payment-method/${uid}/`
        ? errorResponse(503, 'BILLING_UNAVAILABLE', 'Billing is not answering')
        : undefined,
    );

    await user.click(await screen.findByRole('button', { name: 'Update payment method' }));

    expect(await screen.findByText(t('toasts.billingConnectionError'))).toBeTruthy();
  });
});

describe('Cancel subscription', () => {
  async function openCancel(answer: Answer) {
    const rendered = await renderTab(billingOf(), answer);
    await rendered.user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    return { ...rendered, modal: await dialog('Cancel subscription') };
  }

  const cancelled = changesTo(billingOf({}, { status: 'non_renewing', next_billing_at: null }));

  it('cancels at the end of the billing period by default, explaining both choices', async () => {
    const { user, modal, posts } = await openCancel(cancelled);

    const endOfTerm = within(modal).getByRole('radio', {
      name: 'At the end of the billing period',
    });
    expect(endOfTerm).toHaveProperty('checked', true);
    expect(within(modal).getByText(/You keep Basic until December 21, 2026/)).toBeTruthy();
    expect(within(modal).getByText(/Basic ends straight away/)).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'Cancel subscription' }));

    expect(await screen.findByText(t('toasts.subscriptionCancelled'))).toBeTruthy();
    expect(posts()).toEqual([{ url: `${base}/cancel/${uid}/`, body: { end_of_term: true } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Your subscription will not renew')).toBeTruthy();
  });

  it('cancels now when "Now" is chosen', async () => {
    const { user, modal, posts } = await openCancel(cancelled);

    await user.click(within(modal).getByRole('radio', { name: 'Now' }));
    await user.click(within(modal).getByRole('button', { name: 'Cancel subscription' }));

    await waitFor(() =>
      expect(posts()).toEqual([{ url: `${base}/cancel/${uid}/`, body: { end_of_term: false } }]),
    );
  });

  it('offers no second cancellation of a non-renewing plan, but ending it now, said and confirmed first', async () => {
    const { user, posts } = await renderTab(
      billingOf({}, { status: 'non_renewing', next_billing_at: null }),
      changesTo(billingOf({ plan: 'free' }, { status: 'cancelled', next_billing_at: null })),
    );

    const actions = within(await screen.findByRole('group', { name: 'Manage your subscription' }));
    expect(actions.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    await user.click(actions.getByRole('button', { name: 'End it now' }));

    const modal = within(await dialog('End your subscription now'));
    expect(
      modal.getByText(
        'Basic is already set to end on December 21, 2026. Ending it now stops its upgraded features at once and moves your account to the Free plan. No refund is made for the rest of the term.',
      ),
    ).toBeTruthy();
    expect(posts()).toEqual([]);
    await user.click(modal.getByRole('button', { name: 'End it now' }));

    expect(await screen.findByText(t('toasts.subscriptionCancelled'))).toBeTruthy();
    expect(posts()).toEqual([{ url: `${base}/cancel/${uid}/`, body: { end_of_term: false } }]);
    expect(await screen.findByText('Your subscription has ended')).toBeTruthy();
  });

  it('offers neither cancelling nor ending a plan that has already ended', async () => {
    await renderTab(billingOf({ plan: 'free' }, { status: 'cancelled', next_billing_at: null }));

    const actions = within(await screen.findByRole('group', { name: 'Manage your subscription' }));
    expect(actions.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(actions.queryByRole('button', { name: 'End it now' })).toBeNull();
  });

  it('keeps the modal open with the spec’s error when the cancellation fails', async () => {
    const { user, modal } = await openCancel((request) =>
      request.method === 'POST' ? errorResponse(503, 'BILLING_UNAVAILABLE') : undefined,
    );

    await user.click(within(modal).getByRole('button', { name: 'Cancel subscription' }));

    expect(await screen.findByText(t('toasts.cancelError'))).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Cancel subscription' })).toBeTruthy();
  });
});

describe('Change plan', () => {
  async function openChangePlan(billing: TBilling, answer: Answer = () => undefined) {
    const rendered = await renderTab(billing, answer);
    await rendered.user.click(await screen.findByRole('button', { name: 'Change plan' }));
    return { ...rendered, modal: await dialog('Change plan') };
  }

  async function pick(user: User, modal: HTMLElement, plan: string, button = `Choose ${plan}`) {
    await user.click(within(modal).getByRole('button', { name: new RegExp(`^${plan}`) }));
    await user.click(await within(modal).findByRole('button', { name: button }));
  }

  it('offers Basic, Pro and Enterprise with their prices, and marks the current plan', async () => {
    const { modal } = await openChangePlan(billingOf());

    const controls = within(modal)
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('aria-expanded'))
      .map((button) => button.textContent);
    expect(controls).toEqual([
      'BasicYour plan$39.95 CAD / month',
      'Pro$79.95 CAD / month',
      'EnterpriseCustom',
    ]);
  });

  it('refuses the current plan with "Error: You already have this plan"', async () => {
    const { user, modal, posts } = await openChangePlan(billingOf());

    await pick(user, modal, 'Basic');

    expect(await screen.findByText(t('toasts.alreadyHavePlan'))).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('upgrades Basic to Pro at once, then says so and shows the new plan', async () => {
    const { user, modal, posts } = await openChangePlan(billingOf(), changesTo(proBilling));

    await pick(user, modal, 'Pro');

    expect(await screen.findByText('Your plan is now Pro.')).toBeTruthy();
    expect(posts()).toEqual([
      { url: `${base}/update/${uid}/`, body: { item_id: 'Pro-CAD-Monthly' } },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Confirm your action' })).toBeNull();
    expect(await region('Current plan').findByText('Pro')).toBeTruthy();
  });

  it('shows the payment provider’s reason when an upgrade’s charge fails', async () => {
    const { user, modal } = await openChangePlan(billingOf(), (request) =>
      request.method === 'POST'
        ? errorResponse(402, 'PAYMENT_FAILED', 'Your card was declined: insufficient funds.')
        : undefined,
    );

    await pick(user, modal, 'Pro');

    expect(await screen.findByText('Your card was declined: insufficient funds.')).toBeTruthy();
  });

  it('asks to confirm a downgrade, and Back changes nothing', async () => {
    const { user, modal, posts } = await openChangePlan(proBilling, changesTo(billingOf()));

    await pick(user, modal, 'Basic');
    const confirm = await dialog('Confirm your action');
    expect(within(confirm).getByText(/moving from Pro to Basic/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Back' }));

    expect(await dialog('Change plan')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('says before a downgrade is confirmed that it starts at once and what was paid is not given back', async () => {
    const { user, modal } = await openChangePlan(proBilling, changesTo(billingOf()));

    await pick(user, modal, 'Basic');
    const confirm = within(await dialog('Confirm your action'));

    expect(
      confirm.getByText(
        'Basic replaces Pro as soon as you confirm. What you have already paid for Pro is not refunded, and no credit is given for the rest of this term. Your next payment, on December 21, 2026, is for Basic.',
      ),
    ).toBeTruthy();
  });

  it('asks which centres stay active when the smaller plan has room for fewer, and sends exactly those', async () => {
    const { user, modal, posts } = await openChangePlan(proBilling, changesTo(billingOf()));

    await pick(user, modal, 'Basic');
    const confirm = within(await dialog('Confirm your action'));
    expect(confirm.getByText(/The others become read-only: nothing is deleted/)).toBeTruthy();
    const confirmButton = confirm.getByRole('button', { name: 'Confirm' });
    expect(confirmButton).toHaveProperty('disabled', true);

    await user.click(confirm.getByRole('checkbox', { name: 'Harbourfront Kiosk' }));
    // Basic keeps one centre: the other can no longer be ticked.
    expect(confirm.getByRole('checkbox', { name: 'Queen Street Café' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(confirm.getByText('1 of 1 chosen')).toBeTruthy();
    await user.click(confirmButton);

    expect(await screen.findByText('Your plan is now Basic.')).toBeTruthy();
    expect(posts()).toEqual([
      {
        url: `${base}/update/${uid}/`,
        body: { item_id: 'Basic-CAD-Monthly', keep_business_ids: [harbourfront.id] },
      },
    ]);
  });

  it('confirms a downgrade without a choice of centres when they all fit', async () => {
    const { user, modal, posts } = await openChangePlan(proBilling, (request, state) => {
      if (request.url === '/api/businesses/') {
        return jsonResponse(200, { centres: [queenStreet, { ...harbourfront, active: false }] });
      }
      return changesTo(billingOf())(request, state);
    });

    await pick(user, modal, 'Basic');
    const confirm = within(await dialog('Confirm your action'));
    expect(confirm.queryByRole('checkbox')).toBeNull();
    await user.click(confirm.getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(posts()).toEqual([
        { url: `${base}/update/${uid}/`, body: { item_id: 'Basic-CAD-Monthly' } },
      ]),
    );
  });

  it('opens the Enterprise inquiry for Enterprise', async () => {
    const { user, modal, posts } = await openChangePlan(billingOf());

    await pick(user, modal, 'Enterprise', 'Contact sales');

    const contact = await dialog('Contact us');
    expect(input('Subject', contact).value).toBe(t('spec.enterpriseInquirySubject'));
    expect(screen.queryByRole('dialog', { name: 'Change plan' })).toBeNull();
    expect(posts()).toEqual([]);
  });

  it('opens on the plan picked on /pricing, once', async () => {
    stubFetch((request) =>
      isAuthUserRequest(request.url)
        ? jsonResponse(200, login.user)
        : server({ billing: billingOf() })(request),
    );
    await adoptSession(login);
    const { router } = await renderWithProviders(<SubscriptionSettings profile={owner} />, {
      route: '/dashboard?panel=settings&tab=subscription&changePlan=pro',
    });

    const modal = within(await dialog('Change plan'));
    expect(modal.getByRole('button', { name: /^Pro/ }).getAttribute('aria-expanded')).toBe('true');
    expect(modal.getByRole('button', { name: 'Choose Pro' })).toBeTruthy();
    await waitFor(() =>
      expect(router.state.location.search).toBe('?panel=settings&tab=subscription'),
    );
  });

  describe('with no subscription left to change', () => {
    const ended = billingOf({ plan: 'free' }, { status: 'cancelled' });
    const hostedUrl = 'http://localhost/billing-sandbox/pages/v3/hp_1/';
    const checkoutOpens: Answer = (request) =>
      request.method === 'POST' && request.url === `${base}/checkout/create/`
        ? jsonResponse(200, { url: hostedUrl, id: 'hp_1' })
        : undefined;

    async function openOnPro(profile = owner, signOutFirst = false) {
      const calls: RecordedRequest[] = [];
      const answer = server({ billing: ended }, checkoutOpens);
      stubFetch((request) => {
        calls.push(request);
        if (request.url.includes('/auth/v1/logout')) return new Response(null, { status: 204 });
        return isAuthUserRequest(request.url) ? jsonResponse(200, login.user) : answer(request);
      });
      await adoptSession(login);
      const user = userEvent.setup();
      const rendered = await renderWithProviders(<SubscriptionSettings profile={profile} />, {
        route: '/dashboard?panel=settings&tab=subscription&changePlan=pro',
      });
      const modal = await dialog('Change plan');
      if (signOutFirst) await act(() => testAuthClient().auth.signOut());
      await user.click(within(modal).getByRole('button', { name: 'Choose Pro' }));
      const posts = () =>
        calls
          .filter(({ method, url }) => method === 'POST' && url.startsWith('/api/'))
          .map(({ url, body }) => ({ url, body }));
      return { ...rendered, posts };
    }

    it('buys the picked plan through the hosted checkout instead of changing nothing', async () => {
      const { posts } = await openOnPro();

      await waitFor(() => expect(openedCheckouts()).toHaveLength(1));
      expect(openedCheckouts()[0]?.page).toEqual({ url: hostedUrl, id: 'hp_1' });
      expect(posts().map(({ url }) => url)).toEqual([`${base}/checkout/create/`]);
      expect(posts()[0]?.body).toMatchObject({ item_id: 'Pro-CAD-Monthly' });
      expect(screen.queryByRole('dialog', { name: 'Change plan' })).toBeNull();
    });

    it('asks an owner with an unconfirmed email to verify it first', async () => {
      const { posts } = await openOnPro(buildProfile({ uid, confirm_email: false }));

      expect(await dialog(t('spec.verifyEmailModal.title'))).toBeTruthy();
      expect(posts()).toEqual([]);
    });

    it('once the session has ended, asks the visitor to register with the plan', async () => {
      const { router, posts } = await openOnPro(owner, true);

      expect(await screen.findByText(t('toasts.pleaseRegisterNext'))).toBeTruthy();
      await waitFor(() =>
        expect(router.state.location.pathname + router.state.location.search).toBe(
          '/register?plan=pro&isOwner=true',
        ),
      );
      expect(posts()).toEqual([]);
    });
  });
});
