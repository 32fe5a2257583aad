import { t } from '@vh/contracts';
import { expect, test } from '@playwright/test';
import { signedInNewOwner, signInThroughForm } from './fixtures.ts';

test('an owner edits their profile in the modal and the panel shows it at once', async ({
  page,
  request,
}) => {
  await signedInNewOwner(page, request);

  await page.getByRole('link', { name: 'Profile' }).first().click();
  await expect(page).toHaveURL(/panel=profile/);
  await expect(page.getByText(/^Joined \w+ \d{4}$/)).toBeVisible();
  await page.getByRole('button', { name: 'Edit profile' }).click();

  const modal = page.getByRole('dialog', { name: 'Edit profile' });
  await modal.getByLabel('First name').fill('Augusta');
  await modal.getByLabel('Cell number').fill('902 555 0100');
  // SPEC §5: only what is there must be valid. A chosen country needs its state and zip code,
  // and the first missing one is named.
  await modal.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'United States', exact: true }).click();
  await modal.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText('Please fill in state field')).toBeVisible();
  await expect(modal).toBeVisible();

  await modal.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Undisclosed', exact: true }).click();
  await modal.getByLabel('Street address', { exact: true }).fill('12 Main St');
  await modal.getByLabel('City').fill('Burlington');
  await modal.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Vermont', exact: true }).click();
  await modal.getByLabel('Zip code').fill('05401');
  await modal.getByRole('button', { name: /save/i }).click();

  await expect(page.getByText('Your changes were saved.')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Augusta', exact: true })).toBeVisible();
  await expect(page.getByText('902 555 0100')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('AL');
});

test('an owner changes their password in the settings and signs in with the new one', async ({
  page,
  request,
}) => {
  const owner = await signedInNewOwner(page, request, {
    at: '/dashboard?panel=settings&tab=security',
  });
  const newPassword = 'difference engine 1822';
  await page.getByLabel('Current password').fill(owner.password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // Still signed in on this device: the fresh session was adopted.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Security' })).toBeVisible();

  await page.goto('/logout');
  await expect(page.getByText(t('toasts.signedOut'))).toBeVisible();
  await signInThroughForm(page, owner.username, newPassword);
  await expect(page.getByRole('heading', { name: `Welcome, ${owner.firstName}` })).toBeVisible();
});
