import { randomUUID } from 'node:crypto';
import { parse as parseDisposition } from 'content-disposition';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hoursText,
  lineGrossCents,
  PAY_TYPES,
  PAYROLL_DETAIL_COLUMNS,
  PAYROLL_SUMMARY_COLUMNS,
  rateText,
  t,
  ZPayPeriod,
  type TPayPeriod,
} from '@vh/contracts';
import { api, errorCode, errorMessage } from '../../testing/factories.ts';
import { PEOPLE, PERIOD, RULES, payrollWorld } from '../../testing/payroll-world.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { findProfileByUid } from '../users/users.repo.ts';
import { detailLines } from './detail-rows.ts';
import { payrollData } from './payroll-data.ts';
import { summaryRows } from './summary-rows.ts';
import { parseCsv } from '../../testing/csv.ts';

// The summary and detail files of the café's period (testing/payroll-world.ts), as CSV and XLSX:
// figures worked out here from the shifts, the Pay panel's total to the cent, and who may download.

let server: TestServer;
let world: Awaited<ReturnType<typeof payrollWorld>>;
let owner = '';

beforeAll(async () => {
  server = await startTestServer();
  world = await payrollWorld(server);
  owner = await world.ownerJwt();
});
afterAll(async () => server.close());

type Csv = { header: string[]; rows: Record<string, string>[] };

async function csvOf(file: string, jwt: string, query = ''): Promise<Csv> {
  const d = await world.download(file, jwt, query);
  expect(d.status, d.text).toBe(200);
  return parseCsv(d.text);
}

/** '160.17' → 16017, by the digits (never a float). */
const cents = (money: string) => Number(money.replace('.', ''));
const seconds = (s: { start: string; end: string }) =>
  (Date.parse(s.end) - Date.parse(s.start)) / 1000;
const H = 3600;

async function payPanel(): Promise<TPayPeriod> {
  const res = await api(server, 'GET', `/api/pay/periods/${PERIOD.start}`, { jwt: owner });
  expect(res.status).toBe(200);
  return ZPayPeriod.parse(res.body);
}

/** The typed rows both files are written from, as the owner's download reads them. */
async function ownerRows() {
  const db = server.database.db;
  const profile = await findProfileByUid(db, world.owner.uid);
  if (!profile) throw new Error('no owner');
  const me = {
    uid: profile.uid,
    isOperator: false,
    profile,
    accessToken: '',
    sessionId: undefined,
  };
  const data = await payrollData({ db, now: () => world.clock.now() }, me, PERIOD.start, {});
  return { data, summary: summaryRows(data), detail: await detailLines(db, data) };
}

