import { and, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t, ZPayPeriod, ZPayPeriodList, ZPaySettings } from '@vh/contracts';
import { auditEvents, payPeriodClosures, shifts } from '../../db/schema/index.ts';
import { api, errorMessage } from '../../testing/factories.ts';
import { movedClock } from '../../testing/moved-clock.ts';
import { addCentre, signIn } from '../../testing/staff.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { businessWithStaff, punch, punchBody } from '../../testing/timeclock.ts';
import { bindPeriodClosure } from '../audit/audit-bindings.ts';

// Weekly pay periods from Monday, November 2, 2026, at a Toronto centre and a Honolulu one:
// Grace works Tuesday the 3rd in Toronto; the period is open until her week is approved and the
// 8th has ended in Honolulu, five hours after Toronto.

let server: TestServer;
let clock: ReturnType<typeof movedClock>;
let world: Awaited<ReturnType<typeof businessWithStaff>>;
let shiftId: string;

const START = '2026-11-02';
// Signed in again at each use: the moved clock outlives a session.
const owner = async () => {
  const res = await api(server, 'POST', '/api/users/auth/login/', {
    body: { email: world.owner.email, password: 'correct horse battery', type: 'email' },
  });
  return (res.body as { session: { access_token: string } }).session.access_token;
};
const staffJwt = async () =>
  (await signIn(server, world.staff.input.username, world.staff.input.password)).jwt;
const period = async () =>
  ZPayPeriod.parse(
    (await api(server, 'GET', `/api/pay/periods/${START}`, { jwt: await owner() })).body,
  );
const listed = async () =>
  ZPayPeriodList.parse((await api(server, 'GET', '/api/pay/periods/', { jwt: await owner() })).body)
    .periods;
const close = async () =>
  api(server, 'POST', `/api/pay/periods/${START}/close`, { jwt: await owner() });
const moveClockOut = async (endedAt: string) =>
  api(server, 'POST', '/api/timesheets/edits/', {
    jwt: await owner(),
    body: { kind: 'move_clock_out', shift_id: shiftId, ended_at: endedAt, reason: 'Left late' },
  });
const closedWords = () =>
  t('errors.payPeriods.closed', {
    from: 'November 2, 2026',
    to: 'November 8, 2026',
  });

beforeAll(async () => {
  server = await startTestServer();
  clock = movedClock(server);
  clock.moveTo('2026-11-03T14:00:00Z'); // Tuesday 09:00 in Toronto
  world = await businessWithStaff(server);
  // A second centre takes a paid plan; billing has its own suites.
  await server.database.db.execute(
    sql`update profiles set plan = 'Pro' where uid = ${world.owner.uid}`,
  );
  const honolulu = await addCentre(server, world.owner.jwt, 'Waikiki Cart');
  await server.database.db.execute(
    sql`update businesses set time_zone = 'Pacific/Honolulu' where id = ${honolulu.id}`,
  );
  await api(server, 'POST', '/api/pay/rates/', {
    jwt: await owner(),
    body: { staff_uid: world.staff.uid, effective_from: '2026-01-01', hourly_rate: '20.00' },
  });
  await punch(server, world.staff.jwt, punchBody(world.owner.centre, 'clock_in', {}, clock.now()));
  clock.moveTo('2026-11-03T22:00:00Z');
  await punch(
    server,
    await staffJwt(),
    punchBody(world.owner.centre, 'clock_out', {}, clock.now()),
  );
  const [shift] = await server.database.db
    .select({ id: shifts.id })
    .from(shifts)
    .where(eq(shifts.staffUid, world.staff.uid));
  shiftId = shift?.id ?? '';
  clock.moveTo('2026-11-05T15:00:00Z');
});
afterAll(async () => server.close());

