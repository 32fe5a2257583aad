import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { hoursCte, SEGMENT_COLUMNS, toSegment, type HoursParams } from './hours.sql.ts';
import { rowsOf } from '../../db/sql-helpers.ts';

// The hour arithmetic as a table of cases, run by the database that computes it (PGlite, and
// PostgreSQL in CI). Each case is a fresh employer; times are instants with their offsets.

type Centre = 'toronto' | 'vancouver';
type Case = {
  name: string;
  rules?: { daily?: number | null; weekly?: number | null; double?: number; weekStart?: number };
  shifts: {
    at?: Centre;
    start: string;
    end: string | null;
    breaks?: [string, string][];
    /** An edit's row instead of a punched shift. */
    edited?: { breakSeconds: number };
  }[];
  holidays?: { at?: Centre; date: string; statutory?: boolean }[];
  from: string;
  to: string;
  now?: string;
  /** Expected hours per local day: [worked, regular, overtime, holiday]. */
  days: Record<string, [number, number, number, number]>;
  /** Expected double-time hours (a part of overtime) of the days that have any. */
  double?: Record<string, number>;
};

const H = 3600;
const zones: Record<Centre, string> = {
  toronto: 'America/Toronto',
  vancouver: 'America/Vancouver',
};

const cases: Case[] = [
  {
    name: 'a day with an unpaid break under the daily threshold',
    shifts: [
      {
        start: '2026-11-02T09:00-05:00',
        end: '2026-11-02T17:30-05:00',
        breaks: [['2026-11-02T12:00-05:00', '2026-11-02T12:30-05:00']],
      },
    ],
    from: '2026-11-02',
    to: '2026-11-02',
    days: { '2026-11-02': [8, 8, 0, 0] },
  },
  {
    name: 'a 10-hour day: the last 2 hours are daily overtime',
    shifts: [{ start: '2026-11-02T08:00-05:00', end: '2026-11-02T18:00-05:00' }],
    from: '2026-11-02',
    to: '2026-11-02',
    days: { '2026-11-02': [10, 8, 2, 0] },
  },
  {
    name: 'five 9-hour days: daily overtime only, 40 regular hours are not weekly overtime',
    shifts: ['02', '03', '04', '05', '06'].map((d) => ({
      start: `2026-11-${d}T08:00-05:00`,
      end: `2026-11-${d}T17:00-05:00`,
    })),
    from: '2026-11-02',
    to: '2026-11-08',
    days: Object.fromEntries(
      ['02', '03', '04', '05', '06'].map((d) => [`2026-11-${d}`, [9, 8, 1, 0]]),
    ),
  },
  {
    name: "Ontario's 44-hour week: no daily overtime, the 45th hour is weekly overtime",
    rules: { daily: null, weekly: 44 },
    shifts: ['02', '03', '04', '05', '06'].map((d) => ({
      start: `2026-11-${d}T08:00-05:00`,
      end: `2026-11-${d}T17:00-05:00`,
    })),
    from: '2026-11-02',
    to: '2026-11-08',
    days: {
      '2026-11-02': [9, 9, 0, 0],
      '2026-11-03': [9, 9, 0, 0],
      '2026-11-04': [9, 9, 0, 0],
      '2026-11-05': [9, 9, 0, 0],
      '2026-11-06': [9, 8, 1, 0],
    },
  },
  {
    name: 'daily and weekly never count the same hour: six 9-hour days',
    shifts: ['02', '03', '04', '05', '06', '07'].map((d) => ({
      start: `2026-11-${d}T08:00-05:00`,
      end: `2026-11-${d}T17:00-05:00`,
    })),
    from: '2026-11-02',
    to: '2026-11-08',
    days: {
      '2026-11-02': [9, 8, 1, 0],
      '2026-11-03': [9, 8, 1, 0],
      '2026-11-04': [9, 8, 1, 0],
      '2026-11-05': [9, 8, 1, 0],
      '2026-11-06': [9, 8, 1, 0],
      // 40 regular hours are reached on Friday: Saturday's regular 8 are weekly overtime.
      '2026-11-07': [9, 0, 9, 0],
    },
  },
  {
    name: 'a report period inside a week still counts the whole week for weekly overtime',
    rules: { daily: null, weekly: 40 },
    shifts: ['02', '03', '04', '05', '06'].map((d) => ({
      start: `2026-11-${d}T08:00-05:00`,
      end: `2026-11-${d}T18:00-05:00`,
    })),
    from: '2026-11-06',
    to: '2026-11-06',
    days: { '2026-11-06': [10, 0, 10, 0] },
  },
  {
    name: 'the week start decides which days make a week (Sunday start)',
    rules: { daily: null, weekly: 40, weekStart: 7 },
    shifts: ['01', '02', '03', '04', '05'].map((d) => ({
      start: `2026-11-${d}T08:00-05:00`,
      end: `2026-11-${d}T18:00-05:00`,
    })),
    from: '2026-11-01',
    to: '2026-11-07',
    days: {
      '2026-11-01': [10, 10, 0, 0],
      '2026-11-02': [10, 10, 0, 0],
      '2026-11-03': [10, 10, 0, 0],
      '2026-11-04': [10, 10, 0, 0],
      '2026-11-05': [10, 0, 10, 0],
    },
  },
  {
    name: 'a shift across midnight is cut at local midnight',
    shifts: [{ start: '2026-11-02T22:00-05:00', end: '2026-11-03T06:00-05:00' }],
    from: '2026-11-02',
    to: '2026-11-03',
    days: { '2026-11-02': [2, 2, 0, 0], '2026-11-03': [6, 6, 0, 0] },
  },
  {
    name: 'a break across midnight is deducted from both days',
    shifts: [
      {
        start: '2026-11-02T20:00-05:00',
        end: '2026-11-03T04:00-05:00',
        breaks: [['2026-11-02T23:30-05:00', '2026-11-03T00:30-05:00']],
      },
    ],
    from: '2026-11-02',
    to: '2026-11-03',
    days: { '2026-11-02': [3.5, 3.5, 0, 0], '2026-11-03': [3.5, 3.5, 0, 0] },
  },
  {
    name: 'spring forward: 22:00 to 06:00 local is 7 hours',
    shifts: [{ start: '2026-03-07T22:00-05:00', end: '2026-03-08T06:00-04:00' }],
    from: '2026-03-07',
    to: '2026-03-08',
    days: { '2026-03-07': [2, 2, 0, 0], '2026-03-08': [5, 5, 0, 0] },
  },
  {
    name: 'fall back: 22:00 to 06:00 local is 9 hours',
    shifts: [{ start: '2026-10-31T22:00-04:00', end: '2026-11-01T06:00-05:00' }],
    from: '2026-10-31',
    to: '2026-11-01',
    days: { '2026-10-31': [2, 2, 0, 0], '2026-11-01': [7, 7, 0, 0] },
  },
  {
    name: 'a 25-hour day (fall back) of work: daily overtime past 8 hours',
    shifts: [{ start: '2026-11-01T00:00-04:00', end: '2026-11-01T12:00-05:00' }],
    from: '2026-11-01',
    to: '2026-11-01',
    days: { '2026-11-01': [13, 8, 5, 0] },
  },
  {
    name: 'hours on a public holiday are holiday hours, and still regular or overtime',
    shifts: [{ start: '2026-07-01T08:00-04:00', end: '2026-07-01T18:00-04:00' }],
    holidays: [{ date: '2026-07-01' }],
    from: '2026-07-01',
    to: '2026-07-01',
    days: { '2026-07-01': [10, 8, 2, 10] },
  },
  {
    name: 'a public day that is not statutory (Easter Monday in Ontario) counts no holiday hours',
    shifts: [{ start: '2026-04-06T09:00-04:00', end: '2026-04-06T17:00-04:00' }],
    holidays: [{ date: '2026-04-06', statutory: false }],
    from: '2026-04-06',
    to: '2026-04-06',
    days: { '2026-04-06': [8, 8, 0, 0] },
  },
  {
    name: 'British Columbia: a 13-hour day is 8 regular, 4 overtime and 1 double time',
    rules: { daily: 8, weekly: 40, double: 12 },
    shifts: [{ at: 'vancouver', start: '2026-11-02T07:00-08:00', end: '2026-11-02T20:00-08:00' }],
    from: '2026-11-02',
    to: '2026-11-02',
    days: { '2026-11-02': [13, 8, 5, 0] },
    double: { '2026-11-02': 1 },
  },
  {
    name: 'double time is counted over the whole day, across shifts and centres',
    rules: { daily: 8, weekly: 40, double: 12 },
    shifts: [
      { at: 'toronto', start: '2026-11-02T06:00-05:00', end: '2026-11-02T13:00-05:00' },
      { at: 'vancouver', start: '2026-11-02T11:00-08:00', end: '2026-11-02T18:30-08:00' },
    ],
    from: '2026-11-02',
    to: '2026-11-02',
    days: { '2026-11-02': [14.5, 8, 6.5, 0] },
    double: { '2026-11-02': 2.5 },
  },
  {
    name: 'double time without a daily threshold: its hours are overtime, not weekly regular',
    rules: { daily: null, weekly: 40, double: 12 },
    shifts: ['02', '03', '04', '05'].map((d) => ({
      start: `2026-11-${d}T06:00-05:00`,
      end: `2026-11-${d}T19:00-05:00`,
    })),
    from: '2026-11-02',
    to: '2026-11-08',
    days: {
      '2026-11-02': [13, 12, 1, 0],
      '2026-11-03': [13, 12, 1, 0],
      '2026-11-04': [13, 12, 1, 0],
      // 36 regular hours so far: the 41st regular hour onward is weekly overtime.
      '2026-11-05': [13, 4, 9, 0],
    },
    double: { '2026-11-02': 1, '2026-11-03': 1, '2026-11-04': 1, '2026-11-05': 1 },
  },
  {
    name: "a holiday of one centre is not another centre's",
    shifts: [
      { at: 'toronto', start: '2026-08-03T08:00-04:00', end: '2026-08-03T12:00-04:00' },
      { at: 'vancouver', start: '2026-08-03T13:00-07:00', end: '2026-08-03T15:00-07:00' },
    ],
    holidays: [{ at: 'vancouver', date: '2026-08-03' }],
    from: '2026-08-03',
    to: '2026-08-03',
    days: { '2026-08-03': [6, 6, 0, 2] },
  },
  {
    name: 'two centres in one day count together: the later hours are the overtime',
    shifts: [
      { at: 'toronto', start: '2026-11-02T06:00-05:00', end: '2026-11-02T11:00-05:00' },
      { at: 'vancouver', start: '2026-11-02T09:00-08:00', end: '2026-11-02T14:00-08:00' },
    ],
    from: '2026-11-02',
    to: '2026-11-02',
    days: { '2026-11-02': [10, 8, 2, 0] },
  },
  {
    name: "an edit's added break sits in the middle of the shift",
    shifts: [
      {
        start: '2026-11-02T20:00-05:00',
        end: '2026-11-03T04:00-05:00',
        edited: { breakSeconds: 3600 },
      },
    ],
    from: '2026-11-02',
    to: '2026-11-03',
    days: { '2026-11-02': [3.5, 3.5, 0, 0], '2026-11-03': [3.5, 3.5, 0, 0] },
  },
  {
    name: 'an open shift counts up to now',
    shifts: [{ start: '2026-11-02T08:00-05:00', end: null }],
    now: '2026-11-02T11:00-05:00',
    from: '2026-11-02',
    to: '2026-11-02',
    days: { '2026-11-02': [3, 3, 0, 0] },
  },
  {
    name: 'a shift open longer than the longest shift is a missing clock-out and counts nothing',
    shifts: [{ start: '2026-10-30T08:00-04:00', end: null }],
    now: '2026-11-02T11:00-05:00',
    from: '2026-10-30',
    to: '2026-11-02',
    days: {},
  },
];

