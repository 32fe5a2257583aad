import { readFileSync } from 'node:fs';
import path from 'node:path';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYMENTEVOLUTION_COLUMNS,
  PAYMENTEVOLUTION_TIME_CODES,
  hoursText,
  PAYROLL_EXPORTS,
  rateText,
  SAGE50_INCOMES,
  SAGE50_TIMESHEET_COLUMNS,
  ZPayPeriod,
  type TPayPeriod,
} from '@vh/contracts';
import { employments, profiles } from '../../db/schema/index.ts';
import { api, errorCode, errorMessage } from '../../testing/factories.ts';
import { PEOPLE, PERIOD, payrollWorld, type PersonKey } from '../../testing/payroll-world.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { csvRecords as records } from '../../testing/csv.ts';

// The two payroll-service imports of the café's period against files written by hand from the
// world's shifts, rates and rules, then every field of every row against the services' own
// specifications (PaymentEvolution KA-01062 "File Specifications"; Sage 50 Canadian Edition
// "Importing Timesheets"), and their hours and pay against the Pay panel.

let server: TestServer;
let world: Awaited<ReturnType<typeof payrollWorld>>;

const fixture = (name: string) =>
  new Uint8Array(readFileSync(path.join(import.meta.dirname, 'fixtures', name)));

function table<C extends string>(text: string, columns: readonly C[]) {
  const [header, ...rows] = records(text);
  expect(header).toEqual([...columns]);
  return rows.map((r, i) => {
    expect(r, `row ${i + 1} has ${columns.length} fields`).toHaveLength(columns.length);
    return Object.fromEntries(columns.map((c, k) => [c, r[k] ?? ''])) as Record<C, string>;
  });
}

/** A date as written (`pattern` of dayjs) that names a real day: 31/02/2026 does not. */
const isRealDate = (text: string, pattern: string) => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text) ?? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const iso = pattern === 'DD/MM/YYYY' ? `${m[3]}-${m[2]}-${m[1]}` : text;
  return dayjs(iso).isValid() && dayjs(iso).format(pattern) === text;
};

const { holiday: HOLIDAY, other: OTHER } = PAYMENTEVOLUTION_TIME_CODES;
const HOURS = /^\d+(\.\d{1,2})?$/;
/** '16.50' → 1650: hundredths of an hour, or cents, read as text. */
const hundredths = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

type PeRow = Record<(typeof PAYMENTEVOLUTION_COLUMNS)[number], string>;

/** Every field of a row against KA-01062. */
function checkPeRow(r: PeRow) {
  const where = JSON.stringify(r);
  expect(r.Shift.length, where).toBeLessThanOrEqual(1);
  expect(r.EmployeeID, where).toMatch(/^\d{6}$/);
  expect(Object.values(PAYMENTEVOLUTION_TIME_CODES), where).toContain(r.TimeCode);
  expect(r.CostAccount.length, where).toBeLessThanOrEqual(10);
  expect(r.TotalHours, where).toMatch(HOURS);
  if (r.HourRate !== '') expect(r.HourRate, where).toMatch(HOURS);
  // Hours alone or hours and rate: PaymentEvolution multiplies them, so Total stays empty.
  expect(r.Total, where).toBe('');
  expect(isRealDate(r.WorkDate, 'DD/MM/YYYY'), where).toBe(true);
  expect(isRealDate(r.WorkDateEnd, 'DD/MM/YYYY'), where).toBe(true);
  expect(r.TimeIn, where).toMatch(/^$|^([01]\d|2[0-3])[0-5]\d$/);
  expect(r.TimeOut, where).toMatch(/^$|^([01]\d|2[0-3])[0-5]\d$/);
  expect(['Y', ''], where).toContain(r.Authorized);
}

type SageRow = Record<(typeof SAGE50_TIMESHEET_COLUMNS)[number], string>;

/** Every field of a row against "Importing Timesheets" (with the wizard's choices we document). */
function checkSageRow(r: SageRow) {
  const where = JSON.stringify(r);
  expect(r.Name, where).toMatch(/^[^,]+, [^,]+$/);
  expect(isRealDate(r.Date, 'YYYY-MM-DD'), where).toBe(true);
  expect(Object.values(SAGE50_INCOMES), where).toContain(r.Income);
  expect(r.Hours, where).toMatch(/^\d+\.\d{2}$/);
}

const paddedId = (key: PersonKey) =>
  PEOPLE[key].number.padStart(PAYROLL_EXPORTS.paymentEvolutionIdDigits, '0');
const keys = Object.keys(PEOPLE) as PersonKey[];

