import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { watchErrors } from './checks.ts';
import {
  approveOverHttp,
  centreOverHttp,
  expectOnTheClock,
  insideTheFence,
  joinOverHttp,
  newOwner,
  newStaff,
  openSignedIn,
  signUpOverHttp,
  type NewStaff,
} from './fixtures.ts';

// Steps the receipt journeys share: a staff member's receipt saved as a PDF, and its page as a
// picture (what a printer and a scanner or camera would make of it).

const run = promisify(execFile);

/**
 * A new staff member of a new centre clocks in there on their phone and saves the receipt as a
 * PDF, kept in the test's output folder. The phone shows no error on the way.
 */
export async function staffSavesReceiptPdf(
  browser: Browser,
  request: APIRequestContext,
  testInfo: TestInfo,
): Promise<{ staff: NewStaff; pdf: string }> {
  const owner = newOwner();
  await signUpOverHttp(request, owner);
  const { code, headers } = await centreOverHttp(request, owner);
  const staff = newStaff('receipt');
  await approveOverHttp(request, headers, await joinOverHttp(request, code, staff));

  const phone = await browser.newContext({
    viewport: { width: 375, height: 800 },
    geolocation: insideTheFence,
    permissions: ['geolocation'],
  });
  const device = await phone.newPage();
  const errors = watchErrors(device);
  await openSignedIn(device, request, staff);
  await expectOnTheClock(device);
  await device.getByRole('button', { name: 'Clock in', exact: true }).click();
  await expect(device.getByTestId('verdict')).toHaveText(/^Verified at /);
  const [download] = await Promise.all([
    device.waitForEvent('download'),
    device.getByRole('button', { name: 'Save receipt (PDF)', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^receipt-[0-9a-f-]{36}\.pdf$/);
  const pdf = testInfo.outputPath('receipt.pdf');
  await download.saveAs(pdf);
  expect(errors).toEqual([]);
  await phone.close();
  return { staff, pdf };
}

/**
 * Page 1 of a PDF as a picture, by poppler's pdftoppm: `args` choose the format, resolution and
 * crop. Returns the file written (`base` plus the format's extension).
 */
export async function pagePicture(
  pdf: string,
  base: string,
  args: string[],
  extension: string,
): Promise<string> {
  await run('pdftoppm', [...args, '-singlefile', '-f', '1', '-l', '1', pdf, base]);
  return `${base}.${extension}`;
}

/** The receipt card /verify shows for this staff member's clock-in, once it has been read. */
export async function expectStaffReceipt(page: Page, staff: NewStaff): Promise<void> {
  await expect(page.getByText('Signed by VerifiedHours and unchanged')).toBeVisible();
  const card = page.getByRole('region', {
    name: `Clock-in: ${staff.firstName} ${staff.lastName}`,
  });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^Verified at the centre/)).toBeVisible();
}
