import { expect, test, type Page } from '@playwright/test';
import { t } from '@vh/contracts';
import { followMailedLink, newOwner, signedInNewOwner, signUpOverHttp } from './fixtures.ts';

// Settings → Account as SPEC §5 words it (only what is there must be valid), the secure email
// change, a dashboard link opened signed out, and toasts that never cover the header.

const personalForm = (page: Page) => page.getByRole('form', { name: 'Personal information' });
const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact information' });

test('[OWNER] a new owner changes their name without filling in an address', async ({
  page,
  request,
}) => {
  await signedInNewOwner(page, request, { at: '/dashboard?panel=settings&tab=account' });
  const form = personalForm(page);

  await form.getByLabel('First name').fill('Augusta');
  await form.getByRole('button', { name: 'Save changes' }).click();

  const saved = page.getByText(t('toasts.changesSaved'));
  await expect(saved).toBeVisible();
  // The toast sits below the sticky header, never over it.
  const header = await page.getByRole('banner').boundingBox();
  const toast = await page
    .getByRole('alert')
    .filter({ hasText: t('toasts.changesSaved') })
    .boundingBox();
  expect(header && toast && toast.y >= header.y + header.height).toBe(true);

  await page.reload();
  await expect(personalForm(page).getByLabel('First name')).toHaveValue('Augusta');
});

test('[OWNER] changing the email asks for the password and waits for both links', async ({
  page,
  request,
}) => {
  const owner = await signedInNewOwner(page, request, {
    at: '/dashboard?panel=settings&tab=account',
  });
  const form = contactForm(page);
  // Not containing the old address: the mailbox is searched by text.
  const newEmail = `grace.${Date.now().toString(36)}@example.net`;

  await expect(form.getByLabel(t('toasts.emailChange.currentPasswordLabel'))).toHaveCount(0);
  await form.getByLabel('Email').fill(newEmail);
  const password = form.getByLabel(t('toasts.emailChange.currentPasswordLabel'));
  await expect(password).toBeVisible();
  await password.fill(owner.password);
  await form.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.getByText(t('toasts.emailChangeStarted'))).toBeVisible();
  await expect(form.getByText(t('toasts.emailChange.pending', { email: newEmail }))).toBeVisible();
  // The sign-in email stays until both links are opened.
  await expect(form.getByLabel('Email')).toHaveValue(owner.email);

  // The link to the current address first, then the one to the new address.
  await followMailedLink(page, owner.email);
  await expect(page.getByText(t('toasts.emailChange.firstLinkConfirmed'))).toBeVisible();

  // The second link ends the change (#access_token…&type=email_change).
  await followMailedLink(page, newEmail);
  await expect(page.getByText(t('toasts.emailChange.changed'))).toBeVisible();
  await page.goto('/dashboard?panel=settings&tab=account');
  await expect(contactForm(page).getByLabel('Email')).toHaveValue(newEmail);
  await expect(
    contactForm(page).getByText(t('toasts.emailChange.pending', { email: newEmail })),
  ).toHaveCount(0);
});

test('[OWNER] a dashboard link opened signed out comes back after signing in', async ({
  page,
  request,
}) => {
  const owner = newOwner();
  await signUpOverHttp(request, owner);

  await page.goto('/dashboard?panel=settings&tab=security');
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Username or Email').fill(owner.username);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/dashboard\?panel=settings&tab=security$/);
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
});

test('[VISITOR] the phone menu has one close button, and no links to pages that do not exist', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Navigation menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();

  await expect(page.getByRole('button', { name: /close/i })).toHaveCount(1);
  for (const name of ['About', 'Learn', 'Community']) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('main')).toHaveCount(1);
});
