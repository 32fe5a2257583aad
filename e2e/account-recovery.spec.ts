import { t } from '@vh/contracts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { expect, test } from '@playwright/test';
import {
  expectWelcomed,
  followMailedLink,
  newOwner,
  openSignedIn,
  signInOverHttp,
  signInThroughForm,
  signUpOverHttp,
} from './fixtures.ts';

test('[OWNER] resets a forgotten password through the mailed link', async ({ page, request }) => {
  const owner = newOwner();
  await signUpOverHttp(request, owner);

  await page.goto('/forgot');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByRole('button', { name: 'Send reset email' }).click();
  await expect(page.getByText(t('toasts.forgotSent'))).toBeVisible();
  await expect(page.getByRole('button', { name: /Wait \d+s to try again/ })).toBeDisabled();
  await expect(
    page.getByRole('button', { name: t('spec.waitToTryAgain', { seconds: 59 }) }),
  ).toBeVisible({
    timeout: 3000,
  });

  await followMailedLink(page, owner.email);
  await expect(page).toHaveURL(/\/update-password\?/);
  const newPassword = 'a brand new passphrase';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(t('toasts.passwordUpdated'))).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughForm(page, owner.username, owner.password);
  await expect(page.getByText(t('toasts.signInError'))).toBeVisible();
  await signInThroughForm(page, owner.username, newPassword);
  await expectWelcomed(page, owner.firstName);
});

test('[OWNER] verifies the email address through the mailed link', async ({ page }) => {
  const owner = newOwner();
  await signUpOverHttp(page.request, owner);
  await openSignedIn(page, page.request, owner);
  await expectWelcomed(page, owner.firstName);

  await page.getByRole('button', { name: 'Verify email' }).click();
  const modal = page.getByRole('dialog', { name: 'Verify your email' });
  await expect(modal.getByLabel('Email')).toHaveValue(owner.email);
  await modal.getByRole('button', { name: 'Send email' }).click();
  await expect(page.getByText(t('toasts.verificationEmailSent'))).toBeVisible();

  await followMailedLink(page, owner.email);
  await expect(page.getByText(t('toasts.emailVerified'))).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Verify email' })).toHaveCount(0);
});

test('[STAFF] a disabled account is refused at once, in its open tab and at sign-in', async ({
  page,
  request,
}) => {
  const person = newOwner();
  const { uid } = await signUpOverHttp(request, person);
  await openSignedIn(page, request, person);
  await expectWelcomed(page, person.firstName);

  // An operator (marked with the service key, as an ops script would) disables the account.
  const operator = newOwner();
  const operatorProfile = await signUpOverHttp(request, operator);
  const dataDir = process.env.E2E_DATA_DIR ?? '';
  const keys = JSON.parse(await readFile(path.join(dataDir, 'auth-keys.json'), 'utf8')) as {
    serviceKey: string;
  };
  const baseURL = test.info().project.use.baseURL ?? '';
  const admin = createClient(baseURL, keys.serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const marked = await admin.auth.admin.updateUserById(operatorProfile.uid, {
    app_metadata: { role: 'ADMIN' },
  });
  expect(marked.error).toBeNull();
  const session = await signInOverHttp(request, operator);
  const disabled = await request.patch(`/api/users/uid/${uid}/status/`, {
    headers: { 'x-jwt': session.access_token },
    data: { active: false },
  });
  expect(disabled.status()).toBe(200);

  // The open tab's next call to the API is refused and the app signs the person out.
  await page.reload();
  await expect(page).toHaveURL(/\/(logout)?$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${person.firstName}` })).toHaveCount(0);

  await signInThroughForm(page, person.username, person.password);
  await expect(page.getByText(t('toasts.signInDisabled'))).toBeVisible();
});
