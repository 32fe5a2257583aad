import './words.ts';
import { t } from '@vh/contracts';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, horizontalOverflow, watchErrors } from './checks.ts';
import { PHONE, resize, WIDTHS } from './widths.ts';

// Every public route, and the page heading that proves it rendered (not a blank or error page).
const publicPages = [
  { path: '/', heading: /under 60 seconds|verified/i },
  { path: '/pricing', heading: /pricing|plan/i },
  { path: '/contact', heading: /contact/i },
  { path: '/privacy', heading: /privacy/i },
  { path: '/terms-of-service', heading: /terms/i },
  { path: '/register', heading: /account/i },
  { path: '/invite', heading: /team|invite/i },
  { path: '/login', heading: /sign in/i },
  { path: '/forgot', heading: /reset/i },
  { path: '/update-password', heading: /new password/i },
  { path: '/about', heading: /not found/i },
  { path: '/no/such/page', heading: /not found/i },
] as const;

// One test a page, so a failure names it; the page is loaded once and checked at a phone's width,
// then resized to a laptop's: a second load would only repeat the same requests.
for (const { path, heading } of publicPages) {
  test(`[VISITOR] ${path} renders without console errors, fits the screen at 375, 820 and 1280 px and passes axe`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(PHONE);
    await page.goto(path);
    for (const size of WIDTHS) {
      if (size !== PHONE) await resize(page, size);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(
        await horizontalOverflow(page),
        `horizontal overflow in px at ${size.width} px`,
      ).toBeLessThanOrEqual(0);
      await expectNoSeriousAxeViolations(page);
    }
    expect(errors).toEqual([]);
  });
}

test.describe('[VISITOR] on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens the menu drawer and follows a link from it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});

test('[VISITOR] who picks a plan on /pricing lands on the free sign-up form with that plan', async ({
  page,
}) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Basic' }).click();
  await expect(page).toHaveURL(/\/register\?plan=basic&isOwner=true$/);
  await expect(page.getByLabel('First name')).toBeVisible();
  await expect(page.getByText(/Basic/).first()).toBeVisible();
});

test('[VISITOR] asking about Enterprise gets a blank contact form in a modal', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Contact sales' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByLabel('Subject')).toHaveValue('');
  await expect(modal.getByLabel('Subject')).not.toHaveValue(t('spec.enterpriseInquirySubject'));
});

test('[VISITOR] sends the contact form; support gets it by mail, with markup kept as text', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const subject = `Payroll export ${Date.now()}`;
  const name = 'Eve <img src=x onerror=alert(1)>';
  await page.goto('/contact');
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText(t('spec.validation.nameRequired')).first()).toBeVisible();

  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill('eve@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Can I export hours to my payroll software?');
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText('eve@example.com')).toBeVisible();

  await page.goto('/dev/mail');
  const mail = page.locator('article').filter({ hasText: subject });
  await expect(mail).toBeVisible();
  await expect(mail).toContainText(`Name: ${name}`);
  expect(errors).toEqual([]);
});

test('[VISITOR] with odd links gets clear messages, not a broken page', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/register?plan=gold&isOwner=true');
  await expect(page.getByText(/plan does not exist/i)).toBeVisible();

  await page.goto('/register?code=ABCDEFG');
  await expect(page.getByText(t('spec.validation.inviteCodeInvalid'))).toBeVisible();

  await page.goto('/register?code=%3Cscript%3Ex%3C%2Fscript%3E');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
