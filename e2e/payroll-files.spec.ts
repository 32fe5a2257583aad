import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import {
  PAYMENTEVOLUTION_COLUMNS,
  PAYROLL_DETAIL_COLUMNS,
  PAYROLL_SUMMARY_COLUMNS,
  SAGE50_TIMESHEET_COLUMNS,
  ZPayPeriod,
  formatMoney,
} from '@vh/contracts';
import { pageTexts } from '../apps/server/src/testing/pdf-text.ts';
import { expectNoSeriousAxeViolations, watchErrors } from './checks.ts';
import {
  addShiftOverHttp,
  approveOverHttp,
  centreOverHttp,
  expectWelcomed,
  joinOverHttp,
  lastWeekOverHttp,
  newOwnerOverHttp,
  newStaff,
  openSignedIn,
  subscribeToPro,
} from './fixtures.ts';

// A bookkeeper's end of the week: the owner's café on Pro, two people with rates and a week of
// hours, the week approved. The owner opens last week's pay period,
// is told who still needs an employee number, adds it, and downloads every payroll file; each one
// opens (the spreadsheets read back with ExcelJS, the PDF's text extracted) and its money adds up
// to the period's gross in the Pay panel, to the cent.

async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/** Cents of a money cell ('123.45'), by integer arithmetic. */
const centsOf = (text: string) => {
  const [dollars = '0', cents = '0'] = text.split('.');
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
};

const csvRows = (bytes: Buffer) => bytes.toString('utf8').trim().split('\r\n');

