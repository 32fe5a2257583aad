import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZApproveResponse,
  ZCorrection,
  ZCorrectionList,
  ZPunchResponse,
  ZReport,
  ZTeamWeek,
  ZTimesheetWeek,
  type TTimesheetWeek,
} from '@vh/contracts';
import { api, errorCode, errorMessage } from '../../testing/factories.ts';
import { joinedStaff, signIn } from '../../testing/staff.ts';
import { movedClock, near } from '../../testing/moved-clock.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import {
  businessWithStaff,
  checkChain,
  noLocationBody,
  punch,
  punchBody,
} from '../../testing/timeclock.ts';

// A week of real punches in Toronto, closed the way an owner closes it: review the flag, fix the
// missed clock-out with a reason, approve and lock; the staff member then sees what changed.

let server: TestServer;
let clock: ReturnType<typeof movedClock>;
const serverNow = () => clock.now();
const moveTo = (iso: string) => clock.moveTo(iso);

let world: Awaited<ReturnType<typeof businessWithStaff>>;
/** New tokens: a moved clock outruns the old ones' expiry. */
const fresh = async () => {
  const owner = await api(server, 'POST', '/api/users/auth/login/', {
    body: { email: world.owner.email, password: 'correct horse battery', type: 'email' },
  });
  return {
    owner: (owner.body as { session: { access_token: string } }).session.access_token,
    staff: (await signIn(server, world.staff.input.username, world.staff.input.password)).jwt,
  };
};

beforeAll(async () => {
  server = await startTestServer();
  clock = movedClock(server);
  // Monday 9 November 2026, 08:00 in Toronto.
  moveTo('2026-11-09T13:00:00Z');
  world = await businessWithStaff(server);
});
afterAll(async () => server.close());

const week = (jwt: string, query = '') =>
  api(server, 'GET', `/api/timesheets/week/${query}`, { jwt });