describe('summary.csv', () => {
  it('writes a row per person and rate, with the hours and pay of each type', async () => {
    const d = await world.download('summary.csv', owner);
    expect(d.status).toBe(200);
    expect(d.text.split('\r\n')[0]).toBe(PAYROLL_SUMMARY_COLUMNS.join(','));
    const { rows } = parseCsv(d.text);
    expect(rows.map((r) => r.last_name)).toEqual(['Hopper', 'Lovelace', 'Lovelace', 'Zhou']);

    // Ada: 8 h 20 s on the 3rd at $20; 13 h 7 s on the 10th and 4 h on the statutory 11th at $21.50.
    const [third, tenth, eleventh] = PEOPLE.ada.shifts.map(seconds);
    const [before, after] = PEOPLE.ada.rates.map((r) => r.cents);
    if (!third || !tenth || !eleventh || !before || !after) throw new Error('the world changed');
    const expected = [
      {
        rate: before,
        hours: { regular: 8 * H, overtime: third - 8 * H, double_time: 0, holiday: 0 },
      },
      {
        rate: after,
        hours: {
          regular: 8 * H,
          overtime: (RULES.doubleH - RULES.dailyH) * H,
          double_time: tenth - RULES.doubleH * H,
          holiday: eleventh,
        },
      },
    ];
    const pct = {
      regular: 100,
      overtime: RULES.overtimePct,
      double_time: RULES.doublePct,
      holiday: Math.max(100, RULES.holidayPct),
    };
    const ada = rows.filter((r) => r.first_name === 'Ada');
    expect(ada).toHaveLength(2);
    expected.forEach(({ rate, hours }, i) => {
      const pay = PAY_TYPES.map((type) =>
        hours[type] === 0 ? 0 : lineGrossCents(hours[type], rate, pct[type]),
      );
      const total = PAY_TYPES.reduce((n, type) => n + hours[type], 0);
      expect(ada[i]).toEqual({
        employee_number: PEOPLE.ada.number,
        last_name: 'Lovelace',
        first_name: 'Ada',
        period_start: PERIOD.start,
        period_end: PERIOD.end,
        hourly_rate: rateText(rate),
        regular_hours: hoursText(hours.regular),
        overtime_hours: hoursText(hours.overtime),
        double_time_hours: hoursText(hours.double_time),
        holiday_hours: hoursText(hours.holiday),
        total_hours: hoursText(total),
        regular_pay: rateText(pay[0] ?? NaN),
        overtime_pay: rateText(pay[1] ?? NaN),
        double_time_pay: rateText(pay[2] ?? NaN),
        holiday_pay: rateText(pay[3] ?? NaN),
        gross_pay: rateText(pay.reduce((n, c) => n + c, 0)),
        approved_by: 'Olivia Martin',
        approved_at: expect.stringMatching(/^2026-11-20T12:\d\d:\d\d-05:00$/) as string,
      });
    });
    // $160 for 8 h and 20 s of overtime at 1.5 × $20 ($0.1666…, rounded once).
    expect(ada[0]?.gross_pay).toBe('160.17');
    expect(ada[1]?.holiday_pay).toBe('129.00');

    const zed = rows.find((r) => r.first_name === 'Zed');
    expect(zed).toMatchObject({
      employee_number: PEOPLE.zed.number,
      hourly_rate: '',
      regular_hours: hoursText(seconds(PEOPLE.zed.shifts[0] ?? { start: '', end: '' })),
      regular_pay: '',
      gross_pay: '',
    });
  });

  it("adds up to the Pay panel's total to the cent", async () => {
    const { rows } = await csvOf('summary.csv', owner);
    const pay = (await payPanel()).pay;
    if (!pay) throw new Error('the owner sees pay');
    const sum = rows.reduce((n, r) => n + (r.gross_pay ? cents(r.gross_pay) : 0), 0);
    expect(sum).toBe(pay.total_gross_cents);
    // Grace's punched shift lasts a few seconds more than 8 h: her row is the panel's lines.
    const grace = pay.people.find((p) => p.name === 'Grace Hopper');
    const row = rows.find((r) => r.first_name === 'Grace');
    expect(row?.gross_pay).toBe(rateText(grace?.gross_cents ?? NaN));
    expect(row?.regular_hours).toBe(hoursText(grace?.worked_seconds ?? NaN));
  });

  it('is the file a download: name, type, no caching', async () => {
    const d = await world.download('summary.csv', owner);
    expect(d.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(d.headers.get('cache-control')).toBe('no-store');
    const disposition = d.headers.get('content-disposition') ?? '';
    expect(parseDisposition(disposition)).toEqual({
      type: 'attachment',
      parameters: { filename: 'café-lune-payroll-summary-2026-11-02-to-2026-11-15.csv' },
    });
    expect(disposition).toContain(
      'filename=cafe-lune-payroll-summary-2026-11-02-to-2026-11-15.csv',
    );
    const xlsx = await world.download('detail.xlsx', owner);
    expect(xlsx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.headers.get('content-disposition')).toContain(
      'cafe-lune-payroll-detail-2026-11-02-to-2026-11-15.xlsx',
    );
  });
});

describe('detail.csv', () => {
  it('writes each shift per local day, in local time with its offset', async () => {
    const d = await world.download('detail.csv', owner);
    expect(d.status).toBe(200);
    expect(d.text.split('\r\n')[0]).toBe(PAYROLL_DETAIL_COLUMNS.join(','));
    const { rows } = parseCsv(d.text);
    const grace = rows.filter((r) => r.first_name === 'Grace');
    expect(grace.slice(0, 2)).toEqual([
      {
        employee_number: PEOPLE.grace.number,
        last_name: 'Hopper',
        first_name: 'Grace',
        centre: 'Café Lune',
        date: '2026-11-04',
        started_at: '2026-11-04T22:00:00-05:00',
        ended_at: '2026-11-05T00:00:00-05:00',
        break_hours: '0.00',
        worked_hours: '2.00',
        regular_hours: '2.00',
        overtime_hours: '0.00',
        double_time_hours: '0.00',
        holiday_hours: '0.00',
        source: 'punched',
        approved: 'yes',
      },
      expect.objectContaining({
        date: '2026-11-05',
        started_at: '2026-11-05T00:00:00-05:00',
        ended_at: '2026-11-05T06:30:00-05:00',
        worked_hours: '6.50',
        regular_hours: '6.50',
      }),
    ]);
    expect(grace[2]?.started_at).toMatch(/^2026-11-12T09:00:\d\d-05:00$/);
    // The statutory holiday's hours are holiday hours only, as the pay lines pay them.
    expect(rows.find((r) => r.date === '2026-11-11')).toMatchObject({
      first_name: 'Ada',
      worked_hours: '4.00',
      regular_hours: '0.00',
      holiday_hours: '4.00',
    });
    expect(rows.find((r) => r.date === '2026-11-10')).toMatchObject({
      regular_hours: '8.00',
      overtime_hours: '4.00',
      double_time_hours: '1.00',
    });
    expect(rows.map((r) => r.last_name)).toEqual([
      'Hopper',
      'Hopper',
      'Hopper',
      'Lovelace',
      'Lovelace',
      'Lovelace',
      'Zhou',
    ]);
  });

  it("sums per person and type to the summary's seconds exactly", async () => {
    const { data, summary, detail } = await ownerRows();
    expect(summary.reduce((n, r) => n + (r.grossCents ?? 0), 0)).toBe(data.totalGrossCents);
    for (const person of data.people) {
      const mine = <T extends { employeeNumber: string }>(rows: T[]) =>
        rows.filter((r) => r.employeeNumber === person.employeeNumber);
      for (const type of PAY_TYPES) {
        const fromDetail = mine(detail).reduce((n, r) => n + r.seconds[type], 0);
        const fromSummary = mine(summary).reduce((n, r) => n + r.seconds[type], 0);
        expect(fromDetail, `${person.name} ${type}`).toBe(fromSummary);
      }
      const worked = mine(detail).reduce((n, r) => n + r.workedSeconds, 0);
      expect(worked, person.name).toBe(person.workedSeconds);
    }
  });
});

/** A workbook's only sheet as its header and rows of cell values. */
async function sheetOf(bytes: Uint8Array, name: string) {
  const workbook = new ExcelJS.Workbook();
  // A copy's own ArrayBuffer: what ExcelJS's typings take (JSZip reads it).
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  expect(workbook.worksheets.map((w) => w.name)).toEqual([name]);
  expect(workbook.creator).toBe('VerifiedHours');
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row) => rows.push(row));
  const [header, ...body] = rows;
  return { sheet, header, body };
}

