import { act, screen } from '@testing-library/react';
import { timings, type TProfile, t } from '@vh/contracts';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { profileQueryKey } from '../../lib/get-profile.ts';
import { buildLogin, buildProfile, errorResponse, jsonResponse } from '../../testing/factories.ts';
import { stubFetch, type RecordedRequest } from '../../testing/fetch-stub.ts';
import { renderApp } from '../../testing/render.tsx';
import { adoptSession, isAuthUserRequest } from '../../testing/session.ts';
import { isFramed, moveTopTo, OutsideFrameOnly } from './components/outside-frame-only.tsx';
import { SuccessPage } from './components/success-page.tsx';
import { billingQueryKey } from '../plans/hooks/use-billing.ts';
import { checkoutReturn, rememberCheckoutReturn } from '../pricing/return-path.ts';

const login = buildLogin();
const uid = login.user.id;
const subId = 'vh_0123456789abcdef0123456789abcdef';
const verifyUrl = `/api/businesses/subscriptions/verify/?sub_id=${subId}`;

const routes = [
  { path: '/', element: <p>Home</p> },
  { path: '/start', element: <p>Start</p> },
  { path: '/pricing', element: <p>Pricing</p> },
  { path: '/dashboard', element: <p>Dashboard</p> },
  { path: '/login', element: <p>Login</p> },
  {
    path: '/success',
    element: (
      <OutsideFrameOnly>
        <SuccessPage />
      </OutsideFrameOnly>
    ),
  },
];

/**
 * Signed in (unless `signedIn` is false), on a blank page; the test's timers are fake from here,
 * and `go` opens /success so its checks run on them. `verify` answers each verify call in turn.
 */
