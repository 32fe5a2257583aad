import { expect, test, type Browser, type Page } from '@playwright/test';
import { ZStaffList } from '@vh/contracts';
import { watchErrors } from './checks.ts';
import { DEAD_TILE_SERVER } from './environment.ts';
import {
  approveOverHttp,
  centreOverHttp,
  fillStaffSignUpForm,
  harbourfrontKiosk,
  joinOverHttp,
  newOwner,
  newStaff,
  type NewStaff,
  openSignedIn,
  signedInNewOwner,
  signInThroughForm,
  signUpOverHttp,
} from './fixtures.ts';

const centre = harbourfrontKiosk;

// Each journey runs once, at the widths people use: staff on a phone, the owner on a laptop. Each
// screen they pass at both widths, with overflow and axe checks, is in screens.spec.ts.
const phoneSize = { width: 375, height: 800 };
const laptopSize = { width: 1280, height: 800 };

/** A second person, on their own device: a browser context of their own. */
async function staffPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: phoneSize });
  return context.newPage();
}

async function joinWithLink(page: Page, link: string, staff: NewStaff) {
  await page.goto(link);
  // The code arrives filled in from the link.
  await expect(page.getByLabel('Invite code')).toHaveValue(/^[A-Z0-9]{6}$/);
  await page.getByRole('button', { name: 'Validate code' }).click();
  await expect(page.getByRole('heading', { name: `You are joining ${centre.name}` })).toBeVisible();
  await fillStaffSignUpForm(page, staff);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

test("[STAFF] joins with the owner's invite link, waits for review and is on the clock once approved", async ({
  browser,
  request,
}) => {
  test.slow();
  // The owner only makes the centre and approves here: over HTTP, with no browser of their own.
  const owner = newOwner();
  await signUpOverHttp(request, owner);
  const { code, headers } = await centreOverHttp(request, owner);

  const staff = newStaff();
  const device = await staffPhone(browser);
  const errors = watchErrors(device, { expectedFrom: DEAD_TILE_SERVER });
  await joinWithLink(device, `/invite?code=${code}`, staff);

  await expect(device).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(device.getByText('Your account is under review')).toBeVisible();
  await expect(device.getByText(/opens your time clock by itself/)).toBeVisible();

  // The owner approves; the waiting page moves on to the clock by itself, with no reload.
  const list = ZStaffList.parse(
    await (await request.get('/api/businesses/staffs/', { headers })).json(),
  );
  const joined = list.staff.find((member) => member.username === staff.username);
  await approveOverHttp(request, headers, joined?.uid ?? '');
  await expect(device.getByRole('heading', { level: 1, name: 'Time clock' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(device.getByRole('button', { name: 'Clock in', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
  await device.context().close();
});

test('[OWNER] approves a new staff member, who then signs in; disabling them locks them out', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  await page.setViewportSize(laptopSize);
  const errors = watchErrors(page, { expectedFrom: DEAD_TILE_SERVER });
  const owner = await signedInNewOwner(page, request);
  const { code } = await centreOverHttp(request, owner);
  const staff = newStaff();
  await joinOverHttp(request, code, staff);
  const name = `${staff.firstName} ${staff.lastName}`;

  // The tile says someone is waiting; the panel lists them first with Approve and Reject.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /Staff.*1 waiting/ }).click();
  const card = page.getByRole('region', { name });
  await expect(card.getByText('Pending')).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${name} can now clock in.`)).toBeVisible();
  await expect(card.getByText('Active')).toBeVisible();

  // Approved, they sign in on their own phone and land on the clock.
  const device = await staffPhone(browser);
  const staffErrors = watchErrors(device, { expectedFrom: DEAD_TILE_SERVER });
  await signInThroughForm(device, staff.username, staff.password);
  await expect(device).toHaveURL(/\/dashboard$/);
  await expect(device.getByRole('heading', { level: 1, name: 'Time clock' })).toBeVisible();
  await expect(device.getByText('Your account is under review')).toHaveCount(0);

  // The owner disables the account in the edit modal...
  await card.getByRole('button', { name: 'Edit' }).click();
  const modal = page.getByRole('dialog', { name: 'Edit staff profile' });
  await expect(modal.getByLabel('First name')).toHaveValue(staff.firstName);

  // The open calendar is named, its heading is named by what it shows, weekends read.
  const startDate = modal.getByLabel('Start date');
  await startDate.click();
  const calendar = page.getByRole('dialog', { name: 'Calendar' });
  await expect(calendar.getByRole('button', { name: /^\p{L}+ \d{4}$/u })).toBeVisible();
  await startDate.click();
  await expect(calendar).toBeHidden();
  await modal.getByRole('switch', { name: 'Account status' }).click();
  // Exact: the modal also has the pay rate's own Save rate.
  await modal.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(card.getByText('Disabled')).toBeVisible();

  // ...and the staff member's next request is refused: their open dashboard signs them out.
  await device.reload();
  await expect(device).toHaveURL(/\/logout$/, { timeout: 15_000 });
  await expect(device.getByText('You have been signed out!')).toBeVisible();
  await signInThroughForm(device, staff.username, staff.password);
  await expect(
    device.getByText(
      'There was an error signing in. Your account was disabled by your employer. Please contact your manager.',
    ),
  ).toBeVisible();
  expect(errors).toEqual([]);
  expect(staffErrors.filter((e) => !/\b(401|403)\b/.test(e))).toEqual([]);
  await device.context().close();
});

test('[MANAGER] finds the invite code of their centre in Settings and copies and shares it', async ({
  browser,
  request,
}) => {
  test.slow();
  const owner = newOwner();
  await signUpOverHttp(request, owner);
  const { code, headers } = await centreOverHttp(request, owner);
  const manager = newStaff('mona');
  const uid = await joinOverHttp(request, code, manager);
  await approveOverHttp(request, headers, uid);
  const promoted = await request.patch(`/api/businesses/staffs/${uid}/`, {
    data: { is_manager: true },
    headers,
  });
  expect(promoted.status(), await promoted.text()).toBe(200);

  const context = await browser.newContext({ viewport: phoneSize });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A share sheet cannot be driven from a test: this browser has none, so Share copies the
  // whole invitation instead.
  await context.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
  const device = await context.newPage();
  const errors = watchErrors(device, { expectedFrom: DEAD_TILE_SERVER });
  await openSignedIn(device, request, manager, '/dashboard?panel=settings&tab=centres');
  await expect(device.getByRole('tab', { name: 'Business centres', selected: true })).toBeVisible();

  const card = device.getByRole('region', { name: centre.name });
  await expect(card.getByText(code, { exact: true })).toBeVisible();
  await expect(
    card.getByText(`and enter ${code}, or open the link.`, { exact: false }),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: 'New code' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Copy code' }).click();
  expect(await device.evaluate(() => navigator.clipboard.readText())).toBe(code);
  // Copy code says so for a moment; then Share alone is the button that says Copied.
  await expect(card.getByRole('button', { name: 'Copy code' })).toBeVisible();
  await card.getByRole('button', { name: 'Share' }).click();
  await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await device.evaluate(() => navigator.clipboard.readText())).toContain(
    `/invite?code=${code}`,
  );
  expect(errors).toEqual([]);
  await context.close();
});