test('the owner downloads every payroll file of a closed-out week, and each adds up', async ({
  page,
  request,
}) => {
  test.slow();
  const errors = watchErrors(page);
  const owner = await newOwnerOverHttp(request, { confirmedEmail: true });
  await openSignedIn(page, request, owner);
  await expectWelcomed(page, owner.firstName);
  await subscribeToPro(page, request, owner);
  const { id: centreId, code, headers } = await centreOverHttp(request, owner);
  const people = [
    { ...newStaff('ava'), firstName: 'Ava', lastName: 'Moreau' },
    { ...newStaff('ben'), firstName: 'Ben', lastName: 'Okafor' },
  ];
  const uids: string[] = [];
  for (const person of people) {
    const uid = await joinOverHttp(request, code, person);
    await approveOverHttp(request, headers, uid);
    uids.push(uid);
  }
  const [avaUid = '', benUid = ''] = uids;
  const { weekStart, dates } = await lastWeekOverHttp(request, headers);
  const settings = await request.put('/api/pay/settings/', {
    headers,
    data: { period_kind: 'weekly', anchor_date: weekStart, managers_see_rates: false },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  for (const [uid, rate] of [
    [avaUid, '21.50'],
    [benUid, '18.75'],
  ] as const) {
    const res = await request.post('/api/pay/rates/', {
      headers,
      data: { staff_uid: uid, effective_from: '2020-01-01', hourly_rate: rate },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const [monday = '', tuesday = ''] = dates;
  // Ava's Monday is 10 h after 30 min of break, Ben's Tuesday 8 h.
  await addShiftOverHttp(request, headers, {
    staffUid: avaUid,
    centreId,
    date: monday,
    from: '07:00',
    to: '17:30',
  });
  await addShiftOverHttp(request, headers, {
    staffUid: benUid,
    centreId,
    date: tuesday,
    from: '09:00',
    to: '17:30',
  });
  for (const uid of uids) {
    const approved = await request.post('/api/timesheets/approvals/', {
      headers,
      data: { week: weekStart, staff_uid: uid },
    });
    expect(approved.status(), await approved.text()).toBe(200);
  }
  const period = ZPayPeriod.parse(
    await (await request.get(`/api/pay/periods/${weekStart}`, { headers })).json(),
  );
  const gross = period.pay?.total_gross_cents ?? -1;
  expect(gross).toBeGreaterThan(0);

  await openSignedIn(page, request, owner, '/dashboard?panel=pay');
  await page.getByRole('button', { name: 'Open period' }).nth(1).click();
  await expect(page.getByRole('region', { name: 'Payroll files' })).toBeVisible();

  // Nobody has an employee number yet: the summary is refused, naming both.
  await page.getByRole('button', { name: 'Summary (CSV)', exact: true }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'employee number' });
  await expect(refusal).toContainText(`${people[0]?.firstName} ${people[0]?.lastName}`);
  await expect(refusal).toContainText(`${people[1]?.firstName} ${people[1]?.lastName}`);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: 'test-results/payroll-files-refused.png', fullPage: true });
  for (const [uid, number] of [
    [avaUid, '101'],
    [benUid, '102'],
  ] as const) {
    const res = await request.patch(`/api/businesses/staffs/${uid}/`, {
      headers,
      data: { employee_number: number },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  const summary = await download(page, 'Summary (CSV)');
  expect(summary.name).toMatch(
    new RegExp(`-payroll-summary-${weekStart}-to-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const summaryLines = csvRows(summary.bytes);
  expect(summaryLines[0]).toBe(PAYROLL_SUMMARY_COLUMNS.join(','));
  const grossAt = PAYROLL_SUMMARY_COLUMNS.indexOf('gross_pay');
  const csvGross = summaryLines
    .slice(1)
    .reduce((n, line) => n + centsOf(line.split(',')[grossAt] ?? '0'), 0);
  expect(csvGross).toBe(gross);

  const summaryXlsx = await download(page, 'Summary (Excel)');
  expect(summaryXlsx.name).toMatch(/-payroll-summary-.*\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(summaryXlsx.bytes).buffer);
  const sheet = book.worksheets[0];
  expect(sheet?.getRow(1).values).toEqual([undefined, ...PAYROLL_SUMMARY_COLUMNS]);
  let xlsxCents = 0;
  sheet?.eachRow((row, n) => {
    if (n > 1) xlsxCents += Math.round(Number(row.getCell(grossAt + 1).value) * 100);
  });
  expect(xlsxCents).toBe(gross);

  const detail = await download(page, 'Detail (CSV)');
  const detailLines = csvRows(detail.bytes);
  expect(detailLines[0]).toBe(PAYROLL_DETAIL_COLUMNS.join(','));
  // Local times with the centre's offset, never UTC's Z.
  expect(detailLines[1]).toMatch(new RegExp(`${monday}T07:00:00[-+]\\d{2}:\\d{2}`));

  const detailXlsx = await download(page, 'Detail (Excel)');
  const detailBook = new ExcelJS.Workbook();
  await detailBook.xlsx.load(new Uint8Array(detailXlsx.bytes).buffer);
  expect(detailBook.worksheets[0]?.rowCount).toBe(detailLines.length);

  const pe = await download(page, 'PaymentEvolution import (CSV)');
  const peLines = csvRows(pe.bytes);
  expect(peLines[0]).toBe(PAYMENTEVOLUTION_COLUMNS.join(','));
  expect(peLines.slice(1).every((line) => /^,0001\d{2},/.test(line))).toBe(true);

  const sage = await download(page, 'Sage 50 import (CSV)');
  const sageLines = csvRows(sage.bytes);
  expect(sageLines[0]).toBe(SAGE50_TIMESHEET_COLUMNS.join(','));
  expect(sageLines.some((line) => line.startsWith(`"${people[0]?.lastName}, `))).toBe(true);

  const pdf = await download(page, 'Printable summary (PDF)');
  const [first = '', ...rest] = await pageTexts(pdf.bytes);
  expect(first).toContain(`${people[0]?.firstName} ${people[0]?.lastName}`);
  expect(first).toContain(formatMoney(gross));
  expect(rest.join(' ')).toMatch(/[0-9a-f]{64}/);
  expect(errors.filter((e) => !e.includes('status of 409'))).toEqual([]);
});
