import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { timings, t } from '@vh/contracts';
import { describe, expect, it, vi } from 'vitest';
import { SIGN_OUT_EVERYWHERE } from '../features/auth/logout-redirect.ts';
import { resetDestination } from '../features/auth/reset-destination.ts';
import { pendingPlan, rememberPlan } from '../lib/pending-plan.ts';
import { buildLogin, buildProfile, errorResponse, jsonResponse } from '../testing/factories.ts';
import { stubFetch } from '../testing/fetch-stub.ts';
import { renderApp } from '../testing/render.tsx';
import { adoptSession, isAuthUserRequest } from '../testing/session.ts';
import { routes } from './router.tsx';

// The app's own route table: where /reset leads, and how the protected area sends a signed-out
// visitor to /login and back.

const login = buildLogin();
const uid = login.user.id;
const recoveryHash = `#access_token=${login.session.access_token}&refresh_token=${login.session.refresh_token}&type=recovery`;

const at = (router: Awaited<ReturnType<typeof renderApp>>['router']) =>
  router.state.location.pathname + router.state.location.search + router.state.location.hash;

describe('resetDestination', () => {
  it.each([
    ['nothing', '', '', '/forgot'],
    ['a token without an email', '?token=t0k3n', '', '/forgot'],
    ['an email without a token', '?email=ada%40example.com', '', '/forgot'],
    ['a stale token and a garbage email', '?token=old&email=x', '', '/forgot'],
    ['blank values', '?email=%20&token=%20', '', '/forgot'],
    ['an oversized token', `?email=ada%40example.com&token=${'t'.repeat(600)}`, '', '/forgot'],
    ['a NUL in the token', '?email=ada%40example.com&token=t%000k', '', '/forgot'],
    ['an error hash', '', '#error=access_denied&error_description=expired', '/forgot'],
    ['an email-change hash', '', `#access_token=a&refresh_token=b&type=email_change`, '/forgot'],
    [
      'a mailed link, keeping only its email and token',
      '?utm_source=mail&email=%20ada%40example.com&token=t0k3n&next=https%3A%2F%2Fevil.example',
      '',
      '/update-password?email=ada%40example.com&token=t0k3n',
    ],
    ['a recovery session', '?stale=1', recoveryHash, `/update-password${recoveryHash}`],
  ])('%s → %s', (_name, search, hash, expected) => {
    expect(resetDestination(search, hash)).toBe(expected);
  });
});