describe.each([
  ['summary', 'Summary', PAYROLL_SUMMARY_COLUMNS],
  ['detail', 'Detail', PAYROLL_DETAIL_COLUMNS],
] as const)('%s.xlsx', (kind, name, columns) => {
  it('holds the CSV’s values, numbers as numbers, under a bold frozen header', async () => {
    const csv = await csvOf(`${kind}.csv`, owner);
    const d = await world.download(`${kind}.xlsx`, owner);
    expect(d.status).toBe(200);
    const { sheet, header, body } = await sheetOf(d.bytes, name);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(columns.map((_c, i) => header?.getCell(i + 1).value)).toEqual([...columns]);
    expect(header?.font.bold).toBe(true);
    // No totals row: every row is a person's.
    expect(csv.rows.length).toBeGreaterThan(2);
    expect(body).toHaveLength(csv.rows.length);
    body.forEach((row, r) => {
      columns.forEach((column, i) => {
        const text = csv.rows[r]?.[column] ?? '';
        const cell = row.getCell(i + 1);
        if (/_(hours|pay)$|^hourly_rate$/.test(column)) {
          if (text === '') expect(cell.value, column).toBeNull();
          else expect(cell.value, `${column} ${text}`).toBe(Number(text));
          expect(cell.numFmt, column).toBe(column.endsWith('_hours') ? '0.00' : '#,##0.00');
        } else {
          expect(cell.value ?? '', column).toBe(text);
        }
      });
    });
  });
});

