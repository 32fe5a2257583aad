import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZReport, ZTeamWeek, ZTimesheetWeek } from '@vh/contracts';
import { api, errorCode, errorMessage } from '../../testing/factories.ts';
import { addCentre, joinedStaff, signIn } from '../../testing/staff.ts';
import { movedClock, near } from '../../testing/moved-clock.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { businessWithStaff, punch, punchBody } from '../../testing/timeclock.ts';

// The edges a review found: managers see only their centres, locks survive a new week start,
// breaks end at the clock-out, overlong shifts count nothing, times the clocks skip are refused.

let server: TestServer;
let clock: ReturnType<typeof movedClock>;
const serverNow = () => clock.now();
const moveTo = (iso: string) => clock.moveTo(iso);

let world: Awaited<ReturnType<typeof businessWithStaff>>;
let second: { id: string; latitude: number; longitude: number };
let manager: { uid: string; username: string; password: string };

const login = async (email: string) => {
  const res = await api(server, 'POST', '/api/users/auth/login/', {
    body: { email, password: 'correct horse battery', type: 'email' },
  });
  return (res.body as { session: { access_token: string } }).session.access_token;
};
const fresh = async () => ({
  owner: await login(world.owner.email),
  staff: (await signIn(server, world.staff.input.username, world.staff.input.password)).jwt,
  manager: (await signIn(server, manager.username, manager.password)).jwt,
});
const weekOf = async (jwt: string, week: string) =>
  ZTimesheetWeek.parse(
    (
      await api(server, 'GET', `/api/timesheets/week/?week=${week}&staff_uid=${world.staff.uid}`, {
        jwt,
      })
    ).body,
  );