describe('closing a week', () => {
  let flaggedPunchId = '';
  let openShiftId = '';

  it('counts a punched day and shows a missing clock-out', async () => {
    const centre = world.owner.centre;
    expect(
      (await punch(server, world.staff.jwt, punchBody(centre, 'clock_in', {}, serverNow()))).status,
    ).toBe(201);
    moveTo('2026-11-09T22:00:00Z'); // 17:00, nine hours later
    let jwt = await fresh();
    expect(
      (await punch(server, jwt.staff, punchBody(centre, 'clock_out', {}, serverNow()))).status,
    ).toBe(201);
    // Tuesday: clocked in without a position, and never clocked out.
    moveTo('2026-11-10T13:00:00Z');
    jwt = await fresh();
    const body = { ...noLocationBody(centre, 'clock_in'), client_time: serverNow().toISOString() };
    const made = ZPunchResponse.parse((await punch(server, jwt.staff, body)).body);
    flaggedPunchId = made.punch.id;
    openShiftId = made.punch.shift_id;

    moveTo('2026-11-16T15:00:00Z'); // the next Monday
    jwt = await fresh();
    const res = await week(jwt.owner, `?week=2026-11-11&staff_uid=${world.staff.uid}`);
    expect(res.status).toBe(200);
    const sheet = ZTimesheetWeek.parse(res.body);
    expect(sheet.week_start).toBe('2026-11-09');
    // Punches land a few seconds after the moved clock: hours are checked to the minute.
    expect(near(sheet.days[0]!.worked_seconds, 9)).toBe(true);
    expect(sheet.days[0]!.regular_seconds).toBe(8 * 3600);
    expect(near(sheet.days[0]!.overtime_seconds, 1)).toBe(true);
    const tuesday = sheet.days[1]!.shifts[0]!;
    expect(tuesday.flags).toEqual(expect.arrayContaining(['unreviewed', 'missing_clock_out']));
    expect(tuesday.worked_seconds).toBe(0);
    expect(sheet.locked).toBe(false);

    const team = ZTeamWeek.parse(
      (await api(server, 'GET', '/api/timesheets/team/?week=2026-11-09', { jwt: jwt.owner })).body,
    );
    const row = team.rows.find((r) => r.staff_uid === world.staff.uid)!;
    expect(row.days.map((d) => d.flagged)).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(near(row.totals.worked_seconds, 9)).toBe(true);
  });

  it('refuses to approve while a clock-out is missing, and says why', async () => {
    const jwt = await fresh();
    const res = await api(server, 'POST', '/api/timesheets/approvals/', {
      jwt: jwt.owner,
      body: { week: '2026-11-09', staff_uid: world.staff.uid },
    });
    expect(res.status).toBe(409);
    // Left open for days: a forgotten clock-out, named by its day as the screens write it.
    expect(errorMessage(res.body)).toMatch(/^The shift of Tuesday, November 10 has no clock-out/);
  });

  it('needs a written reason for an edit', async () => {
    const jwt = await fresh();
    for (const reason of ['', '   ', 'a\u0000b']) {
      const res = await api(server, 'POST', '/api/timesheets/edits/', {
        jwt: jwt.owner,
        body: {
          kind: 'move_clock_out',
          shift_id: openShiftId,
          ended_at: '2026-11-10T17:00',
          reason,
        },
      });
      expect(res.status).toBe(400);
    }
  });

  it('fixes the missed clock-out with a reason, keeping the punches', async () => {
    const jwt = await fresh();
    const res = await api(server, 'POST', '/api/timesheets/edits/', {
      jwt: jwt.owner,
      body: {
        kind: 'move_clock_out',
        shift_id: openShiftId,
        ended_at: '2026-11-10T16:30',
        reason: 'Forgot to clock out; closed the shop at 4:30',
      },
    });
    expect(res.status).toBe(200);
    const sheet = ZTimesheetWeek.parse(res.body);
    const shift = sheet.days[1]!.shifts[0]!;
    expect(shift.source).toBe('edited');
    expect(near(shift.worked_seconds, 8.5)).toBe(true);
    expect(shift.punches.map((p) => p.id)).toEqual([flaggedPunchId]);
    expect(shift.edits[0]).toMatchObject({
      kind: 'move_clock_out',
      reason: 'Forgot to clock out; closed the shop at 4:30',
      before: { ended_at: null },
    });
    // The person can clock in again: the open shift is closed at the edited time.
    const status = await api(server, 'GET', '/api/timeclock/status/', { jwt: jwt.staff });
    expect((status.body as { shift: unknown }).shift).toBeNull();
  });

  it('approves once the flag is reviewed, then locks the week', async () => {
    let jwt = await fresh();
    const blocked = await api(server, 'POST', '/api/timesheets/approvals/', {
      jwt: jwt.owner,
      body: { week: '2026-11-09', staff_uid: world.staff.uid },
    });
    expect(errorMessage(blocked.body)).toMatch(
      /^1 punch still needs review before approving: accept or reject it first\./,
    );
    const reviewed = await api(server, 'POST', `/api/timeclock/reviews/${flaggedPunchId}/`, {
      jwt: jwt.owner,
      body: { decision: 'accepted', reason: 'Phone had location off; manager saw her arrive' },
    });
    expect(reviewed.status).toBe(200);
    const approved = await api(server, 'POST', '/api/timesheets/approvals/', {
      jwt: jwt.owner,
      body: { week: '2026-11-09', business_id: world.owner.centre.id },
    });
    expect(approved.status).toBe(200);
    expect(ZApproveResponse.parse(approved.body).approved.map((a) => a.staff_uid)).toEqual([
      world.staff.uid,
    ]);
    const edit = await api(server, 'POST', '/api/timesheets/edits/', {
      jwt: jwt.owner,
      body: {
        kind: 'add_shift',
        staff_uid: world.staff.uid,
        business_id: world.owner.centre.id,
        started_at: '2026-11-12T09:00',
        ended_at: '2026-11-12T13:00',
        break_minutes: 0,
        reason: 'Worked the morning without the app',
      },
    });
    expect(edit.status).toBe(409);
    expect(errorCode(edit.body)).toBe('WEEK_LOCKED');
    expect(errorMessage(edit.body)).toMatch(/approved and locked/);
    jwt = await fresh();
    const again = await api(server, 'POST', '/api/timesheets/approvals/', {
      jwt: jwt.owner,
      body: { week: '2026-11-09', staff_uid: world.staff.uid },
    });
    expect(errorMessage(again.body)).toMatch(/already approved/);
  });

  it('shows the staff member the edit, who made it and why', async () => {
    const jwt = await fresh();
    const sheet = ZTimesheetWeek.parse((await week(jwt.staff, '?week=2026-11-09')).body);
    expect(sheet.locked).toBe(true);
    expect(sheet.can_manage).toBe(false);
    const edit = sheet.days[1]!.shifts[0]!.edits[0]!;
    expect(edit.editor_name).not.toBe('');
    expect(edit.reason).toBe('Forgot to clock out; closed the shop at 4:30');
    expect(near(sheet.totals.worked_seconds, 17.5)).toBe(true);
  });

  it('unlocks only for the owner and with a reason, and the chain still verifies', async () => {
    let jwt = await fresh();
    const noReason = await api(server, 'POST', '/api/timesheets/approvals/unlock/', {
      jwt: jwt.owner,
      body: { week: '2026-11-09', staff_uid: world.staff.uid, reason: '' },
    });
    expect(noReason.status).toBe(400);
    const staffTry = await api(server, 'POST', '/api/timesheets/approvals/unlock/', {
      jwt: jwt.staff,
      body: { week: '2026-11-09', staff_uid: world.staff.uid, reason: 'please' },
    });
    expect(staffTry.status).toBe(403);
    const unlocked = await api(server, 'POST', '/api/timesheets/approvals/unlock/', {
      jwt: jwt.owner,
      body: {
        week: '2026-11-09',
        staff_uid: world.staff.uid,
        reason: 'Payroll found a missing shift',
      },
    });
    expect(unlocked.status).toBe(200);
    expect((unlocked.body as TTimesheetWeek).locked).toBe(false);
    jwt = await fresh();
    const { report } = await checkChain(server, world.owner.centre.id, jwt.owner);
    expect(report?.ok).toBe(true);
  });
});

