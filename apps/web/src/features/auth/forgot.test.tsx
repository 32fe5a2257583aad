import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { timings, t } from '@vh/contracts';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse } from '../../testing/factories.ts';
import { stubFetch } from '../../testing/fetch-stub.ts';
import { fill } from '../../testing/inputs.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ForgotPage } from './components/forgot-page.tsx';

async function renderForgot() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  await renderWithProviders(<ForgotPage />, { route: '/forgot' });
  return user;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const sendButton = (name: string) => screen.getByRole('button', { name });

describe('forgot password', () => {
  it('offers a way back to login and to sign up', async () => {
    await renderForgot();
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
  });

  it('requires the email and sends nothing without it', async () => {
    const requests = stubFetch(() => jsonResponse(200, { status: 'sent' }));
    const user = await renderForgot();

    await user.click(sendButton('Send reset email'));

    expect(await screen.findByText(t('spec.validation.emailRequired'))).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('sends the trimmed email, then rests the button for 60 s, counting down each second', async () => {
    const requests = stubFetch(() => jsonResponse(200, { status: 'sent' }));
    const user = await renderForgot();

    await fill(user, screen.getByLabelText('Email'), '  ada@example.com ');
    await user.click(sendButton('Send reset email'));

    expect(await screen.findByText(t('toasts.forgotSent'))).toBeTruthy();
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/api/users/forgot-password/',
        body: { email: 'ada@example.com', request_type: 'no-auth' },
      },
    ]);
    expect(timings.forgotPasswordCooldownS).toBe(60);
    expect(sendButton(t('spec.waitToTryAgain', { seconds: 60 }))).toHaveProperty('disabled', true);

    await advance(1000);
    expect(sendButton('Wait 59s to try again')).toHaveProperty('disabled', true);

    await advance(58_000);
    expect(sendButton('Wait 1s to try again')).toHaveProperty('disabled', true);

    await advance(1000);
    expect(sendButton('Send reset email')).toHaveProperty('disabled', false);
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['404 (no such user)', () => errorResponse(404, 'NO_SUCH_USER'), t('toasts.forgotNoUser')],
    [
      '429 (its own words: how long to wait)',
      () => errorResponse(429, 'RATE_LIMITED', 'Too many attempts. Please wait 5 minutes.'),
      'Too many attempts. Please wait 5 minutes.',
    ],
    ['500', () => errorResponse(500, 'INTERNAL'), t('toasts.forgotError')],
  ])(
    'on %s, toasts its message after 1 s and starts no cooldown',
    async (_case, respond, toast) => {
      stubFetch(respond);
      const user = await renderForgot();

      await fill(user, screen.getByLabelText('Email'), 'nobody@example.com');
      await user.click(sendButton('Send reset email'));

      expect(timings.resetEmailErrorDelayMs).toBe(1000);
      expect(screen.queryByText(toast)).toBeNull();
      await advance(timings.resetEmailErrorDelayMs);

      expect(await screen.findByText(toast)).toBeTruthy();
      expect(sendButton('Send reset email')).toHaveProperty('disabled', false);
    },
  );
});