let server: TestServer;
let db: Database;
beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
});
afterAll(async () => server.close());

async function seed(c: Case) {
  const owner = crypto.randomUUID();
  const staff = crypto.randomUUID();
  const centres = { toronto: crypto.randomUUID(), vancouver: crypto.randomUUID() };
  for (const [uid, role] of [
    [owner, 'OWNER'],
    [staff, 'STAFF'],
  ] as const) {
    await db.execute(sql`insert into profiles (uid, email, username, role, first_name, last_name)
      values (${uid}, ${`${uid}@example.com`}, ${uid}, ${role}, 'A', 'B')`);
  }
  for (const [at, id] of Object.entries(centres) as [Centre, string][]) {
    await db.execute(sql`insert into businesses
      (id, owner_uid, name, street, city, province, country, time_zone, latitude, longitude)
      values (${id}, ${owner}, ${at}, '1 Main St', ${at}, 'ON', 'Canada', ${zones[at]}, 43.6, -79.4)`);
  }
  for (const h of c.holidays ?? []) {
    await db.execute(sql`insert into centre_holidays (business_id, date, name, source, statutory)
      values (${centres[h.at ?? 'toronto']}, ${h.date}, 'Holiday', 'owner', ${h.statutory ?? true})`);
  }
  for (const s of c.shifts) {
    const centre = centres[s.at ?? 'toronto'];
    const shiftId = crypto.randomUUID();
    if (s.edited) {
      await db.execute(sql`insert into time_edits (id, owner_uid, staff_uid, business_id, kind,
        group_id, started_at, ended_at, break_seconds, reason, editor_uid, created_at)
        values (${shiftId}, ${owner}, ${staff}, ${centre}, 'add_shift', ${shiftId}, ${s.start},
          ${s.end}, ${s.edited.breakSeconds}, 'forgot', ${owner}, now())`);
      continue;
    }
    await db.execute(sql`insert into shifts (id, staff_uid, owner_uid, business_id, started_at, ended_at)
      values (${shiftId}, ${staff}, ${owner}, ${centre}, ${s.start}, ${s.end})`);
    for (const [b0, b1] of s.breaks ?? []) {
      for (const [type, at] of [
        ['break_start', b0],
        ['break_end', b1],
      ] as const) {
        // Only the hour arithmetic reads these rows: the receipt is a placeholder.
        await db.execute(sql`insert into punches (id, staff_uid, owner_uid, business_id, shift_id,
          type, server_at, client_at, received_at, verdict, reasons, request_hash, receipt,
          signature)
          values (${crypto.randomUUID()}, ${staff}, ${owner}, ${centre}, ${shiftId}, ${type},
            ${at}, ${at}, ${at}, 'inside', '[]'::jsonb, 'x', '{}'::jsonb, 'x')`);
      }
    }
  }
  return owner;
}