describe('edits', () => {
  const edit = async (body: Record<string, unknown>, who: 'owner' | 'staff' = 'owner') =>
    api(server, 'POST', '/api/timesheets/edits/', { jwt: (await fresh())[who], body });
  const add = (started_at: string, ended_at: string, extra: Record<string, unknown> = {}) =>
    edit({
      kind: 'add_shift',
      staff_uid: world.staff.uid,
      business_id: world.owner.centre.id,
      started_at,
      ended_at,
      break_minutes: 30,
      reason: 'Missed shift',
      ...extra,
    });

  it('adds a missed shift with its break, then splits and moves it', async () => {
    const added = await add('2026-11-12T09:00', '2026-11-12T17:30');
    expect(added.status).toBe(200);
    const day = ZTimesheetWeek.parse(added.body).days[3]!;
    expect(day.worked_seconds).toBe(8 * 3600);
    const id = day.shifts[0]!.id;
    const split = await edit({
      kind: 'split_shift',
      shift_id: id,
      split_at: '2026-11-12T12:00',
      resume_at: '2026-11-12T13:00',
      reason: 'Went home for lunch',
    });
    expect(split.status).toBe(200);
    const parts = ZTimesheetWeek.parse(split.body).days[3]!.shifts;
    expect(parts).toHaveLength(2);
    const moved = await edit({
      kind: 'move_clock_in',
      shift_id: parts[1]!.id,
      started_at: '2026-11-12T13:30',
      reason: 'Came back later',
    });
    const history = ZTimesheetWeek.parse(moved.body).days[3]!.shifts[1]!.edits;
    expect(history.map((e) => e.kind)).toEqual(['add_shift', 'split_shift', 'move_clock_in']);
    // The superseded part can no longer be edited: someone changed it since.
    const stale = await edit({
      kind: 'move_clock_in',
      shift_id: parts[1]!.id,
      started_at: '2026-11-12T13:15',
      reason: 'x',
    });
    expect(stale.status).toBe(409);
  });

  it('refuses bad edits with clear messages', async () => {
    const cases: [Promise<{ status: number; body: unknown }>, number, RegExp][] = [
      [add('2026-11-13T17:00', '2026-11-13T09:00'), 400, /after the clock-in/],
      [add('2026-11-13T09:00', '2026-11-14T12:00'), 400, /at most 24 hours/],
      [add('2026-12-30T09:00', '2026-12-30T12:00'), 400, /future/],
      [add('2026-11-13T09:00', '2026-11-13T09:20'), 400, /break must be shorter/],
      [add('2026-11-09T10:00', '2026-11-09T11:00', { break_minutes: 0 }), 409, /overlap/],
      [add('2026-02-30T10:00', '2026-02-30T11:00'), 400, /exists/],
      [
        add('2026-11-13T09:00', '2026-11-13T12:00', { reason: 'x'.repeat(501) }),
        400,
        /at most 500/,
      ],
      [
        add('2026-11-13T09:00', '2026-11-13T12:00', { business_id: crypto.randomUUID() }),
        404,
        /no such business centre/,
      ],
      [
        add('2026-11-13T09:00', '2026-11-13T12:00', {}).then(() => edit({ kind: 'nap' })),
        400,
        /kind must be/,
      ],
      [
        edit({
          kind: 'move_clock_in',
          shift_id: crypto.randomUUID(),
          started_at: '2026-11-13T09:00',
          reason: 'x',
        }),
        404,
        /no such shift/,
      ],
    ];
    for (const [request, status, message] of cases) {
      const res = await request;
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(errorMessage(res.body)).toMatch(message);
    }
  });

  it('is for owners and managers only; another business sees nothing', async () => {
    const own = await edit(
      {
        kind: 'add_shift',
        staff_uid: world.staff.uid,
        business_id: world.owner.centre.id,
        started_at: '2026-11-14T09:00',
        ended_at: '2026-11-14T10:00',
        break_minutes: 0,
        reason: 'I worked',
      },
      'staff',
    );
    expect(own.status).toBe(403);
    const other = await businessWithStaff(server);
    const res = await api(server, 'GET', `/api/timesheets/week/?staff_uid=${world.staff.uid}`, {
      jwt: other.owner.jwt,
    });
    expect(res.status).toBe(404);
    const theirs = await api(
      server,
      'GET',
      `/api/timesheets/team/?business_id=${world.owner.centre.id}`,
      {
        jwt: other.owner.jwt,
      },
    );
    expect(theirs.status).toBe(404);
  });
});

