import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { timings, t } from '@vh/contracts';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse } from '../../testing/factories.ts';
import { stubFetch } from '../../testing/fetch-stub.ts';
import { fill } from '../../testing/inputs.ts';
import { routes } from '../../app/router.tsx';
import { renderApp } from '../../testing/render.tsx';

const link = '/update-password?email=ada%40example.com&token=link-token&otp=123456';

async function renderUpdatePassword(route = link) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const rendered = await renderApp({ routes, route });
  return { user, ...rendered };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const field = (label: string) => screen.getByLabelText(label, { exact: true });
const changeButton = () => screen.getByRole('button', { name: 'Change password' });

async function fillPasswords(
  user: ReturnType<typeof userEvent.setup>,
  password: string,
  confirmation = password,
) {
  await fill(user, field('New password'), password);
  await fill(user, field('Confirm new password'), confirmation);
}

describe('update password', () => {
  it('keeps "Change password" disabled until both trimmed values are non-empty and equal', async () => {
    const { user } = await renderUpdatePassword();
    expect(changeButton()).toHaveProperty('disabled', true);

    await fill(user, field('New password'), ' analytical engine ');
    expect(changeButton()).toHaveProperty('disabled', true);

    await fill(user, field('Confirm new password'), 'analytical engin');
    expect(await screen.findByText(t('spec.validation.passwordsDoNotMatch'))).toBeTruthy();
    expect(changeButton()).toHaveProperty('disabled', true);

    await user.type(field('Confirm new password'), 'e  ');
    await waitFor(() =>
      expect(screen.queryByText(t('spec.validation.passwordsDoNotMatch'))).toBeNull(),
    );
    expect(changeButton()).toHaveProperty('disabled', false);

    await user.clear(field('New password'));
    expect(await screen.findByText(t('spec.validation.passwordRequired'))).toBeTruthy();
    expect(changeButton()).toHaveProperty('disabled', true);
  });

  it('shows the password policy inline', async () => {
    const { user } = await renderUpdatePassword();
    await fill(user, field('New password'), 'short');
    expect(await screen.findByText(t('spec.validation.passwordTooShort'))).toBeTruthy();
  });

  it('sends the trimmed password with the link\'s email and token (not the otp); 409 says "different"', async () => {
    const requests = stubFetch(() => errorResponse(409, 'SAME_PASSWORD'));
    const { user } = await renderUpdatePassword();
    await fillPasswords(user, ' analytical engine ', 'analytical engine');

    await user.click(changeButton());

    expect(await screen.findByText(t('toasts.resetSamePassword'))).toBeTruthy();
    expect(requests).toEqual([
      {
        method: 'PATCH',
        url: '/api/users/reset-password/',
        body: {
          email: 'ada@example.com',
          token: 'link-token',
          new_password: 'analytical engine',
          request_type: 'no-auth',
        },
      },
    ]);
    expect(changeButton()).toHaveProperty('disabled', false);
  });

  it('on 408, says the link is invalid and goes to /forgot 3 s later', async () => {
    stubFetch(() => errorResponse(408, 'RESET_LINK_INVALID'));
    const { user, router } = await renderUpdatePassword();
    await fillPasswords(user, 'analytical engine');

    await user.click(changeButton());

    expect(await screen.findByText(t('toasts.resetLinkInvalid'))).toBeTruthy();
    expect(timings.redirectAfterInvalidResetLinkMs).toBe(3000);
    await advance(timings.redirectAfterInvalidResetLinkMs - 100);
    expect(router.state.location.pathname).toBe('/update-password');

    await advance(100);
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/forgot');
  });

  it("on 422, shows the server's password policy message inline", async () => {
    stubFetch(() => errorResponse(422, 'PASSWORD_TOO_LONG'));
    const { user } = await renderUpdatePassword();
    await fillPasswords(user, 'analytical engine');

    await user.click(changeButton());

    expect(await screen.findByText(t('spec.validation.passwordTooLong'))).toBeTruthy();
    expect(screen.queryByText(t('toasts.resetError'))).toBeNull();
  });

  it('on any other failure, toasts the generic reset error', async () => {
    stubFetch(() => errorResponse(500, 'INTERNAL'));
    const { user } = await renderUpdatePassword();
    await fillPasswords(user, 'analytical engine');

    await user.click(changeButton());

    expect(await screen.findByText(t('toasts.resetError'))).toBeTruthy();
  });

  it('on success, toasts, signs out on /logout and reaches /login 1 s later', async () => {
    stubFetch(() => jsonResponse(200, { status: 'changed' }));
    const { user, router } = await renderUpdatePassword();
    await fillPasswords(user, 'analytical engine');

    await user.click(changeButton());

    expect(await screen.findByText(t('toasts.passwordUpdated'))).toBeTruthy();
    // Settings → Security's words are for a change made while signed in, not a mailed link.
    expect(screen.queryByText(t('toasts.passwordChanged'))).toBeNull();
    expect(await screen.findByRole('heading', { name: t('toasts.signedOut') })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/logout');

    expect(timings.redirectAfterResetMs).toBe(1000);
    await advance(timings.redirectAfterResetMs);
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['the token', '/update-password?email=ada%40example.com'],
    ['the email', '/update-password?token=link-token'],
  ])('without %s, explains the link is incomplete and links to /forgot', async (_case, route) => {
    await renderUpdatePassword(route);

    expect(screen.getByText('This link is incomplete')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/forgot',
    );
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