async function hoursOf(c: Case) {
  const ownerUid = await seed(c);
  const params: HoursParams = {
    ownerUid,
    from: c.from,
    to: c.to,
    weekStart: c.rules?.weekStart ?? 1,
    dailySeconds: c.rules?.daily === undefined ? 8 * H : c.rules.daily && c.rules.daily * H,
    weeklySeconds: c.rules?.weekly === undefined ? 40 * H : c.rules.weekly && c.rules.weekly * H,
    doubleDailySeconds: c.rules?.double === undefined ? null : c.rules.double * H,
    now: new Date(c.now ?? '2027-01-01T00:00:00Z'),
  };
  const result = await db.execute(
    sql`with ${hoursCte(params)} select ${SEGMENT_COLUMNS} from seg order by seg.s0`,
  );
  const days: Record<string, [number, number, number, number]> = {};
  const double: Record<string, number> = {};
  for (const s of rowsOf(result).map(toSegment)) {
    const d = (days[s.day] ??= [0, 0, 0, 0]);
    d[0] += s.worked / H;
    d[1] += s.regular / H;
    d[2] += s.overtime / H;
    d[3] += s.holiday / H;
    if (s.double > 0) double[s.day] = (double[s.day] ?? 0) + s.double / H;
  }
  return { days, double };
}

describe('hours: worked, regular, overtime and holiday by local day', () => {
  it.each(cases)('$name', async (c) => {
    expect(await hoursOf(c)).toEqual({ days: c.days, double: c.double ?? {} });
  });
});
