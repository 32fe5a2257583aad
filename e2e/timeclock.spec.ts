import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ZCentre, ZStaffMember } from '@vh/contracts';
import { expectNoSeriousAxeViolations, horizontalOverflow, watchErrors } from './checks.ts';
import { DEAD_TILE_SERVER } from './environment.ts';
import {
  expectWelcomed,
  harbourfrontKiosk,
  signedInNewOwner,
  signInOverHttp,
  signInThroughForm,
} from './fixtures.ts';

const centre = harbourfrontKiosk;
/** 12 m north of the centre, inside its 100 m fence; and 2 km north, far outside it. */
const inside = {
  latitude: centre.latitude + 12 / 111_200,
  longitude: centre.longitude,
  accuracy: 8,
};
const farAway = {
  latitude: centre.latitude + 2000 / 111_200,
  longitude: centre.longitude,
  accuracy: 10,
};

let counter = 0;

/** An owner signed in on `page`, with a centre and one approved staff member (made over HTTP). */
async function ownerWithApprovedStaff(page: Page, request: APIRequestContext) {
  const owner = await signedInNewOwner(page, request);
  const session = await signInOverHttp(request, owner);
  const headers = { 'x-jwt': session.access_token };
  const made = await request.post('/api/businesses/', { data: centre, headers });
  expect(made.status()).toBe(201);
  const code = ZCentre.parse(await made.json()).invite?.code ?? '';
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  const staff = {
    firstName: 'Grace',
    lastName: 'Hopper',
    username: `clock_${tag}`,
    password: 'compiler pioneer 1952',
  };
  const joined = await request.post('/api/users/', {
    data: {
      username: staff.username,
      first_name: staff.firstName,
      last_name: staff.lastName,
      email: `clock.${tag}@example.com`,
      cell_number: '416 555 0100',
      pin_code: '4821',
      password: staff.password,
      invite_code: code,
      role: 'USER',
    },
  });
  expect(joined.status()).toBe(201);
  const { uid } = (await joined.json()) as { uid: string };
  const approved = await request.post(`/api/businesses/approve/staffs/${uid}/`, { headers });
  ZStaffMember.parse(await approved.json());
  return staff;
}