beforeAll(async () => {
  server = await startTestServer();
  clock = movedClock(server);
  moveTo('2026-11-02T13:00:00Z'); // Monday 08:00 in Toronto
  world = await businessWithStaff(server);
  // Reports further back than Free's 31 days are needed below; billing has its own suites.
  await server.database.db.execute(
    sql`update profiles set plan = 'Pro' where uid = ${world.owner.uid}`,
  );
  second = await addCentre(server, world.owner.jwt, 'Second site');
  // Grace works at both centres; the manager only at the first.
  const both = await api(server, 'PATCH', `/api/businesses/staffs/${world.staff.uid}/`, {
    jwt: world.owner.jwt,
    body: { centre_ids: [world.owner.centre.id, second.id] },
  });
  expect(both.status, JSON.stringify(both.body)).toBe(200);
  const person = await joinedStaff(server, world.owner.code);
  await api(server, 'POST', `/api/businesses/approve/staffs/${person.uid}/`, {
    jwt: world.owner.jwt,
  });
  const made = await api(server, 'PATCH', `/api/businesses/staffs/${person.uid}/`, {
    jwt: world.owner.jwt,
    body: { is_manager: true },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  manager = { uid: person.uid, username: person.input.username, password: person.input.password };

  // Monday: 08:00–12:00 at the first centre, with a break from 11:00 ended by the clock-out.
  await punch(server, world.staff.jwt, punchBody(world.owner.centre, 'clock_in', {}, serverNow()));
  moveTo('2026-11-02T16:00:00Z');
  let jwt = await fresh();
  await punch(server, jwt.staff, punchBody(world.owner.centre, 'break_start', {}, serverNow()));
  moveTo('2026-11-02T17:00:00Z');
  jwt = await fresh();
  await punch(server, jwt.staff, punchBody(world.owner.centre, 'clock_out', {}, serverNow()));
  // Tuesday: 8 hours at the second centre.
  moveTo('2026-11-03T13:00:00Z');
  jwt = await fresh();
  await punch(server, jwt.staff, punchBody(second, 'clock_in', {}, serverNow()));
  moveTo('2026-11-03T21:00:00Z');
  jwt = await fresh();
  await punch(server, jwt.staff, punchBody(second, 'clock_out', {}, serverNow()));
  // Wednesday: clocked in, and out only two days later.
  moveTo('2026-11-04T13:00:00Z');
  jwt = await fresh();
  await punch(server, jwt.staff, punchBody(world.owner.centre, 'clock_in', {}, serverNow()));
  moveTo('2026-11-06T13:00:00Z');
  jwt = await fresh();
  await punch(server, jwt.staff, punchBody(world.owner.centre, 'clock_out', {}, serverNow()));
  moveTo('2026-11-10T15:00:00Z');
});
afterAll(async () => server.close());

describe('hours a review found wrong', () => {
  it('a break ended by the clock-out ends there, also when an edit moves the clock-out later', async () => {
    const jwt = await fresh();
    const before = await weekOf(jwt.owner, '2026-11-02');
    expect(near(before.days[0]!.worked_seconds, 3)).toBe(true);
    const shift = before.days[0]!.shifts[0]!;
    const moved = await api(server, 'POST', '/api/timesheets/edits/', {
      jwt: jwt.owner,
      body: {
        kind: 'move_clock_out',
        shift_id: shift.id,
        ended_at: '2026-11-02T16:00',
        reason: 'Came back after the break and closed up',
      },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const after = ZTimesheetWeek.parse(moved.body).days[0]!;
    expect(near(after.worked_seconds, 7)).toBe(true);
    // Before the fix the break ran on to the moved clock-out: 5 hours instead of 1.
    expect(Math.abs(after.shifts[0]!.break_seconds - 3600) < 60).toBe(true);
  });

  it('a shift closed only after the longest shift counts nothing until an edit sets it', async () => {
    const jwt = await fresh();
    const wednesday = (await weekOf(jwt.owner, '2026-11-02')).days[2]!;
    expect(wednesday.worked_seconds).toBe(0);
    expect(wednesday.shifts[0]!.flags).toContain('missing_clock_out');
    const approve = await api(server, 'POST', '/api/timesheets/approvals/', {
      jwt: jwt.owner,
      body: { week: '2026-11-02', staff_uid: world.staff.uid },
    });
    expect(errorMessage(approve.body)).toMatch(
      /The shift of Wednesday, November 4 has no clock-out/,
    );
  });
});

describe('a manager of one centre', () => {
  it("sees only their centre's shifts of a person who works at two", async () => {
    const jwt = await fresh();
    const theirs = await weekOf(jwt.manager, '2026-11-02');
    expect(theirs.days[1]!.shifts).toEqual([]);
    expect(theirs.days[1]!.worked_seconds).toBe(0);
    const owners = await weekOf(jwt.owner, '2026-11-02');
    expect(near(owners.days[1]!.worked_seconds, 8)).toBe(true);
    const team = ZTeamWeek.parse(
      (await api(server, 'GET', '/api/timesheets/team/?week=2026-11-02', { jwt: jwt.manager }))
        .body,
    );
    expect(team.rows.find((r) => r.staff_uid === world.staff.uid)?.days[1]?.worked_seconds).toBe(0);
    const report = await api(
      server,
      'GET',
      `/api/reports/?from=2026-11-02&to=2026-11-08&business_id=${second.id}`,
      { jwt: jwt.manager },
    );
    expect(report.status).toBe(404);
  });

  it('leaves the approval of a week with hours elsewhere to the owner', async () => {
    const jwt = await fresh();
    // Fix Wednesday first, so the only reason left is the other centre.
    const wednesday = (await weekOf(jwt.owner, '2026-11-02')).days[2]!.shifts[0]!;
    const fixed = await api(server, 'POST', '/api/timesheets/edits/', {
      jwt: jwt.owner,
      body: {
        kind: 'move_clock_out',
        shift_id: wednesday.id,
        ended_at: '2026-11-04T16:00',
        reason: 'Left at 4 pm; forgot to clock out',
      },
    });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    // The late clock-out was flagged (NO_CLOCK_OUT): the owner decides it.
    const queue = await api(server, 'GET', '/api/timeclock/reviews/', { jwt: jwt.owner });
    for (const item of (queue.body as { items: { punch: { id: string } }[] }).items) {
      const decided = await api(server, 'POST', `/api/timeclock/reviews/${item.punch.id}/`, {
        jwt: jwt.owner,
        body: { decision: 'accepted', reason: 'Fixed by an edit' },
      });
      expect(decided.status).toBe(200);
    }
    const res = await api(server, 'POST', '/api/timesheets/approvals/', {
      jwt: jwt.manager,
      body: { week: '2026-11-02', staff_uid: world.staff.uid },
    });
    expect(res.status).toBe(409);
    expect(errorMessage(res.body)).toMatch(/centre you do not manage/);
  });
});

describe('locks', () => {
  it('survive a change of the week start', async () => {
    let jwt = await fresh();
    const approved = await api(server, 'POST', '/api/timesheets/approvals/', {
      jwt: jwt.owner,
      body: { week: '2026-11-02', staff_uid: world.staff.uid },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const rules = await api(server, 'PUT', '/api/timesheets/rules/', {
      jwt: jwt.owner,
      body: { week_start: 7, daily_overtime_hours: 8, weekly_overtime_hours: 40, preset: null },
    });
    expect(rules.status).toBe(200);
    jwt = await fresh();
    // New rules make the approval stale (the hours may count differently): approve again.
    const again = await api(server, 'POST', '/api/timesheets/approvals/', {
      jwt: jwt.owner,
      body: { week: '2026-11-01', staff_uid: world.staff.uid },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const edit = await api(server, 'POST', '/api/timesheets/edits/', {
      jwt: jwt.owner,
      body: {
        kind: 'add_shift',
        staff_uid: world.staff.uid,
        business_id: world.owner.centre.id,
        started_at: '2026-11-05T09:00',
        ended_at: '2026-11-05T12:00',
        break_minutes: 0,
        reason: 'Forgot the app',
      },
    });
    expect(errorCode(edit.body)).toBe('WEEK_LOCKED');
  });

  it('keep the holidays of an approved week as they were', async () => {
    const jwt = await fresh();
    const res = await api(server, 'POST', `/api/businesses/${world.owner.centre.id}/holidays/`, {
      jwt: jwt.owner,
      body: { date: '2026-11-03', name: 'Staff day' },
    });
    expect(res.status).toBe(409);
    expect(errorMessage(res.body)).toMatch(/Unlock it before changing its holidays/);
  });
});

describe('wall-clock times', () => {
  it('refuse a time the clocks skip, and say why', async () => {
    const jwt = await fresh();
    const res = await api(server, 'POST', '/api/timesheets/edits/', {
      jwt: jwt.owner,
      body: {
        kind: 'add_shift',
        staff_uid: world.staff.uid,
        business_id: world.owner.centre.id,
        started_at: '2026-03-08T02:30',
        ended_at: '2026-03-08T06:00',
        break_minutes: 0,
        reason: 'Night shift',
      },
    });
    expect(res.status).toBe(400);
    expect(errorMessage(res.body)).toMatch(
      /March 8, 2026 at 2:30 a\.m\. does not exist in America\/Toronto/,
    );
  });

  it('count a night across the spring-forward change from instants', async () => {
    const jwt = await fresh();
    const res = await api(server, 'POST', '/api/timesheets/edits/', {
      jwt: jwt.owner,
      body: {
        kind: 'add_shift',
        staff_uid: world.staff.uid,
        business_id: world.owner.centre.id,
        started_at: '2026-03-07T22:00',
        ended_at: '2026-03-08T06:00',
        break_minutes: 0,
        reason: 'Night shift',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = ZReport.parse(
      (await api(server, 'GET', '/api/reports/?from=2026-03-07&to=2026-03-08', { jwt: jwt.owner }))
        .body,
    );
    expect(report.totals.worked_seconds).toBe(7 * 3600);
  });
});
