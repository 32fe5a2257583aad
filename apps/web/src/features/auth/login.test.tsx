import { t } from '@vh/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getSupabase } from '../../lib/supabase.ts';
import { buildLogin, buildProfile, errorResponse, jsonResponse } from '../../testing/factories.ts';
import { stubFetch } from '../../testing/fetch-stub.ts';
import { fill } from '../../testing/inputs.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { LoginPage } from './components/login-page.tsx';
import { toLoginRequest } from './hooks/use-login.ts';

describe('login identifier typing', () => {
  it('types a value containing @ as an email', () => {
    expect(toLoginRequest({ identifier: ' ada@example.com ', password: ' secret words ' })).toEqual(
      {
        email: 'ada@example.com',
        password: 'secret words',
        type: 'email',
        pin_code: '',
      },
    );
  });

  it('types anything else as a username', () => {
    expect(toLoginRequest({ identifier: 'ada', password: 'secret words' })).toEqual({
      username: 'ada',
      password: 'secret words',
      type: 'username',
      pin_code: '',
    });
  });
});

describe('login form', () => {
  async function renderLogin() {
    const user = userEvent.setup();
    await renderWithProviders(<LoginPage />, { route: '/login' });
    return user;
  }

  it('lets the keyboard reach the show-password button', async () => {
    stubFetch(() => errorResponse(500, 'INTERNAL'));
    const user = await renderLogin();

    await user.click(screen.getByLabelText('Password'));
    await user.tab();

    const toggle = screen.getByRole('button', { name: 'Toggle password visibility' });
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
  });

  it('says both fields are required on an empty submit', async () => {
    const requests = stubFetch(() => errorResponse(500, 'INTERNAL'));
    const user = await renderLogin();

    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(t('spec.validation.usernameOrEmailRequired'))).toBeTruthy();
    expect(screen.getByText(t('spec.validation.passwordRequired'))).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it.each([
    ['ada@example.com', { email: 'ada@example.com', type: 'email' }],
    ['ada', { username: 'ada', type: 'username' }],
  ])('signs in "%s" with the right identifier type', async (identifier, expected) => {
    const requests = stubFetch(() => errorResponse(401, 'INVALID_CREDENTIALS'));
    const user = await renderLogin();

    await fill(user, screen.getByLabelText('Username or Email'), identifier);
    await fill(user, screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(t('toasts.signInError'))).toBeTruthy();
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/api/users/auth/login/',
        body: { ...expected, password: 'wrong password', pin_code: '' },
      },
    ]);
  });

  it('explains a disabled account', async () => {
    stubFetch(() => errorResponse(403, 'ACCOUNT_DISABLED'));
    const user = await renderLogin();

    await fill(user, screen.getByLabelText('Username or Email'), 'ada');
    await fill(user, screen.getByLabelText('Password'), 'analytical engine');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(t('toasts.signInDisabled'))).toBeTruthy();
  });

  it.each([
    [
      'an inactive profile',
      (uid: string) => jsonResponse(200, buildProfile({ uid, active: false })),
    ],
    ['a missing profile', () => errorResponse(404, 'NOT_FOUND')],
  ])('treats %s as a disabled account and drops the session', async (_case, profileResponse) => {
    const { session, user: authUser } = buildLogin();
    const requests = stubFetch(({ url }) => {
      if (url === '/api/users/auth/login/') return jsonResponse(200, { session });
      if (url.endsWith('/auth/v1/user')) return jsonResponse(200, authUser);
      if (url === `/api/users/uid/${authUser.id}`) return profileResponse(authUser.id);
      return errorResponse(404, 'NOT_FOUND');
    });
    const user = await renderLogin();

    await fill(user, screen.getByLabelText('Username or Email'), 'ada');
    await fill(user, screen.getByLabelText('Password'), 'analytical engine');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(t('toasts.signInDisabled'))).toBeTruthy();
    expect(requests.map(({ url }) => url)).toContain(`/api/users/uid/${authUser.id}`);
    const { data } = await getSupabase().auth.getSession();
    expect(data.session).toBeNull();
  });

  it('welcomes a USER with "Successfully signed in." and keeps the button busy until the reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { session, user: authUser } = buildLogin();
    stubFetch(({ url }) => {
      if (url === '/api/users/auth/login/') return jsonResponse(200, { session });
      if (url.endsWith('/auth/v1/user')) return jsonResponse(200, authUser);
      if (url === `/api/users/uid/${authUser.id}`) {
        return jsonResponse(200, buildProfile({ uid: authUser.id }));
      }
      return errorResponse(404, 'NOT_FOUND');
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await renderWithProviders(<LoginPage />, { route: '/login' });

    await fill(user, screen.getByLabelText('Username or Email'), 'ada');
    await fill(user, screen.getByLabelText('Password'), 'analytical engine');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(t('toasts.signedIn'))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' })).toHaveProperty('disabled', true);
    const { data } = await getSupabase().auth.getSession();
    expect(data.session?.user.id).toBe(authUser.id);
  });
});
