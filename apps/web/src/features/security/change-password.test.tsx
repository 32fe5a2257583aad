import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { t } from '@vh/contracts';
import { describe, expect, it } from 'vitest';
import { getSupabase } from '../../lib/supabase.ts';
import { buildLogin, buildProfile, errorResponse, jsonResponse } from '../../testing/factories.ts';
import { stubFetch, type RecordedRequest } from '../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { adoptSession, isAuthUserRequest } from '../../testing/session.ts';
import { SecuritySettings } from './components/security-settings.tsx';

const login = buildLogin();
const profile = buildProfile({ uid: login.user.id, email: 'ada@example.com' });
const passwordPath = `/api/users/uid/${profile.uid}/password/`;
// The server ends every other session and answers with a new one; only its refresh token differs.
const freshSession = { ...login.session, refresh_token: 'fresh-refresh-token' };

/** A signed-in user on the Security tab; `answer` handles the password change. */
async function renderSecurity(answer: (request: RecordedRequest) => Response) {
  const requests = stubFetch((request) =>
    isAuthUserRequest(request.url) ? jsonResponse(200, login.user) : answer(request),
  );
  await adoptSession(login);
  const user = userEvent.setup();
  await renderWithProviders(<SecuritySettings profile={profile} />, { route: '/settings' });
  const apiCalls = () => requests.filter(({ url }) => url.startsWith('/api/'));
  return { user, apiCalls };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
/** What a field's aria-describedby points at: its error, as assistive technology reads it. */
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const changeButton = () => screen.getByRole('button', { name: 'Change password' });

type Typed = { current?: string; next?: string; confirm?: string };

/** Types each given value (blank ones are left untouched); the confirmation defaults to `next`. */
async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  { current = 'old engine', next = 'analytical engine', confirm = next }: Typed = {},
) {
  if (current) await user.type(field('Current password'), current);
  if (next) await user.type(field('New password'), next);
  if (confirm) await user.type(field('Confirm new password'), confirm);
}

describe('change password: validation', () => {
  it('checks each field as it changes', async () => {
    const { user } = await renderSecurity(() => errorResponse(500, 'INTERNAL'));

    await user.type(field('Current password'), 'x');
    await user.clear(field('Current password'));
    expect(await screen.findByText(t('spec.validation.currentPasswordRequired'))).toBeTruthy();

    await user.type(field('New password'), 'short');
    expect(await screen.findByText(t('spec.validation.passwordTooShort'))).toBeTruthy();
    await user.clear(field('New password'));
    expect(await screen.findByText(t('spec.validation.passwordRequired'))).toBeTruthy();

    await user.type(field('New password'), ' analytical engine ');
    await user.type(field('Confirm new password'), 'analytical engin');
    expect(await screen.findByText(t('spec.validation.passwordsDoNotMatch'))).toBeTruthy();
    await user.type(field('Confirm new password'), 'e  ');
    await waitFor(() =>
      expect(screen.queryByText(t('spec.validation.passwordsDoNotMatch'))).toBeNull(),
    );
  });

  it.each([
    ['the current password is missing', {}, 'Please fill in current password field'],
    ['the new password is missing', { current: 'old engine' }, 'Please fill in password field'],
    [
      'the confirmation is missing',
      { current: 'old engine', next: 'analytical engine', confirm: '' },
      'Please fill in password field',
    ],
    [
      'the passwords differ',
      { current: 'old engine', next: 'analytical engine', confirm: 'difference engine' },
      t('toasts.yourPasswordsDoNotMatch'),
    ],
  ])(
    'on submit when %s, toasts the first problem and sends nothing',
    async (_case, values, toast) => {
      const { user, apiCalls } = await renderSecurity(() => errorResponse(500, 'INTERNAL'));
      await fillForm(user, { current: '', next: '', confirm: '', ...values });

      await user.click(changeButton());

      expect(await screen.findByText(toast)).toBeTruthy();
      expect(apiCalls()).toEqual([]);
    },
  );
});

describe('change password: submit', () => {
  it('sends the trimmed passwords with the email, adopts the new session and clears the form', async () => {
    const { user, apiCalls } = await renderSecurity(() =>
      jsonResponse(200, { session: freshSession }),
    );
    await fillForm(user, { current: ' old engine ', next: ' analytical engine ' });

    await user.click(changeButton());

    expect(await screen.findByText(t('toasts.passwordChanged'))).toBeTruthy();
    expect(screen.queryByText(t('toasts.connectingTitle'))).toBeNull();
    expect(apiCalls()).toEqual([
      {
        method: 'POST',
        url: passwordPath,
        body: { password: 'old engine', new_password: 'analytical engine', email: profile.email },
      },
    ]);
    const { data } = await getSupabase().auth.getSession();
    expect(data.session?.refresh_token).toBe('fresh-refresh-token');
    expect(data.session?.user.id).toBe(profile.uid);
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(field(label)).toHaveProperty('value', '');
    }
  });

  it('shows a wrong current password under its field, with the save-error toast', async () => {
    const { user } = await renderSecurity(() =>
      errorResponse(400, 'CURRENT_PASSWORD_WRONG', 'The current password is not right'),
    );
    await fillForm(user);

    await user.click(changeButton());

    expect(await screen.findByText(t('toasts.saveError'))).toBeTruthy();
    expect(describedBy(field('Current password'))).toContain('The current password is not right');
    expect(field('New password')).toHaveProperty('value', 'analytical engine');
  });

  it('says the new password must differ from the old one', async () => {
    const { user } = await renderSecurity(() => errorResponse(409, 'SAME_PASSWORD'));
    await fillForm(user, { current: 'analytical engine' });

    await user.click(changeButton());

    expect(await screen.findByText(t('toasts.resetSamePassword'))).toBeTruthy();
    expect(screen.queryByText(t('toasts.passwordChanged'))).toBeNull();
  });

  it("shows the server's password policy under the new password", async () => {
    const { user } = await renderSecurity(() => errorResponse(422, 'PASSWORD_TOO_LONG'));
    await fillForm(user);

    await user.click(changeButton());

    expect(await screen.findByText(t('spec.validation.passwordTooLong'))).toBeTruthy();
    expect(describedBy(field('New password'))).toContain(t('spec.validation.passwordTooLong'));
  });

  it('toasts the save error for any other failure and keeps the old session', async () => {
    const { user } = await renderSecurity(() => errorResponse(500, 'INTERNAL'));
    await fillForm(user);

    await user.click(changeButton());

    expect(await screen.findByText(t('toasts.saveError'))).toBeTruthy();
    const { data } = await getSupabase().auth.getSession();
    expect(data.session?.refresh_token).toBe(login.session.refresh_token);
  });
});