describe('correction requests', () => {
  it('go from the staff member to the review queue and back with an answer', async () => {
    let jwt = await fresh();
    const asked = await api(server, 'POST', '/api/timesheets/corrections/', {
      jwt: jwt.staff,
      body: {
        shift_id: null,
        date: '2026-11-13',
        business_id: world.owner.centre.id,
        message: 'I worked 9 to 5 on Friday but the app was down',
      },
    });
    expect(asked.status).toBe(201);
    const request = ZCorrection.parse(asked.body);
    const queue = ZCorrectionList.parse(
      (await api(server, 'GET', '/api/timesheets/corrections/', { jwt: jwt.owner })).body,
    );
    expect(queue.items.map((i) => i.id)).toContain(request.id);
    const answered = await api(
      server,
      'POST',
      `/api/timesheets/corrections/${request.id}/resolve/`,
      {
        jwt: jwt.owner,
        body: { status: 'done', reason: 'Added the shift' },
      },
    );
    expect(ZCorrection.parse(answered.body).status).toBe('done');
    jwt = await fresh();
    const mine = ZCorrectionList.parse(
      (await api(server, 'GET', '/api/timesheets/corrections/', { jwt: jwt.staff })).body,
    );
    expect(mine.items[0]).toMatchObject({ status: 'done', resolution_reason: 'Added the shift' });
    const twice = await api(server, 'POST', `/api/timesheets/corrections/${request.id}/resolve/`, {
      jwt: jwt.owner,
      body: { status: 'declined', reason: 'no' },
    });
    expect(twice.status).toBe(409);
  });

  it('refuses a shift or centre that is not the caller’s', async () => {
    const jwt = await fresh();
    const other = await businessWithStaff(server);
    const res = await api(server, 'POST', '/api/timesheets/corrections/', {
      jwt: jwt.staff,
      body: {
        shift_id: null,
        date: '2026-11-13',
        business_id: other.owner.centre.id,
        message: 'x',
      },
    });
    expect(res.status).toBe(404);
  });
});

