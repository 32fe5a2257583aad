import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billingLimits, type TProfile, t } from '@vh/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadTo } from '../lib/navigation.ts';
import { openedCheckouts, publicConfig } from '../testing/chargebee.ts';
import { buildLogin, buildProfile, errorResponse, jsonResponse } from '../testing/factories.ts';
import { stubFetch, type RecordedRequest } from '../testing/fetch-stub.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { adoptSession, isAuthUserRequest } from '../testing/session.ts';
import { PricingRoute } from './pricing-route.tsx';

// A full-page checkout leaves the app; the test sees where it would have gone.
vi.mock('../lib/navigation.ts', () => ({ reloadTo: vi.fn() }));

afterEach(() => {
  vi.mocked(reloadTo).mockClear();
});

const field = (label: string, container: HTMLElement) =>
  within(container).getByLabelText(label, { exact: true });

async function renderLoggedOut() {
  const requests = stubFetch(() => errorResponse(500, 'INTERNAL'));
  const user = userEvent.setup();
  const rendered = await renderWithProviders(<PricingRoute />, { route: '/pricing' });
  return { user, requests, ...rendered };
}

/** A signed-in visitor of session role `role`, whose profile GET answers `profile`. */
async function renderSignedIn({
  role = 'USER',
  profile = buildProfile({ confirm_email: true }),
  answer = () => errorResponse(500, 'INTERNAL'),
}: {
  role?: string;
  profile?: TProfile | Response;
  answer?: (request: RecordedRequest) => Response;
} = {}) {
  const login = buildLogin({ role });
  const profilePath = `/api/users/uid/${login.user.id}`;
  const requests = stubFetch((request) => {
    if (isAuthUserRequest(request.url)) return jsonResponse(200, login.user);
    if (request.url === '/api/config') return jsonResponse(200, publicConfig());
    if (request.method === 'GET' && request.url === profilePath) {
      return profile instanceof Response ? profile : jsonResponse(200, profile);
    }
    return answer(request);
  });
  await adoptSession(login);
  const user = userEvent.setup();
  const rendered = await renderWithProviders(<PricingRoute />, { route: '/pricing' });
  const apiCalls = () =>
    requests
      .filter(({ url }) => url.startsWith('/api/'))
      .map(({ method, url, body }) => ({ method, url, body }));
  return { user, apiCalls, profilePath, ...rendered };
}

