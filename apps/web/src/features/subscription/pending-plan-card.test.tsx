import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billingLimits, planPeriodLabel, type TProfile, t } from '@vh/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadTo } from '../../lib/navigation.ts';
import { pendingPlan, rememberPlan } from '../../lib/pending-plan.ts';
import { openedCheckouts, publicConfig } from '../../testing/chargebee.ts';
import { buildLogin, buildProfile, errorResponse, jsonResponse } from '../../testing/factories.ts';
import { stubFetch, type RecordedRequest } from '../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { adoptSession, isAuthUserRequest } from '../../testing/session.ts';
import { HomePanel } from '../dashboard/components/home-panel.tsx';

// A full-page checkout leaves the app; the test sees where it would have gone.
vi.mock('../../lib/navigation.ts', () => ({ reloadTo: vi.fn() }));

// Mantine's modals make a few of these slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.mocked(reloadTo).mockClear();
});

const login = buildLogin();
const checkoutPath = '/api/businesses/subscriptions/checkout/create/';
const hostedUrl = 'http://localhost/billing-sandbox/pages/v3/hp_1/';
const freeOwner = (overrides: Partial<TProfile> = {}) =>
  buildProfile({ uid: login.user.id, confirm_email: true, ...overrides });

/** The dashboard's home panel for a signed-in USER whose profile is `profile`. */
async function renderHome(
  profile: TProfile,
  answer: (request: RecordedRequest) => Response = () => errorResponse(500, 'INTERNAL'),
) {
  const requests = stubFetch((request) => {
    if (isAuthUserRequest(request.url)) return jsonResponse(200, login.user);
    if (request.url === '/api/config') return jsonResponse(200, publicConfig());
    return answer(request);
  });
  await adoptSession(login);
  const user = userEvent.setup();
  const rendered = await renderWithProviders(<HomePanel profile={profile} />, {
    route: '/dashboard',
  });
  const posts = () =>
    requests
      .filter(({ method, url }) => method === 'POST' && url.startsWith('/api/'))
      .map(({ url, body }) => ({ url, body }));
  return { user, posts, ...rendered };
}

const card = (name: string) => screen.getByRole('region', { name: `You chose the ${name} plan` });
const queryCard = () => screen.queryByRole('region', { name: /^You chose the/ });