async function payPanel(): Promise<TPayPeriod> {
  const res = await api(server, 'GET', `/api/pay/periods/${PERIOD.start}`, {
    jwt: await world.ownerJwt(),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZPayPeriod.parse(res.body);
}

/**
 * The panel's hours of a person in hundredths: all they worked, and by type as it rounds them.
 * The panel types only rated hours; hours on days without a rate (all of Zed's) it counts apart.
 */
function panelHours(panel: TPayPeriod, key: PersonKey) {
  const person = panel.hours.find((h) => h.staff_uid === world.uids[key]);
  const pay = panel.pay?.people.find((p) => p.staff_uid === world.uids[key]);
  expect(person, key).toBeDefined();
  return {
    total: hundredths(hoursText(person?.worked_seconds ?? 0)),
    unrated: pay?.missing_rate_seconds ?? 0,
    byType: new Map((person?.types ?? []).map((t) => [t.type, hundredths(t.hours)])),
  };
}

async function setNumber(key: PersonKey, number: string) {
  await server.database.db
    .update(employments)
    .set({ employeeNumber: number })
    .where(eq(employments.staffUid, world.uids[key]));
}

async function setName(key: PersonKey, first: string, last: string) {
  await server.database.db
    .update(profiles)
    .set({ firstName: first, lastName: last })
    .where(eq(profiles.uid, world.uids[key]));
}

beforeAll(async () => {
  server = await startTestServer();
  world = await payrollWorld(server);
});
afterAll(async () => server.close());

describe('paymentevolution.csv', () => {
  it('is the file written by hand, byte for byte, and every field is as KA-01062 asks', async () => {
    const file = await world.download('paymentevolution.csv', await world.ownerJwt());
    expect(file.status, file.text).toBe(200);
    expect(file.text).toBe(new TextDecoder().decode(fixture('paymentevolution.csv')));
    expect(file.bytes).toEqual(fixture('paymentevolution.csv'));

    const rows = table(file.text, PAYMENTEVOLUTION_COLUMNS);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) checkPeRow(r);
    expect(new Set(rows.map((r) => r.WorkDate))).toEqual(new Set(['02/11/2026']));
    expect(new Set(rows.map((r) => r.WorkDateEnd))).toEqual(new Set(['15/11/2026']));
  });

  it('carries the Pay panel’s hours per person, and its pay within what hours to the hundredth allow', async () => {
    const rows = table(
      (await world.download('paymentevolution.csv', await world.ownerJwt())).text,
      PAYMENTEVOLUTION_COLUMNS,
    );
    const panel = await payPanel();
    const multiplier: Record<string, number> = {
      [PAYMENTEVOLUTION_TIME_CODES.overtime]: PAYROLL_EXPORTS.paymentEvolutionOvertimePct,
      [PAYMENTEVOLUTION_TIME_CODES.double_time]: PAYROLL_EXPORTS.paymentEvolutionDoublePct,
    };
    for (const key of keys) {
      const mine = rows.filter((r) => r.EmployeeID === paddedId(key));
      expect(mine.length, key).toBeGreaterThan(0);
      expect(
        mine.reduce((n, r) => n + hundredths(r.TotalHours), 0),
        key,
      ).toBe(panelHours(panel, key).total);

      const pay = panel.pay?.people.find((p) => p.staff_uid === world.uids[key]);
      const rated = mine.filter((r) => r.HourRate !== '');
      if (rated.length === 0) {
        // Zed has no rate: PaymentEvolution pays the rate it holds for him.
        expect(pay?.gross_cents ?? 0, key).toBe(0);
        continue;
      }
      // PaymentEvolution pays hours to the hundredth × rate (× 1.5 for O, × 2 for D), so it
      // cannot equal the panel's pay to the cent: the panel pays the exact seconds. A row may be
      // off by the pay of half a hundredth of an hour, plus a cent for the two roundings (and,
      // for 11 and X, half a cent an hour for their multiplied rate rounded to the cent).
      let paid = 0;
      let slack = 0;
      for (const r of rated) {
        const pct = multiplier[r.TimeCode] ?? 100;
        const hours = hundredths(r.TotalHours);
        const rate = hundredths(r.HourRate);
        // Hundredths of an hour × cents × percent ÷ 10,000, half up.
        paid += Math.floor((2 * hours * rate * pct + 10_000) / 20_000);
        const rounded = r.TimeCode === HOLIDAY || r.TimeCode === OTHER;
        slack += Math.ceil((rate * pct) / 100 / 200) + 1 + (rounded ? Math.ceil(hours / 200) : 0);
      }
      expect(Math.abs(paid - (pay?.gross_cents ?? 0)), key).toBeLessThanOrEqual(slack);
    }
  });

  it('pays each of the panel’s lines once: the same hours, and rates PaymentEvolution multiplies right', async () => {
    const rows = table(
      (await world.download('paymentevolution.csv', await world.ownerJwt())).text,
      PAYMENTEVOLUTION_COLUMNS,
    );
    const panel = await payPanel();
    const expected = keys.flatMap((key) =>
      (panel.pay?.people.find((p) => p.staff_uid === world.uids[key])?.lines ?? []).map((l) => {
        // The world's multipliers are PaymentEvolution's own (1.5× and 2×): no X here.
        const code = PAYMENTEVOLUTION_TIME_CODES[l.type];
        const rate =
          code === HOLIDAY
            ? Math.floor((2 * l.rate_cents * l.multiplier_pct + 100) / 200)
            : l.rate_cents;
        return `${paddedId(key)} ${code} ${l.hours} ${rateText(rate)}`;
      }),
    );
    const written = rows
      .filter((r) => r.HourRate !== '')
      .map((r) => `${r.EmployeeID} ${r.TimeCode} ${r.TotalHours} ${r.HourRate}`);
    expect(written.sort()).toEqual(expected.sort());
  });

  it('has no rates for a manager the owner has not let see them', async () => {
    const owner = table(
      (await world.download('paymentevolution.csv', await world.ownerJwt())).text,
      PAYMENTEVOLUTION_COLUMNS,
    );
    const file = await world.download('paymentevolution.csv', await world.managerJwt());
    expect(file.status, file.text).toBe(200);
    const rows = table(file.text, PAYMENTEVOLUTION_COLUMNS);
    for (const r of rows) checkPeRow(r);
    expect(rows.map((r) => r.HourRate).filter(Boolean)).toEqual([]);
    // The same rows but for the rate (in an order of their own: without rates, a person's lines
    // of one type are not told apart by rate).
    const text = (r: PeRow) => JSON.stringify({ ...r, HourRate: '' });
    expect(rows.map(text).sort()).toEqual(owner.map(text).sort());
  });

  it('refuses an employee number that is not up to six digits, naming the person, never cutting it', async () => {
    try {
      await setNumber('grace', 'A-17');
      const letters = await world.download('paymentevolution.csv', await world.ownerJwt());
      expect(letters.status).toBe(409);
      expect(errorCode(letters.json)).toBe('CONFLICT');
      expect(errorMessage(letters.json)).toContain('Grace Hopper (A-17)');
      expect(errorMessage(letters.json)).toContain('6 digits');

      await setNumber('grace', '1234567');
      const seven = await world.download('paymentevolution.csv', await world.ownerJwt());
      expect(seven.status).toBe(409);
      expect(errorMessage(seven.json)).toContain('Grace Hopper (1234567)');
      expect(errorMessage(seven.json)).not.toContain('Ada');
    } finally {
      await setNumber('grace', PEOPLE.grace.number);
    }
    const again = await world.download('paymentevolution.csv', await world.ownerJwt());
    expect(again.bytes).toEqual(fixture('paymentevolution.csv'));
  });
});

describe('sage50.csv', () => {
  it('is the file written by hand, byte for byte, and every field is as Sage 50 asks', async () => {
    const file = await world.download('sage50.csv', await world.ownerJwt());
    expect(file.status, file.text).toBe(200);
    expect(file.text).toBe(new TextDecoder().decode(fixture('sage50.csv')));
    expect(file.bytes).toEqual(fixture('sage50.csv'));

    const rows = table(file.text, SAGE50_TIMESHEET_COLUMNS);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) checkSageRow(r);
    expect(new Set(rows.map((r) => r.Date))).toEqual(new Set([PERIOD.end]));
  });

  it('carries the Pay panel’s hours per person and type', async () => {
    const rows = table(
      (await world.download('sage50.csv', await world.ownerJwt())).text,
      SAGE50_TIMESHEET_COLUMNS,
    );
    const panel = await payPanel();
    const incomes = Object.entries(SAGE50_INCOMES);
    for (const key of keys) {
      const mine = rows.filter((r) => r.Name === `${PEOPLE[key].last}, ${PEOPLE[key].first}`);
      const hours = panelHours(panel, key);
      expect(
        mine.reduce((n, r) => n + hundredths(r.Hours), 0),
        key,
      ).toBe(hours.total);
      const byType = new Map(
        mine.map((r) => [
          incomes.find(([, income]) => income === r.Income)?.[0],
          hundredths(r.Hours),
        ]),
      );
      if (hours.unrated === 0) expect(byType, key).toEqual(hours.byType);
      // Zed's unrated hours are all regular: no day of his passes the daily 8 hours.
      else expect([...byType.keys()], key).toEqual(['regular']);
    }
  });

  it('refuses two people Sage 50 could not tell apart, naming them', async () => {
    try {
      await setName('zed', PEOPLE.ada.first, PEOPLE.ada.last);
      const same = await world.download('sage50.csv', await world.ownerJwt());
      expect(same.status).toBe(409);
      expect(errorCode(same.json)).toBe('CONFLICT');
      expect(errorMessage(same.json)).toContain('Ada Lovelace (123)');
      expect(errorMessage(same.json)).toContain('Ada Lovelace (42)');
      expect(errorMessage(same.json)).not.toContain('Grace');

      // Sage 50 matches names without regard to case.
      await setName('zed', 'ADA', 'lovelace');
      const cased = await world.download('sage50.csv', await world.ownerJwt());
      expect(cased.status).toBe(409);
      expect(errorMessage(cased.json)).toContain('ADA lovelace (42)');
    } finally {
      await setName('zed', PEOPLE.zed.first, PEOPLE.zed.last);
    }
    const again = await world.download('sage50.csv', await world.ownerJwt());
    expect(again.bytes).toEqual(fixture('sage50.csv'));
  });
});
