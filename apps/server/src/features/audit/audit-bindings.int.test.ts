import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businesses,
  centreHolidays,
  overtimeRules,
  shifts,
  timeEdits,
} from '../../db/schema/index.ts';
import { api } from '../../testing/factories.ts';
import { signIn } from '../../testing/staff.ts';
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

async function lastEntryOf(action: string): Promise<Entry> {
  const found = (await entries()).filter((entry) => entry.action === action).at(-1);
  if (!found) throw new Error(`no ${action} entry`);
  return found;
}
