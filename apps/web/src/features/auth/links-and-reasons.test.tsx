import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { timings, t } from '@vh/contracts';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/router.tsx';
import { profileQueryKey } from '../../lib/get-profile.ts';
import { getSupabase } from '../../lib/supabase.ts';
import { buildLogin, buildProfile, errorResponse, jsonResponse } from '../../testing/factories.ts';
import { stubFetch } from '../../testing/fetch-stub.ts';
import { fill } from '../../testing/inputs.ts';
import { renderApp } from '../../testing/render.tsx';
import { adoptSession, isAuthUserRequest } from '../../testing/session.ts';

// ARCHITECTURE §9: the server's reasons reach the person, and links from the auth service work
// whichever way they arrive (signed out, as a hash from a Supabase project).

const login = buildLogin();
const uid = login.user.id;
const profilePath = `/api/users/uid/${uid}`;

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByLabelText('Username or Email'), 'ada');
  await fill(user, screen.getByLabelText('Password'), 'analytical engine');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('server reasons', () => {
  it('a rate-limited sign-in says to wait, not "Please try again"', async () => {
    const reason = 'Too many sign-in attempts. Please wait a minute.';
    stubFetch(() => errorResponse(429, 'RATE_LIMITED', reason));
    const user = userEvent.setup();
    await renderApp({ routes, route: '/login' });

    await signIn(user);

    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.queryByText(t('toasts.signInError'))).toBeNull();
  });

  it('a rate limit without words still gets a specific message', async () => {
    stubFetch(() => errorResponse(429, 'RATE_LIMITED', ''));
    const user = userEvent.setup();
    await renderApp({ routes, route: '/login' });

    await signIn(user);

    expect(await screen.findByText(t('toasts.serverReasons.rateLimited'))).toBeTruthy();
  });

  it('a reset mail within the server’s cooldown says how long to wait', async () => {
    const reason = 'An email was sent moments ago. Wait a minute before asking for another.';
    stubFetch(() => errorResponse(429, 'RATE_LIMITED', reason));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await renderApp({ routes, route: '/forgot' });

    await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset email' }));
    await act(() => vi.advanceTimersByTimeAsync(timings.resetEmailErrorDelayMs));

    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.queryByText(t('toasts.forgotError'))).toBeNull();
  });

  it('the forgot-password countdown survives a reload', async () => {
    stubFetch(() => jsonResponse(200, { status: 'sent' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const first = await renderApp({ routes, route: '/forgot' });
    await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset email' }));
    expect(
      await screen.findByRole('button', { name: t('spec.waitToTryAgain', { seconds: 60 }) }),
    ).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(10_000));

    // A reload: the page starts again from nothing but what the browser kept.
    first.unmount();
    await renderApp({ routes, route: '/forgot' });

    const button = await screen.findByRole('button', {
      name: t('spec.waitToTryAgain', { seconds: 50 }),
    });
    expect(button).toHaveProperty('disabled', true);
    await act(() => vi.advanceTimersByTimeAsync(50_000));
    expect(screen.getByRole('button', { name: 'Send reset email' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});

describe('an email verification link opened signed out', () => {
  it('goes to /login and, after signing in, back to the link (which then verifies)', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubFetch(({ url }) => {
      if (url === '/api/users/auth/login/') return jsonResponse(200, { session: login.session });
      if (isAuthUserRequest(url)) return jsonResponse(200, login.user);
      if (url === profilePath) return jsonResponse(200, buildProfile({ uid }));
      return errorResponse(404, 'NOT_FOUND');
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const link = '/dashboard?token=mail-token&redirect=%2Fpricing';
    const { router } = await renderApp({ routes, route: link });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(link);
    expect(screen.getByText(t('toasts.serverReasons.signInToContinue'))).toBeTruthy();

    await signIn(user);
    expect(await screen.findByText(t('toasts.signedIn'))).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(timings.redirectAfterSignInMs));

    expect(assign).toHaveBeenCalledWith(link);
  });

  it('never follows a next that leaves the site', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubFetch(({ url }) => {
      if (url === '/api/users/auth/login/') return jsonResponse(200, { session: login.session });
      if (isAuthUserRequest(url)) return jsonResponse(200, login.user);
      if (url === profilePath) return jsonResponse(200, buildProfile({ uid }));
      return errorResponse(404, 'NOT_FOUND');
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await renderApp({ routes, route: '/login?next=%2F%2Fevil.example' });

    await signIn(user);
    expect(await screen.findByText(t('toasts.signedIn'))).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(timings.redirectAfterSignInMs));

    expect(assign).toHaveBeenCalledWith('/dashboard');
  });
});

describe("a Supabase project's recovery link", () => {
  const hash = `#access_token=${login.session.access_token}&refresh_token=${login.session.refresh_token}&expires_in=3600&token_type=bearer&type=recovery`;

  it('lands on the new-password form and sets the password with that session', async () => {
    const requests = stubFetch(({ url, method }) => {
      if (isAuthUserRequest(url)) return jsonResponse(200, login.user);
      if (url.includes('/auth/v1/logout')) return new Response(null, { status: 204 });
      return errorResponse(404, `NOT_FOUND ${method}`);
    });
    const user = userEvent.setup();
    const { router } = await renderApp({ routes, route: `/update-password${hash}` });

    await fill(user, screen.getByLabelText('New password', { exact: true }), 'a new secret');
    await fill(
      user,
      screen.getByLabelText('Confirm new password', { exact: true }),
      'a new secret',
    );
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(t('toasts.passwordUpdated'))).toBeTruthy();
    const update = requests.find(({ method, url }) => method === 'PUT' && isAuthUserRequest(url));
    expect(update?.body).toMatchObject({ password: 'a new secret' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
  });

  it('opened on / or /dashboard, goes to the new-password form with its hash', async () => {
    stubFetch(() => errorResponse(404, 'NOT_FOUND'));
    for (const start of ['/', '/dashboard']) {
      const { router, unmount } = await renderApp({ routes, route: `${start}${hash}` });
      await waitFor(() => expect(router.state.location.pathname).toBe('/update-password'));
      expect(router.state.location.hash).toBe(hash);
      expect(await screen.findByRole('button', { name: 'Change password' })).toBeTruthy();
      unmount();
    }
  });

  it('still works with the server’s own ?email=&token= link', async () => {
    const requests = stubFetch(() => jsonResponse(200, { status: 'changed' }));
    const user = userEvent.setup();
    await renderApp({ routes, route: '/update-password?email=ada%40example.com&token=t0k3n' });

    await fill(user, screen.getByLabelText('New password', { exact: true }), 'a new secret');
    await fill(
      user,
      screen.getByLabelText('Confirm new password', { exact: true }),
      'a new secret',
    );
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(t('toasts.passwordUpdated'))).toBeTruthy();
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/users/reset-password/',
      body: { email: 'ada@example.com', token: 't0k3n', new_password: 'a new secret' },
    });
  });
});

describe('the two email-change links', () => {
  const settings = '/dashboard?panel=settings&tab=account';

  it('the first says to open the other one', async () => {
    stubFetch(({ url }) => {
      if (isAuthUserRequest(url)) return jsonResponse(200, login.user);
      if (url === profilePath) return jsonResponse(200, buildProfile({ uid, confirm_email: true }));
      return errorResponse(404, 'NOT_FOUND');
    });
    await adoptSession(login);
    const { router } = await renderApp({
      routes,
      route: `${settings}#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email`,
    });

    expect(await screen.findByText(t('toasts.emailChange.firstLinkConfirmed'))).toBeTruthy();
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.search).toBe('?panel=settings&tab=account');
  });

  it('the second adopts the session, refetches the profile and says the email changed', async () => {
    const changed = buildProfile({ uid, email: 'grace@example.com', confirm_email: true });
    const profileGets: string[] = [];
    stubFetch(({ url, method }) => {
      if (isAuthUserRequest(url)) return jsonResponse(200, login.user);
      if (url === profilePath && method === 'GET') {
        profileGets.push(url);
        return jsonResponse(200, changed);
      }
      return errorResponse(404, 'NOT_FOUND');
    });
    const { router, queryClient } = await renderApp({
      routes,
      route: `${settings}#access_token=${login.session.access_token}&refresh_token=${login.session.refresh_token}&type=email_change`,
    });

    expect(await screen.findByText(t('toasts.emailChange.changed'))).toBeTruthy();
    const { data } = await getSupabase().auth.getSession();
    expect(data.session?.access_token).toBe(login.session.access_token);
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    await waitFor(() =>
      expect(queryClient.getQueryData(profileQueryKey(uid))).toMatchObject({
        email: 'grace@example.com',
      }),
    );
  });
});
