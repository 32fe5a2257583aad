import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lineGrossCents,
  rateText,
  ZPayEstimate,
  ZReport,
  type TPayLine,
  type TPayType,
} from '@vh/contracts';
import type { Database } from '../../db/client.ts';
import { api } from '../../testing/factories.ts';
import { movedClock } from '../../testing/moved-clock.ts';
import { ownerWithCentre, joinedStaff, signIn } from '../../testing/staff.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { payOf } from './pay.service.ts';

// Gross pay against the rule, worked out here from the shifts this file makes: seconds ×
// rate × multiplier ÷ 3,600 rounded half up per (person, type, rate, multiplier) line. The shifts
// cross both of Toronto's daylight-saving changes, a raise, a statutory holiday (with overtime and
// double time on it) and a public day that is not statutory.

const H = 3600;
const RULES = { dailyH: 8, doubleH: 12, overtimePct: 150, doublePct: 200, holidayPct: 175 };
const RATES = [
  { from: '2026-01-01', cents: 2000 },
  { from: '2026-06-15', cents: 2175 },
  // The raise lands on the day the clocks fall back.
  { from: '2026-11-01', cents: 2333 },
];
const STATUTORY = '2026-07-01';
const NOT_STATUTORY = '2026-04-06';

/**
 * Each shift as instants, and the local days it covers with their seconds counted from those
 * instants (a local midnight written with its own offset): across 2 a.m. on a change day a wall
 * hour is missing or doubled, which the seconds show.
 */
type Shift = { start: string; end: string; days: [string, number][] };
const secondsBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 1000;
function shift(start: string, end: string, midnight?: string): Shift {
  const day = start.slice(0, 10);
  if (!midnight) return { start, end, days: [[day, secondsBetween(start, end)]] };
  return {
    start,
    end,
    days: [
      [day, secondsBetween(start, midnight)],
      [midnight.slice(0, 10), secondsBetween(midnight, end)],
    ],
  };
}

const SHIFTS: Shift[] = [
  // Spring forward: Sunday has 6 real hours between midnight and 7 a.m., 10 by 11 a.m.
  shift('2026-03-07T22:00-05:00', '2026-03-08T11:00:13-04:00', '2026-03-08T00:00-05:00'),
  shift('2026-04-06T09:00-04:00', '2026-04-06T17:00:20-04:00'),
  shift('2026-06-12T09:00-04:00', '2026-06-12T16:59:47-04:00'),
  shift('2026-06-30T09:00-04:00', '2026-06-30T16:30:01-04:00'),
  // Canada Day: 8 h regular, 4 h overtime, 1 h 7 s double time.
  shift('2026-07-01T07:00-04:00', '2026-07-01T20:00:07-04:00'),
  // Fall back: Sunday has 10 real hours between midnight and 9 a.m.
  shift('2026-10-31T21:00-04:00', '2026-11-01T09:00:29-05:00', '2026-11-01T00:00-04:00'),
  // In the open week of "today" (the clock below), for the estimate.
  shift('2026-11-03T09:00-05:00', '2026-11-03T17:00:05-05:00'),
];
/** The server's today: a Wednesday, in the weekly period of 2026-11-02 to 2026-11-08. */
const TODAY = '2026-11-04T17:00:00Z';
const NO_RATE_SHIFT = shift('2026-06-30T09:00-04:00', '2026-06-30T13:00:09-04:00');

/** The expected lines: each day of one shift classified by the daily thresholds, then priced. */
function expectedLines(shifts: Shift[]): TPayLine[] {
  const seconds = new Map<string, number>();
  const add = (type: TPayType, rate: number, pct: number, s: number) => {
    if (s <= 0) return;
    const key = `${type}|${rate}|${pct}`;
    seconds.set(key, (seconds.get(key) ?? 0) + s);
  };
  for (const [day, worked] of shifts.flatMap((s) => s.days)) {
    const rate = RATES.filter((r) => r.from <= day).at(-1)?.cents ?? 0;
    const regular = Math.min(worked, RULES.dailyH * H);
    const double = Math.max(0, worked - RULES.doubleH * H);
    const overtime = worked - regular - double;
    const parts: [TPayType, number, number][] = [
      ['regular', regular, 100],
      ['overtime', overtime, RULES.overtimePct],
      ['double_time', double, RULES.doublePct],
    ];
    for (const [type, s, pct] of parts) {
      if (day !== STATUTORY) add(type, rate, pct, s);
      else if (RULES.holidayPct >= pct) add('holiday', rate, RULES.holidayPct, s);
      else add(type, rate, pct, s);
    }
  }
  return [...seconds].map(([key, s]) => {
    const [type, rate, pct] = key.split('|');
    return {
      type: type as TPayType,
      rate_cents: Number(rate),
      multiplier_pct: Number(pct),
      seconds: s,
      hours: (Math.round((s / H) * 100) / 100).toFixed(2),
      gross_cents: lineGrossCents(s, Number(rate), Number(pct)),
    };
  });
}

