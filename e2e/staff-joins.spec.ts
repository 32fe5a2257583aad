import { expect, test, type Browser, type Page } from '@playwright/test';
import { ZCentre } from '@vh/contracts';
import { expectNoSeriousAxeViolations, horizontalOverflow, watchErrors } from './checks.ts';
import { DEAD_TILE_SERVER } from './environment.ts';
import { signedInNewOwner, signInOverHttp, type NewOwner } from './fixtures.ts';

const centre = {
  name: 'Harbourfront Kiosk',
  street: '235 Queens Quay W',
  city: 'Toronto',
  province: 'ON',
  country: 'Canada',
  postal_code: 'M5J 2G8',
  time_zone: 'America/Toronto',
  latitude: 43.6387,
  longitude: -79.3817,
};

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
    const owner: NewOwner = await signedInNewOwner(page, request);
    const session = await signInOverHttp(request, owner);
    const made = await request.post('/api/businesses/', {
      data: centre,
      headers: { 'x-jwt': session.access_token },
    });
    expect(made.status()).toBe(201);
    const code = ZCentre.parse(await made.json()).invite?.code ?? '';

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
