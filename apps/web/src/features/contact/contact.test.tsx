import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_LIMITS, t } from '@vh/contracts';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse } from '../../testing/factories.ts';
import { stubFetch } from '../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ContactModal } from './components/contact-modal.tsx';
import { ContactPage } from './components/contact-page.tsx';

const field = (label: string, container: HTMLElement = document.body) =>
  within(container).getByLabelText(label, { exact: true });

const sent = () =>
  jsonResponse(201, {
    data: { id: '0b7f6a64-3c1e-4d55-9a0e-2f1b7d4e8c21', received_at: '2026-11-21T10:00:00.000Z' },
  });

const complete = {
  Name: '  Ada Lovelace ',
  Company: 'Analytical Engines Ltd',
  Email: ' ada@example.com ',
  Subject: 'Question about reports',
  Message: 'Can I export a month of hours?',
};

async function renderContactPage() {
  const user = userEvent.setup();
  await renderWithProviders(<ContactPage />, { route: '/contact' });
  return user;
}

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  values: Record<string, string>,
  container?: HTMLElement,
) {
  for (const [label, value] of Object.entries(values)) {
    // Pasted rather than typed key by key: the same change events, far faster.
    await user.clear(field(label, container));
    if (value) await user.paste(value);
  }
}

describe('contact form validation', () => {
  it.each([
    ['Name', 'A', t('spec.validation.nameRequired')],
    ['Name', '   ', t('spec.validation.nameRequired')],
    ['Email', 'ada.example.com', t('spec.validation.validEmailRequired')],
    ['Email', 'ada @example.com', t('spec.validation.validEmailRequired')],
    ['Subject', ' ', t('spec.validation.subjectRequired')],
    ['Message', '  ', t('spec.validation.messageRequired')],
  ])('"%s" set to %j says "%s" as it is typed', async (label, value, message) => {
    const user = await renderContactPage();
    expect(screen.queryByText(message)).toBeNull();

    await user.type(field(label), value);

    expect(await screen.findByText(message)).toBeTruthy();
    expect(field(label).getAttribute('aria-invalid')).toBe('true');
  });

  it('clears the message once the value is valid', async () => {
    const user = await renderContactPage();
    await user.type(field('Name'), 'A');
    expect(await screen.findByText(t('spec.validation.nameRequired'))).toBeTruthy();

    await user.type(field('Name'), 'd');
    await waitFor(() => expect(screen.queryByText(t('spec.validation.nameRequired'))).toBeNull());
  });

  it('says a pasted 10 kB name is too long instead of cutting it', async () => {
    const user = await renderContactPage();
    const long = 'x'.repeat(10 * 1024);

    await user.click(field('Name'));
    await user.paste(long);

    expect(
      await screen.findByText(t('spec.tooLong', { field: 'Name', max: CONTACT_LIMITS.nameMax })),
    ).toBeTruthy();
    expect(field('Name')).toHaveProperty('value', long);
  });

  it('treats the company as optional but limits its length', async () => {
    const user = await renderContactPage();
    await user.click(field('Company'));
    await user.paste('c'.repeat(CONTACT_LIMITS.companyMax + 1));

    expect(
      await screen.findByText(
        t('spec.tooLong', { field: 'Company', max: CONTACT_LIMITS.companyMax }),
      ),
    ).toBeTruthy();
  });

  it('on an invalid submit, toasts the spec message, shows every field message and sends nothing', async () => {
    const requests = stubFetch(() => sent());
    const user = await renderContactPage();

    await user.click(screen.getByRole('button', { name: t('contact.submit') }));

    expect(await screen.findByText(t('toasts.contactFormInvalid'))).toBeTruthy();
    for (const message of [
      t('spec.validation.nameRequired'),
      t('spec.validation.validEmailRequired'),
      t('spec.validation.subjectRequired'),
      t('spec.validation.messageRequired'),
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(requests).toEqual([]);
  });

  it('uses a message area of the contract rows', async () => {
    await renderContactPage();
    expect(field('Message').tagName).toBe('TEXTAREA');
  });
});

describe('contact form submit', () => {
  it('sends the trimmed values without a token and shows the confirmation with the reply address', async () => {
    const requests = stubFetch(() => sent());
    const user = await renderContactPage();
    await fillForm(user, complete);

    await user.click(screen.getByRole('button', { name: t('contact.submit') }));

    expect(await screen.findByRole('heading', { name: t('contact.success.title') })).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/api/contact/',
        body: {
          name: 'Ada Lovelace',
          company: 'Analytical Engines Ltd',
          email: 'ada@example.com',
          subject: 'Question about reports',
          message: 'Can I export a month of hours?',
          request_type: 'no-auth',
        },
      },
    ]);
    const headers = vi.mocked(fetch).mock.calls[0]?.[1]?.headers as Headers;
    expect(headers.has('X-JWT')).toBe(false);
  });

  it('offers an empty form again after "Send another message"', async () => {
    stubFetch(() => sent());
    const user = await renderContactPage();
    await fillForm(user, complete);
    await user.click(screen.getByRole('button', { name: t('contact.submit') }));

    await user.click(await screen.findByRole('button', { name: t('contact.success.sendAnother') }));

    expect(field('Name')).toHaveProperty('value', '');
    expect(field('Subject')).toHaveProperty('value', '');
  });

  it('sends an empty company when none is given', async () => {
    const requests = stubFetch(() => sent());
    const user = await renderContactPage();
    await fillForm(user, { ...complete, Company: '' });

    await user.click(screen.getByRole('button', { name: t('contact.submit') }));

    await screen.findByRole('heading', { name: t('contact.success.title') });
    expect(requests[0]?.body).toMatchObject({ company: '' });
  });

  it('toasts the spec error and keeps the form when the server fails', async () => {
    stubFetch(() => errorResponse(503, 'MAIL_UNAVAILABLE', 'internal detail'));
    const user = await renderContactPage();
    await fillForm(user, complete);

    await user.click(screen.getByRole('button', { name: t('contact.submit') }));

    expect(await screen.findByText(t('toasts.contactSubmitError'))).toBeTruthy();
    expect(screen.queryByText('internal detail')).toBeNull();
    expect(field('Name')).toHaveProperty('value', complete.Name);
    expect(screen.getByRole('button', { name: t('contact.submit') })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('toasts the spec error when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const user = await renderContactPage();
    await fillForm(user, complete);

    await user.click(screen.getByRole('button', { name: t('contact.submit') }));

    expect(await screen.findByText(t('toasts.contactSubmitError'))).toBeTruthy();
  });

  it('shows the server message on its field and in the toast when the server rejects a field', async () => {
    stubFetch(() =>
      errorResponse(400, 'VALIDATION_FAILED', 'subject: Subject must be at most 200 characters'),
    );
    const user = await renderContactPage();
    await fillForm(user, complete);

    await user.click(screen.getByRole('button', { name: t('contact.submit') }));

    expect(await screen.findByText(t('toasts.contactSubmitError'))).toBeTruthy();
    expect(screen.getByText('subject: Subject must be at most 200 characters')).toBeTruthy();
    expect(screen.getByText('Subject must be at most 200 characters')).toBeTruthy();
    expect(field('Subject').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the server message with the spec error when rate limited', async () => {
    stubFetch(() =>
      errorResponse(429, 'RATE_LIMITED', 'Too many requests. Try again in 15 minutes.'),
    );
    const user = await renderContactPage();
    await fillForm(user, complete);

    await user.click(screen.getByRole('button', { name: t('contact.submit') }));

    expect(await screen.findByText(t('toasts.contactSubmitError'))).toBeTruthy();
    expect(screen.getByText('Too many requests. Try again in 15 minutes.')).toBeTruthy();
  });

  it('keeps HTML typed into the fields as plain text, in the request and on the confirmation', async () => {
    const requests = stubFetch(() => sent());
    const user = await renderContactPage();
    const markup = '<img src=x onerror=alert(1)>';
    const email = '<b>ada</b>@example.com';
    await fillForm(user, {
      ...complete,
      Name: markup,
      Email: email,
      Message: `<script>x</script>`,
    });
    expect(field('Name')).toHaveProperty('value', markup);

    await user.click(screen.getByRole('button', { name: t('contact.submit') }));

    expect(await screen.findByText(email)).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
    expect(requests[0]?.body).toMatchObject({
      name: markup,
      email,
      message: '<script>x</script>',
    });
  });
});

describe('contact modal', () => {
  it('starts with the given subject, and on success closes and confirms with a toast', async () => {
    const requests = stubFetch(() => sent());
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(
      <ContactModal
        opened
        onClose={onClose}
        initialSubject="Basic plan subscription"
        notice="A note"
      />,
    );

    const dialog = await screen.findByRole('dialog', { name: t('contact.title') });
    expect(within(dialog).getByText('A note')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: t('common.actions.close') })).toBeTruthy();
    expect(field('Subject', dialog)).toHaveProperty('value', 'Basic plan subscription');
    expect(field('Name', dialog)).toHaveProperty('value', '');
    await fillForm(user, { Name: 'Ada', Email: 'ada@example.com', Message: 'Hello' }, dialog);

    await user.click(within(dialog).getByRole('button', { name: t('contact.submit') }));

    expect(
      await screen.findByText(t('contact.sentToast', { email: 'ada@example.com' })),
    ).toBeTruthy();
    expect(onClose).toHaveBeenCalledOnce();
    expect(requests[0]?.body).toMatchObject({ subject: 'Basic plan subscription' });
  });

  it('stays open and toasts the spec error when sending fails', async () => {
    stubFetch(() => errorResponse(500, 'INTERNAL'));
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<ContactModal opened onClose={onClose} />);

    const dialog = await screen.findByRole('dialog', { name: t('contact.title') });
    await fillForm(user, complete, dialog);
    await user.click(within(dialog).getByRole('button', { name: t('contact.submit') }));

    expect(await screen.findByText(t('toasts.contactSubmitError'))).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