describe('who may download what', () => {
  it('gives a manager the hours without money until the owner allows rates', async () => {
    const manager = await world.managerJwt();
    const hidden = await csvOf('summary.csv', manager);
    expect(hidden.rows.length).toBeGreaterThan(0);
    for (const row of hidden.rows) {
      for (const column of PAYROLL_SUMMARY_COLUMNS.filter((c) => /_pay$|^hourly_rate$/.test(c))) {
        expect(row[column], column).toBe('');
      }
    }
    // Without rates Ada's two rates are one row of the same hours.
    expect(hidden.rows.filter((r) => r.first_name === 'Ada')).toHaveLength(1);
    expect((await csvOf('detail.csv', manager)).rows).toHaveLength(7);
    const { body } = await sheetOf(
      (await world.download('summary.xlsx', manager)).bytes,
      'Summary',
    );
    const gross = PAYROLL_SUMMARY_COLUMNS.indexOf('gross_pay') + 1;
    expect(body.map((row) => row.getCell(gross).value)).toEqual(body.map(() => null));

    const allow = (managers_see_rates: boolean) =>
      api(server, 'PUT', '/api/pay/settings/', {
        jwt: owner,
        body: { period_kind: 'biweekly', anchor_date: PERIOD.start, managers_see_rates },
      });
    expect((await allow(true)).status).toBe(200);
    try {
      const shown = await csvOf('summary.csv', manager);
      expect(shown).toEqual(await csvOf('summary.csv', owner));
    } finally {
      expect((await allow(false)).status).toBe(200);
    }
  });

  it('refuses staff', async () => {
    const d = await world.download('summary.csv', await world.staffJwt('grace'));
    expect(d.status).toBe(403);
    expect(errorCode(d.json)).toBe('FORBIDDEN');
  });

  it('tells a Free plan to upgrade', async () => {
    const db = server.database.db;
    await db.execute(sql`update profiles set plan = 'Free' where uid = ${world.owner.uid}`);
    try {
      const d = await world.download('detail.xlsx', owner);
      expect(d.status).toBe(403);
      expect(errorCode(d.json)).toBe('PLAN_UPGRADE_REQUIRED');
      expect(errorMessage(d.json)).toBe(t('errors.reports.exportsNeedUpgrade'));
    } finally {
      await db.execute(sql`update profiles set plan = 'Pro' where uid = ${world.owner.uid}`);
    }
  });

  it('knows no period starting on another day, and no centre of another business', async () => {
    const res = await api(server, 'GET', '/api/pay/periods/2026-11-03/exports/summary.csv', {
      jwt: owner,
    });
    expect(res.status).toBe(404);
    const d = await world.download('summary.csv', owner, `?business_id=${randomUUID()}`);
    expect(d.status).toBe(404);
    expect(errorCode(d.json)).toBe('NOT_FOUND');
    const own = await world.download('summary.csv', owner, `?business_id=${world.centre.id}`);
    expect(own.text).toBe((await world.download('summary.csv', owner)).text);
  });

  it('refuses a file by employee number while someone has none, naming them', async () => {
    const db = server.database.db;
    await db.execute(
      sql`update employments set employee_number = null where staff_uid = ${world.uids.zed}`,
    );
    try {
      for (const file of ['summary.csv', 'summary.xlsx', 'detail.csv', 'detail.xlsx']) {
        const d = await world.download(file, owner);
        expect(d.status, file).toBe(409);
        expect(errorCode(d.json)).toBe('CONFLICT');
        expect(errorMessage(d.json)).toBe(
          t('payrollExports.errors.missingNumbers', { people: 'Zed Zhou', count: 1 }),
        );
      }
    } finally {
      await db.execute(
        sql`update employments set employee_number = ${PEOPLE.zed.number} where staff_uid = ${world.uids.zed}`,
      );
    }
  });
});
