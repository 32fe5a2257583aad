import { sql } from 'drizzle-orm';
import { rateText } from '@vh/contracts';
import { api } from './factories.ts';
import { movedClock } from './moved-clock.ts';
import { joinedStaff, ownerWithCentre, signIn } from './staff.ts';
import type { TestServer } from './test-server.ts';
import { punch, punchBody } from './timeclock.ts';

/*
 * A café's pay period for the payroll exports' tests: biweekly periods from Monday, November 2,
 * 2026, in Toronto, on 8-hour days with double time after 12 and November 11 statutory here.
 * Ada has a raise on the 9th (two rates in the period), overtime, double time and holiday hours;
 * Grace works overnight across midnight and punches one shift through the API (receipts); Zed
 * has no rate. Every week is approved by the owner, Olivia Martin; Maria manages the centre.
 */

export const PERIOD = { start: '2026-11-02', end: '2026-11-15' } as const;
export const BUSINESS_NAME = 'Café Lune';
export const RULES = { dailyH: 8, doubleH: 12, overtimePct: 150, doublePct: 200, holidayPct: 150 };
export const STATUTORY = '2026-11-11';

type Shift = { start: string; end: string };
export const PEOPLE = {
  ada: {
    first: 'Ada',
    last: 'Lovelace',
    number: '123',
    rates: [
      { from: '2026-01-01', cents: 2000 },
      { from: '2026-11-09', cents: 2150 },
    ],
    shifts: [
      { start: '2026-11-03T09:00:00-05:00', end: '2026-11-03T17:00:20-05:00' },
      // 13 h 7 s: 8 regular, 4 overtime, 1 h 7 s double time.
      { start: '2026-11-10T07:00:00-05:00', end: '2026-11-10T20:00:07-05:00' },
      { start: '2026-11-11T09:00:00-05:00', end: '2026-11-11T13:00:00-05:00' },
    ] as Shift[],
  },
  grace: {
    first: 'Grace',
    last: 'Hopper',
    number: '4567',
    rates: [{ from: '2026-01-01', cents: 1875 }],
    shifts: [{ start: '2026-11-04T22:00:00-05:00', end: '2026-11-05T06:30:00-05:00' }] as Shift[],
    /** Punched through the API, so it carries signed receipts. */
    punched: { start: '2026-11-12T14:00:00Z', end: '2026-11-12T22:00:00Z' },
  },
  zed: {
    first: 'Zed',
    last: 'Zhou',
    number: '42',
    rates: [] as { from: string; cents: number }[],
    shifts: [{ start: '2026-11-06T10:00:00-05:00', end: '2026-11-06T14:00:09-05:00' }] as Shift[],
  },
} as const;
export type PersonKey = keyof typeof PEOPLE;

/** The server's today: the Friday after the period, so every day of it has ended. */
export const AFTER = '2026-11-20T17:00:00Z';

