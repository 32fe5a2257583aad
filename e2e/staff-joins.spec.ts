import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ZCentre } from '@vh/contracts';
import { expectNoSeriousAxeViolations, horizontalOverflow, watchErrors } from './checks.ts';
import { DEAD_TILE_SERVER } from './environment.ts';
import {
  expectWelcomed,
  harbourfrontKiosk,
  signedInNewOwner,
  signInOverHttp,
  signInThroughForm,
  type NewOwner,
} from './fixtures.ts';

const centre = harbourfrontKiosk;

let counter = 0;
function newStaff() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    username: `grace_${tag}`,
    email: `grace.${tag}@example.com`,
    cell: '416 555 0100',
    pin: '4821',
    password: 'compiler pioneer 1952',
  };
}
type NewStaff = ReturnType<typeof newStaff>;

/** A new owner, signed in on `page`, with one centre made over HTTP; returns its invite code. */
async function signedInOwnerWithCentre(page: Page, request: APIRequestContext): Promise<string> {
  const owner: NewOwner = await signedInNewOwner(page, request);
  const session = await signInOverHttp(request, owner);
  const made = await request.post('/api/businesses/', {
    data: centre,
    headers: { 'x-jwt': session.access_token },
  });
  expect(made.status()).toBe(201);
  return ZCentre.parse(await made.json()).invite?.code ?? '';
}

/** A second person, on their own device: a browser context of their own. */
async function staffDevice(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  return context.newPage();
}

async function joinWithLink(page: Page, link: string, staff: NewStaff) {
  await page.goto(link);
  // The code arrives filled in from the link.
  await expect(page.getByLabel('Invite code')).toHaveValue(/^[A-Z0-9]{6}$/);
  await page.getByRole('button', { name: 'Validate code' }).click();
  await expect(page.getByRole('heading', { name: `You are joining ${centre.name}` })).toBeVisible();
  await page.getByLabel('First name').fill(staff.firstName);
  await page.getByLabel('Last name').fill(staff.lastName);
  await page.getByLabel('Username').fill(staff.username);
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Cell number').fill(staff.cell);
  await page.getByLabel('PIN').fill(staff.pin);
  await page.getByLabel(/^Password\s*\*?$/).fill(staff.password);
  await page.getByLabel('Confirm password').fill(staff.password);
  await page.screenshot({
    path: `test-results/staff-sign-up-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

for (const width of [375, 1280]) {
  test(`[STAFF] at ${width} px joins with the owner's invite link and waits for review`, async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    const code = await signedInOwnerWithCentre(page, request);

    const staff = newStaff();
    const device = await staffDevice(browser, width);
    const errors = watchErrors(device, { expectedFrom: DEAD_TILE_SERVER });
    await joinWithLink(device, `/invite?code=${code}`, staff);

    await expect(device).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(device.getByText('Your account is under review')).toBeVisible();
    expect(await horizontalOverflow(device)).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(device);
    await device.screenshot({ path: `test-results/staff-review-${width}.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
}

/** A staff sign-up over HTTP: the form has its own journey above; this one is about what follows. */
async function joinOverHttp(request: APIRequestContext, code: string, staff: NewStaff) {
  const res = await request.post('/api/users/', {
    data: {
      username: staff.username,
      first_name: staff.firstName,
      last_name: staff.lastName,
      email: staff.email,
      cell_number: staff.cell,
      pin_code: staff.pin,
      password: staff.password,
      invite_code: code,
      role: 'USER',
    },
  });
  expect(res.status()).toBe(201);
}

for (const width of [375, 1280]) {
  test(`[OWNER] at ${width} px approves a new staff member, who then signs in; disabling them locks them out`, async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    const errors = watchErrors(page, { expectedFrom: DEAD_TILE_SERVER });
    const code = await signedInOwnerWithCentre(page, request);
    const staff = newStaff();
    await joinOverHttp(request, code, staff);
    const name = `${staff.firstName} ${staff.lastName}`;

    // The tile says someone is waiting; the panel lists them first with Approve and Reject.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: /Staff.*1 waiting/ }).click();
    const card = page.getByRole('region', { name });
    await expect(card.getByText('Pending')).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `test-results/staff-panel-${width}.png`, fullPage: true });
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`${name} can now clock in.`)).toBeVisible();
    await expect(card.getByText('Active')).toBeVisible();

    // Approved, they sign in on their own device to the whole dashboard.
    const device = await staffDevice(browser, width);
    const staffErrors = watchErrors(device, { expectedFrom: DEAD_TILE_SERVER });
    await signInThroughForm(device, staff.username, staff.password);
    await expectWelcomed(device, staff.firstName);
    await expect(device.getByText('Your account is under review')).toHaveCount(0);

    // The owner disables the account in the edit modal...
    await card.getByRole('button', { name: 'Edit' }).click();
    const modal = page.getByRole('dialog', { name: 'Edit staff profile' });
    await expect(modal.getByLabel('First name')).toHaveValue(staff.firstName);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `test-results/staff-edit-${width}.png`, fullPage: true });

    // The open calendar is named, its heading is named by what it shows, weekends read.
    const startDate = modal.getByLabel('Start date');
    await startDate.click();
    const calendar = page.getByRole('dialog', { name: 'Calendar' });
    await expect(calendar.getByRole('button', { name: /^\p{L}+ \d{4}$/u })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `test-results/staff-start-date-${width}.png`, fullPage: true });
    await startDate.click();
    await expect(calendar).toBeHidden();
    await modal.getByRole('switch', { name: 'Account status' }).click();
    await modal.getByRole('button', { name: 'Save' }).click();
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
  });
}
