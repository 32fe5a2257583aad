import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_LIMITS, timings, t } from '@vh/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadTo } from '../../lib/navigation.ts';
import {
  available,
  buildLogin,
  buildProfile,
  errorResponse,
  jsonResponse,
} from '../../testing/factories.ts';
import { stubFetch, type RecordedRequest } from '../../testing/fetch-stub.ts';
import { fill, input } from '../../testing/inputs.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { isAuthUserRequest } from '../../testing/session.ts';
import { RegisterPage } from './components/register-page.tsx';

// A full page load cannot happen in jsdom; the sign-up's last step is checked by its call instead.
vi.mock('../../lib/navigation.ts', () => ({ reloadTo: vi.fn() }));

const invite = {
  owner_uid: '6c1c5f38-2a4c-4b47-9e1f-3f0c8d7f9a10',
  business_id: '0b8e4c2a-7d1f-4e3b-a9c5-2f6d8e1b3a47',
  business_name: 'Corner Café',
};
const login = buildLogin({ uid: '3f2a9c1e-5b7d-4e8f-a1c3-9d2e4f6a8b10' });

type User = ReturnType<typeof userEvent.setup>;

/**
 * The product API: the code validates, every name is free and the sign-in succeeds, unless
 * `answer` says otherwise for a request (undefined leaves it to the defaults).
 */
function server(answer: (request: RecordedRequest) => Response | undefined = () => undefined) {
  return stubFetch((request) => {
    const special = answer(request);
    if (special) return special;
    const { url } = request;
    if (url === '/api/businesses/validate-code/') return jsonResponse(200, { data: invite });
    if (url.startsWith('/api/users/auth/check/')) return available();
    if (url === '/api/users/') {
      return jsonResponse(201, buildProfile({ uid: login.user.id, role: 'STAFF' }));
    }
    if (url === '/api/users/auth/login/') return jsonResponse(200, { session: login.session });
    if (isAuthUserRequest(url)) return jsonResponse(200, login.user);
    return errorResponse(404, 'NOT_FOUND');
  });
}

/** Opens the invite step with the link's code and validates it, reaching the staff form. */
async function openStaffForm(user: User = userEvent.setup()) {
  await renderWithProviders(<RegisterPage />, { route: '/register?code=AB12CD' });
  await user.click(screen.getByRole('button', { name: t('auth.register.validateCode') }));
  await screen.findByRole('heading', {
    name: t('auth.register.joining', { businessName: invite.business_name }),
  });
  return user;
}

/** The texts that describe an input to assistive technology (its hint and its error). */
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? document.getElementById(id)?.textContent : undefined));

const signUpButton = () => screen.getByRole('button', { name: t('common.actions.signUp') });
const posts = (requests: RecordedRequest[]) =>
  requests.filter(({ method, url }) => method === 'POST' && url === '/api/users/');

const complete = {
  'First name': '  Grace ',
  'Last name': 'Hopper',
  Username: 'grace',
  Email: 'Grace@Example.com',
  'Cell number': '902 555 0100',
  PIN: '4821',
  Password: ' compiler pioneer ',
  'Confirm password': 'compiler pioneer',
};

/** Fills the form a field at a time; pasted, since the tests that use it are not about typing. */
async function fillForm(user: User, values: Partial<Record<keyof typeof complete, string>>) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await fill(user, input(label), value);
  }
}

beforeEach(() => {
  vi.mocked(reloadTo).mockClear();
});

