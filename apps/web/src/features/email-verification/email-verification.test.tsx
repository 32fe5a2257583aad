import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type TProfile, t } from '@vh/contracts';
import { describe, expect, it, vi } from 'vitest';
import { buildLogin, buildProfile, errorResponse, jsonResponse } from '../../testing/factories.ts';
import { stubFetch, type RecordedRequest } from '../../testing/fetch-stub.ts';
import { routes } from '../../app/router.tsx';
import { renderApp } from '../../testing/render.tsx';
import { adoptSession, isAuthUserRequest } from '../../testing/session.ts';
import { redirectAfterConfirm } from './hooks/use-email-link-confirmation.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { VerifyEmailAlert } from './components/verify-email-alert.tsx';

const login = buildLogin();
const uid = login.user.id;
const profilePath = `/api/users/uid/${uid}`;
const notVerified = 'Your email address is not verified yet.';

/**
 * A signed-in USER whose profile is `profile` until the confirm call answers; `answer` handles
 * the verification calls.
 */
async function renderDashboard(
  route: string,
  answer: (request: RecordedRequest) => Response,
  profile: TProfile = buildProfile({ uid, confirm_email: false }),
) {
  let current = profile;
  const requests = stubFetch((request) => {
    if (isAuthUserRequest(request.url)) return jsonResponse(200, login.user);
    if (request.method === 'GET' && request.url === profilePath) return jsonResponse(200, current);
    const response = answer(request);
    if (response.ok && request.url.endsWith('/email-verify-confirm/')) {
      current = { ...current, confirm_email: true };
    }
    return response;
  });
  await adoptSession(login);
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const rendered = await renderApp({ routes, route, strict: true });
  const apiCalls = () =>
    requests
      .filter(({ url }) => url.startsWith('/api/'))
      .map(({ method, url, body }) => ({ method, url, body }));
  return { user, apiCalls, ...rendered };
}

