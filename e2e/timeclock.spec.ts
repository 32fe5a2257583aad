import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { watchErrors } from './checks.ts';
import { DEAD_TILE_SERVER } from './environment.ts';
import {
  approveOverHttp,
  centreOverHttp,
  expectOnTheClock,
  farFromTheCentre,
  insideTheFence,
  joinOverHttp,
  newStaff,
  openSignedIn,
  signedInNewOwner,
} from './fixtures.ts';

/** An owner signed in on `page`, with a centre and one approved staff member (made over HTTP). */
async function ownerWithApprovedStaff(page: Page, request: APIRequestContext) {
  const owner = await signedInNewOwner(page, request);
  const { code, headers } = await centreOverHttp(request, owner);
  const staff = newStaff('clock');
  await approveOverHttp(request, headers, await joinOverHttp(request, code, staff));
  return staff;
}

async function downloadedText(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return readFile(file, 'utf8');
}

// Run once, at the widths people use: the staff member on a phone, the owner and the person checking
// the receipt on a laptop. Each screen at both widths, with axe, is in screens.spec.ts.
const phoneSize = { width: 375, height: 800 };
const laptopSize = { width: 1280, height: 800 };

test('[STAFF+OWNER] a day on the verified clock, reviewed, with a receipt anyone can check', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  await page.setViewportSize(laptopSize);
  const ownerErrors = watchErrors(page, { expectedFrom: DEAD_TILE_SERVER });
  const staff = await ownerWithApprovedStaff(page, request);

  // The staff member's phone: location allowed, standing 12 m from the centre.
  const phone = await browser.newContext({
    viewport: phoneSize,
    geolocation: insideTheFence,
    permissions: ['geolocation'],
  });
  const device = await phone.newPage();
  const errors = watchErrors(device, { expectedFrom: DEAD_TILE_SERVER });
  await openSignedIn(device, request, staff);
  // Staff land on the clock.
  await expectOnTheClock(device);
  await expect(device.getByText('You are clocked out.')).toBeVisible();

  await device.getByRole('button', { name: 'Clock in', exact: true }).click();
  await expect(device.getByTestId('verdict')).toHaveText(
    /^Verified at Harbourfront Kiosk — 1\d m from the centre, ±8 m$/,
  );
  await expect(device.getByText('Clocked in at Harbourfront Kiosk')).toBeVisible();
  const receiptJson = await downloadedText(device, () =>
    device.getByRole('button', { name: 'Receipt as JSON', exact: true }).click(),
  );

  // Clocking out from 2 km away is recorded, and flagged.
  await phone.setGeolocation(farFromTheCentre);
  await device.getByRole('button', { name: 'Clock out', exact: true }).click();
  // Clocking out asks first, saying how long the shift has run.
  const confirm = device.getByRole('dialog', { name: 'Clock out now?' });
  await expect(confirm.getByText(/^You have worked /)).toBeVisible();
  await confirm.getByRole('button', { name: 'Clock out', exact: true }).click();
  await expect(device.getByTestId('verdict')).toHaveText(
    'Recorded and flagged for review: about 2 km away',
  );

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
  expect(period.receipts.map((r) => r.receipt.type)).toEqual(['clock_in', 'clock_out', 'clock_in']);

  // The owner sees them on the board and decides both flags, each with a reason.
  await page.goto('/dashboard');
  await page
    .getByRole('link', { name: /Time clock/ })
    .first()
    .click();
  const name = `${staff.firstName} ${staff.lastName}`;
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await page.getByRole('tab', { name: 'Review' }).click();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(page.getByText('The map could not load', { exact: false })).toBeVisible();
  const out = cards.filter({ hasText: 'Clock out' });
  // The reason offered is for accepting: a rejection needs the owner's own words.
  await out.getByRole('button', { name: 'Reject' }).click();
  await expect(
    out.getByText('Write why you reject this punch: the suggested reason is for accepting it.'),
  ).toBeVisible();
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

  // The audit log says each decision in words, and verifies.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(
    page.getByText(
      new RegExp(`accepted ${name}'s clock-in at .+: Location was off; I saw her arrive\\.$`),
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Verify chain' }).click();
  await expect(page.getByText(/^The chain is intact: \d+ entries/)).toBeVisible();

  // Anyone can check the receipt with the published key, and one changed character shows.
  const checker = await browser.newContext({ viewport: laptopSize });
  const verify = await checker.newPage();
  const checkerErrors = watchErrors(verify);
  await verify.goto('/verify');
  await verify.getByLabel('Receipt (JSON)').fill(receiptJson);
  await verify.getByRole('button', { name: 'Check receipt' }).click();
  await expect(verify.getByText('Signed by VerifiedHours and unchanged')).toBeVisible();
  await expect(verify.getByRole('cell', { name: 'Harbourfront Kiosk' })).toBeVisible();
  await verify.getByLabel('Receipt (JSON)').fill(receiptJson.replace('Grace', 'Grade'));
  await verify.getByRole('button', { name: 'Check receipt' }).click();
  await expect(
    verify.getByText('Altered: this receipt does not match its signature'),
  ).toBeVisible();

  expect(ownerErrors).toEqual([]);
  expect(errors).toEqual([]);
  expect(checkerErrors).toEqual([]);
  await phone.close();
  await checker.close();
});
