import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businesses,
  centreHolidays,
  overtimeRules,
  shifts,
  timeEdits,
} from '../../db/schema/index.ts';
import { api, seedOwner } from '../../testing/factories.ts';
import { addCentre, signIn } from '../../testing/staff.ts';
import { movedClock } from '../../testing/moved-clock.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { businessWithStaff, punch, punchBody } from '../../testing/timeclock.ts';
import {
  bindCentre,
  bindHoliday,
  bindOvertimeRules,
  bindShift,
  bindTimeEdit,
  type Binding,
} from './audit-bindings.ts';
import { jsonOf, rows } from './audit-chain.ts';
import { verifyChain } from './audit-verify.ts';

// Every write of a row the hours are computed from puts the row's bound columns, as they are after
// the write, into the chain entry that records it: the latest entry naming a row says what it holds.

let server: TestServer;
let world: Awaited<ReturnType<typeof businessWithStaff>>;
let clock: ReturnType<typeof movedClock>;

beforeAll(async () => {
  server = await startTestServer();
  clock = movedClock(server);
  clock.moveTo('2026-11-02T13:00:00Z'); // Monday 08:00 in Toronto
  world = await businessWithStaff(server);
});

/** Moves the clock, and signs both in again: an access token lasts an hour. */
async function moveTo(iso: string) {
  clock.moveTo(iso);
  const login = await api(server, 'POST', '/api/users/auth/login/', {
    body: { email: world.owner.email, password: 'correct horse battery', type: 'email' },
  });
  world.owner.jwt = (login.body as { session: { access_token: string } }).session.access_token;
  const { username, password } = world.staff.input;
  world.staff.jwt = (await signIn(server, username, password)).jwt;
}

afterAll(async () => {
  await server.close();
});

type Entry = { seq: number; action: string; bound: Binding[] };

async function entries(): Promise<Entry[]> {
  const found = await rows(
    server.database.db,
    sql`select seq, action, data from audit_events where owner_uid = ${world.owner.uid}
        order by seq`,
  );
  return found.map((row) => ({
    seq: Number(row.seq),
    action: String(row.action),
    bound: (jsonOf(row.data).bound as Binding[] | undefined) ?? [],
  }));
}

/** The latest binding of each row, by "table/key". */
async function latestBindings(): Promise<Map<string, Binding>> {
  const latest = new Map<string, Binding>();
  for (const entry of await entries()) {
    for (const binding of entry.bound) latest.set(`${binding.table}/${binding.key}`, binding);
  }
  return latest;
}

/** The owner's bound rows as they are in the database, bound the same way. */
async function rowsNow(): Promise<Map<string, Binding>> {
  const { db } = server.database;
  const owner = world.owner.uid;
  const centres = await db.select().from(businesses).where(eq(businesses.ownerUid, owner));
  const centreIds = centres.map((c) => c.id);
  const all: Binding[] = [
    ...centres.map(bindCentre),
    ...(await db.select().from(shifts).where(eq(shifts.ownerUid, owner))).map(bindShift),
    ...(await db.select().from(timeEdits).where(eq(timeEdits.ownerUid, owner))).map(bindTimeEdit),
    ...(await db.select().from(overtimeRules).where(eq(overtimeRules.ownerUid, owner))).map((r) =>
      bindOvertimeRules(r),
    ),
    ...(
      await db.select().from(centreHolidays).where(inArray(centreHolidays.businessId, centreIds))
    ).map((h) => bindHoliday(h.businessId, h.date, h)),
  ];
  return new Map(all.map((binding) => [`${binding.table}/${binding.key}`, binding]));
}

/** Every bound row has an entry that says exactly what it holds, and every row an entry removed is gone. */
async function expectEveryRowBound() {
  const latest = await latestBindings();
  const present = await rowsNow();
  for (const [key, binding] of present) expect(latest.get(key), key).toEqual(binding);
  for (const [key, binding] of latest) {
    if (binding.row === null) expect(present.has(key), key).toBe(false);
    else expect(present.get(key), key).toEqual(binding);
  }
  return { latest, present };
}

const lastEntry = async () => (await entries()).at(-1)!;

