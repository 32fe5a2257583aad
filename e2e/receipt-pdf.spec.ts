import { expect, test } from '@playwright/test';
import { watchErrors } from './checks.ts';
import { expectStaffReceipt, pagePicture, staffSavesReceiptPdf } from './receipt-steps.ts';

test('[STAFF+VISITOR] a receipt saved as a PDF, printed, and checked from a picture of its QR code', async ({
  browser,
  request,
}, testInfo) => {
  // The staff member clocks in at the centre on their phone and saves the receipt.
  const { staff, pdf } = await staffSavesReceiptPdf(browser, request, testInfo);

  // Page 1 as a picture of the printed page: poppler's pdftoppm, at 150 dpi.
  const picture = await pagePicture(
    pdf,
    testInfo.outputPath('receipt'),
    ['-png', '-r', '150'],
    'png',
  );

  // Anyone opens the picture on /verify, which may use the camera of its own origin only.
  const checker = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const verify = await checker.newPage();
  const checkerErrors = watchErrors(verify);
  const opened = await verify.goto('/verify');
  expect(opened?.headers()['permissions-policy']).toContain('camera=(self)');
  // Mantine's file field is a button over a hidden input: the file goes to the input.
  await verify.locator('input[type="file"]').setInputFiles(picture);
  await expectStaffReceipt(verify, staff);

  expect(checkerErrors).toEqual([]);
  await checker.close();
});
