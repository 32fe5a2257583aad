import { t } from '@vh/contracts';
import { expect, test } from '@playwright/test';
import { expectWelcomed, newOwner, signInThroughForm, signUpThroughForm } from './fixtures.ts';

test('[OWNER] signs up, stays signed in, signs out and signs in by username and by email', async ({
  page,
}) => {
  const owner = newOwner();

  await signUpThroughForm(page, owner);
  await expect(page.getByText(t('toasts.registeredAndSignedIn'))).toBeVisible();
  await expectWelcomed(page, owner.firstName);

  await page.reload();
  await expectWelcomed(page, owner.firstName);

  await page.goto('/logout');
  await expect(page.getByText(t('toasts.signedOut'))).toBeVisible();
  // Signed out, the dashboard sends to /login and back after signing in (ARCHITECTURE §9).
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);

  await signInThroughForm(page, owner.username, 'not the right password');
  await expect(page.getByText(t('toasts.signInError'))).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughForm(page, owner.username, owner.password);
  await expect(page.getByText(t('toasts.signedIn'))).toBeVisible();
  await expectWelcomed(page, owner.firstName);

  await page.goto('/logout');
  await expect(page.getByText(t('toasts.signedOut'))).toBeVisible();

  await signInThroughForm(page, owner.email, owner.password);
  await expectWelcomed(page, owner.firstName);
});

test('[VISITOR] is told when the username or email is already taken', async ({ page }) => {
  const first = newOwner();
  await signUpThroughForm(page, first);
  await expectWelcomed(page, first.firstName);
  await page.goto('/logout');
  await expect(page.getByText(t('toasts.signedOut'))).toBeVisible();

  await signUpThroughForm(page, { ...newOwner(), username: first.username.toUpperCase() });
  await expect(page.getByText(t('toasts.usernameExists')).first()).toBeVisible();
  await expect(page).toHaveURL(/\/register(\?.*)?$/);
});