describe('rows bound to the chain', () => {
  it('binds a new centre, and its time zone and longest shift when they change', async () => {
    const created = await lastEntryOf('centre.created');
    expect(created.bound).toEqual([
      expect.objectContaining({ table: 'businesses', key: world.owner.centre.id }),
    ]);
    const res = await api(server, 'PATCH', `/api/businesses/${world.owner.centre.id}/`, {
      jwt: world.owner.jwt,
      body: { time_zone: 'America/Vancouver', max_shift_hours: 12 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const updated = await lastEntry();
    expect(updated.action).toBe('centre.updated');
    expect(updated.bound).toEqual([
      {
        table: 'businesses',
        key: world.owner.centre.id,
        row: { owner_uid: world.owner.uid, time_zone: 'America/Vancouver', max_shift_hours: 12 },
      },
    ]);
    await api(server, 'PATCH', `/api/businesses/${world.owner.centre.id}/`, {
      jwt: world.owner.jwt,
      body: { time_zone: 'America/Toronto', max_shift_hours: 16 },
    });
    await expectEveryRowBound();
  });

  it('binds the shift a clock-in opens and a clock-out closes, but not breaks', async () => {
    const centre = world.owner.centre;
    const jwt = world.staff.jwt;
    expect((await punch(server, jwt, punchBody(centre, 'clock_in', {}, clock.now()))).status).toBe(
      201,
    );
    const opened = await lastEntry();
    expect(opened.action).toBe('punch.clock_in');
    const shift = opened.bound[0] as Binding<'shifts'>;
    expect(opened.bound).toHaveLength(1);
    expect(shift.table).toBe('shifts');
    expect(shift.row).toMatchObject({ staff_uid: world.staff.uid, ended_at: null });
    clock.moveTo('2026-11-02T13:30:00Z');
    await punch(server, jwt, punchBody(centre, 'break_start', {}, clock.now()));
    expect((await lastEntry()).bound).toEqual([]);
    clock.moveTo('2026-11-02T13:45:00Z');
    await punch(server, jwt, punchBody(centre, 'clock_out', {}, clock.now()));
    const closed = await lastEntry();
    expect(closed.action).toBe('punch.clock_out');
    const ended = closed.bound[0] as Binding<'shifts'>;
    expect(ended.key).toBe(shift.key);
    expect(ended.row?.ended_at).toMatch(/^2026-11-02T13:45:/);
    await expectEveryRowBound();
  });

  it('binds the rows an edit adds and the open shift it closes', async () => {
    const centre = world.owner.centre;
    await moveTo('2026-11-03T13:00:00Z');
    await punch(server, world.staff.jwt, punchBody(centre, 'clock_in', {}, clock.now()));
    const open = (await lastEntry()).bound[0] as Binding<'shifts'>;
    await moveTo('2026-11-03T23:00:00Z');
    const fixed = await api(server, 'POST', '/api/timesheets/edits/', {
      jwt: world.owner.jwt,
      body: {
        kind: 'move_clock_out',
        shift_id: open.key,
        ended_at: '2026-11-03T16:00',
        reason: 'Left at 4 pm; forgot to clock out',
      },
    });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    // The week it answers with seeds that year's holidays after it: find the edit's own entry.
    const edit = await lastEntryOf('time.edit.move_clock_out');
    expect(edit.bound.map((b) => b.table)).toEqual(['time_edits', 'shifts']);
    expect(edit.bound[0]?.row).toMatchObject({
      supersedes_shift_id: open.key,
      punched_shift_id: open.key,
      started_at: open.row?.started_at,
      ended_at: '2026-11-03T21:00:00.000Z',
    });
    expect(edit.bound[1]).toEqual({
      ...open,
      row: { ...open.row, ended_at: '2026-11-03T21:00:00.000Z' },
    });
    await expectEveryRowBound();
  });

  it('binds the overtime rules in seconds', async () => {
    const res = await api(server, 'PUT', '/api/timesheets/rules/', {
      jwt: world.owner.jwt,
      body: {
        week_start: 7,
        daily_overtime_hours: null,
        weekly_overtime_hours: 44,
        preset: 'CA-ON',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await lastEntry()).bound).toEqual([
      {
        table: 'overtime_rules',
        key: world.owner.uid,
        row: {
          owner_uid: world.owner.uid,
          week_start: 7,
          daily_seconds: null,
          weekly_seconds: 44 * 3600,
          // Ontario's premiums, stored with the thresholds (no double time: not bound).
          overtime_pct: 150,
          double_pct: 200,
          holiday_pct: 150,
        },
      },
    ]);
    await expectEveryRowBound();
  });

  it('binds the library days a first look seeds, and each day added or removed', async () => {
    const second = world.owner.centre;
    const list = await api(server, 'GET', `/api/businesses/${second.id}/holidays/?year=2027`, {
      jwt: world.owner.jwt,
    });
    expect(list.status).toBe(200);
    const seeded = await lastEntryOf('holiday.seed');
    const days = (list.body as { holidays: { date: string }[] }).holidays;
    expect(seeded.bound.map((b) => b.key).sort()).toEqual(
      days.map((d) => `${second.id}:${d.date}`).sort(),
    );
    // Looking again seeds nothing more.
    const length = (await entries()).length;
    await api(server, 'GET', `/api/businesses/${second.id}/holidays/?year=2027`, {
      jwt: world.owner.jwt,
    });
    expect((await entries()).length).toBe(length);

    const url = `/api/businesses/${second.id}/holidays/`;
    const jwt = world.owner.jwt;
    await api(server, 'POST', url, { jwt, body: { date: '2027-03-17', name: 'Founders day' } });
    expect((await lastEntry()).bound).toEqual([
      bindHoliday(second.id, '2027-03-17', { removed: false }),
    ]);
    await api(server, 'DELETE', `${url}2027-03-17/`, { jwt });
    expect((await lastEntry()).bound).toEqual([bindHoliday(second.id, '2027-03-17', null)]);
    const library = days[0]!.date;
    await api(server, 'DELETE', `${url}${library}/`, { jwt });
    expect((await lastEntry()).bound).toEqual([bindHoliday(second.id, library, { removed: true })]);
    const { latest } = await expectEveryRowBound();
    expect(latest.get(`centre_holidays/${second.id}:2027-03-17`)?.row).toBeNull();
  });
});

/** Verification of what a statement behind the product's back did, then the statement undone. */
async function verifiedAfter(statement: ReturnType<typeof sql>) {
  let report: Awaited<ReturnType<typeof verifyChain>> | undefined;
  await server.database.db
    .transaction(async (tx) => {
      await tx.execute(statement);
      report = await verifyChain(tx, world.owner.uid, server.now());
      throw new Undo();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Undo)) throw error;
    });
  if (!report) throw new Error('no report');
  return report;
}

class Undo extends Error {}

describe('verification compares the rows with the chain', () => {
  let ids: {
    shift: string;
    otherShift: string;
    edit: string;
    punch: string;
    centre: string;
    otherCentre: string;
    holiday: string;
  };

  beforeAll(async () => {
    const { db } = server.database;
    await db.execute(sql`update profiles set plan = 'Pro' where uid = ${world.owner.uid}`);
    const other = await addCentre(server, world.owner.jwt, 'Second site');
    const edit = await db.select().from(timeEdits).where(eq(timeEdits.ownerUid, world.owner.uid));
    const owned = await db.select().from(shifts).where(eq(shifts.ownerUid, world.owner.uid));
    const shift = owned.find((s) => s.id !== edit[0]!.punchedShiftId)!;
    const punched = await rows(
      db,
      sql`select id from punches where shift_id = ${shift.id} and type = 'clock_out'`,
    );
    const [day] = await db
      .select()
      .from(centreHolidays)
      .where(eq(centreHolidays.businessId, world.owner.centre.id))
      .limit(1);
    ids = {
      shift: shift.id,
      otherShift: edit[0]!.punchedShiftId!,
      edit: edit[0]!.id,
      punch: String(punched[0]!.id),
      centre: world.owner.centre.id,
      otherCentre: other.id,
      holiday: day!.date,
    };
  });

  it('finds everything in order before anyone tampers', async () => {
    const report = await verifyChain(server.database.db, world.owner.uid, server.now());
    expect(report.row_problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.rows_checked).toBeGreaterThan(10);
  });

  const owner = () => world.owner.uid;
  const staff = () => world.staff.uid;
  it.each([
    [
      'shifts',
      'owner_uid',
      () => sql`update shifts set owner_uid = ${staff()} where id = ${ids.shift}`,
    ],
    [
      'shifts',
      'staff_uid',
      () => sql`update shifts set staff_uid = ${owner()} where id = ${ids.shift}`,
    ],
    [
      'shifts',
      'business_id',
      () => sql`update shifts set business_id = ${ids.otherCentre} where id = ${ids.shift}`,
    ],
    [
      'shifts',
      'started_at',
      () =>
        sql`update shifts set started_at = started_at - interval '1 hour' where id = ${ids.shift}`,
    ],
    [
      'shifts',
      'ended_at',
      () => sql`update shifts set ended_at = ended_at + interval '1 hour' where id = ${ids.shift}`,
    ],
    [
      'time_edits',
      'owner_uid',
      () => sql`update time_edits set owner_uid = ${staff()} where id = ${ids.edit}`,
    ],
    [
      'time_edits',
      'staff_uid',
      () => sql`update time_edits set staff_uid = ${owner()} where id = ${ids.edit}`,
    ],
    [
      'time_edits',
      'business_id',
      () => sql`update time_edits set business_id = ${ids.otherCentre} where id = ${ids.edit}`,
    ],
    [
      'time_edits',
      'punched_shift_id',
      () => sql`update time_edits set punched_shift_id = ${ids.shift} where id = ${ids.edit}`,
    ],
    [
      'time_edits',
      'supersedes_shift_id',
      () => sql`update time_edits set supersedes_shift_id = ${ids.shift} where id = ${ids.edit}`,
    ],
    [
      'time_edits',
      'supersedes_edit_id',
      () => sql`update time_edits set supersedes_edit_id = ${ids.edit} where id = ${ids.edit}`,
    ],
    [
      'time_edits',
      'started_at',
      () =>
        sql`update time_edits set started_at = started_at - interval '1 hour' where id = ${ids.edit}`,
    ],
    [
      'time_edits',
      'ended_at',
      () =>
        sql`update time_edits set ended_at = ended_at + interval '1 hour' where id = ${ids.edit}`,
    ],
    [
      'time_edits',
      'break_seconds',
      () => sql`update time_edits set break_seconds = 1800 where id = ${ids.edit}`,
    ],
    [
      'centre_holidays',
      'removed',
      () =>
        sql`update centre_holidays set removed = not removed where business_id = ${ids.centre} and date = ${ids.holiday}`,
    ],
    [
      'overtime_rules',
      'week_start',
      () => sql`update overtime_rules set week_start = 1 where owner_uid = ${owner()}`,
    ],
    [
      'overtime_rules',
      'daily_seconds',
      () => sql`update overtime_rules set daily_seconds = 28800 where owner_uid = ${owner()}`,
    ],
    [
      'overtime_rules',
      'weekly_seconds',
      () => sql`update overtime_rules set weekly_seconds = 144000 where owner_uid = ${owner()}`,
    ],
    [
      'businesses',
      'time_zone',
      () => sql`update businesses set time_zone = 'Europe/Paris' where id = ${ids.centre}`,
    ],
    [
      'businesses',
      'max_shift_hours',
      () => sql`update businesses set max_shift_hours = 48 where id = ${ids.centre}`,
    ],
    [
      'businesses',
      'owner_uid',
      () => sql`update businesses set owner_uid = ${staff()} where id = ${ids.centre}`,
    ],
    [
      'punches',
      'verdict',
      () => sql`update punches set verdict = 'outside' where id = ${ids.punch}`,
    ],
    [
      'punches',
      'server_at',
      () =>
        sql`update punches set server_at = server_at + interval '1 hour' where id = ${ids.punch}`,
    ],
    ['punches', 'type', () => sql`update punches set type = 'break_end' where id = ${ids.punch}`],
    [
      'punches',
      'staff_uid',
      () => sql`update punches set staff_uid = ${owner()} where id = ${ids.punch}`,
    ],
    [
      'punches',
      'business_id',
      () => sql`update punches set business_id = ${ids.otherCentre} where id = ${ids.punch}`,
    ],
    [
      'punches',
      'shift_id',
      () => sql`update punches set shift_id = ${ids.otherShift} where id = ${ids.punch}`,
    ],
    [
      'punches',
      'client_at',
      () =>
        sql`update punches set client_at = client_at - interval '1 minute' where id = ${ids.punch}`,
    ],
    [
      'punches',
      'latitude',
      () => sql`update punches set latitude = latitude + 0.01 where id = ${ids.punch}`,
    ],
    [
      'punches',
      'longitude',
      () => sql`update punches set longitude = longitude + 0.01 where id = ${ids.punch}`,
    ],
    ['punches', 'accuracy_m', () => sql`update punches set accuracy_m = 5 where id = ${ids.punch}`],
    [
      'punches',
      'position_at',
      () =>
        sql`update punches set position_at = position_at - interval '1 minute' where id = ${ids.punch}`,
    ],
    [
      'punches',
      'location_error',
      () => sql`update punches set location_error = 'denied' where id = ${ids.punch}`,
    ],
    ['punches', 'distance_m', () => sql`update punches set distance_m = 1 where id = ${ids.punch}`],
    [
      'punches',
      'reasons',
      () => sql`update punches set reasons = '["far"]'::jsonb where id = ${ids.punch}`,
    ],
  ])('names %s.%s changed by an UPDATE', async (table, column, statement) => {
    const report = await verifiedAfter(statement());
    expect(report.ok).toBe(false);
    expect(report.first_bad).toBeNull();
    expect(report.row_problems).toEqual([
      expect.objectContaining({ table, problem: 'changed', columns: [column] }),
    ]);
  });

  it.each([
    ['shifts', () => sql`delete from shifts where id = ${ids.shift}`, ['punches', 'shifts']],
    ['time_edits', () => sql`delete from time_edits where id = ${ids.edit}`, ['time_edits']],
    ['punches', () => sql`delete from punches where id = ${ids.punch}`, ['punches']],
    [
      'centre_holidays',
      () =>
        sql`delete from centre_holidays where business_id = ${ids.centre} and date = ${ids.holiday}`,
      ['centre_holidays'],
    ],
    [
      'overtime_rules',
      () => sql`delete from overtime_rules where owner_uid = ${owner()}`,
      ['overtime_rules'],
    ],
  ])('names a row of %s removed by a DELETE', async (_table, statement, tables) => {
    const report = await verifiedAfter(statement());
    expect(report.ok).toBe(false);
    expect(report.row_problems.length).toBeGreaterThan(0);
    for (const problem of report.row_problems) expect(problem.problem).toBe('missing');
    expect([...new Set(report.row_problems.map((p) => p.table))].sort()).toEqual(tables);
  });

  it('names a centre removed by a DELETE, with what went with it', async () => {
    const report = await verifiedAfter(sql`delete from businesses where id = ${ids.otherCentre}`);
    expect(report.ok).toBe(false);
    expect(report.row_problems).toContainEqual(
      expect.objectContaining({ table: 'businesses', key: ids.otherCentre, problem: 'missing' }),
    );
    for (const problem of report.row_problems) expect(problem.problem).toBe('missing');
  });

  it('names a punch added by an INSERT, which no entry records', async () => {
    const id = randomUUID();
    const report = await verifiedAfter(
      sql`insert into punches (id, staff_uid, owner_uid, business_id, shift_id, type, server_at,
            client_at, received_at, verdict, reasons, request_hash, receipt, signature)
          select ${id}, staff_uid, owner_uid, business_id, shift_id, 'break_start',
            server_at - interval '1 minute', client_at, received_at, 'inside', '[]'::jsonb, '',
            '{}'::jsonb, ''
          from punches where id = ${ids.punch}`,
    );
    expect(report.row_problems).toEqual([
      expect.objectContaining({ table: 'punches', key: id, problem: 'unbound' }),
    ]);
    expect(report.row_problems[0]?.detail).toContain('has no audit entry');
  });

  it.each([
    [
      'shifts',
      () => sql`insert into shifts (id, staff_uid, owner_uid, business_id, started_at, ended_at)
          select gen_random_uuid(), staff_uid, owner_uid, business_id, started_at - interval '2 days',
            ended_at - interval '2 days' from shifts where id = ${ids.shift}`,
    ],
    [
      'time_edits',
      () => sql`insert into time_edits (id, owner_uid, staff_uid, business_id, kind, group_id,
            started_at, ended_at, reason, editor_uid, created_at)
          select gen_random_uuid(), owner_uid, staff_uid, business_id, 'add_shift', group_id,
            started_at - interval '2 days', ended_at - interval '2 days', 'Made up', editor_uid,
            created_at from time_edits where id = ${ids.edit}`,
    ],
    [
      'centre_holidays',
      () => sql`insert into centre_holidays (business_id, date, name, source)
          values (${ids.centre}, '2027-02-02', 'Invented day', 'owner')`,
    ],
    [
      'businesses',
      () => sql`insert into businesses (id, owner_uid, name, street, city, province, country,
            time_zone, latitude, longitude, radius_m)
          select gen_random_uuid(), owner_uid, 'Ghost site', street, city, province, country,
            time_zone, latitude, longitude, radius_m from businesses where id = ${ids.centre}`,
    ],
  ])('names a row of %s added by an INSERT, which no entry records', async (table, statement) => {
    const report = await verifiedAfter(statement());
    expect(report.row_problems).toEqual([
      expect.objectContaining({ table, problem: 'unbound', columns: [] }),
    ]);
  });

  it('names overtime rules added by an INSERT for a business that had none', async () => {
    const other = await seedOwner(server);
    const { db } = server.database;
    await db.execute(
      sql`insert into overtime_rules (owner_uid, week_start, daily_seconds, weekly_seconds)
          values (${other.profile.uid}, 1, 28800, 144000)`,
    );
    const report = await verifyChain(db, other.profile.uid, server.now());
    expect(report.row_problems).toEqual([
      expect.objectContaining({
        table: 'overtime_rules',
        key: other.profile.uid,
        problem: 'unbound',
      }),
    ]);
  });

  it('names an entry whose bound rows were rewritten into something else, without failing', async () => {
    const report = await verifiedAfter(
      sql`update audit_events set data = jsonb_set(data, '{bound}', '"none"')
          where owner_uid = ${owner()} and seq = (
            select max(seq) from audit_events where owner_uid = ${owner()} and data ? 'bound')`,
    );
    expect(report.first_bad).toMatchObject({ problem: 'altered' });
    expect(report.ok).toBe(false);
  });

  it('names several changed columns as a list', async () => {
    const report = await verifiedAfter(
      sql`update businesses set time_zone = 'Europe/Paris', max_shift_hours = 48
          where id = ${ids.centre}`,
    );
    expect(report.row_problems[0]?.detail).toContain(
      'its longest shift and time zone no longer match audit entry',
    );
  });

  it('names the row and the column in words a person reads: whose shift, which day, where', async () => {
    const report = await verifiedAfter(
      sql`update shifts set ended_at = ended_at + interval '1 hour' where id = ${ids.shift}`,
    );
    // The id is the problem's key, for the command line and support; the words never show it.
    expect(report.row_problems[0]?.key).toBe(ids.shift);
    expect(report.row_problems[0]?.detail).not.toContain(ids.shift);
    expect(report.row_problems[0]?.detail).toMatch(
      new RegExp(
        `^Grace Hopper’s shift of Mon, Nov 2, 2026 at [^:]+ was changed outside VerifiedHours: its end time no longer matches audit entry \\d+$`,
      ),
    );
  });

  it.each([
    [
      'a punch by its kind and moment',
      () => sql`update punches set verdict = 'outside' where id = ${ids.punch}`,
      /^Grace Hopper’s (clock-in|clock-out|break start|break end) of \w{3}, \w{3} \d+, 2026, \d+:\d\d [ap]\.m\. at /,
    ],
    [
      'a holiday by its day',
      () =>
        sql`update centre_holidays set removed = not removed where business_id = ${ids.centre} and date = ${ids.holiday}`,
      /^The holiday of \w{3}, \w{3} \d+, \d{4} at /,
    ],
    [
      'a centre by its name',
      () => sql`update businesses set max_shift_hours = 47 where id = ${ids.centre}`,
      /^The business centre \S/,
    ],
  ])('names %s', async (_what, statement, words) => {
    const report = await verifiedAfter(statement());
    expect(report.row_problems[0]?.detail).toMatch(words);
  });
});

async function lastEntryOf(action: string): Promise<Entry> {
  const found = (await entries()).filter((entry) => entry.action === action).at(-1);
  if (!found) throw new Error(`no ${action} entry`);
  return found;
}