async function shot(page: Page, name: string) {
  await page.screenshot({
    path: `test-results/${name}-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });
}

async function downloadedText(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return readFile(file, 'utf8');
}

for (const width of [375, 1280]) {
  test(`[STAFF+OWNER] at ${width} px: a day on the verified clock, reviewed, with a receipt anyone can check`, async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    const ownerErrors = watchErrors(page, { expectedFrom: DEAD_TILE_SERVER });
    const staff = await ownerWithApprovedStaff(page, request);

    // The staff member's phone: location allowed, standing 12 m from the centre.
    const phone = await browser.newContext({
      viewport: { width, height: 800 },
      geolocation: inside,
      permissions: ['geolocation'],
    });
    const device = await phone.newPage();
    const errors = watchErrors(device, { expectedFrom: DEAD_TILE_SERVER });
    await signInThroughForm(device, staff.username, staff.password);
    await expectWelcomed(device, staff.firstName);
    await device
      .getByRole('link', { name: /Time clock/ })
      .first()
      .click();
    await expect(device.getByText('You are clocked out.')).toBeVisible();
    await expectNoSeriousAxeViolations(device);
    await shot(device, 'clock-out-state');

    await device.getByRole('button', { name: 'Clock in', exact: true }).click();
    await expect(device.getByTestId('verdict')).toHaveText(
      /^Verified at Harbourfront Kiosk — 1\d m from the centre, ±8 m$/,
    );
    await expect(device.getByText('Clocked in at Harbourfront Kiosk')).toBeVisible();
    const receiptJson = await downloadedText(device, () =>
      device.getByRole('button', { name: 'Download receipt', exact: true }).click(),
    );
    expect(await horizontalOverflow(device)).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(device);
    await shot(device, 'clock-verified');

    // Clocking out from 2 km away is recorded, and flagged.
    await phone.setGeolocation(farAway);
    await device.getByRole('button', { name: 'Clock out', exact: true }).click();
    await expect(device.getByTestId('verdict')).toHaveText(
      'Recorded and flagged for review: about 2 km away',
    );
    await shot(device, 'clock-flagged');

    // With location blocked, the punch still counts, flagged and explained.
    await phone.clearPermissions();
    await device.reload();
    await device.getByRole('button', { name: 'Clock in', exact: true }).click();
    await expect(device.getByTestId('verdict')).toHaveText(
      'Recorded and flagged for review: no location was shared',
    );
    // ...with the way to be verified next time.
    await expect(device.getByText(/allow location for this site/).first()).toBeVisible();
    await expect(device.getByText('My shifts')).toBeVisible();
    await expect(device.getByText('2 shifts', { exact: false })).toBeVisible();
    // The period's receipts, all three punches, in one file to keep.
    const period = JSON.parse(
      await downloadedText(device, () =>
        device.getByRole('button', { name: 'Download receipts for this period' }).click(),
      ),
    ) as { receipts: { receipt: { type: string } }[] };
    expect(period.receipts.map((r) => r.receipt.type)).toEqual([
      'clock_in',
      'clock_out',
      'clock_in',
    ]);
    await expectNoSeriousAxeViolations(device);
    await shot(device, 'clock-denied');

    // The owner sees them on the board and decides both flags, each with a reason.
    await page.goto('/dashboard');
    await page
      .getByRole('link', { name: /Time clock/ })
      .first()
      .click();
    const name = `${staff.firstName} ${staff.lastName}`;
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'clock-board');
    await page.getByRole('tab', { name: 'Review' }).click();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(page.getByText('The map could not load', { exact: false })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'clock-review');
    const out = cards.filter({ hasText: 'Clock out' });
    await out.getByRole('button', { name: 'Reject' }).click();
    await expect(out.getByText('Please write the reason for your decision')).toBeVisible();
    await out
      .getByLabel(/Reason for your decision/)
      .fill('She left at 5 pm; the phone was on the bus.');
    await out.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('Punch rejected')).toBeVisible();
    const denied = cards.filter({ hasText: 'Clock in' });
    await denied.getByLabel(/Reason for your decision/).fill('Location was off; I saw her arrive.');
    await denied.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('Punch accepted')).toBeVisible();
    await expect(page.getByText(/Nothing to review/)).toBeVisible();

    // The audit log verifies.
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await expect(page.getByText('punch.review.accepted')).toBeVisible();
    await page.getByRole('button', { name: 'Verify chain' }).click();
    await expect(page.getByText(/^The chain is intact: \d+ entries/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'clock-audit');

    // Anyone can check the receipt with the published key, and one changed character shows.
    const checker = await browser.newContext({ viewport: { width, height: 800 } });
    const verify = await checker.newPage();
    await verify.goto('/verify');
    await verify.getByLabel('Receipt (JSON)').fill(receiptJson);
    await verify.getByRole('button', { name: 'Check receipt' }).click();
    await expect(verify.getByText('Genuine and unchanged')).toBeVisible();
    await expect(verify.getByRole('cell', { name: 'Harbourfront Kiosk' })).toBeVisible();
    await expectNoSeriousAxeViolations(verify);
    await shot(verify, 'verify-genuine');
    await verify.getByLabel('Receipt (JSON)').fill(receiptJson.replace('Grace', 'Grade'));
    await verify.getByRole('button', { name: 'Check receipt' }).click();
    await expect(
      verify.getByText('Altered: this receipt does not match its signature'),
    ).toBeVisible();
    await shot(verify, 'verify-altered');

    expect(ownerErrors).toEqual([]);
    expect(errors).toEqual([]);
    await phone.close();
    await checker.close();
  });
}