const order = (lines: TPayLine[]) =>
  [...lines].sort((a, b) =>
    `${a.type}|${a.rate_cents}|${a.multiplier_pct}`.localeCompare(
      `${b.type}|${b.rate_cents}|${b.multiplier_pct}`,
    ),
  );

let server: TestServer;
let db: Database;
let ownerUid: string;
let centreId: string;
let owner: Awaited<ReturnType<typeof ownerWithCentre>>;
let paid: string;
let unpaid: string;
let staffJwt: string;

async function insertShift(staffUid: string, s: Shift) {
  await db.execute(sql`insert into shifts (id, staff_uid, owner_uid, business_id, started_at, ended_at)
    values (${crypto.randomUUID()}, ${staffUid}, ${ownerUid}, ${centreId}, ${s.start}, ${s.end})`);
}

/** A rate set as the owner sets it, through the rates API (audited there). */
async function setRate(staffUid: string, from: string, cents: number) {
  const res = await api(server, 'POST', '/api/pay/rates/', {
    jwt: owner.jwt,
    body: { staff_uid: staffUid, effective_from: from, hourly_rate: rateText(cents) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  movedClock(server).moveTo(TODAY);
  owner = await ownerWithCentre(server);
  ownerUid = owner.uid;
  centreId = owner.centre.id;
  const ada = await joinedStaff(server, owner.code, { first_name: 'Ada' });
  paid = ada.uid;
  unpaid = (await joinedStaff(server, owner.code, { first_name: 'Zed' })).uid;
  for (const uid of [paid, unpaid]) {
    const approved = await api(server, 'POST', `/api/businesses/approve/staffs/${uid}/`, {
      jwt: owner.jwt,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  }
  staffJwt = (await signIn(server, ada.input.username, ada.input.password)).jwt;
  await db.execute(sql`insert into overtime_rules (owner_uid, week_start, daily_seconds,
      weekly_seconds, overtime_pct, double_daily_seconds, double_pct, holiday_pct)
    values (${ownerUid}, 1, ${RULES.dailyH * H}, ${44 * H}, ${RULES.overtimePct},
      ${RULES.doubleH * H}, ${RULES.doublePct}, ${RULES.holidayPct})
    on conflict (owner_uid) do update set daily_seconds = excluded.daily_seconds,
      weekly_seconds = excluded.weekly_seconds, overtime_pct = excluded.overtime_pct,
      double_daily_seconds = excluded.double_daily_seconds, double_pct = excluded.double_pct,
      holiday_pct = excluded.holiday_pct`);
  for (const [date, statutory] of [
    [STATUTORY, true],
    [NOT_STATUTORY, false],
  ] as const) {
    await db.execute(sql`insert into centre_holidays (business_id, date, name, source, statutory)
      values (${centreId}, ${date}, 'Holiday', 'owner', ${statutory})
      on conflict (business_id, date) do update set statutory = excluded.statutory, removed = false`);
  }
  for (const r of RATES) await setRate(paid, r.from, r.cents);
  for (const s of SHIFTS) await insertShift(paid, s);
  await insertShift(unpaid, NO_RATE_SHIFT);
});
afterAll(async () => server.close());

describe('gross pay', () => {
  it('is the sum of lines rounded once each, across a raise, both clock changes and a statutory holiday', async () => {
    const pay = await payOf(db, {
      ownerUid,
      from: '2026-03-01',
      to: '2026-11-30',
      now: new Date('2027-01-01T00:00:00Z'),
    });
    const expected = order(expectedLines(SHIFTS));
    const ada = pay.people.find((p) => p.staff_uid === paid);
    expect(order(ada?.lines ?? [])).toEqual(expected);
    const gross = expected.reduce((n, l) => n + l.gross_cents, 0);
    expect(ada?.gross_cents).toBe(gross);
    expect(ada?.missing_rate_seconds).toBe(0);
    // Every type the shifts produce is there: the holiday took the regular and overtime seconds,
    // double time kept its higher multiplier.
    expect(new Set(expected.map((l) => l.type))).toEqual(
      new Set(['regular', 'overtime', 'double_time', 'holiday']),
    );

    const zed = pay.people.find((p) => p.staff_uid === unpaid);
    expect(zed).toMatchObject({ lines: [], gross_cents: 0 });
    expect(zed?.missing_rate_seconds).toBe(NO_RATE_SHIFT.days[0]?.[1]);
    expect(pay.missing_rates.map((m) => m.staff_uid)).toEqual([unpaid]);
    expect(pay.total_gross_cents).toBe(gross);

    // Per centre and per day each line is rounded on its own: one centre here, so the same lines.
    expect(pay.centres.map((c) => [c.business_id, c.gross_cents])).toEqual([[centreId, gross]]);
    const days = new Map<string, number>();
    for (const [day] of SHIFTS.flatMap((s) => s.days)) {
      const lines = expectedLines(
        SHIFTS.map((s) => ({ ...s, days: s.days.filter(([d]) => d === day) })),
      );
      days.set(
        day,
        lines.reduce((n, l) => n + l.gross_cents, 0),
      );
    }
    expect(pay.days.filter((d) => d.gross_cents > 0)).toEqual(
      [...days].sort().map(([date, gross_cents]) => ({ date, gross_cents })),
    );
  });
});

/** The expected lines of the days from `from` to `to`. */
const linesWithin = (from: string, to: string) =>
  expectedLines(SHIFTS.map((s) => ({ ...s, days: s.days.filter(([d]) => d >= from && d <= to) })));
const grossOf = (lines: TPayLine[]) => lines.reduce((n, l) => n + l.gross_cents, 0);

describe('labour cost in the report', () => {
  it('shows the owner gross beside the hours, and a manager who may not see rates none', async () => {
    const range = 'from=2026-10-26&to=2026-11-04';
    const res = await api(server, 'GET', `/api/reports/?${range}`, { jwt: owner.jwt });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = ZReport.parse(res.body);
    const gross = grossOf(linesWithin('2026-10-26', '2026-11-04'));
    expect(report.pay?.total_gross_cents).toBe(gross);
    expect(report.pay?.people.find((p) => p.staff_uid === paid)?.gross_cents).toBe(gross);
    expect(report.pay?.missing_rates).toEqual([]);
    // The hours' totals are unchanged by the money beside them.
    expect(report.totals.worked_seconds).toBe(
      SHIFTS.flatMap((s) => s.days)
        .filter(([d]) => d >= '2026-10-26' && d <= '2026-11-04')
        .reduce((n, [, seconds]) => n + seconds, 0),
    );

    const manager = await joinedStaff(server, owner.code, { first_name: 'Max' });
    for (const [method, path, body] of [
      ['POST', `/api/businesses/approve/staffs/${manager.uid}/`, undefined],
      ['PATCH', `/api/businesses/staffs/${manager.uid}/`, { is_manager: true }],
    ] as const) {
      const done = await api(server, method, path, { jwt: owner.jwt, body });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
    }
    const managerJwt = (await signIn(server, manager.input.username, manager.input.password)).jwt;
    const seen = await api(server, 'GET', `/api/reports/?${range}`, { jwt: managerJwt });
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(ZReport.parse(seen.body)).toMatchObject({ pay: null, totals: report.totals });
  });
});

describe('the pay estimate', () => {
  it("is the caller's own lines in the period holding today, marked as an estimate", async () => {
    const res = await api(server, 'GET', '/api/pay/estimate/', { jwt: staffJwt });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const estimate = ZPayEstimate.parse(res.body);
    expect(estimate.period).toEqual({ from: '2026-11-02', to: '2026-11-08' });
    const expected = order(linesWithin('2026-11-02', '2026-11-08'));
    expect(order(estimate.lines)).toEqual(expected);
    expect(estimate).toMatchObject({ estimate: true, gross_cents: grossOf(expected) });
  });

  it('is refused to someone employed by no one, in words', async () => {
    const res = await api(server, 'GET', '/api/pay/estimate/', { jwt: owner.jwt });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).toMatch(/not employed/);
  });
});
