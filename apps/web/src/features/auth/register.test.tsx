import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { timings, t } from '@vh/contracts';
import { describe, expect, it, vi } from 'vitest';
import { available, errorResponse } from '../../testing/factories.ts';
import { stubFetch } from '../../testing/fetch-stub.ts';
import { fill } from '../../testing/inputs.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { RegisterPage } from './components/register-page.tsx';

async function renderRegister() {
  const user = userEvent.setup();
  await renderWithProviders(<RegisterPage />, { route: '/register?isUser=true' });
  return user;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

async function fillForm(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await fill(user, field(label), value);
  }
}

const complete = {
  'First name': '  Ada ',
  'Last name': 'Lovelace',
  Username: 'ada',
  Email: 'Ada@Example.com',
  Password: ' analytical engine ',
  'Confirm password': 'analytical engine',
};

describe('free sign-up form', () => {
  it.each([
    ['First name', t('spec.validation.firstNameRequired')],
    ['Last name', t('spec.validation.lastNameRequired')],
    ['Username', t('spec.validation.usernameRequired')],
    ['Email', t('spec.validation.emailRequired')],
    ['Password', t('spec.validation.passwordRequired')],
  ])('says "%s" is required once it is emptied', async (label, message) => {
    const user = await renderRegister();
    expect(screen.queryByText(message)).toBeNull();

    await user.type(field(label), 'x');
    await user.clear(field(label));

    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('treats a value of only spaces as missing', async () => {
    const user = await renderRegister();
    await user.type(field('First name'), '   ');
    expect(await screen.findByText(t('spec.validation.firstNameRequired'))).toBeTruthy();
  });

  it('says "Passwords do not match" until the trimmed confirmation equals the password', async () => {
    const user = await renderRegister();
    await fill(user, field('Password'), 'analytical engine');
    await fill(user, field('Confirm password'), 'analytical engin');
    expect(await screen.findByText(t('spec.validation.passwordsDoNotMatch'))).toBeTruthy();

    await user.type(field('Confirm password'), 'e  ');
    await waitFor(() =>
      expect(screen.queryByText(t('spec.validation.passwordsDoNotMatch'))).toBeNull(),
    );

    // Changing the password afterwards re-checks the confirmation.
    await user.type(field('Password'), '!');
    expect(await screen.findByText(t('spec.validation.passwordsDoNotMatch'))).toBeTruthy();
  });

  it('shows the contract messages for a malformed username, email and short password', async () => {
    const user = await renderRegister();
    await fill(user, field('Username'), 'ada lovelace');
    await fill(user, field('Email'), 'ada@');
    await fill(user, field('Password'), 'short');

    expect(await screen.findByText(t('spec.validation.usernameInvalid'))).toBeTruthy();
    expect(screen.getByText(t('spec.validation.emailInvalid'))).toBeTruthy();
    expect(screen.getByText(t('spec.validation.passwordTooShort'))).toBeTruthy();
  });

  it('on an empty submit, toasts "Please fill in first name field" and shows every required message', async () => {
    const requests = stubFetch(() => available());
    const user = await renderRegister();

    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText(t('spec.fillInField', { field: 'first name' }))).toBeTruthy();
    expect(t('spec.fillInField', { field: 'first name' })).toBe('Please fill in first name field');
    for (const message of [
      t('spec.validation.firstNameRequired'),
      t('spec.validation.lastNameRequired'),
      t('spec.validation.usernameRequired'),
      t('spec.validation.emailRequired'),
      t('spec.validation.passwordRequired'),
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(requests).toEqual([]);
  });

  it('names the first missing field in the order first name, last name, username, email, password', async () => {
    const user = await renderRegister();
    await fillForm(user, {
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Email: 'ada@example.com',
    });

    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('Please fill in username field')).toBeTruthy();
  });

  it('toasts "Your passwords do not match" when only the confirmation is wrong', async () => {
    const user = await renderRegister();
    await fillForm(user, { ...complete, 'Confirm password': 'analytical' });

    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText(t('toasts.yourPasswordsDoNotMatch'))).toBeTruthy();
  });

  it('reports a taken username inline at once and as a toast after the contract delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = stubFetch(({ url }) =>
      url.includes('username=') ? errorResponse(409, 'USERNAME_TAKEN') : available(),
    );
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await renderWithProviders(<RegisterPage />, { route: '/register?isUser=true' });
    await fillForm(user, complete);

    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    // Inline on the field straight away; no toast yet.
    await screen.findByText(t('toasts.usernameExists'));
    expect(field('Username').getAttribute('aria-invalid')).toBe('true');
    expect(field('Email').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getAllByText(t('toasts.usernameExists'))).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(timings.availabilityErrorDelayMs));

    await waitFor(() => expect(screen.getAllByText(t('toasts.usernameExists'))).toHaveLength(2));
    // Both checks ran with the trimmed values, and nothing was registered.
    expect(requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/users/auth/check/?username=ada',
      'GET /api/users/auth/check/?email=ada%40example.com',
    ]);
  });

  it('sends the trimmed values and turns the progress toast red when registering fails', async () => {
    const requests = stubFetch(({ method }) =>
      method === 'POST' ? errorResponse(500, 'INTERNAL') : available(),
    );
    const user = await renderRegister();
    await fillForm(user, complete);

    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText(t('toasts.registerError'))).toBeTruthy();
    expect(requests.filter(({ method }) => method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/users/',
        body: {
          username: 'ada',
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: 'ada@example.com',
          role: 'OWNER',
          password: 'analytical engine',
        },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Sign up' })).toHaveProperty('disabled', false);
  });

  it('shows the server\'s "email already exists" inline and in the toast on a 409', async () => {
    stubFetch(({ method }) =>
      method === 'POST' ? errorResponse(409, 'EMAIL_TAKEN') : available(),
    );
    const user = await renderRegister();
    await fillForm(user, complete);

    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(screen.getAllByText(t('toasts.emailExists'))).toHaveLength(2));
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
  });
});
