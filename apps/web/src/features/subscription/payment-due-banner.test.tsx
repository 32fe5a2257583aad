import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type TBilling, type TProfile, t } from '@vh/contracts';
import { describe, expect, it, vi } from 'vitest';
import { openedCheckouts, publicConfig } from '../../testing/chargebee.ts';
import { buildLogin, buildProfile, errorResponse, jsonResponse } from '../../testing/factories.ts';
import { stubFetch } from '../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { adoptSession, isAuthUserRequest } from '../../testing/session.ts';
import { PaymentDueBanner } from './components/payment-due-banner.tsx';

// A full-page hosted page leaves the app; these tests use the modal.
vi.mock('../../lib/navigation.ts', () => ({ reloadTo: vi.fn() }));
vi.setConfig({ testTimeout: 20_000 });

const login = buildLogin();
const uid = login.user.id;
const billingPath = `/api/businesses/subscriptions/${uid}/`;
const paymentPath = `/api/businesses/subscriptions/payment-method/${uid}/`;
const hostedUrl = 'http://localhost/billing-sandbox/pages/v3/hp_card/';

const billing = (paymentDue: TBilling['payment_due']): TBilling => ({
  plan: 'basic',
  subscription: {
    id: 'vh_0123456789abcdef0123456789abcdef',
    item_price_id: 'Basic',
    status: 'active',
    current_term_start: '2026-11-21T12:00:00.000Z',
    current_term_end: '2026-12-21T12:00:00.000Z',
    next_billing_at: '2026-12-21T12:00:00.000Z',
    cancelled_at: null,
    amount: 3995,
    currency_code: 'CAD',
  },
  payment: null,
  payment_due: paymentDue,
  read_only_business_ids: [],
});

async function renderBanner(profile: TProfile, answer: TBilling) {
  const requests = stubFetch((request) => {
    if (isAuthUserRequest(request.url)) return jsonResponse(200, login.user);
    if (request.url === '/api/config') return jsonResponse(200, publicConfig());
    if (request.url.startsWith(billingPath)) return jsonResponse(200, answer);
    if (request.url.startsWith(paymentPath))
      return jsonResponse(200, { url: hostedUrl, id: 'hp_card' });
    return errorResponse(500, 'INTERNAL');
  });
  await adoptSession(login);
  await renderWithProviders(<PaymentDueBanner profile={profile} />, { route: '/dashboard' });
  const billingLoaded = () =>
    waitFor(() => expect(requests.some(({ url }) => url.startsWith(billingPath))).toBe(true));
  return { requests, billingLoaded };
}

const owner = buildProfile({ uid, role: 'OWNER', plan: 'basic', confirm_email: true });
const message = () => t('subscription.paymentDue.message');

describe('the payment-due banner', () => {
  it('asks the owner to update the card while a payment is due, and opens the card page', async () => {
    const { requests } = await renderBanner(
      owner,
      billing({ since: '2026-12-21T12:00:00.000Z', amount: 3995 }),
    );
    expect(await screen.findByText(message())).toBeTruthy();
    expect(message()).toBe('Your last payment failed. Update your card to keep your plan.');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Update card' }));
    await waitFor(() => expect(openedCheckouts()).toHaveLength(1));
    expect(openedCheckouts()[0]?.page).toEqual({ url: hostedUrl, id: 'hp_card' });
    expect(requests.some(({ url }) => url.startsWith(paymentPath))).toBe(true);
  });

  it('shows nothing when no payment is due', async () => {
    const { billingLoaded } = await renderBanner(owner, billing(null));
    await billingLoaded();
    // Give the answer time to render before looking for what must not be there.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(message())).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update card' })).toBeNull();
  });

  it('shows nothing to staff, and does not ask for billing', async () => {
    const staff = buildProfile({ uid, role: 'STAFF' });
    const { requests } = await renderBanner(
      staff,
      billing({ since: '2026-12-21T12:00:00.000Z', amount: 3995 }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(message())).toBeNull();
    expect(requests.some(({ url }) => url.startsWith(billingPath))).toBe(false);
  });
});
