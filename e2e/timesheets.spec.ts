import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PAYROLL_CSV_COLUMNS, ZCentre, ZStaffMember } from '@vh/contracts';
import { expectNoSeriousAxeViolations, horizontalOverflow, watchErrors } from './checks.ts';
import { DEAD_TILE_SERVER } from './environment.ts';
import {
  expectOnTheClock,
  expectWelcomed,
  harbourfrontKiosk,
  newOwnerOverHttp,
  openSignedIn,
  signInOverHttp,
  subscribeToPro,
  type NewOwner,
} from './fixtures.ts';

// An owner closes a week of real punches: the flagged punch is reviewed, the missed clock-out is set
// with a reason, the week is approved and locked, and payroll gets its CSV and the PDF; the staff
// member then sees what was changed, by whom and why.

const centre = harbourfrontKiosk;
const ZONE = centre.time_zone;
const REASON = 'Forgot to clock out; the shop closed at this time';

/** The wall-clock minute now at the centre, as the edit form keeps it (YYYY-MM-DDTHH:mm). */
function centreMinuteNow(): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** A month's English name (1 = January), as the calendar's day buttons and month list spell it. */
const monthName = (month: number) =>
  new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2000, month - 1),
  );

/**
 * Sets a date-time picker to a wall-clock minute the way a person does: the day in the calendar,
 * the time typed on the 12-hour clock, then Done. Returns what the field then shows.
 */
async function pickDateTime(page: Page, field: Locator, wallClock: string): Promise<string> {
  const [date = '', time = ''] = wallClock.split('T');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour24, minute] = time.split(':').map(Number) as [number, number];
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const amPm = hour24 < 12 ? 'AM' : 'PM';
  await field.click();
  const dayButton = page.getByRole('button', { name: `${day} ${monthName(month)} ${year}` });
  // The calendar opens at the field's day; a minute past midnight may be in the next month. Asked
  // before the calendar had opened, "is the day visible?" said no, and the next month hid the day.
  await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
  if (!(await dayButton.isVisible()))
    await page.getByRole('button', { name: 'Next month' }).click();
  await dayButton.click();
  await page.getByLabel('Hours', { exact: true }).fill(String(hour12).padStart(2, '0'));
  await page.getByLabel('Minutes', { exact: true }).fill(String(minute).padStart(2, '0'));
  await page.getByLabel('a.m. or p.m.').selectOption(amPm);
  await shot(page, 'timesheets-edit-picker');
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  return `${monthName(month)} ${day}, ${year} ${hour12}:${String(minute).padStart(2, '0')} ${amPm}`;
}