describe('verify-email reminder and modal', () => {
  it('is not shown once the email is confirmed', async () => {
    await renderDashboard(
      '/dashboard',
      () => errorResponse(500, 'INTERNAL'),
      buildProfile({ uid, confirm_email: true }),
    );
    expect(await screen.findByText('Welcome, Ada')).toBeTruthy();
    expect(screen.queryByText(notVerified)).toBeNull();
  });

  it('sends the verification email from the modal, toasts and closes it', async () => {
    const { user, apiCalls } = await renderDashboard('/dashboard', () =>
      jsonResponse(200, { status: 'sent' }),
    );

    expect(await screen.findByText(notVerified)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Verify email' }));

    const dialog = await screen.findByRole('dialog', { name: t('spec.verifyEmailModal.title') });
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveProperty('value', 'ada@example.com');
    expect(email).toHaveProperty('readOnly', true);

    await user.click(
      within(dialog).getByRole('button', { name: t('spec.verifyEmailModal.sendButton') }),
    );

    expect(await screen.findByText(t('toasts.verificationEmailSent'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiCalls().filter(({ method }) => method === 'POST')).toEqual([
      { method: 'POST', url: `${profilePath}/verify-email/`, body: { redirect: '/dashboard' } },
    ]);
  });

  it('keeps the modal open and toasts the generic error when sending fails', async () => {
    const { user } = await renderDashboard('/dashboard', () => errorResponse(500, 'INTERNAL'));

    await user.click(await screen.findByRole('button', { name: 'Verify email' }));
    const dialog = await screen.findByRole('dialog', { name: t('spec.verifyEmailModal.title') });
    await user.click(
      within(dialog).getByRole('button', { name: t('spec.verifyEmailModal.sendButton') }),
    );

    expect(await screen.findByText(t('toasts.genericError'))).toBeTruthy();
    expect(screen.getByRole('dialog', { name: t('spec.verifyEmailModal.title') })).toBeTruthy();
  });

  it('says how long to wait when a resend comes within the cooldown', async () => {
    const wait = 'An email was sent moments ago. Please wait 1 minute and try again.';
    const { user } = await renderDashboard('/dashboard', () =>
      errorResponse(429, 'RATE_LIMITED', wait),
    );

    await user.click(await screen.findByRole('button', { name: 'Verify email' }));
    const dialog = await screen.findByRole('dialog', { name: t('spec.verifyEmailModal.title') });
    await user.click(
      within(dialog).getByRole('button', { name: t('spec.verifyEmailModal.sendButton') }),
    );

    expect(await screen.findByText(wait)).toBeTruthy();
    expect(screen.queryByText(t('toasts.genericError'))).toBeNull();
    expect(screen.getByRole('dialog', { name: t('spec.verifyEmailModal.title') })).toBeTruthy();
  });
});

describe('the compact reminder', () => {
  it('is one line with its button: the short words on a phone, the sentence from xs up', async () => {
    await renderWithProviders(
      <VerifyEmailAlert profile={buildProfile({ confirm_email: false })} />,
    );

    const reminder = screen.getByRole('note');
    const short = within(reminder).getByText('Email not verified');
    const sentence = within(reminder).getByText(notVerified);
    // Mantine hides each by a media query at the xs breakpoint: one shows at any width.
    expect(short.className).toContain('mantine-hidden-from-xs');
    expect(sentence.className).toContain('mantine-visible-from-xs');
    expect(within(reminder).getByRole('button', { name: 'Verify email' })).toBeTruthy();
    // Nothing in it wraps to a second line: the words are cut short instead.
    for (const words of [short, sentence])
      expect(words.getAttribute('data-truncate')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('email verification link (/dashboard?token=…)', () => {
  it('confirms the token once (StrictMode), toasts, refetches the profile and follows the redirect', async () => {
    const { apiCalls, router } = await renderDashboard(
      `/dashboard?token=mail-token&redirect=${encodeURIComponent(`/user/${uid}`)}`,
      (request) =>
        request.url.endsWith('/email-verify-confirm/')
          ? jsonResponse(200, buildProfile({ uid, confirm_email: true }))
          : errorResponse(404, 'NOT_FOUND'),
    );

    expect(await screen.findByText(t('toasts.emailVerified'))).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/user/${uid}`));
    expect(router.state.location.search).toBe('');

    // The profile is loaded again after the confirmation.
    await waitFor(() => {
      const calls = apiCalls().map(({ method, url }) => `${method} ${url}`);
      const confirmed = calls.indexOf(`POST ${profilePath}/email-verify-confirm/`);
      expect(confirmed).toBeGreaterThanOrEqual(0);
      expect(calls.slice(confirmed + 1)).toContain(`GET ${profilePath}`);
    });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(apiCalls().filter(({ method }) => method === 'POST')).toEqual([
      {
        method: 'POST',
        url: `${profilePath}/email-verify-confirm/`,
        body: { token: 'mail-token' },
      },
    ]);
    expect(screen.getAllByText(t('toasts.emailVerified'))).toHaveLength(1);
    expect(screen.queryByText(notVerified)).toBeNull();
  });

  it('goes to /dashboard without the query when the redirect is not a path on this site', async () => {
    const { router } = await renderDashboard(
      '/dashboard?token=mail-token&redirect=%2F%2Fevil.example%2Fphish',
      () => jsonResponse(200, buildProfile({ uid, confirm_email: true })),
    );

    expect(await screen.findByText(t('toasts.emailVerified'))).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('says a used or expired link is one, and drops the query', async () => {
    const reason =
      'This link is invalid, was already used or has expired. Please request a new one.';
    const { router, apiCalls } = await renderDashboard('/dashboard?token=used-token', () =>
      errorResponse(400, 'EMAIL_LINK_INVALID', reason),
    );

    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.queryByText(t('toasts.genericError'))).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(await screen.findByText(notVerified)).toBeTruthy();
    expect(apiCalls().filter(({ method }) => method === 'POST')).toHaveLength(1);
  });
});

describe('redirectAfterConfirm', () => {
  it.each([
    ['/pricing', '/pricing'],
    ['/dashboard?tab=settings', '/dashboard?tab=settings'],
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['//evil.example', '/dashboard'],
    ['https://evil.example/', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['pricing', '/dashboard'],
  ])('%j → %s', (redirect, expected) => {
    expect(redirectAfterConfirm(redirect)).toBe(expected);
  });
});