describe('/reset', () => {
  it('without a link, asks for one on /forgot', async () => {
    stubFetch(() => errorResponse(404, 'NOT_FOUND'));
    const { router } = await renderApp({ routes, route: '/reset' });
    await waitFor(() => expect(at(router)).toBe('/forgot'));
    expect(await screen.findByRole('button', { name: 'Send reset email' })).toBeTruthy();
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it('with stale parameters, ends on /forgot and drops them', async () => {
    stubFetch(() => errorResponse(404, 'NOT_FOUND'));
    const { router } = await renderApp({ routes, route: '/reset?token=old&email=x' });
    await waitFor(() => expect(at(router)).toBe('/forgot'));
    expect(await screen.findByRole('button', { name: 'Send reset email' })).toBeTruthy();
  });

  it('with an expired mailed link, the form says so and goes to /forgot', async () => {
    const requests = stubFetch(() =>
      errorResponse(408, 'RESET_LINK_INVALID', t('toasts.resetLinkInvalid')),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { router } = await renderApp({
      routes,
      route: '/reset?email=ada%40example.com&token=old&ref=newsletter',
    });
    await waitFor(() =>
      expect(at(router)).toBe('/update-password?email=ada%40example.com&token=old'),
    );

    await user.type(await screen.findByLabelText('New password', { exact: true }), 'a new secret');
    await user.type(screen.getByLabelText('Confirm new password', { exact: true }), 'a new secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(t('toasts.resetLinkInvalid'))).toBeTruthy();
    expect(requests[0]?.body).toMatchObject({ email: 'ada@example.com', token: 'old' });
    await act(() => vi.advanceTimersByTimeAsync(timings.redirectAfterInvalidResetLinkMs));
    await waitFor(() => expect(at(router)).toBe('/forgot'));
    vi.useRealTimers();
  });

  it('with a recovery session in the hash, opens the new-password form with it', async () => {
    stubFetch(() => errorResponse(404, 'NOT_FOUND'));
    const { router } = await renderApp({ routes, route: `/reset${recoveryHash}` });
    await waitFor(() => expect(at(router)).toBe(`/update-password${recoveryHash}`));
    expect(await screen.findByRole('button', { name: 'Change password' })).toBeTruthy();
  });

  it("with the auth service's error in the hash, says it and ends on /forgot", async () => {
    stubFetch(() => errorResponse(404, 'NOT_FOUND'));
    const { router } = await renderApp({
      routes,
      route: `/reset#error=access_denied&error_description=${encodeURIComponent(t('toasts.resetLinkInvalid'))}`,
    });
    expect(await screen.findByText(t('toasts.resetLinkInvalid'))).toBeTruthy();
    await waitFor(() => expect(at(router)).toBe('/forgot'));
  });
});

describe('a signed-out visitor opening the protected area', () => {
  it.each([
    '/dashboard',
    '/dashboard?panel=settings&tab=subscription',
    `/user/${uid}`,
    `/user/${uid}?panel=profile`,
  ])('%s goes to /login?next= that path', async (path) => {
    stubFetch(() => errorResponse(404, 'NOT_FOUND'));
    const { router } = await renderApp({ routes, route: path });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(path);
    expect(await screen.findByText(t('toasts.serverReasons.signInToContinue'))).toBeTruthy();
  });

  it('returns to the deep link, query and all, after signing in', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubFetch(({ url }) => {
      if (url === '/api/users/auth/login/') return jsonResponse(200, { session: login.session });
      if (isAuthUserRequest(url)) return jsonResponse(200, login.user);
      if (url === `/api/users/uid/${uid}`) return jsonResponse(200, buildProfile({ uid }));
      return errorResponse(404, 'NOT_FOUND');
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const link = '/dashboard?panel=settings&tab=subscription';
    await renderApp({ routes, route: link });

    await user.type(await screen.findByLabelText('Username or Email'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'analytical engine');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(t('toasts.signedIn'))).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(timings.redirectAfterSignInMs));

    expect(assign).toHaveBeenCalledWith(link);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
});

describe('a signed-in visitor', () => {
  it('opening a /login?next= link goes straight to it', async () => {
    stubFetch(({ url }) => {
      if (isAuthUserRequest(url)) return jsonResponse(200, login.user);
      return errorResponse(404, 'NOT_FOUND');
    });
    await adoptSession(login);
    const { router } = await renderApp({ routes, route: '/login?next=%2Fpricing%3Fx%3D1' });
    await waitFor(() => expect(at(router)).toBe('/pricing?x=1'));
  });

  it('opening a /login?next= link to another site goes to /dashboard instead', async () => {
    stubFetch(({ url }) => {
      if (isAuthUserRequest(url)) return jsonResponse(200, login.user);
      return errorResponse(404, 'NOT_FOUND');
    });
    await adoptSession(login);
    const { router } = await renderApp({ routes, route: '/login?next=%2F%2Fevil.example' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('whose role the dashboard refuses lands on / and stays there', async () => {
    const refused = buildLogin({ role: 'SUPPORT' });
    stubFetch(({ url }) => {
      if (isAuthUserRequest(url)) return jsonResponse(200, refused.user);
      return errorResponse(404, 'NOT_FOUND');
    });
    await adoptSession(refused);
    const { router } = await renderApp({ routes, route: '/dashboard?panel=profile' });
    await waitFor(() => expect(at(router)).toBe('/'));
    // Give any redirect back to /dashboard the chance to happen: none may.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(at(router)).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('/logout', () => {
  const answering = (logout: () => Response) =>
    stubFetch(({ url }) => {
      if (isAuthUserRequest(url)) return jsonResponse(200, login.user);
      if (url.includes('/api/users/auth/logout/')) return logout();
      if (url.includes('/auth/v1/logout')) return new Response(null, { status: 204 });
      return errorResponse(404, 'NOT_FOUND');
    });

  it('forgets a plan picked before sign-up along with the rest of local storage', async () => {
    answering(() => jsonResponse(200, { status: 'signed_out' }));
    await adoptSession(login);
    rememberPlan('pro');
    await renderApp({ routes, route: '/logout' });

    expect(await screen.findByRole('heading', { name: t('toasts.signedOut') })).toBeTruthy();
    expect(pendingPlan()).toBeNull();
  });

  it('ends this session through the product, so its token stops working on /api too', async () => {
    const requests = answering(() => jsonResponse(200, { status: 'signed_out' }));
    await adoptSession(login);
    await renderApp({ routes, route: '/logout' });

    expect(await screen.findByRole('heading', { name: t('toasts.signedOut') })).toBeTruthy();
    const told = requests.filter((r) => r.url.includes('/api/users/auth/logout/'));
    expect(told).toEqual([expect.objectContaining({ method: 'POST', body: { scope: 'local' } })]);
    expect(screen.queryByText(t('auth.logout.serverNotToldTitle'))).toBeNull();
  });

  it('ends every session when sent from "Sign out everywhere"', async () => {
    const requests = answering(() => jsonResponse(200, { status: 'signed_out' }));
    await adoptSession(login);
    await renderApp({ routes, route: { pathname: '/logout', state: SIGN_OUT_EVERYWHERE } });

    expect(await screen.findByRole('heading', { name: t('toasts.signedOut') })).toBeTruthy();
    const told = requests.filter((r) => r.url.includes('/api/users/auth/logout/'));
    expect(told.map((r) => r.body)).toEqual([{ scope: 'global' }]);
  });

  it('still clears this browser when the server cannot be reached, and says so', async () => {
    answering(() => errorResponse(503, 'UNAVAILABLE'));
    await adoptSession(login);
    rememberPlan('pro');
    await renderApp({ routes, route: '/logout' });

    expect(await screen.findByRole('heading', { name: t('toasts.signedOut') })).toBeTruthy();
    expect(screen.getByText(t('auth.logout.serverNotToldTitle'))).toBeTruthy();
    expect(pendingPlan()).toBeNull();
  });
});
