import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { timings, t } from '@vh/contracts';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse } from '../../testing/factories.ts';
import { stubFetch } from '../../testing/fetch-stub.ts';
import { input } from '../../testing/inputs.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { RegisterPage } from './components/register-page.tsx';

const owner = {
  owner_uid: '6c1c5f38-2a4c-4b47-9e1f-3f0c8d7f9a10',
  business_id: '0b8e4c2a-7d1f-4e3b-a9c5-2f6d8e1b3a47',
  business_name: 'Corner Café',
};

async function renderInvite(route = '/register?step=invite') {
  const user = userEvent.setup();
  await renderWithProviders(<RegisterPage />, { route });
  return user;
}

const codeField = () => screen.getByLabelText('Invite code');
const joining = () => screen.getByRole('heading', { level: 2 });
const staffForm = () => screen.queryByRole('button', { name: t('common.actions.signUp') });
const staffLabels = [
  'First name',
  'Last name',
  'Username',
  'Email',
  'Cell number',
  'PIN',
  'Password',
  'Confirm password',
];
const validateButton = () => screen.getByRole('button', { name: t('auth.register.validateCode') });

describe('invite-code entry', () => {
  it('says "The invite code is invalid" until the trimmed code has 6 characters', async () => {
    const user = await renderInvite();
    expect(screen.queryByText(t('spec.validation.inviteCodeInvalid'))).toBeNull();

    await user.type(codeField(), ' AB12');
    expect(await screen.findByText(t('spec.validation.inviteCodeInvalid'))).toBeTruthy();

    await user.type(codeField(), 'CD ');
    await waitFor(() =>
      expect(screen.queryByText(t('spec.validation.inviteCodeInvalid'))).toBeNull(),
    );

    await user.type(codeField(), 'E');
    expect(await screen.findByText(t('spec.validation.inviteCodeInvalid'))).toBeTruthy();
  });

  it('sends nothing for an empty code', async () => {
    const requests = stubFetch(() => jsonResponse(200, { data: owner }));
    const user = await renderInvite();

    await user.click(validateButton());

    expect(await screen.findByText(t('spec.validation.inviteCodeInvalid'))).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('flags a 7-character code from the link at once and sends nothing', async () => {
    const requests = stubFetch(() => jsonResponse(200, { data: owner }));
    const user = await renderInvite('/register?code=ABCDEFG');

    expect(codeField()).toHaveProperty('value', 'ABCDEFG');
    expect(screen.getByText(t('spec.validation.inviteCodeInvalid'))).toBeTruthy();
    expect(codeField().getAttribute('aria-invalid')).toBe('true');

    await user.click(validateButton());

    expect(requests).toEqual([]);
  });

  it('shows HTML from the link as text, never as markup', async () => {
    const markup = '<img src=x onerror="alert(1)"><b>bold</b>';
    const { container } = await renderWithProviders(<RegisterPage />, {
      route: `/register?code=${encodeURIComponent(markup)}`,
    });

    expect(codeField()).toHaveProperty('value', markup);
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.getByText(t('spec.validation.inviteCodeInvalid'))).toBeTruthy();
  });

  it('posts the trimmed code and, once accepted, shows the staff sign-up form of that business', async () => {
    const requests = stubFetch(() => jsonResponse(200, { data: owner }));
    const user = await renderInvite('/register?code=%20AB12CD%20');

    await user.click(validateButton());

    expect(await screen.findByText(t('toasts.inviteCodeValidated'))).toBeTruthy();
    expect(requests).toEqual([
      { method: 'POST', url: '/api/businesses/validate-code/', body: { code: 'AB12CD' } },
    ]);
    expect(joining().textContent).toBe('You are joining Corner Café');
    for (const label of staffLabels) expect(input(label)).toBeTruthy();
    expect(screen.getByRole('button', { name: t('common.actions.signUp') })).toBeTruthy();
    expect(screen.queryByLabelText('Invite code')).toBeNull();

    // Another code can still be tried, from an empty field.
    await user.click(screen.getByRole('button', { name: t('auth.register.useAnotherCode') }));
    expect(codeField()).toHaveProperty('value', '');
    expect(staffForm()).toBeNull();
    expect(screen.queryByLabelText(/^PIN/)).toBeNull();
  });

  it('reports a code the server does not know on the field and in a toast', async () => {
    stubFetch(() => errorResponse(404, 'INVITE_CODE_INVALID'));
    const user = await renderInvite();
    await user.type(codeField(), 'ZZZZZZ');

    await user.click(validateButton());

    await waitFor(() =>
      expect(screen.getAllByText(t('spec.validation.inviteCodeInvalid'))).toHaveLength(2),
    );
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(t('toasts.inviteCodeValidated'))).toBeNull();
    expect(staffForm()).toBeNull();
  });

  it.each([
    ['404 NOT_FOUND (no such endpoint yet)', () => errorResponse(404, 'NOT_FOUND')],
    ['500', () => errorResponse(500, 'INTERNAL')],
    ['429', () => errorResponse(429, 'RATE_LIMITED')],
    ['an answer of the wrong shape', () => jsonResponse(200, { data: { owner_uid: 'x' } })],
  ])('on %s, toasts the validation error and accepts nothing', async (_label, respond) => {
    stubFetch(respond);
    const user = await renderInvite();
    await user.type(codeField(), 'AB12CD');

    await user.click(validateButton());

    expect(await screen.findByText(t('toasts.inviteCodeError'))).toBeTruthy();
    expect(codeField().getAttribute('aria-invalid')).not.toBe('true');
    expect(staffForm()).toBeNull();
    expect(validateButton()).toHaveProperty('disabled', false);
  });

  it('toasts the validation error when the server cannot be reached, closing it after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await renderWithProviders(<RegisterPage />, { route: '/invite?code=AB12CD' });

    await user.click(validateButton());

    expect(await screen.findByText(t('toasts.inviteCodeError'))).toBeTruthy();
    expect(timings.inviteCodeErrorAutoCloseMs).toBe(1500);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText(t('toasts.inviteCodeError'))).toBeTruthy();
    // Well before the 4 s default.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(screen.queryByText(t('toasts.inviteCodeError'))).toBeNull());
  });
});
