import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { watchErrors } from './checks.ts';
import {
  approveOverHttp,
  centreOverHttp,
  expectOnTheClock,
  insideTheFence,
  joinOverHttp,
  newOwner,
  newStaff,
  signInThroughForm,
  signUpOverHttp,
} from './fixtures.ts';

const run = promisify(execFile);

test('[STAFF+VISITOR] a receipt saved as a PDF, printed, and checked from a picture of its QR code', async ({
  browser,
  request,
}, testInfo) => {
  const owner = newOwner();
  await signUpOverHttp(request, owner);
  const { code, headers } = await centreOverHttp(request, owner);
  const staff = newStaff('receipt');
  await approveOverHttp(request, headers, await joinOverHttp(request, code, staff));

  // The staff member clocks in at the centre on their phone and saves the receipt.
  const phone = await browser.newContext({
    viewport: { width: 375, height: 800 },
    geolocation: insideTheFence,
    permissions: ['geolocation'],
  });
  const device = await phone.newPage();
  const errors = watchErrors(device);
  await signInThroughForm(device, staff.username, staff.password);
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

  // Page 1 as a picture of the printed page: poppler's pdftoppm, at 150 dpi.
  const picture = testInfo.outputPath('receipt');
  await run('pdftoppm', ['-png', '-r', '150', '-singlefile', '-f', '1', '-l', '1', pdf, picture]);

  // Anyone opens the picture on /verify, which may use the camera of its own origin only.
  const checker = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const verify = await checker.newPage();
  const checkerErrors = watchErrors(verify);
  const opened = await verify.goto('/verify');
  expect(opened?.headers()['permissions-policy']).toContain('camera=(self)');
  // Mantine's file field is a button over a hidden input: the file goes to the input.
  await verify.locator('input[type="file"]').setInputFiles(`${picture}.png`);
  await expect(verify.getByText('Signed by VerifiedHours and unchanged')).toBeVisible();
  const card = verify.getByRole('region', {
    name: `Clock-in: ${staff.firstName} ${staff.lastName}`,
  });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^Verified at the centre/)).toBeVisible();

  expect(errors).toEqual([]);
  expect(checkerErrors).toEqual([]);
  await phone.close();
  await checker.close();
});