export async function payrollWorld(server: TestServer) {
  const db = server.database.db;
  const clock = movedClock(server);
  clock.moveTo('2026-11-01T12:00:00Z');
  const owner = await ownerWithCentre(server);
  const ownerPassword = 'correct horse battery';
  // A paid plan (exports need one), and a name of her own for the approvals.
  await db.execute(
    sql`update profiles set plan = 'Pro', first_name = 'Olivia', last_name = 'Martin' where uid = ${owner.uid}`,
  );
  await db.execute(
    sql`update businesses set name = ${BUSINESS_NAME}, time_zone = 'America/Toronto' where id = ${owner.centre.id}`,
  );
  await db.execute(sql`insert into overtime_rules (owner_uid, week_start, daily_seconds,
      weekly_seconds, overtime_pct, double_daily_seconds, double_pct, holiday_pct)
    values (${owner.uid}, 1, ${RULES.dailyH * 3600}, ${44 * 3600}, ${RULES.overtimePct},
      ${RULES.doubleH * 3600}, ${RULES.doublePct}, ${RULES.holidayPct})
    on conflict (owner_uid) do update set daily_seconds = excluded.daily_seconds,
      weekly_seconds = excluded.weekly_seconds, overtime_pct = excluded.overtime_pct,
      double_daily_seconds = excluded.double_daily_seconds, double_pct = excluded.double_pct,
      holiday_pct = excluded.holiday_pct`);
  await db.execute(sql`insert into centre_holidays (business_id, date, name, source, statutory)
    values (${owner.centre.id}, ${STATUTORY}, 'Remembrance Day', 'owner', true)
    on conflict (business_id, date) do update set statutory = true, removed = false`);
  const settings = await api(server, 'PUT', '/api/pay/settings/', {
    jwt: owner.jwt,
    body: { period_kind: 'biweekly', anchor_date: PERIOD.start, managers_see_rates: false },
  });
  if (settings.status !== 200) throw new Error(`pay settings: ${JSON.stringify(settings.body)}`);

  const uids = {} as Record<PersonKey, string>;
  const logins = {} as Record<PersonKey, { username: string; password: string }>;
  for (const key of Object.keys(PEOPLE) as PersonKey[]) {
    const p = PEOPLE[key];
    const joined = await joinedStaff(server, owner.code, {
      first_name: p.first,
      last_name: p.last,
    });
    uids[key] = joined.uid;
    logins[key] = { username: joined.input.username, password: joined.input.password };
    const approved = await api(server, 'POST', `/api/businesses/approve/staffs/${joined.uid}/`, {
      jwt: owner.jwt,
    });
    if (approved.status !== 200) throw new Error(`approve: ${JSON.stringify(approved.body)}`);
    await db.execute(
      sql`update employments set employee_number = ${p.number} where staff_uid = ${joined.uid}`,
    );
    for (const r of p.rates) {
      const res = await api(server, 'POST', '/api/pay/rates/', {
        jwt: owner.jwt,
        body: { staff_uid: joined.uid, effective_from: r.from, hourly_rate: rateText(r.cents) },
      });
      if (res.status !== 200) throw new Error(`rate: ${JSON.stringify(res.body)}`);
    }
    for (const s of p.shifts) {
      await db.execute(sql`insert into shifts (id, staff_uid, owner_uid, business_id, started_at, ended_at)
        values (${crypto.randomUUID()}, ${joined.uid}, ${owner.uid}, ${owner.centre.id}, ${s.start}, ${s.end})`);
    }
  }

  const maria = await joinedStaff(server, owner.code, { first_name: 'Maria', last_name: 'Reyes' });
  await api(server, 'POST', `/api/businesses/approve/staffs/${maria.uid}/`, { jwt: owner.jwt });
  const managed = await api(server, 'PATCH', `/api/businesses/staffs/${maria.uid}/`, {
    jwt: owner.jwt,
    body: { is_manager: true },
  });
  if (managed.status !== 200) throw new Error(`manager: ${JSON.stringify(managed.body)}`);

  const grace = PEOPLE.grace.punched;
  clock.moveTo(grace.start);
  const graceJwt = async () =>
    (await signIn(server, logins.grace.username, logins.grace.password)).jwt;
  await punch(server, await graceJwt(), punchBody(owner.centre, 'clock_in', {}, clock.now()));
  clock.moveTo(grace.end);
  await punch(server, await graceJwt(), punchBody(owner.centre, 'clock_out', {}, clock.now()));

  clock.moveTo(AFTER);
  const ownerJwt = async () => {
    const res = await api(server, 'POST', '/api/users/auth/login/', {
      body: { email: owner.email, password: ownerPassword, type: 'email' },
    });
    return (res.body as { session: { access_token: string } }).session.access_token;
  };
  for (const key of Object.keys(PEOPLE) as PersonKey[]) {
    for (const week of ['2026-11-02', '2026-11-09']) {
      const res = await api(server, 'POST', '/api/timesheets/approvals/', {
        jwt: await ownerJwt(),
        body: { week, staff_uid: uids[key] },
      });
      if (res.status !== 200) throw new Error(`approval: ${JSON.stringify(res.body)}`);
    }
  }
  return {
    clock,
    owner,
    ownerJwt,
    centre: owner.centre,
    uids,
    managerJwt: async () => (await signIn(server, maria.input.username, maria.input.password)).jwt,
    staffJwt: async (key: PersonKey) =>
      (await signIn(server, logins[key].username, logins[key].password)).jwt,
    /** GET one file of the period as `jwt`: its bytes, its text and its headers. */
    download: (file: string, jwt: string, query = '') => downloadFile(server, file, jwt, query),
  };
}

/** A payroll file as bytes (XLSX and PDF are binary), with its text when it is JSON or CSV. */
export async function downloadFile(server: TestServer, file: string, jwt: string, query = '') {
  const response = await fetch(
    `${server.baseUrl}/api/pay/periods/${PERIOD.start}/exports/${file}${query}`,
    { headers: { 'x-jwt': jwt } },
  );
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, bytes, text, json };
}
