import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { timings, t } from '@vh/contracts';
import { describe, expect, it, vi } from 'vitest';
import { buildProfile, errorResponse, jsonResponse } from '../../testing/factories.ts';
import { stubFetch } from '../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { SecuritySettings } from './components/security-settings.tsx';

const profile = buildProfile({ email: 'grace@example.com' });

async function renderSecurity() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  await renderWithProviders(<SecuritySettings profile={profile} />, { route: '/settings' });
  return user;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const button = (name: string) => screen.getByRole('button', { name });

describe('security: forgot password', () => {
  it("mails the reset link to the account's own address, then counts down 60 s", async () => {
    const requests = stubFetch(() => jsonResponse(200, { status: 'sent' }));
    const user = await renderSecurity();
    expect(screen.getByText(profile.email)).toBeTruthy();

    await user.click(button('Send reset email'));

    expect(await screen.findByText(t('toasts.forgotSent'))).toBeTruthy();
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/api/users/forgot-password/',
        body: { email: 'grace@example.com', request_type: 'no-auth' },
      },
    ]);
    expect(timings.forgotPasswordCooldownS).toBe(60);
    expect(button(t('spec.waitToTryAgain', { seconds: 60 }))).toHaveProperty('disabled', true);

    await advance(1000);
    expect(button('Wait 59s to try again')).toHaveProperty('disabled', true);

    await advance(59_000);
    expect(button('Send reset email')).toHaveProperty('disabled', false);
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['404', () => errorResponse(404, 'NO_SUCH_USER'), t('toasts.forgotNoUser')],
    ['500', () => errorResponse(500, 'INTERNAL'), t('toasts.forgotError')],
  ])(
    'on %s, toasts its message 1 s later and starts no cooldown',
    async (_case, respond, toast) => {
      stubFetch(respond);
      const user = await renderSecurity();

      await user.click(button('Send reset email'));

      expect(screen.queryByText(toast)).toBeNull();
      await advance(timings.resetEmailErrorDelayMs);
      expect(await screen.findByText(toast)).toBeTruthy();
      expect(button('Send reset email')).toHaveProperty('disabled', false);
    },
  );
});
