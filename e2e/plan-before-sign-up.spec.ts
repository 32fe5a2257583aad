import { t } from '@vh/contracts';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './checks.ts';
import {
  expectWelcomed,
  fillSignUpForm,
  followMailedLink,
  newOwner,
  signInThroughForm,
  signUpOverHttp,
} from './fixtures.ts';

// Journeys into the app from outside it: a plan picked on /pricing before there is an account,
// a dashboard link opened signed out, and old /reset links.

const offer = (page: Page) => page.getByRole('region', { name: 'You chose the Pro plan' });

/** The sign-in form on the page as it is (keeping its ?next=), unlike signInThroughForm. */
async function signInHere(page: Page, identifier: string, password: string) {
  await page.getByLabel('Username or Email').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('[VISITOR] picks Pro, registers, confirms the email and is offered the Pro checkout once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = newOwner();

  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Pro' }).click();
  await expect(page.getByText(t('toasts.pleaseRegisterNext'))).toBeVisible();
  await expect(page).toHaveURL(/\/register\?plan=pro&isOwner=true$/);

  await fillSignUpForm(page, owner);
  await expect(page.getByText(t('toasts.registeredAndSignedIn'))).toBeVisible();
  await expectWelcomed(page, owner.firstName);
  await expect(offer(page)).toBeVisible();

  // The checkout needs a confirmed email: the offer asks for it first, and waits meanwhile.
  await offer(page).getByRole('button', { name: 'Continue to checkout' }).click();
  const verify = page.getByRole('dialog', { name: 'Verify your email' });
  await verify.getByRole('button', { name: 'Send email' }).click();
  await expect(page.getByText(t('toasts.verificationEmailSent'))).toBeVisible();
  await followMailedLink(page, owner.email);
  await expect(page.getByText(t('toasts.emailVerified'))).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(offer(page)).toBeVisible();
  await expect(offer(page)).toContainText('$79.95');
  await offer(page).screenshot({ path: 'test-results/plan-before-sign-up-offer.png' });
  await page.screenshot({ path: 'test-results/plan-before-sign-up-dashboard.png' });
  await expectNoSeriousAxeViolations(page);

  await offer(page).getByRole('button', { name: 'Continue to checkout' }).click();
  const purchase = page.getByRole('dialog', { name: 'Checkout' });
  await expect(purchase).toBeVisible();
  const checkout = purchase.frameLocator('iframe');
  await expect(checkout.getByRole('heading', { name: 'Complete your subscription' })).toBeVisible();
  const summary = checkout.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Pro');
  await expect(summary).toContainText('79.95');
  await expect(checkout.getByLabel('Email')).toHaveValue(owner.email);
  await page.screenshot({ path: 'test-results/plan-before-sign-up-checkout.png' });

  // Closed unpaid: the offer was made once; the plan can still be bought from /pricing.
  await purchase.getByRole('button', { name: 'Close' }).click();
  await expect(purchase).toBeHidden();
  await expect(offer(page)).toBeHidden();
  await page.reload();
  await expectWelcomed(page, owner.firstName);
  await expect(page.getByRole('region', { name: /^You chose the/ })).toHaveCount(0);
});

test('[OWNER] opening a dashboard link signed out signs in and returns to it exactly', async ({
  page,
  request,
}) => {
  const owner = newOwner();
  await signUpOverHttp(request, owner);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await signInHere(page, owner.username, owner.password);
  await expectWelcomed(page, owner.firstName);

  await page.goto('/logout');
  await expect(page.getByText(t('toasts.signedOut'))).toBeVisible();
  const deepLink = '/dashboard?panel=settings&tab=subscription';
  await page.goto(deepLink);
  await expect(page).toHaveURL(/\/login\?next=/);
  expect(new URL(page.url()).searchParams.get('next')).toBe(deepLink);
  await signInHere(page, owner.username, owner.password);
  await expect(page.getByText(t('toasts.signedIn'))).toBeVisible();
  await expect(page).toHaveURL(deepLink);
  await expect(page.getByRole('heading', { name: 'Current plan' })).toBeVisible();

  // A next that leaves the site is not followed.
  await page.goto('/logout');
  await expect(page.getByText(t('toasts.signedOut'))).toBeVisible();
  await page.goto('/login?next=%2F%2Fevil.example%2Fdashboard');
  await signInHere(page, owner.username, owner.password);
  await expectWelcomed(page, owner.firstName);
});

test('[VISITOR] old /reset links end on /forgot or on the expired-link message', async ({
  page,
  request,
}) => {
  await page.goto('/reset');
  await expect(page).toHaveURL(/\/forgot$/);
  await expect(page.getByRole('button', { name: 'Send reset email' })).toBeVisible();

  await page.goto('/reset?token=old&email=x');
  await expect(page).toHaveURL(/\/forgot$/);

  // A well-formed but stale link reaches the form, which says so when it is used.
  const owner = newOwner();
  await signUpOverHttp(request, owner);
  await page.goto(`/reset?email=${encodeURIComponent(owner.email)}&token=old&utm_source=mail`);
  await expect(page).toHaveURL(/\/update-password\?email=[^&]+&token=old$/);
  await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
  await page.getByLabel('Confirm new password').fill('a brand new passphrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(t('toasts.resetLinkInvalid'))).toBeVisible();
  await expect(page).toHaveURL(/\/forgot$/, { timeout: 10_000 });

  // Signing in still works with the old password: nothing was changed.
  await signInThroughForm(page, owner.username, owner.password);
  await expectWelcomed(page, owner.firstName);
});