async function shot(page: Page, name: string) {
  await page.screenshot({
    path: `test-results/${name}-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });
}

/** A centre and one approved staff member, made over HTTP. */
async function centreWithStaff(request: APIRequestContext, owner: NewOwner) {
  const session = await signInOverHttp(request, owner);
  const headers = { 'x-jwt': session.access_token };
  const made = await request.post('/api/businesses/', { data: centre, headers });
  expect(made.status()).toBe(201);
  const code = ZCentre.parse(await made.json()).invite?.code ?? '';
  const tag = Date.now().toString(36);
  const staff = {
    username: `week_${tag}`,
    password: 'compiler pioneer 1952',
    name: 'Grace Hopper',
  };
  const joined = await request.post('/api/users/', {
    data: {
      username: staff.username,
      first_name: 'Grace',
      last_name: 'Hopper',
      email: `week.${tag}@example.com`,
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

async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

// The owner's browser is far from the centre (Kolkata, 10 h 30 min ahead of the centre's zone), so
// any time read in the browser's zone instead of the centre's would show in the hours.
test.use({ timezoneId: 'Asia/Kolkata' });

test('[OWNER+STAFF] closes a week: reviews the flag, sets the missed clock-out with a reason, approves, locks and exports for payroll', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const ownerErrors = watchErrors(page, { expectedFrom: DEAD_TILE_SERVER });
  const owner = await newOwnerOverHttp(request, { confirmedEmail: true });
  const staff = await centreWithStaff(request, owner);

  // Her phone shares no location: the clock-in counts, flagged. She never clocks out. She clocks
  // in first: the clock-out set below must wait for the minute after, and the owner's steps until
  // then fill that minute.
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const device = await phone.newPage();
  const staffErrors = watchErrors(device, { expectedFrom: DEAD_TILE_SERVER });
  await openSignedIn(device, request, staff);
  await expectOnTheClock(device);
  await device.getByRole('button', { name: 'Clock in', exact: true }).click();
  await expect(device.getByTestId('verdict')).toHaveText(
    'Recorded and flagged for review: no location was shared',
  );
  const clockedInAt = Date.now();
  // Buying Pro (the timesheets need it) takes a good part of the minute the clock-out must wait for.
  await openSignedIn(page, request, owner);
  await expectWelcomed(page, owner.firstName);
  await subscribeToPro(page, request, owner);

  // The owner's team week: her day is flagged.
  await page.goto('/dashboard?panel=timesheets');
  await expect(page.getByRole('heading', { name: 'Team week' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(staff.name) });
  await expect(row).toBeVisible();
  await expect(row.getByText('needs attention')).toHaveCount(1);
  await expectNoSeriousAxeViolations(page);
  await shot(page, 'timesheets-team');

  // Her week: she is still clocked in, her punch needs review, and approving says why not.
  await row.getByRole('button', { name: staff.name, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Timesheet of ${staff.name}` })).toBeVisible();
  await expect(page.getByText('Needs review').first()).toBeVisible();
  await page.getByRole('button', { name: 'Approve week' }).click();
  await expect(
    page
      .getByText(new RegExp(`^${staff.name} is still clocked in \\(since [A-Z][a-z]+day, `))
      .first(),
  ).toBeVisible();

  // The clock-out is set to a minute after the clock-in, so wait for the minute to turn.
  const nextMinute = clockedInAt - (clockedInAt % 60_000) + 61_000;
  await page.waitForTimeout(Math.max(0, nextMinute - Date.now()));
  await page.getByRole('button', { name: 'Set the clock-out' }).click();
  const modal = page.getByRole('dialog', { name: 'Move the clock-out' });
  const clockOut = modal.getByLabel('Clock-out');
  await expect(clockOut).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M$/);
  await expect(clockOut).toHaveText(await pickDateTime(page, clockOut, centreMinuteNow()));
  await modal.getByRole('button', { name: 'Save change' }).click();
  await expect(modal.getByText('Please write the reason for this change')).toBeVisible();
  await modal.getByLabel('Reason').fill(REASON);
  await expectNoSeriousAxeViolations(page);
  await shot(page, 'timesheets-edit');
  await modal.getByRole('button', { name: 'Save change' }).click();
  await expect(page.getByText('The timesheet was updated.')).toBeVisible();
  await expect(page.getByText('Edited').first()).toBeVisible();
  await expect(page.getByText(REASON).first()).toBeVisible();

  // Still waiting for a decision: approving says so. The owner reviews the flagged punch.
  await page.getByRole('button', { name: 'Approve week' }).click();
  await expect(
    page.getByText(/^1 punch still needs review before approving/).first(),
  ).toBeVisible();
  await page.goto('/dashboard?panel=clock');
  await page.getByRole('tab', { name: 'Review' }).click();
  const card = page.getByRole('article').filter({ hasText: 'Clock in' });
  await card
    .getByLabel(/Reason for your decision/)
    .fill('Location was off; I saw her arrive at the shop.');
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Punch accepted')).toBeVisible();

  // Approved and locked.
  await page.goto('/dashboard?panel=timesheets');
  await page
    .getByRole('row', { name: new RegExp(staff.name) })
    .getByRole('button', { name: staff.name, exact: true })
    .click();
  await page.getByRole('button', { name: 'Approve week' }).click();
  await expect(page.getByText(`The week of ${staff.name} is approved and locked.`)).toBeVisible();
  await expect(page.getByText('Locked').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move clock-in' }).first()).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Unlock week' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shot(page, 'timesheets-locked');

  // Payroll: the CSV has the stable columns and her row; the PDF is a PDF.
  await page.goto('/dashboard?panel=reports');
  await expect(page.getByRole('heading', { name: 'Reports' }).first()).toBeVisible();
  await expect(page.getByText(staff.name).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shot(page, 'reports');
  const csv = await download(page, 'Payroll CSV');
  expect(csv.name).toMatch(/^payroll-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csv.bytes.toString('utf8').trim().split(/\r?\n/);
  expect(lines[0]).toBe(PAYROLL_CSV_COLUMNS.join(','));
  expect(lines.some((line) => line.includes(staff.name))).toBe(true);
  const pdf = await download(page, 'Timesheet PDF');
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The two approvals refused on purpose above answered 409; nothing else failed.
  expect(ownerErrors.filter((e) => !e.includes('status of 409'))).toEqual([]);
  expect(ownerErrors).toHaveLength(2);

  // She sees the change, who made it and why, on her own timesheet.
  await device.goto('/dashboard?panel=timesheets');
  await expect(device.getByRole('heading', { name: 'My timesheet' })).toBeVisible();
  await expect(device.getByText(REASON).first()).toBeVisible();
  await expect(device.getByText(/by Ada Lovelace on/).first()).toBeVisible();
  await expect(
    device.getByText('This week is approved: these are the hours your employer signed off.'),
  ).toBeVisible();
  expect(await horizontalOverflow(device)).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(device);
  await shot(device, 'timesheets-staff');
  expect(staffErrors).toEqual([]);
  await phone.close();
});