describe('the remembered plan on the dashboard home', () => {
  it('offers a Free owner the plan they picked before signing up, with its price', async () => {
    rememberPlan('pro');
    await renderHome(freeOwner());

    const offer = within(card('Pro'));
    expect(offer.getByText('$79.95')).toBeTruthy();
    expect(offer.getByText(planPeriodLabel())).toBeTruthy();
    expect(offer.getByRole('button', { name: 'Continue to checkout' })).toBeTruthy();
    expect(offer.getByRole('button', { name: 'Not now' })).toBeTruthy();
    // It sits beside the new owner's invitation to set up a business centre.
    expect(screen.getByRole('alert', { name: 'Add your first business centre' })).toBeTruthy();
  });

  it('names Basic and its price for a remembered Basic', async () => {
    rememberPlan('basic');
    await renderHome(freeOwner({ plan: 'free' }));

    expect(within(card('Basic')).getByText('$39.95')).toBeTruthy();
  });

  it('shows nothing when no plan is remembered', async () => {
    await renderHome(freeOwner());

    expect(queryCard()).toBeNull();
  });

  it('shows nothing to staff', async () => {
    rememberPlan('pro');
    await renderHome(freeOwner({ role: 'STAFF' }));

    expect(queryCard()).toBeNull();
  });

  it.each(['Basic', 'pro', 'Enterprise'])(
    'shows nothing to an owner on %s, and forgets the remembered plan',
    async (plan) => {
      rememberPlan('pro');
      await renderHome(freeOwner({ plan }));

      expect(queryCard()).toBeNull();
      await waitFor(() => expect(pendingPlan()).toBeNull());
    },
  );

  it('"Not now" forgets the plan and hides the card', async () => {
    rememberPlan('pro');
    const { user, posts } = await renderHome(freeOwner());

    await user.click(within(card('Pro')).getByRole('button', { name: 'Not now' }));

    expect(queryCard()).toBeNull();
    expect(pendingPlan()).toBeNull();
    expect(posts()).toEqual([]);
  });

  it('asks an owner with an unconfirmed email to verify it first, as /pricing does', async () => {
    rememberPlan('pro');
    const { user, posts } = await renderHome(freeOwner({ confirm_email: false }), () =>
      jsonResponse(200, { status: 'sent' }),
    );

    await user.click(within(card('Pro')).getByRole('button', { name: 'Continue to checkout' }));

    const dialog = await screen.findByRole('dialog', { name: t('spec.verifyEmailModal.title') });
    expect(within(dialog).getByLabelText('Email')).toHaveProperty('value', 'ada@example.com');
    await user.click(
      within(dialog).getByRole('button', { name: t('spec.verifyEmailModal.sendButton') }),
    );

    expect(await screen.findByText(t('toasts.verificationEmailSent'))).toBeTruthy();
    // The mailed link brings them back to the dashboard, where the card still waits.
    expect(posts()).toEqual([
      { url: `/api/users/uid/${login.user.id}/verify-email/`, body: { redirect: '/dashboard' } },
    ]);
    expect(pendingPlan()).toBe('pro');
  });

  it('starts the hosted checkout of the remembered plan for a confirmed owner, opened by Chargebee.js, and offers it only once', async () => {
    rememberPlan('pro');
    const { user, posts } = await renderHome(freeOwner({ cell_number: '902 555 0100' }), () =>
      jsonResponse(200, { url: hostedUrl, id: 'hp_1' }),
    );

    await user.click(within(card('Pro')).getByRole('button', { name: 'Continue to checkout' }));

    await waitFor(() => expect(openedCheckouts()).toHaveLength(1));
    expect(openedCheckouts()[0]?.page).toEqual({ url: hostedUrl, id: 'hp_1' });
    expect(posts()).toEqual([
      {
        url: checkoutPath,
        body: {
          item_id: 'Pro-CAD-Monthly',
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: 'ada@example.com',
          phone: '902 555 0100',
        },
      },
    ]);
    expect(reloadTo).not.toHaveBeenCalled();
    // The offer is used up: the card goes, the checkout stays open, a later visit shows nothing.
    expect(queryCard()).toBeNull();
    expect(pendingPlan()).toBeNull();
    expect(openedCheckouts()).toHaveLength(1);
  });

  it('goes to the checkout as a whole page on a small screen', async () => {
    vi.stubGlobal('innerWidth', billingLimits.fullPageCheckoutBelowPx - 1);
    rememberPlan('basic');
    const { user, posts } = await renderHome(freeOwner(), () =>
      jsonResponse(200, { url: hostedUrl, id: 'hp_1' }),
    );

    await user.click(within(card('Basic')).getByRole('button', { name: 'Continue to checkout' }));

    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith(hostedUrl));
    expect(posts()[0]?.body).toMatchObject({ item_id: 'Basic-CAD-Monthly' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pendingPlan()).toBeNull();
  });

  it('says so when the checkout cannot be started, and keeps the card', async () => {
    rememberPlan('pro');
    const { user } = await renderHome(freeOwner(), () =>
      errorResponse(503, 'BILLING_UNAVAILABLE', 'Billing timed out'),
    );

    await user.click(within(card('Pro')).getByRole('button', { name: 'Continue to checkout' }));

    expect(await screen.findByText(t('toasts.billingConnectionError'))).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(card('Pro')).toBeTruthy();
    expect(pendingPlan()).toBe('pro');
  });

  it.each(['enterprise', 'free', 'Pro ', 'gold', ''])(
    'ignores a stored plan of %j',
    async (stored) => {
      rememberPlan('pro');
      const [key] = Object.keys(localStorage);
      localStorage.setItem(key ?? '', stored);
      await renderHome(freeOwner());

      expect(queryCard()).toBeNull();
    },
  );
});