describe('staff sign-up form', () => {
  it('labels every field and marks each one required', async () => {
    server();
    await openStaffForm();

    for (const label of Object.keys(complete)) {
      expect(input(label).required, label).toBe(true);
      expect(input(label).labels?.[0]?.textContent, label).toMatch(/\*$/);
    }
    expect(input('PIN').type).toBe('password');
    expect(input('PIN').inputMode).toBe('numeric');
    expect(describedBy(input('PIN'))).toContain(
      t('auth.register.pinHint', {
        minDigits: STAFF_LIMITS.pinMinDigits,
        maxDigits: STAFF_LIMITS.pinMaxDigits,
      }),
    );
    expect(input('Cell number').type).toBe('tel');
  });

  it.each([
    ['First name', t('spec.validation.firstNameRequired')],
    ['Last name', t('spec.validation.lastNameRequired')],
    ['Username', t('spec.validation.usernameRequired')],
    ['Email', t('spec.validation.emailRequired')],
    ['Cell number', t('spec.validation.cellNumberRequired')],
    ['Password', t('spec.validation.passwordRequired')],
  ])('says "%s" is required once it is emptied', async (label, message) => {
    server();
    const user = await openStaffForm();
    expect(screen.queryByText(message)).toBeNull();

    await user.type(input(label), 'x');
    await user.clear(input(label));

    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('checks the cell number and the PIN with the contract rules', async () => {
    server();
    const user = await openStaffForm();

    await user.type(input('Cell number'), '12');
    expect(await screen.findByText(t('spec.validation.phoneInvalid'))).toBeTruthy();
    await fill(user, input('Cell number'), '3 456 7890');
    await waitFor(() => expect(screen.queryByText(t('spec.validation.phoneInvalid'))).toBeNull());

    await user.type(input('PIN'), '12');
    expect(await screen.findByText(t('spec.validation.pinInvalid'))).toBeTruthy();
    await user.type(input('PIN'), 'a4');
    expect(screen.getByText(t('spec.validation.pinInvalid'))).toBeTruthy();
    await user.clear(input('PIN'));
    await user.type(input('PIN'), '1234');
    await waitFor(() => expect(screen.queryByText(t('spec.validation.pinInvalid'))).toBeNull());

    // At most 6 digits can be typed.
    await user.type(input('PIN'), '5678');
    expect(input('PIN').value).toBe('123456');
    expect(screen.queryByText(t('spec.validation.pinInvalid'))).toBeNull();
  });

  it('says "The passwords do not match" until the trimmed confirmation equals the password', async () => {
    server();
    const user = await openStaffForm();
    await fill(user, input('Password'), 'compiler pioneer');
    await fill(user, input('Confirm password'), 'compiler pionee');

    expect(await screen.findByText(t('spec.validation.invitePasswordsDoNotMatch'))).toBeTruthy();
    expect(screen.queryByText(t('spec.validation.passwordsDoNotMatch'))).toBeNull();

    await user.type(input('Confirm password'), 'r ');
    await waitFor(() =>
      expect(screen.queryByText(t('spec.validation.invitePasswordsDoNotMatch'))).toBeNull(),
    );

    // Changing the password afterwards re-checks the confirmation.
    await user.type(input('Password'), '!');
    expect(await screen.findByText(t('spec.validation.invitePasswordsDoNotMatch'))).toBeTruthy();
  });

  it('on an empty submit, toasts "Please fill in first name field", flags every field and sends nothing', async () => {
    const requests = server();
    const user = await openStaffForm();

    await user.click(signUpButton());

    expect(await screen.findByText('Please fill in first name field')).toBeTruthy();
    for (const message of [
      t('spec.validation.firstNameRequired'),
      t('spec.validation.lastNameRequired'),
      t('spec.validation.usernameRequired'),
      t('spec.validation.emailRequired'),
      t('spec.validation.cellNumberRequired'),
      t('spec.validation.pinInvalid'),
      t('spec.validation.passwordRequired'),
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(requests.map(({ url }) => url)).toEqual(['/api/businesses/validate-code/']);
  });

  it.each([
    ['Cell number', 'Please fill in cell number field'],
    ['PIN', 'Please fill in PIN field'],
    ['Password', 'Please fill in password field'],
  ] as const)('with only "%s" left empty, toasts "%s"', async (label, message) => {
    const requests = server();
    const user = await openStaffForm();
    await fillForm(user, { ...complete, [label]: '', 'Confirm password': '' });

    await user.click(signUpButton());

    expect(await screen.findByText(message)).toBeTruthy();
    expect(posts(requests)).toEqual([]);
  });

  it('toasts "Your passwords do not match" when only the confirmation is wrong', async () => {
    const requests = server();
    const user = await openStaffForm();
    await fillForm(user, { ...complete, 'Confirm password': 'compiler' });

    await user.click(signUpButton());

    expect(await screen.findByText(t('toasts.yourPasswordsDoNotMatch'))).toBeTruthy();
    expect(posts(requests)).toEqual([]);
  });

  it('checks both names, posts the trimmed values with the invite as role USER, signs in and loads the dashboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = server();
    const user = await openStaffForm(
      userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }),
    );
    await fillForm(user, complete);

    await user.click(signUpButton());

    expect(await screen.findByText(t('toasts.registeredAndSignedIn'))).toBeTruthy();
    expect(requests.map(({ method, url }) => `${method} ${url}`).slice(0, 5)).toEqual([
      'POST /api/businesses/validate-code/',
      'GET /api/users/auth/check/?username=grace',
      'GET /api/users/auth/check/?email=grace%40example.com',
      'POST /api/users/',
      'POST /api/users/auth/login/',
    ]);
    expect(posts(requests)[0]?.body).toEqual({
      username: 'grace',
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      cell_number: '902 555 0100',
      pin_code: '4821',
      password: 'compiler pioneer',
      invite_code: 'AB12CD',
      owner_uid: invite.owner_uid,
      business_id: invite.business_id,
      request_type: 'no-auth',
      role: 'USER',
    });
    expect(requests.find(({ url }) => url === '/api/users/auth/login/')?.body).toEqual({
      username: 'grace',
      password: 'compiler pioneer',
      type: 'username',
      pin_code: '',
    });
    // Busy until the page reloads, so nothing can be sent twice.
    expect(signUpButton()).toHaveProperty('disabled', true);
    expect(reloadTo).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(timings.redirectAfterSignInMs));

    expect(reloadTo).toHaveBeenCalledWith('/dashboard');
  });

  it('reports a taken username inline at once, as a toast after the contract delay, and registers nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = server(({ url }) =>
      url.includes('username=') ? errorResponse(409, 'USERNAME_TAKEN') : undefined,
    );
    const user = await openStaffForm(
      userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }),
    );
    await fillForm(user, complete);

    await user.click(signUpButton());

    await screen.findByText(t('toasts.usernameExists'));
    expect(input('Username').getAttribute('aria-invalid')).toBe('true');
    expect(input('Email').getAttribute('aria-invalid')).not.toBe('true');

    await act(() => vi.advanceTimersByTimeAsync(timings.availabilityErrorDelayMs));

    await waitFor(() => expect(screen.getAllByText(t('toasts.usernameExists'))).toHaveLength(2));
    expect(posts(requests)).toEqual([]);
    expect(signUpButton()).toHaveProperty('disabled', false);
  });

  it('shows the server\'s "username already exists" on the field and in the toast on a 409', async () => {
    server(({ method, url }) =>
      method === 'POST' && url === '/api/users/' ? errorResponse(409, 'USERNAME_TAKEN') : undefined,
    );
    const user = await openStaffForm();
    await fillForm(user, complete);

    await user.click(signUpButton());

    await waitFor(() => expect(screen.getAllByText(t('toasts.usernameExists'))).toHaveLength(2));
    expect(input('Username').getAttribute('aria-invalid')).toBe('true');
    expect(signUpButton()).toHaveProperty('disabled', false);
  });

  it('puts a password the server finds too short on the password field', async () => {
    server(({ method, url }) =>
      method === 'POST' && url === '/api/users/'
        ? errorResponse(
            422,
            'PASSWORD_TOO_SHORT',
            t('spec.validation.passwordTooShort'),
            'password',
          )
        : undefined,
    );
    const user = await openStaffForm();
    await fillForm(user, complete);

    await user.click(signUpButton());

    expect(await screen.findByText(t('toasts.registerError'))).toBeTruthy();
    expect(describedBy(input('Password'))).toContain(t('spec.validation.passwordTooShort'));
  });

  it.each([404, 422])(
    'on a %i INVITE_CODE_INVALID, toasts it and returns to the code entry with the code flagged',
    async (status) => {
      server(({ method, url }) =>
        method === 'POST' && url === '/api/users/'
          ? errorResponse(
              status,
              'INVITE_CODE_INVALID',
              t('spec.validation.inviteCodeInvalid'),
              'invite_code',
            )
          : undefined,
      );
      const user = await openStaffForm();
      await fillForm(user, complete);

      await user.click(signUpButton());

      // The toast and the code field's message.
      await waitFor(() =>
        expect(screen.getAllByText(t('spec.validation.inviteCodeInvalid'))).toHaveLength(2),
      );
      const codeField = screen.getByLabelText<HTMLInputElement>('Invite code');
      expect(codeField.value).toBe('AB12CD');
      expect(codeField.getAttribute('aria-invalid')).toBe('true');
      expect(screen.queryByRole('button', { name: t('common.actions.signUp') })).toBeNull();
      expect(reloadTo).not.toHaveBeenCalled();
    },
  );

  it("shows the server's own words when sign-ups are rate limited, and keeps the form", async () => {
    const reason = 'Too many sign-ups with this invite code. Please try again in an hour.';
    server(({ method, url }) =>
      method === 'POST' && url === '/api/users/'
        ? errorResponse(429, 'RATE_LIMITED', reason)
        : undefined,
    );
    const user = await openStaffForm();
    await fillForm(user, complete);

    await user.click(signUpButton());

    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.queryByText(t('toasts.registerError'))).toBeNull();
    expect(input('Username').value).toBe('grace');
    expect(signUpButton()).toHaveProperty('disabled', false);
  });
});