describe('reports', () => {
  it('total the week and refuse what the caller may not see', async () => {
    const jwt = await fresh();
    const res = await api(server, 'GET', '/api/reports/?from=2026-11-09&to=2026-11-15', {
      jwt: jwt.owner,
    });
    expect(res.status).toBe(200);
    const report = ZReport.parse(res.body);
    const sheet = ZTimesheetWeek.parse(
      (await week(jwt.owner, `?week=2026-11-09&staff_uid=${world.staff.uid}`)).body,
    );
    expect(report.totals.worked_seconds).toBe(sheet.totals.worked_seconds);
    expect(report.totals.overtime_seconds).toBe(sheet.totals.overtime_seconds);
    expect(report.people[0]?.staff_uid).toBe(world.staff.uid);
    expect(report.totals.flagged_punches).toBe(1);
    expect(report.flags.some((f) => f.kind === 'edited_shift' && f.week === '2026-11-09')).toBe(
      true,
    );

    const bad: [string, number, RegExp][] = [
      ['?from=2026-11-15&to=2026-11-09', 400, /on or after the start/],
      ['?from=2016-01-01&to=2026-01-01', 400, /at most 366 days/],
      ['?from=2026-11-01&to=2026-13-01', 400, /date/],
      ['?from=2026-10-01&to=2026-11-15', 403, /last 31 days/],
    ];
    for (const [query, status, message] of bad) {
      const r = await api(server, 'GET', `/api/reports/${query}`, { jwt: jwt.owner });
      expect(r.status, query).toBe(status);
      expect(errorMessage(r.body)).toMatch(message);
    }
    const staff = await api(server, 'GET', '/api/reports/?from=2026-11-09&to=2026-11-15', {
      jwt: jwt.staff,
    });
    expect(staff.status).toBe(403);
  });

  it("a manager sees their centre's report and not another centre's", async () => {
    const jwt = await fresh();
    const second = await api(server, 'POST', '/api/businesses/', {
      jwt: jwt.owner,
      body: {
        name: 'Second site',
        street: '1 Yonge St',
        city: 'Toronto',
        province: 'ON',
        country: 'Canada',
        time_zone: 'America/Toronto',
        latitude: 43.64,
        longitude: -79.37,
      },
    });
    const secondId = (second.body as { id?: string }).id;
    const manager = await joinedStaff(server, world.owner.code);
    await api(server, 'POST', `/api/businesses/approve/staffs/${manager.uid}/`, { jwt: jwt.owner });
    const made = await api(server, 'PUT', `/api/businesses/staffs/${manager.uid}/`, {
      jwt: jwt.owner,
      body: { is_manager: true },
    });
    void made;
    const session = await signIn(server, manager.input.username, manager.input.password);
    const mine = await api(
      server,
      'GET',
      `/api/reports/?from=2026-11-09&to=2026-11-15&business_id=${world.owner.centre.id}`,
      { jwt: session.jwt },
    );
    const other = await api(
      server,
      'GET',
      `/api/reports/?from=2026-11-09&to=2026-11-15&business_id=${secondId ?? crypto.randomUUID()}`,
      { jwt: session.jwt },
    );
    if (mine.status === 200) expect(other.status).toBe(404);
    else expect([403, 404]).toContain(other.status);
  });
});

describe('a week approved while it is still going on', () => {
  it('stops locking when a punch arrives after the approval, and can be approved again', async () => {
    const centre = world.owner.centre;
    moveTo('2026-11-18T14:00:00Z'); // Wednesday 09:00
    let jwt = await fresh();
    await punch(server, jwt.staff, punchBody(centre, 'clock_in', {}, serverNow()));
    moveTo('2026-11-18T15:00:00Z');
    jwt = await fresh();
    await punch(server, jwt.staff, punchBody(centre, 'clock_out', {}, serverNow()));
    const approve = () =>
      api(server, 'POST', '/api/timesheets/approvals/', {
        jwt: jwt.owner,
        body: { week: '2026-11-18', staff_uid: world.staff.uid },
      });
    expect((await approve()).status).toBe(200);
    const view = async () =>
      ZTimesheetWeek.parse(
        (await week(jwt.owner, `?week=2026-11-18&staff_uid=${world.staff.uid}`)).body,
      );
    expect((await view()).locked).toBe(true);

    moveTo('2026-11-19T14:00:00Z'); // Thursday: she clocks in again
    jwt = await fresh();
    await punch(server, jwt.staff, punchBody(centre, 'clock_in', {}, serverNow()));
    const stale = await view();
    expect(stale.locked).toBe(false);
    expect(stale.approval?.stale).toBe(true);
    // Still clocked in: approving again waits for the clock-out, and says she is at work now.
    const refused = errorMessage((await approve()).body);
    expect(refused).toMatch(
      /is still clocked in \(since Thursday, November 19 at \d{1,2}:00 [ap]\.m\.\)\. Approve the week after they clock out, or set the clock-out\./,
    );
    expect(refused).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    moveTo('2026-11-19T18:00:00Z');
    jwt = await fresh();
    await punch(server, jwt.staff, punchBody(centre, 'clock_out', {}, serverNow()));
    expect((await approve()).status).toBe(200);
    const again = await view();
    expect(again.locked).toBe(true);
    expect(again.approval?.stale).toBe(false);
  });

  it('refuses a week that has not started', async () => {
    const jwt = await fresh();
    const res = await api(server, 'POST', '/api/timesheets/approvals/', {
      jwt: jwt.owner,
      body: { week: '2026-12-07', staff_uid: world.staff.uid },
    });
    expect(res.status).toBe(409);
    expect(errorMessage(res.body)).toMatch(
      /^The week of [A-Z][a-z]+ \d{1,2}, 2026 has not started/,
    );
  });
});
