import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZToday, type TCentre, type TToday } from '@vh/contracts';
import { api, errorCode } from '../../testing/factories.ts';
import { movedClock, near } from '../../testing/moved-clock.ts';
import { addCentre, joinedStaff, ownerWithCentre, signIn } from '../../testing/staff.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { noLocationBody, punch, punchBody } from '../../testing/timeclock.ts';

// The Today panel's data: an owner with two centres, staff clocked in at both, a manager of the
// first; what each of them may see, the counts of what waits, and the weeks' hours.

let server: TestServer;
let clock: ReturnType<typeof movedClock>;

beforeAll(async () => {
  server = await startTestServer();
  clock = movedClock(server);
  // Wednesday 14 October 2026, 10:00 in Toronto; the hours test moves on from there.
  clock.moveTo('2026-10-14T14:00:00Z');
});
afterAll(async () => server.close());

const today = (jwt: string) => api(server, 'GET', '/api/today/', { jwt });

async function todayOf(jwt: string): Promise<TToday> {
  const res = await today(jwt);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZToday.parse(res.body);
}

/** A punch sent now by the moved clock, so the device's time agrees with the server's. */
async function punchAt(jwt: string, centre: TCentre, type: Parameters<typeof punchBody>[1]) {
  const res = await punch(server, jwt, punchBody(centre, type, {}, clock.now()));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

/** Someone who joined with `code`, approved by `ownerJwt`, signed in again with full access. */
async function approvedStaff(ownerJwt: string, code: string, firstName: string) {
  const joined = await joinedStaff(server, code, { first_name: firstName });
  const approved = await api(server, 'POST', `/api/businesses/approve/staffs/${joined.uid}/`, {
    jwt: ownerJwt,
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  const session = await signIn(server, joined.input.username, joined.input.password);
  return { ...joined, jwt: session.jwt };
}

/** An owner on Pro (two centres), each centre with people in: the scope tests' world. */
async function twoCentres() {
  const owner = await ownerWithCentre(server);
  await server.database.db.execute(
    sql`update profiles set plan = 'Pro' where uid = ${owner.uid}::uuid`,
  );
  const second = await addCentre(server, owner.jwt, 'Queen Street');
  const first = owner.centre;
  const ada = await approvedStaff(owner.jwt, owner.code, 'Ada');
  const alan = await approvedStaff(owner.jwt, owner.code, 'Alan');
  const barbara = await approvedStaff(owner.jwt, second.invite?.code ?? '', 'Barbara');
  const manager = await approvedStaff(owner.jwt, owner.code, 'Margaret');
  const made = await api(server, 'PATCH', `/api/businesses/staffs/${manager.uid}/`, {
    jwt: owner.jwt,
    body: { is_manager: true },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const managerJwt = (await signIn(server, manager.input.username, manager.input.password)).jwt;

  await punchAt(ada.jwt, first, 'clock_in');
  await punchAt(barbara.jwt, second, 'clock_in');
  await punchAt(barbara.jwt, second, 'break_start');
  // Alan's phone shares no position: in, and flagged for review.
  const flagged = await punch(server, alan.jwt, {
    ...noLocationBody(first, 'clock_in'),
    client_time: clock.now().toISOString(),
  });
  expect(flagged.status).toBe(201);
  return { owner, first, second, ada, alan, barbara, managerJwt };
}

describe('GET /api/today/: who is in', () => {
  it('shows the owner everyone in and on a break at all their centres, with centre and since', async () => {
    const w = await twoCentres();
    const day = await todayOf(w.owner.jwt);
    expect(day.in_now.map((p) => p.staff_uid).sort()).toEqual([w.ada.uid, w.alan.uid].sort());
    expect(day.on_break.map((p) => p.staff_uid)).toEqual([w.barbara.uid]);
    const ada = day.in_now.find((p) => p.staff_uid === w.ada.uid)!;
    expect(ada).toMatchObject({
      name: 'Ada Hopper',
      business_id: w.first.id,
      business_name: w.first.name,
      time_zone: 'America/Toronto',
    });
    expect(Math.abs(Date.parse(ada.since) - clock.now().getTime())).toBeLessThan(60_000);
    expect(day.on_break[0]!.business_name).toBe('Queen Street');
  });

  it("shows a manager only their own centre's people, and nothing of another owner's", async () => {
    const w = await twoCentres();
    const elsewhere = await twoCentres();
    const day = await todayOf(w.managerJwt);
    expect(day.in_now.map((p) => p.staff_uid).sort()).toEqual([w.ada.uid, w.alan.uid].sort());
    // Barbara is at the second centre, which the manager does not look after.
    expect(day.on_break).toEqual([]);
    const everyone = [...day.in_now, ...day.on_break].map((p) => p.staff_uid);
    for (const stranger of [elsewhere.ada, elsewhere.alan, elsewhere.barbara]) {
      expect(everyone).not.toContain(stranger.uid);
    }
    expect(day.counts.review).toBe(1);
  });

  it('leaves out a centre the owner turned off', async () => {
    const w = await twoCentres();
    await punchAt(w.barbara.jwt, w.second, 'break_end');
    const off = await api(server, 'POST', `/api/businesses/${w.second.id}/deactivate/`, {
      jwt: w.owner.jwt,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const day = await todayOf(w.owner.jwt);
    expect([...day.in_now, ...day.on_break].map((p) => p.staff_uid)).not.toContain(w.barbara.uid);
  });

  it('refuses staff (403) and anyone not signed in (401)', async () => {
    const w = await twoCentres();
    const staff = await today(w.ada.jwt);
    expect(staff.status).toBe(403);
    expect(errorCode(staff.body)).toBe('FORBIDDEN');
    const anonymous = await api(server, 'GET', '/api/today/');
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /api/today/: what waits', () => {
  it('counts flagged punches, open correction requests and people waiting for approval', async () => {
    const w = await twoCentres();
    expect((await todayOf(w.owner.jwt)).counts).toEqual({
      review: 1,
      corrections: 0,
      approvals: 0,
    });

    // Two people join and wait, one at each centre; Barbara asks for a correction.
    await joinedStaff(server, w.owner.code);
    await joinedStaff(server, w.second.invite?.code ?? '');
    const asked = await api(server, 'POST', '/api/timesheets/corrections/', {
      jwt: w.barbara.jwt,
      body: {
        shift_id: null,
        date: '2026-10-12',
        business_id: w.second.id,
        message: 'I worked 9 to 5 on Monday but forgot to clock in',
      },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    // Barbara's break ends with no position: a second flagged punch, at the second centre.
    const flagged = await punch(server, w.barbara.jwt, {
      ...noLocationBody(w.second, 'break_end'),
      client_time: clock.now().toISOString(),
    });
    expect(flagged.status).toBe(201);

    expect((await todayOf(w.owner.jwt)).counts).toEqual({
      review: 2,
      corrections: 1,
      approvals: 2,
    });
    // The manager of the first centre: Alan's flag and the person waiting there, nothing else.
    expect((await todayOf(w.managerJwt)).counts).toEqual({
      review: 1,
      corrections: 0,
      approvals: 1,
    });

    // Deciding on the flag takes it off the count, as it leaves the review queue.
    const queue = (await api(server, 'GET', '/api/timeclock/reviews/', { jwt: w.managerJwt }))
      .body as { items: { punch: { id: string } }[] };
    const decided = await api(
      server,
      'POST',
      `/api/timeclock/reviews/${queue.items[0]!.punch.id}/`,
      { jwt: w.managerJwt, body: { decision: 'accepted', reason: 'Saw him come in' } },
    );
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect((await todayOf(w.managerJwt)).counts.review).toBe(0);
    expect((await todayOf(w.owner.jwt)).counts.review).toBe(1);
  });
});

describe('GET /api/today/: hours', () => {
  it('counts this week so far and all of last week, weeks as the timesheets count them', async () => {
    const owner = await ownerWithCentre(server);
    const centre = owner.centre;
    const grace = await approvedStaff(owner.jwt, owner.code, 'Grace');
    const relogin = async () => ({
      owner: (
        await api(server, 'POST', '/api/users/auth/login/', {
          body: { email: owner.email, password: 'correct horse battery', type: 'email' },
        })
      ).body as { session: { access_token: string } },
      staff: (await signIn(server, grace.input.username, grace.input.password)).jwt,
    });

    // Last week: Monday 19 October 2026, 09:00 to 17:00 in Toronto, with a 30-minute break.
    clock.moveTo('2026-10-19T13:00:00Z');
    let jwt = await relogin();
    await punchAt(jwt.staff, centre, 'clock_in');
    clock.moveTo('2026-10-19T16:00:00Z');
    jwt = await relogin();
    await punchAt(jwt.staff, centre, 'break_start');
    clock.moveTo('2026-10-19T16:30:00Z');
    await punchAt(jwt.staff, centre, 'break_end');
    clock.moveTo('2026-10-19T21:00:00Z');
    jwt = await relogin();
    await punchAt(jwt.staff, centre, 'clock_out');

    // This week: in on Tuesday 27 October at 09:00, still in at noon.
    clock.moveTo('2026-10-27T13:00:00Z');
    jwt = await relogin();
    await punchAt(jwt.staff, centre, 'clock_in');
    clock.moveTo('2026-10-27T16:00:00Z');
    jwt = await relogin();

    const day = await todayOf(jwt.owner.session.access_token);
    expect(day.hours.this_week).toMatchObject({ start: '2026-10-26', end: '2026-11-01' });
    expect(day.hours.last_week).toMatchObject({ start: '2026-10-19', end: '2026-10-25' });
    expect(near(day.hours.this_week.worked_seconds, 3)).toBe(true);
    expect(near(day.hours.last_week.worked_seconds, 7.5)).toBe(true);
    // Two hours on (past TODAY.hoursFreshMs), the week has grown by them.
    clock.moveTo('2026-10-27T18:00:00Z');
    jwt = await relogin();
    const later = await todayOf(jwt.owner.session.access_token);
    expect(near(later.hours.this_week.worked_seconds, 5)).toBe(true);
    expect(later.hours.last_week.worked_seconds).toBe(day.hours.last_week.worked_seconds);

    // The same totals as the team timesheet of each week.
    for (const [week, worked] of [
      ['2026-10-26', later.hours.this_week.worked_seconds],
      ['2026-10-19', day.hours.last_week.worked_seconds],
    ] as const) {
      const team = await api(server, 'GET', `/api/timesheets/team/?week=${week}`, {
        jwt: jwt.owner.session.access_token,
      });
      expect(
        Math.abs(
          (team.body as { totals: { worked_seconds: number } }).totals.worked_seconds - worked,
        ),
      ).toBeLessThan(60);
    }
  });
});