async function arrive({
  search = `?sub_id=${subId}`,
  verify = () => jsonResponse(200, { status: 'active' }),
  signedIn = true,
}: {
  search?: string;
  verify?: (call: number) => Response;
  signedIn?: boolean;
} = {}) {
  const verifyCalls: RecordedRequest[] = [];
  stubFetch((request) => {
    if (isAuthUserRequest(request.url)) return jsonResponse(200, login.user);
    if (request.url === verifyUrl) {
      verifyCalls.push(request);
      return verify(verifyCalls.length);
    }
    return errorResponse(500, 'INTERNAL');
  });
  if (signedIn) await adoptSession(login);
  const rendered = await renderApp({ routes, route: '/start' });
  // The cached profile and billing that /success must refresh.
  const profile: TProfile = buildProfile({ uid, plan: 'Free' });
  rendered.queryClient.setQueryData(profileQueryKey(uid), profile);
  rendered.queryClient.setQueryData(billingQueryKey(uid), { plan: 'free' });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  await act(() => rendered.router.navigate(`/success${search}`));
  const location = () =>
    rendered.router.state.location.pathname + rendered.router.state.location.search;
  const invalidated = (key: readonly unknown[]) =>
    rendered.queryClient.getQueryState(key)?.isInvalidated ?? false;
  return { ...rendered, verifyCalls, location, invalidated };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/success', () => {
  it('checks at once, and on an active subscription refreshes the plan and goes to / after 5 s', async () => {
    const { location, verifyCalls, invalidated } = await arrive();
    await advance(0);

    expect(screen.getByText('Your subscription is active.')).toBeTruthy();
    // Once on the page and once as the spec's success toast.
    expect(screen.getAllByText(t('toasts.thankYouForSubscribing'))).toHaveLength(2);
    expect(verifyCalls).toHaveLength(1);
    expect(invalidated(profileQueryKey(uid))).toBe(true);
    expect(invalidated(billingQueryKey(uid))).toBe(true);

    await advance(timings.subscriptionSuccessRedirectMs - 1);
    expect(location()).toBe(`/success?sub_id=${subId}`);
    await advance(1);
    expect(location()).toBe('/');
  });

  it('goes back to the screen the checkout was started from once it is active', async () => {
    rememberCheckoutReturn('/dashboard?panel=reports');
    const { location } = await arrive();

    await advance(timings.subscriptionSuccessRedirectMs);
    expect(location()).toBe('/dashboard?panel=reports');
    // Used once: a later purchase started elsewhere does not come back here.
    expect(checkoutReturn()).toBeNull();
  });

  it('keeps the way back through /pricing when the purchase cannot be confirmed', async () => {
    rememberCheckoutReturn('/dashboard?panel=reports');
    const { location } = await arrive({ verify: () => errorResponse(404, 'NOT_FOUND') });
    await advance(0);

    await advance(timings.subscriptionFailureRedirectMs);
    expect(location()).toBe('/pricing?return=%2Fdashboard%3Fpanel%3Dreports');
  });

  it('never follows a stored path to another site', async () => {
    sessionStorage.setItem('vh.checkoutReturn', '//evil.example/dashboard');
    const { location } = await arrive();

    await advance(timings.subscriptionSuccessRedirectMs);
    expect(location()).toBe('/');
  });

  it('shows the spinner and thanks while the checkout is pending, and keeps checking', async () => {
    const { location, verifyCalls } = await arrive({
      verify: (call) => jsonResponse(200, { status: call < 3 ? 'pending' : 'active' }),
    });

    expect(screen.getByText(t('toasts.thankYouForSubscribing'))).toBeTruthy();
    expect(screen.queryByText('Your subscription is active.')).toBeNull();
    await advance(timings.subscriptionCheckIntervalMs);
    expect(verifyCalls).toHaveLength(2);
    await advance(timings.subscriptionCheckIntervalMs);

    expect(verifyCalls).toHaveLength(3);
    expect(screen.getByText('Your subscription is active.')).toBeTruthy();
    await advance(timings.subscriptionSuccessRedirectMs);
    expect(location()).toBe('/');
  });

  it('gives up after 15 s of pending with the spec’s error, then goes to /pricing after 3 s', async () => {
    const { location, verifyCalls, invalidated } = await arrive({
      verify: () => jsonResponse(200, { status: 'pending' }),
    });

    await advance(timings.subscriptionCheckMaxMs - 1);
    expect(screen.queryByText(t('toasts.subscriptionVerifyError'))).toBeNull();
    const checks = verifyCalls.length;
    expect(checks).toBe(
      Math.ceil(timings.subscriptionCheckMaxMs / timings.subscriptionCheckIntervalMs),
    );
    await advance(1);

    expect(screen.getAllByText(t('toasts.subscriptionVerifyError')).length).toBeGreaterThan(0);
    expect(invalidated(profileQueryKey(uid))).toBe(true);
    await advance(timings.subscriptionFailureRedirectMs - 1);
    // No check after giving up.
    expect(verifyCalls).toHaveLength(checks);
    expect(location()).toBe(`/success?sub_id=${subId}`);
    await advance(1);
    expect(location()).toBe('/pricing');
  });

  it('fails at once for a sub_id that is not the owner’s', async () => {
    const { location } = await arrive({ verify: () => errorResponse(404, 'NOT_FOUND') });
    await advance(0);

    expect(screen.getAllByText(t('toasts.subscriptionVerifyError'))).not.toHaveLength(0);
    await advance(timings.subscriptionFailureRedirectMs);
    expect(location()).toBe('/pricing');
  });

  it('keeps checking through a billing outage', async () => {
    const { location } = await arrive({
      verify: (call) =>
        call === 1
          ? errorResponse(503, 'BILLING_UNAVAILABLE')
          : jsonResponse(200, { status: 'active' }),
    });

    await advance(timings.subscriptionCheckIntervalMs);
    expect(screen.getByText('Your subscription is active.')).toBeTruthy();
    await advance(timings.subscriptionSuccessRedirectMs);
    expect(location()).toBe('/');
  });

  it('without sub_id says so and goes to / after 3 s, asking nothing', async () => {
    const { location, verifyCalls } = await arrive({ search: '' });

    expect(screen.getByText(/the link has none/)).toBeTruthy();
    await advance(timings.missingSubIdRedirectMs - 1);
    expect(location()).toBe('/success');
    await advance(1);
    expect(location()).toBe('/');
    expect(verifyCalls).toEqual([]);
  });

  it('sends a visitor without a session to sign in, and back here afterwards', async () => {
    const { location, verifyCalls } = await arrive({ signedIn: false });

    expect(location()).toBe(`/login?next=${encodeURIComponent(`/success?sub_id=${subId}`)}`);
    expect(verifyCalls).toEqual([]);
  });
});

describe('/success inside the checkout’s frame', () => {
  it('moves the whole tab to the same URL and renders nothing of the app', async () => {
    const replace = vi.fn();
    const top = { location: { replace } } as unknown as Window;
    const own = Object.getOwnPropertyDescriptor(window, 'top');
    Object.defineProperty(window, 'top', { value: top, configurable: true });
    onTestFinished(() => {
      if (own) Object.defineProperty(window, 'top', own);
    });
    const { verifyCalls } = await arrive();

    expect(replace).toHaveBeenCalledWith(window.location.href);
    expect(screen.queryByText(t('toasts.thankYouForSubscribing'))).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    // Only a way out, for a browser that refuses to move the tab.
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('target')).toBe('_top');
    expect(verifyCalls).toEqual([]);
  });

  it('knows a frame from a tab', () => {
    const self = {};
    expect(isFramed({ top: self, self })).toBe(false);
    expect(isFramed({ top: {}, self })).toBe(true);
  });

  it('says whether the browser moved the tab', () => {
    const refusing = () => {
      throw new DOMException('Blocked', 'SecurityError');
    };
    expect(moveTopTo('/success', { top: { location: { replace: refusing } } })).toBe(false);
    const moved: string[] = [];
    const moving = (href: string) => void moved.push(href);
    expect(moveTopTo('/success', { top: { location: { replace: moving } } })).toBe(true);
    expect(moved).toEqual(['/success']);
  });
});