describe('pay settings', () => {
  it('refuses an anchor that is not a period start, and anyone but the owner changing them', async () => {
    const monthly = await api(server, 'PUT', '/api/pay/settings/', {
      jwt: await owner(),
      body: { period_kind: 'monthly', anchor_date: '2026-11-05', managers_see_rates: false },
    });
    expect(monthly.status).toBe(400);
    expect(errorMessage(monthly.body)).toContain(t('payPeriods.validation.anchorMonthly'));
    const semi = await api(server, 'PUT', '/api/pay/settings/', {
      jwt: await owner(),
      body: { period_kind: 'semi_monthly', anchor_date: '2026-11-15', managers_see_rates: false },
    });
    expect(errorMessage(semi.body)).toContain(t('payPeriods.validation.anchorSemiMonthly'));
    const byStaff = await api(server, 'GET', '/api/pay/settings/', { jwt: await staffJwt() });
    expect(byStaff.status).toBe(403);

    const weekly = await api(server, 'PUT', '/api/pay/settings/', {
      jwt: await owner(),
      body: { period_kind: 'weekly', anchor_date: '2026-10-26', managers_see_rates: false },
    });
    expect(weekly.status, JSON.stringify(weekly.body)).toBe(200);
    expect(ZPaySettings.parse(weekly.body)).toMatchObject({
      period_kind: 'weekly',
      can_edit: true,
    });
  });
});