describe('/pricing, signed out', () => {
  it.each([
    ['Choose Basic', '?plan=basic&isOwner=true'],
    ['Choose Pro', '?plan=pro&isOwner=true'],
    ['Sign up free', '?isOwner=true'],
  ])('"%s" goes to /register%s', async (button, search) => {
    const { user, router, requests } = await renderLoggedOut();

    await user.click(screen.getByRole('button', { name: button }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(router.state.location.search).toBe(search);
    expect(requests).toEqual([]);
    // Only a paid plan asks the visitor to register next; 'Sign up free' already is registering.
    if (search.includes('plan=')) {
      expect(await screen.findByText(t('toasts.pleaseRegisterNext'))).toBeTruthy();
    } else {
      expect(screen.queryByText(t('toasts.pleaseRegisterNext'))).toBeNull();
    }
  });

  it('"Contact sales" opens a blank contact modal', async () => {
    const { user } = await renderLoggedOut();

    await user.click(screen.getByRole('button', { name: 'Contact sales' }));

    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    expect(field('Subject', dialog)).toHaveProperty('value', '');
    expect(field('Name', dialog)).toHaveProperty('value', '');
    expect(field('Email', dialog)).toHaveProperty('value', '');
  });
});

describe('/pricing, signed in', () => {
  it('"Contact sales" gives a USER the Enterprise inquiry, with their name and email filled in', async () => {
    const { user } = await renderSignedIn();

    await user.click(screen.getByRole('button', { name: 'Contact sales' }));

    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    expect(await within(dialog).findByLabelText('Subject')).toHaveProperty(
      'value',
      t('spec.enterpriseInquirySubject'),
    );
    expect(field('Name', dialog)).toHaveProperty('value', 'Ada Lovelace');
    expect(field('Email', dialog)).toHaveProperty('value', 'ada@example.com');
  });

  it('"Contact sales" gives an ADMIN a blank contact modal', async () => {
    const { user, apiCalls } = await renderSignedIn({ role: 'ADMIN' });

    await user.click(screen.getByRole('button', { name: 'Contact sales' }));

    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    expect(field('Subject', dialog)).toHaveProperty('value', '');
    // Operators have no profile to read.
    expect(apiCalls()).toEqual([]);
  });

  it.each([
    ['an ADMIN', { role: 'ADMIN' }],
    ['a STAFF member', { profile: buildProfile({ role: 'STAFF', confirm_email: true }) }],
  ])('%s picking Basic is told "You are not allowed to do that."', async (_, viewer) => {
    const { user } = await renderSignedIn(viewer);

    await user.click(screen.getByRole('button', { name: 'Choose Basic' }));

    expect(await screen.findByText(t('toasts.notAllowed'))).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an owner with an unconfirmed email gets "Verify your email", whose link returns to /pricing', async () => {
    const { user, apiCalls, profilePath } = await renderSignedIn({
      profile: buildProfile({ confirm_email: false }),
      answer: () => jsonResponse(200, { status: 'sent' }),
    });

    await user.click(screen.getByRole('button', { name: 'Choose Pro' }));

    const dialog = await screen.findByRole('dialog', { name: t('spec.verifyEmailModal.title') });
    expect(field('Email', dialog)).toHaveProperty('value', 'ada@example.com');
    await user.click(
      within(dialog).getByRole('button', { name: t('spec.verifyEmailModal.sendButton') }),
    );

    expect(await screen.findByText(t('toasts.verificationEmailSent'))).toBeTruthy();
    expect(apiCalls().filter(({ method }) => method === 'POST')).toEqual([
      { method: 'POST', url: `${profilePath}/verify-email/`, body: { redirect: '/pricing' } },
    ]);
  });

  it('a confirmed owner on Free picking Basic gets the hosted checkout, opened by Chargebee.js', async () => {
    const url = 'http://localhost/billing-sandbox/pages/v3/hp_1/';
    const { user, apiCalls } = await renderSignedIn({
      answer: () => jsonResponse(200, { url, id: 'hp_1' }),
    });

    await user.click(screen.getByRole('button', { name: 'Choose Basic' }));

    await waitFor(() => expect(openedCheckouts()).toHaveLength(1));
    expect(openedCheckouts()[0]?.page).toEqual({ url, id: 'hp_1' });
    expect(apiCalls().filter(({ method }) => method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/businesses/subscriptions/checkout/create/',
        body: {
          item_id: 'Basic-CAD-Monthly',
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: 'ada@example.com',
        },
      },
    ]);
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it('on a small screen, goes to the checkout as a whole page instead', async () => {
    vi.stubGlobal('innerWidth', billingLimits.fullPageCheckoutBelowPx - 1);
    const url = 'http://localhost/billing-sandbox/pages/v3/hp_2/';
    const { user, apiCalls } = await renderSignedIn({
      profile: buildProfile({ confirm_email: true, cell_number: '902 555 0100' }),
      answer: () => jsonResponse(200, { url, id: 'hp_2' }),
    });

    await user.click(screen.getByRole('button', { name: 'Choose Pro' }));

    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith(url));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(apiCalls().find(({ method }) => method === 'POST')?.body).toMatchObject({
      item_id: 'Pro-CAD-Monthly',
      phone: '902 555 0100',
    });
  });

  it('says so when the checkout cannot be started', async () => {
    const { user } = await renderSignedIn({
      answer: () => errorResponse(503, 'BILLING_UNAVAILABLE', 'Billing timed out'),
    });

    await user.click(screen.getByRole('button', { name: 'Choose Basic' }));

    expect(await screen.findByText(t('toasts.billingConnectionError'))).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an owner already on Basic picking Basic is told "Error: You already have this plan"', async () => {
    const { user, apiCalls } = await renderSignedIn({
      profile: buildProfile({ confirm_email: true, plan: 'basic' }),
    });

    await user.click(screen.getByRole('button', { name: 'Choose Basic' }));

    expect(await screen.findByText(t('toasts.alreadyHavePlan'))).toBeTruthy();
    expect(apiCalls().filter(({ method }) => method === 'POST')).toEqual([]);
  });

  it('an owner on Pro picking Basic is sent to change plan in the subscription settings', async () => {
    const { user, router, apiCalls } = await renderSignedIn({
      profile: buildProfile({ confirm_email: true, plan: 'pro' }),
    });

    await user.click(screen.getByRole('button', { name: 'Choose Basic' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toBe('?panel=settings&tab=subscription&changePlan=basic');
    expect(apiCalls().filter(({ method }) => method === 'POST')).toEqual([]);
  });

  it('Free takes a signed-in user to the dashboard', async () => {
    const { user, router } = await renderSignedIn();

    await user.click(screen.getByRole('button', { name: 'Go to dashboard' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('toasts the fetch error when the profile cannot be read', async () => {
    const { user } = await renderSignedIn({ profile: errorResponse(500, 'INTERNAL') });

    await user.click(screen.getByRole('button', { name: 'Choose Basic' }));

    expect(await screen.findByText(t('toasts.fetchError'))).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits for the profile before deciding, showing the button as loading meanwhile', async () => {
    const login = buildLogin();
    let releaseProfile: (response: Response) => void = () => undefined;
    const profileAnswer = new Promise<Response>((resolve) => {
      releaseProfile = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const url =
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (isAuthUserRequest(url)) return Promise.resolve(jsonResponse(200, login.user));
        return profileAnswer;
      }),
    );
    await adoptSession(login);
    const user = userEvent.setup();
    await renderWithProviders(<PricingRoute />, { route: '/pricing' });

    const choosePro = screen.getByRole('button', { name: 'Choose Pro' });
    await user.click(choosePro);
    expect(choosePro.getAttribute('data-loading')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();

    releaseProfile(jsonResponse(200, buildProfile({ confirm_email: false })));

    expect(
      await screen.findByRole('dialog', { name: t('spec.verifyEmailModal.title') }),
    ).toBeTruthy();
    expect(choosePro.getAttribute('data-loading')).toBeNull();
  });
});
