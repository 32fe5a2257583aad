import { expect, test, type Locator, type Page } from '@playwright/test';
import { newOwner, openSignedIn, signedInNewOwner, signUpOverHttp } from './fixtures.ts';

/** Picks an option of a Mantine select, typing first when the list is long. */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveValue(option);
}

const personalForm = (page: Page) => page.getByRole('form', { name: 'Personal information' });

test('a new owner fills in their address, switching countries, and finds it saved after a reload', async ({
  page,
  request,
}) => {
  await signedInNewOwner(page, request, { at: '/dashboard?panel=settings&tab=account' });
  const form = personalForm(page);
  const country = form.getByRole('combobox', { name: 'Country' });

  await form.getByLabel('First name').fill('Grace');
  await form.getByLabel('Last name').fill('Hopper');
  await choose(page, form.getByRole('combobox', { name: 'Gender' }), 'Female');
  await form.getByLabel('Street address', { exact: true }).fill('1 Spring Garden Rd');
  await form.getByLabel('City').fill('Halifax');

  await choose(page, country, 'Canada');
  await choose(page, form.getByRole('combobox', { name: 'Province' }), 'NS - Nova Scotia');
  await form.getByLabel('Postal code').fill('B3H 4R2');

  // United States: the province becomes a state, the postal code a zip code, and both are emptied.
  await choose(page, country, 'United States');
  await expect(form.getByRole('combobox', { name: 'State' })).toHaveValue('');
  await expect(form.getByLabel('Zip code')).toHaveValue('');
  await expect(form.getByLabel('Postal code')).toHaveCount(0);
  await choose(page, form.getByRole('combobox', { name: 'State' }), 'Vermont');
  await form.getByLabel('Zip code').fill('05401');

  // Any other country: a free-text province, emptied again.
  await choose(page, country, 'France');
  const province = form.getByLabel('Province');
  await expect(province).toHaveValue('');
  await expect(form.getByLabel('Postal code')).toHaveValue('');
  await expect(form.getByLabel('State')).toHaveCount(0);
  await province.fill('Île-de-France');
  await form.getByLabel('Postal code').fill('75001');

  await form.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText('Your changes were saved.')).toBeVisible();

  await page.reload();
  const saved = personalForm(page);
  await expect(saved.getByLabel('First name')).toHaveValue('Grace');
  await expect(saved.getByLabel('Last name')).toHaveValue('Hopper');
  await expect(saved.getByRole('combobox', { name: 'Country' })).toHaveValue('France');
  await expect(saved.getByLabel('Province')).toHaveValue('Île-de-France');
  await expect(saved.getByLabel('Postal code')).toHaveValue('75001');
  await expect(saved.getByLabel('City')).toHaveValue('Halifax');
  await expect(page.getByRole('heading', { name: 'Welcome, Grace' })).toHaveCount(0);
});

test('a blank required field is named in a toast and nothing is sent', async ({
  page,
  request,
}) => {
  await signedInNewOwner(page, request, { at: '/dashboard?panel=settings&tab=account' });

  let patches = 0;
  page.on('request', (req) => {
    if (req.method() === 'PATCH') patches += 1;
  });
  const form = personalForm(page);
  await form.getByLabel('First name').fill('');
  await expect(form.getByText('First name is required')).toBeVisible();
  await form.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText('Please fill in first name field')).toBeVisible();
  expect(patches).toBe(0);
});

test('on a phone the settings tabs sit in rows above the content, without sideways scrolling', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signedInNewOwner(page, request, { at: '/dashboard?panel=settings&tab=account' });

  const tabs = page.getByRole('tablist');
  await expect(tabs).toHaveAttribute('aria-orientation', 'horizontal');
  for (const name of ['Account', 'Subscription', 'Security']) {
    await expect(page.getByRole('tab', { name })).toBeVisible();
  }
  // Staff-only tabs are not offered to an owner.
  await expect(page.getByRole('tab', { name: 'Employment' })).toHaveCount(0);

  const tabBox = await tabs.boundingBox();
  const panelBox = await page.getByRole('tabpanel').boundingBox();
  expect(tabBox && panelBox && tabBox.y + tabBox.height <= panelBox.y + 1).toBe(true);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);

  await page.getByRole('tab', { name: 'Subscription' }).click();
  await expect(page.getByText('$0')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(tabs).toHaveAttribute('aria-orientation', 'vertical');
});

test('a staff member waiting for approval sees the review note and no menu', async ({
  page,
  request,
}) => {
  // Staff accounts are created with an invite code, which arrives with business centres. Until
  // then the signed-in person is a real owner whose profile answer is turned into a pending
  // staff member's on its way to the browser.
  const owner = newOwner();
  await signUpOverHttp(request, owner);
  await page.route('**/api/users/uid/*', async (route) => {
    const response = await route.fetch();
    const profile = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: { ...profile, role: 'STAFF', pending_approval: true },
    });
  });
  await openSignedIn(page, request, owner);
  await expect(page).toHaveURL(/\/dashboard$/);

  await expect(page.getByText(/under review/i)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Profile' })).toHaveCount(0);
  await page.goto('/dashboard?panel=settings&tab=account');
  await expect(page.getByText(/under review/i)).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
});