describe('a pay period', () => {
  it('is open while a week is unapproved, naming the person and the week', async () => {
    const [current] = await listed();
    expect(current).toMatchObject({ start: START, end: '2026-11-08', state: 'open' });
    const name = `${world.staff.input.first_name} ${world.staff.input.last_name}`;
    expect(current?.blockers.map((b) => b.text)).toEqual([
      t('payPeriods.blockers.unapprovedWeek', { week: 'November 2, 2026', name }),
      t('payPeriods.blockers.notEnded', { centre: 'Waikiki Cart' }),
    ]);
    const refused = await close();
    expect(refused.status).toBe(409);
    expect(errorMessage(refused.body)).toBe(
      t('payPeriods.errors.notEnded', { centre: 'Waikiki Cart' }),
    );
  });

  it('closes only once the last day has ended in the latest zone and every week is approved', async () => {
    // Monday 01:00 in Toronto, Sunday 20:00 in Honolulu.
    clock.moveTo('2026-11-09T06:00:00Z');
    const unapproved = await close();
    expect(errorMessage(unapproved.body)).toBe(
      t('payPeriods.errors.notEnded', { centre: 'Waikiki Cart' }),
    );
    clock.moveTo('2026-11-09T12:00:00Z');
    const notApproved = await close();
    expect(notApproved.status).toBe(409);
    expect(errorMessage(notApproved.body)).toContain('November 2, 2026');
    const approved = await api(server, 'POST', '/api/timesheets/approvals/', {
      jwt: await owner(),
      body: { week: START, staff_uid: world.staff.uid },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await period()).state).toBe('ready');

    // Twice at once: one closure, the same answer.
    const [a, b] = await Promise.all([close(), close()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(ZPayPeriod.parse(a.body)).toEqual(ZPayPeriod.parse(b.body));
    const closed = ZPayPeriod.parse(a.body);
    expect(closed.state).toBe('closed');
    // 09:00 to 17:00 at $20.00: $160.00, give or take the seconds the punches took.
    expect(Math.abs((closed.pay?.total_gross_cents ?? 0) - 16_000)).toBeLessThan(10);
    const rows = await server.database.db
      .select()
      .from(payPeriodClosures)
      .where(eq(payPeriodClosures.ownerUid, world.owner.uid));
    expect(rows).toHaveLength(1);
  });

  it('refuses edits, unlocks and holidays on its days, with a sentence naming it', async () => {
    const edit = await moveClockOut('2026-11-03T17:30');
    expect(edit.status).toBe(409);
    expect(errorMessage(edit.body)).toBe(closedWords());
    const unlock = await api(server, 'POST', '/api/timesheets/approvals/unlock/', {
      jwt: await owner(),
      body: { week: START, staff_uid: world.staff.uid, reason: 'Fix a shift' },
    });
    expect(unlock.status).toBe(409);
    expect(errorMessage(unlock.body)).toBe(closedWords());
    const holiday = await api(
      server,
      'POST',
      `/api/businesses/${world.owner.centre.id}/holidays/`,
      {
        jwt: await owner(),
        body: { date: '2026-11-04', name: 'Founders Day' },
      },
    );
    expect(holiday.status).toBe(409);
    expect(errorMessage(holiday.body)).toBe(closedWords());
    // Settings whose periods would cut through it are refused, naming it.
    const settings = await api(server, 'PUT', '/api/pay/settings/', {
      jwt: await owner(),
      body: { period_kind: 'biweekly', anchor_date: '2026-11-09', managers_see_rates: false },
    });
    expect(settings.status).toBe(409);
    expect(errorMessage(settings.body)).toContain('November 2, 2026 to November 8, 2026');
  });

  it('records a punch landing in it, marks it changed since closed and keeps its closed total', async () => {
    const before = await period();
    // Thursday the 5th, as a device whose punches arrive late would leave them.
    clock.moveTo('2026-11-05T14:00:00Z');
    const inAt = await punch(
      server,
      await staffJwt(),
      punchBody(world.owner.centre, 'clock_in', {}, clock.now()),
    );
    expect(inAt.status).toBe(201);
    clock.moveTo('2026-11-05T16:00:00Z');
    await punch(
      server,
      await staffJwt(),
      punchBody(world.owner.centre, 'clock_out', {}, clock.now()),
    );
    clock.moveTo('2026-11-09T13:00:00Z');
    const after = await period();
    expect(after).toMatchObject({ state: 'closed', changed_since_closed: true });
    expect(after.pay?.total_gross_cents).toBe(before.pay?.total_gross_cents);
    expect((await listed())[1]).toMatchObject({ start: START, changed_since_closed: true });
  });

  it('reopens with a reason, then takes edits again; each change bound to the audit chain', async () => {
    const noReason = await api(server, 'POST', `/api/pay/periods/${START}/reopen`, {
      jwt: await owner(),
      body: { reason: '  ' },
    });
    expect(noReason.status).toBe(400);
    const reopened = await api(server, 'POST', `/api/pay/periods/${START}/reopen`, {
      jwt: await owner(),
      body: { reason: 'A late punch on Thursday' },
    });
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect(ZPayPeriod.parse(reopened.body).state).not.toBe('closed');
    const unlock = await api(server, 'POST', '/api/timesheets/approvals/unlock/', {
      jwt: await owner(),
      body: { week: START, staff_uid: world.staff.uid, reason: 'Fix a shift' },
    });
    expect(unlock.status, JSON.stringify(unlock.body)).toBe(200);
    const edit = await moveClockOut('2026-11-03T17:30');
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);

    const { db } = server.database;
    const [row] = await db
      .select()
      .from(payPeriodClosures)
      .where(eq(payPeriodClosures.ownerUid, world.owner.uid));
    expect(row?.reopenReason).toBe('A late punch on Thursday');
    const entries = await db
      .select({ action: auditEvents.action, data: auditEvents.data })
      .from(auditEvents)
      .where(and(eq(auditEvents.ownerUid, world.owner.uid)));
    const bound = (action: string) =>
      entries.filter((e) => e.action === action).map((e) => (e.data as { bound: unknown }).bound);
    const closing = bindPeriodClosure({ ...row!, reopenedAt: null, reopenReason: null });
    expect(bound('pay_period.close')).toEqual([[JSON.parse(JSON.stringify(closing))]]);
    expect(bound('pay_period.reopen')).toEqual([
      [JSON.parse(JSON.stringify(bindPeriodClosure(row!)))],
    ]);
    expect(bound('pay_settings.update')).toHaveLength(1);
  });
});
