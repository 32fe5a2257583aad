import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEVICE_TIME_HEADER,
  t,
  ZClockStatus,
  ZPayPeriod,
  ZPayPeriodList,
  ZPunch,
  ZPunchResponse,
  ZReceiptKeys,
  ZReviewQueue,
  ZShiftList,
  ZTimesheetWeek,
  type TPunchResponse,
} from '@vh/contracts';
import { punches, shifts } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/sql-helpers.ts';
import { api, errorMessage } from '../../testing/factories.ts';
import { movedClock, near } from '../../testing/moved-clock.ts';
import { signIn } from '../../testing/staff.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { bindShift } from '../audit/audit-bindings.ts';
import { appendAllAfter, lockChainHead } from '../audit/audit-chain.ts';
import { punchFacts } from './timeclock.dto.ts';
import { seededPunchRow } from '../../testing/seed-punches.ts';
import {
  businessWithStaff,
  checkChain,
  punchBody,
  signatureChecks,
} from '../../testing/timeclock.ts';

// Punches kept on a phone without signal and delivered later (design, "Honest time"): the time of
// record is the phone's time corrected by the offset measured at its last contact, bounded by
// that contact and the delivery. The server's clock is moved to chosen instants; Toronto centre.

let server: TestServer;
let clock: ReturnType<typeof movedClock>;
beforeAll(async () => {
  server = await startTestServer();
  clock = movedClock(server);
});
afterAll(async () => server.close());

const MIN = 60_000;
type PunchType = 'clock_in' | 'clock_out' | 'break_start' | 'break_end';
type World = Awaited<ReturnType<typeof businessWithStaff>>;
type Contact = { server_time: string; offset_ms: number };

/** A business with one staff member, made at the clock's instant `iso`. */
async function worldAt(iso: string): Promise<World> {
  clock.moveTo(iso);
  return businessWithStaff(server);
}

// Signed in again at each use: the moved clock outlives a session.
const staffJwt = async (w: World) =>
  (await signIn(server, w.staff.input.username, w.staff.input.password)).jwt;
const ownerJwt = async (w: World) => {
  const res = await api(server, 'POST', '/api/users/auth/login/', {
    body: { email: w.owner.email, password: 'correct horse battery', type: 'email' },
  });
  return (res.body as { session: { access_token: string } }).session.access_token;
};

/**
 * The phone's contact at the clock's instant `iso`: it reads the clock status and keeps the
 * server's time with its own clock's offset (server minus device).
 */
async function contactAt(w: World, iso: string, offsetMs: number): Promise<Contact> {
  clock.moveTo(iso);
  const res = await api(server, 'GET', '/api/timeclock/status/', { jwt: await staffJwt(w) });
  expect(res.status).toBe(200);
  return { server_time: ZClockStatus.parse(res.body).server_time, offset_ms: offsetMs };
}

/** A punch made on the phone at its own clock's `deviceIso`, stating its last contact. */
const queued = (w: World, type: PunchType, deviceIso: string, contact: Contact | null) =>
  punchBody(w.owner.centre, type, contact ? { last_contact: contact } : {}, new Date(deviceIso));

/** Sends a body as the phone's queue does: the body as it was kept, the device's clock beside. */
async function deliver(w: World, body: object, deviceTime?: string) {
  return api(server, 'POST', '/api/timeclock/punches/', {
    jwt: await staffJwt(w),
    rawBody: JSON.stringify(body),
    headers: deviceTime === undefined ? {} : { [DEVICE_TIME_HEADER]: deviceTime },
  });
}

function accepted(res: { status: number; body: unknown }, status = 201): TPunchResponse {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return ZPunchResponse.parse(res.body);
}

async function week(w: World, date: string) {
  const res = await api(
    server,
    'GET',
    `/api/timesheets/week/?week=${date}&staff_uid=${w.staff.uid}`,
    {
      jwt: await ownerJwt(w),
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZTimesheetWeek.parse(res.body);
}

async function review(w: World, punchId: string, decision: 'accepted' | 'rejected') {
  const res = await api(server, 'POST', `/api/timeclock/reviews/${punchId}/`, {
    jwt: await ownerJwt(w),
    body: { decision, reason: 'Checked with the rota' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZPunch.parse(res.body);
}

async function publishedKey(keyId: string) {
  const keys = ZReceiptKeys.parse((await api(server, 'GET', '/api/receipts/keys/')).body).keys;
  const key = keys.find((k) => k.key_id === keyId);
  if (!key) throw new Error(`no published key ${keyId}`);
  return key;
}

const ms = (iso: string) => Date.parse(iso);

describe('a punch kept offline', () => {
  let world: World;
  let kept: TPunchResponse;

  it('counts from its corrected time, flagged as recorded offline, with both times signed', async () => {
    // Tuesday, November 3: the phone, a minute slow, last reached the server at 08:55 (Toronto).
    world = await worldAt('2026-11-03T13:55:00Z');
    const contact = await contactAt(world, '2026-11-03T13:55:00Z', MIN);
    // Clocked in at 09:00 in the basement: 08:59 on the phone. Signal back at 09:47.
    const body = queued(world, 'clock_in', '2026-11-03T13:59:00Z', contact);
    clock.moveTo('2026-11-03T14:47:00Z');
    kept = accepted(await deliver(world, body, '2026-11-03T14:46:00Z'));
    expect(kept.punch.server_time).toBe('2026-11-03T14:00:00.000Z');
    expect(kept.punch.client_time).toBe('2026-11-03T13:59:00.000Z');
    expect(ms(kept.punch.received_time) - ms('2026-11-03T14:47:00Z')).toBeLessThan(5000);
    expect(kept.punch.offset_ms).toBe(MIN);
    expect(kept.punch.reasons).toEqual(['RECORDED_OFFLINE']);
    expect(kept.punch.verdict).toBe('inside');

    const receipt = kept.receipt.receipt;
    expect(receipt.v).toBe(2);
    expect(receipt).toMatchObject({
      server_time: '2026-11-03T14:00:00.000Z',
      client_time: '2026-11-03T13:59:00.000Z',
      received_time: kept.punch.received_time,
      offset_ms: MIN,
      last_contact_time: contact.server_time,
      signals: [],
      reasons: ['RECORDED_OFFLINE'],
    });
    const key = await publishedKey(receipt.key_id);
    expect(signatureChecks(key, kept.receipt)).toBe(true);
    const moved = { ...receipt, received_time: receipt.server_time };
    expect(signatureChecks(key, { ...kept.receipt, receipt: moved })).toBe(false);

    // Out at 17:00, online: the shift counts eight hours, not seven and a quarter.
    clock.moveTo('2026-11-03T22:00:00Z');
    accepted(await deliver(world, punchBody(world.owner.centre, 'clock_out', {}, clock.now())));
    const hours = await week(world, '2026-11-03');
    expect(near(hours.totals.worked_seconds, 8), String(hours.totals.worked_seconds)).toBe(true);
  });

  it('shows the reviewer both times', async () => {
    const queue = ZReviewQueue.parse(
      (await api(server, 'GET', '/api/timeclock/reviews/', { jwt: await ownerJwt(world) })).body,
    );
    const item = queue.items.find((i) => i.punch.id === kept.punch.id);
    expect(item?.punch).toMatchObject({
      server_time: '2026-11-03T14:00:00.000Z',
      received_time: kept.punch.received_time,
      reasons: ['RECORDED_OFFLINE'],
    });
  });
});

describe('punches queued in turn', () => {
  it('delivers a clock-in, a break and a clock-out in order, each at its own time', async () => {
    // Tuesday, November 10: the phone runs 30 s fast and loses signal after 08:00.
    const w = await worldAt('2026-11-10T13:00:00Z');
    const contact = await contactAt(w, '2026-11-10T13:00:00Z', -30_000);
    const bodies = [
      queued(w, 'clock_in', '2026-11-10T13:05:30Z', contact),
      queued(w, 'break_start', '2026-11-10T15:00:30Z', contact),
      queued(w, 'break_end', '2026-11-10T15:30:30Z', contact),
      queued(w, 'clock_out', '2026-11-10T17:00:30Z', contact),
    ];
    clock.moveTo('2026-11-10T17:20:00Z');
    const times = [];
    for (const body of bodies) {
      const { punch } = accepted(await deliver(w, body, clock.now().toISOString()));
      expect(punch.reasons).toEqual(['RECORDED_OFFLINE']);
      times.push(punch.server_time);
    }
    expect(times).toEqual([
      '2026-11-10T13:05:00.000Z',
      '2026-11-10T15:00:00.000Z',
      '2026-11-10T15:30:00.000Z',
      '2026-11-10T17:00:00.000Z',
    ]);
    const history = ZShiftList.parse(
      (await api(server, 'GET', '/api/timeclock/shifts/', { jwt: await staffJwt(w) })).body,
    );
    const [shift] = history.shifts;
    expect(shift).toMatchObject({
      started_at: '2026-11-10T13:05:00.000Z',
      ended_at: '2026-11-10T17:00:00.000Z',
      break_seconds: 1800,
      worked_seconds: 3 * 3600 + 25 * 60,
    });
    expect(shift?.punches.map((p) => p.type)).toEqual([
      'clock_in',
      'break_start',
      'break_end',
      'clock_out',
    ]);
    expect((await week(w, '2026-11-10')).totals.worked_seconds).toBe(3 * 3600 + 25 * 60);
  });
});

describe('a device time that cannot be trusted', () => {
  it('moves a time before the last contact up to it, flags it, and counts the shift only once accepted', async () => {
    // Tuesday, November 17: after its last contact at 08:59, the phone's clock was set a day back.
    const w = await worldAt('2026-11-17T13:59:00Z');
    const contact = await contactAt(w, '2026-11-17T13:59:00Z', 0);
    clock.moveTo('2026-11-17T14:00:00Z');
    const { punch: clockIn } = accepted(
      await deliver(w, queued(w, 'clock_in', '2026-11-16T14:00:00Z', contact)),
    );
    expect(clockIn.reasons).toEqual(['TIME_OUT_OF_BOUNDS']);
    expect(clockIn.server_time).toBe(contact.server_time);
    expect(clockIn.client_time).toBe('2026-11-16T14:00:00.000Z');
    clock.moveTo('2026-11-17T18:00:00Z');
    accepted(await deliver(w, punchBody(w.owner.centre, 'clock_out', {}, clock.now())));

    const before = await week(w, '2026-11-17');
    expect(before.totals.worked_seconds).toBe(0);
    expect(before.days.flatMap((d) => d.shifts).flatMap((s) => s.flags)).toContain('unreviewed');
    await review(w, clockIn.id, 'accepted');
    const after = await week(w, '2026-11-17');
    expect(near(after.totals.worked_seconds, 4 + 1 / 60), String(after.totals.worked_seconds)).toBe(
      true,
    );
  });

  it('moves a time after the delivery back to it, flags it, and a rejection keeps the shift out', async () => {
    // Wednesday, November 18: the phone's clock was set a day ahead after its last contact.
    const w = await worldAt('2026-11-18T13:59:00Z');
    const contact = await contactAt(w, '2026-11-18T13:59:00Z', 0);
    clock.moveTo('2026-11-18T14:00:00Z');
    const { punch: clockIn } = accepted(
      await deliver(w, queued(w, 'clock_in', '2026-11-19T14:00:00Z', contact)),
    );
    expect(clockIn.reasons).toEqual(['TIME_OUT_OF_BOUNDS']);
    expect(clockIn.server_time).toBe(clockIn.received_time);
    clock.moveTo('2026-11-18T18:00:00Z');
    accepted(await deliver(w, punchBody(w.owner.centre, 'clock_out', {}, clock.now())));
    expect((await week(w, '2026-11-18')).totals.worked_seconds).toBe(0);
    await review(w, clockIn.id, 'rejected');
    const after = await week(w, '2026-11-18');
    expect(after.totals.worked_seconds).toBe(0);
    expect(after.days.flatMap((d) => d.shifts).flatMap((s) => s.flags)).toContain('rejected');
  });

  it('flags a clock changed between the contact and the delivery, and ignores a header that is no time', async () => {
    const w = await worldAt('2026-11-19T13:00:00Z');
    const contact = await contactAt(w, '2026-11-19T13:00:00Z', 0);
    clock.moveTo('2026-11-19T13:01:00Z');
    const changed = accepted(
      await deliver(
        w,
        queued(w, 'clock_in', clock.now().toISOString(), contact),
        new Date(clock.now().getTime() + 10 * MIN).toISOString(),
      ),
    );
    expect(changed.punch.reasons).toEqual(['OFFSET_CHANGED']);
    const garbled = accepted(
      await deliver(w, queued(w, 'break_start', clock.now().toISOString(), contact), 'soon'),
    );
    expect(garbled.punch.reasons).toEqual([]);
    const rows = await server.database.db
      .select({ id: punches.id, deliveryOffsetMs: punches.deliveryOffsetMs })
      .from(punches)
      .where(eq(punches.staffUid, w.staff.uid));
    const offsets = new Map(rows.map((r) => [r.id, r.deliveryOffsetMs]));
    expect(Math.abs((offsets.get(changed.punch.id) ?? 0) + 10 * MIN)).toBeLessThan(5000);
    expect(offsets.get(garbled.punch.id)).toBeNull();
  });

  it('measures the skew by the contact’s offset, and a position’s age on the device’s own clock', async () => {
    // The phone runs five minutes slow: its punch times and its positions alike.
    const w = await worldAt('2026-11-20T13:00:00Z');
    const contact = await contactAt(w, '2026-11-20T13:00:00Z', 5 * MIN);
    clock.moveTo('2026-11-20T13:10:00Z');
    const device = () => new Date(clock.now().getTime() - 5 * MIN);
    const fresh = accepted(
      await deliver(w, punchBody(w.owner.centre, 'clock_in', { last_contact: contact }, device())),
    );
    expect(fresh.punch.reasons).toEqual(['CLOCK_SKEW']);
    expect(Math.abs(ms(fresh.punch.received_time) - ms(fresh.punch.server_time))).toBeLessThan(
      5000,
    );
    const now = device();
    const old = new Date(now.getTime() - 3 * MIN).toISOString();
    const stale = accepted(
      await deliver(
        w,
        punchBody(
          w.owner.centre,
          'break_start',
          { last_contact: contact, position_time: old },
          now,
        ),
      ),
    );
    expect(stale.punch.reasons).toEqual(['STALE_POSITION', 'CLOCK_SKEW']);
  });
});

describe('the same queued punch sent again', () => {
  it('gives one punch and the same answer, one after the other or twice at once', async () => {
    const w = await worldAt('2026-11-24T13:00:00Z');
    const contact = await contactAt(w, '2026-11-24T13:00:00Z', 0);
    const clockIn = queued(w, 'clock_in', '2026-11-24T13:10:00Z', contact);
    const clockOut = queued(w, 'clock_out', '2026-11-24T13:40:00Z', contact);
    clock.moveTo('2026-11-24T14:00:00Z');
    // A reply lost on the way back: the queue sends the same body again, later.
    const first = await deliver(w, clockIn, clock.now().toISOString());
    const again = await deliver(w, clockIn, new Date(clock.now().getTime() + 9000).toISOString());
    expect(accepted(again, 200)).toEqual(accepted(first));
    // Two tabs without Web Locks: both send the clock-out at once.
    const both = await Promise.all([deliver(w, clockOut), deliver(w, clockOut)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(both[0]?.body).toEqual(both[1]?.body);
    const rows = await server.database.db
      .select({ id: punches.id })
      .from(punches)
      .where(eq(punches.staffUid, w.staff.uid));
    expect(rows.map((r) => r.id).sort()).toEqual([clockIn.id, clockOut.id].sort());
  });
});

describe('late deliveries and what was already decided', () => {
  it('makes an approved week stale when a punch kept offline arrives after the approval', async () => {
    // Monday, November 23, 09:00 to 17:00 online; the week approved Tuesday morning.
    const w = await worldAt('2026-11-23T14:00:00Z');
    accepted(await deliver(w, punchBody(w.owner.centre, 'clock_in', {}, clock.now())));
    clock.moveTo('2026-11-23T22:00:00Z');
    accepted(await deliver(w, punchBody(w.owner.centre, 'clock_out', {}, clock.now())));
    // Back for an hour at 18:00, with no signal.
    const contact = await contactAt(w, '2026-11-23T22:30:00Z', 0);
    const bodies = [
      queued(w, 'clock_in', '2026-11-23T23:00:00Z', contact),
      queued(w, 'clock_out', '2026-11-24T00:00:00Z', contact),
    ];
    clock.moveTo('2026-11-24T14:00:00Z');
    const approved = await api(server, 'POST', '/api/timesheets/approvals/', {
      jwt: await ownerJwt(w),
      body: { week: '2026-11-23', staff_uid: w.staff.uid },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await week(w, '2026-11-23')).toMatchObject({ locked: true, approval: { stale: false } });
    clock.moveTo('2026-11-24T15:00:00Z');
    for (const body of bodies) accepted(await deliver(w, body));
    const after = await week(w, '2026-11-23');
    expect(after).toMatchObject({ locked: false, approval: { stale: true } });
    expect(near(after.totals.worked_seconds, 9), String(after.totals.worked_seconds)).toBe(true);
  });

  it('counts a punch landing in a closed pay period in no closed total, and tells the owner', async () => {
    // Weekly periods from Monday, November 30. Tuesday, 09:00 to 17:00 online.
    const start = '2026-11-30';
    const w = await worldAt('2026-12-01T14:00:00Z');
    accepted(await deliver(w, punchBody(w.owner.centre, 'clock_in', {}, clock.now())));
    clock.moveTo('2026-12-01T22:00:00Z');
    accepted(await deliver(w, punchBody(w.owner.centre, 'clock_out', {}, clock.now())));
    // Sunday, 22:55: a last contact, then a clock-in at 23:00 without signal.
    const contact = await contactAt(w, '2026-12-07T03:55:00Z', 0);
    const late = queued(w, 'clock_in', '2026-12-07T04:00:00Z', contact);
    // Monday morning the owner approves the week and closes the period.
    clock.moveTo('2026-12-07T12:00:00Z');
    const jwt = await ownerJwt(w);
    const approved = await api(server, 'POST', '/api/timesheets/approvals/', {
      jwt,
      body: { week: start, staff_uid: w.staff.uid },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const closed = await api(server, 'POST', `/api/pay/periods/${start}/close`, { jwt });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(ZPayPeriod.parse(closed.body)).toMatchObject({
      state: 'closed',
      changed_since_closed: false,
      late_punch_count: 0,
    });

    clock.moveTo('2026-12-07T13:00:00Z');
    const { punch: arrived } = accepted(await deliver(w, late));
    expect(arrived.server_time).toBe('2026-12-07T04:00:00.000Z');
    const period = async () =>
      ZPayPeriod.parse(
        (await api(server, 'GET', `/api/pay/periods/${start}`, { jwt: await ownerJwt(w) })).body,
      );
    const after = await period();
    expect(after).toMatchObject({
      state: 'closed',
      changed_since_closed: true,
      late_punch_count: 1,
    });
    const list = ZPayPeriodList.parse(
      (await api(server, 'GET', '/api/pay/periods/', { jwt: await ownerJwt(w) })).body,
    );
    expect(list.periods.find((p) => p.start === start)).toMatchObject({ late_punch_count: 1 });
    // Out on Monday: a punch of the next period, which tells this one nothing more.
    clock.moveTo('2026-12-07T14:00:00Z');
    accepted(await deliver(w, punchBody(w.owner.centre, 'clock_out', {}, clock.now())));
    expect((await period()).late_punch_count).toBe(1);
    // The staff member reads no count: only the owner hears of late punches.
    const byStaff = await api(server, 'GET', `/api/pay/periods/${start}`, {
      jwt: await staffJwt(w),
    });
    expect(byStaff.status).toBe(403);
  });
});

describe('the last day of employment', () => {
  it('takes a punch made on it and delivered the day after, and refuses one made after it', async () => {
    // Monday, November 30 is the last day; the clock-out of its shift reaches us on Tuesday.
    const w = await worldAt('2026-11-30T14:00:00Z');
    accepted(await deliver(w, punchBody(w.owner.centre, 'clock_in', {}, clock.now())));
    await server.database.db.execute(
      sql`update profiles set end_date = '2026-11-30' where uid = ${w.staff.uid}`,
    );
    const contact = await contactAt(w, '2026-11-30T21:55:00Z', 0);
    const out = queued(w, 'clock_out', '2026-11-30T22:00:00Z', contact);
    clock.moveTo('2026-12-01T14:00:00Z');
    const { punch } = accepted(await deliver(w, out));
    expect(punch.server_time).toBe('2026-11-30T22:00:00.000Z');
    const after = await deliver(w, punchBody(w.owner.centre, 'clock_in', {}, clock.now()));
    expect(after.status).toBe(403);
    expect(errorMessage(after.body)).toBe(t('errors.timeclock.employmentEnded'));
  });
});

describe('a punch made online', () => {
  it('keeps the server’s clock on arrival as its time, as before, in a version 2 receipt', async () => {
    const w = await worldAt('2026-11-25T14:00:00Z');
    const { punch, receipt } = accepted(
      await deliver(w, punchBody(w.owner.centre, 'clock_in', {}, clock.now())),
    );
    expect(punch.server_time).toBe(punch.received_time);
    expect(punch.offset_ms).toBeNull();
    expect(punch.reasons).toEqual([]);
    expect(receipt.receipt).toMatchObject({
      v: 2,
      server_time: punch.server_time,
      received_time: punch.server_time,
      offset_ms: null,
      last_contact_time: null,
      signals: [],
    });
    expect(signatureChecks(await publishedKey(receipt.receipt.key_id), receipt)).toBe(true);
  });
});

describe('a last contact that makes no sense', () => {
  it.each([
    ['an offset that is not whole', { offset_ms: 1.5 }, t('validation.timeclock.offset')],
    ['an offset of centuries', { offset_ms: 1e13 }, t('validation.timeclock.offset')],
    ['an offset that is text', { offset_ms: '60000' }, t('validation.timeclock.offset')],
    [
      'a time that is no time',
      { server_time: 'yesterday' },
      t('validation.shared.instant', { field: 'last_contact.server_time' }),
    ],
  ])('refuses %s with a 400 that says why', async (_name, change, sentence) => {
    const w = await worldAt('2026-11-26T14:00:00Z');
    const contact = { server_time: clock.now().toISOString(), offset_ms: 0, ...change };
    const res = await deliver(
      w,
      punchBody(w.owner.centre, 'clock_in', { last_contact: contact }, clock.now()),
    );
    expect(res.status).toBe(400);
    expect(errorMessage(res.body)).toContain(sentence);
  });
});

describe('the audit chain', () => {
  let w: World;
  let punchId: string;

  beforeAll(async () => {
    w = await worldAt('2026-11-27T13:00:00Z');
    const contact = await contactAt(w, '2026-11-27T13:00:00Z', MIN);
    clock.moveTo('2026-11-27T14:00:00Z');
    const { punch } = accepted(
      await deliver(
        w,
        queued(w, 'clock_in', '2026-11-27T13:29:00Z', contact),
        '2026-11-27T13:59:00Z',
      ),
    );
    punchId = punch.id;
  });

  it('holds the arrival, the contact and the offsets of a punch kept offline', async () => {
    const { report } = await checkChain(server, w.owner.centre.id, await ownerJwt(w));
    expect(report).toMatchObject({ ok: true, row_problems: [] });
  });

  it.each([
    ['received_at', 'time received', sql`received_at = received_at + interval '1 hour'`],
    ['offset_ms', 'device clock offset', sql`offset_ms = 0`],
    ['last_contact_at', 'last contact', sql`last_contact_at = last_contact_at - interval '1 day'`],
    ['delivery_offset_ms', 'offset on delivery', sql`delivery_offset_ms = null`],
  ])('names %s changed behind the product’s back', async (column, words, change) => {
    const { db } = server.database;
    const saved = await db.select().from(punches).where(eq(punches.id, punchId));
    await db.execute(sql`update punches set ${change} where id = ${punchId}`);
    try {
      const { report } = await checkChain(server, w.owner.centre.id, await ownerJwt(w));
      expect(report?.ok).toBe(false);
      expect(report?.row_problems).toEqual([
        expect.objectContaining({
          table: 'punches',
          key: punchId,
          problem: 'changed',
          columns: [column],
        }),
      ]);
      expect(report?.row_problems[0]?.detail).toContain(words);
    } finally {
      await db.update(punches).set(saved[0]!).where(eq(punches.id, punchId));
    }
  });
});

describe('a punch from before punches were kept offline', () => {
  it('verifies against an entry that names no arrival, and still names its arrival changed', async () => {
    // As the upgrade left it: its arrival is its time of record, and its entry says neither.
    const w = await worldAt('2026-11-29T14:00:00Z');
    const at = new Date('2026-11-29T14:00:00Z');
    const { uid: ownerUid } = w.owner;
    const shift = {
      id: randomUUID(),
      ownerUid,
      staffUid: w.staff.uid,
      businessId: w.owner.centre.id,
      startedAt: at,
      endedAt: null,
    };
    const row = seededPunchRow({
      staffUid: w.staff.uid,
      ownerUid,
      businessId: w.owner.centre.id,
      shiftId: shift.id,
      type: 'clock_in',
      at,
    });
    const facts: Record<string, unknown> = punchFacts(row);
    for (const name of ['received_time', 'offset_ms', 'last_contact_time', 'delivery_offset_ms'])
      delete facts[name];
    const { db } = server.database;
    await db.transaction(async (tx) => {
      const head = await lockChainHead(tx, ownerUid);
      await tx.insert(shifts).values(shift);
      await tx.insert(punches).values(row);
      await appendAllAfter(tx, head, [
        {
          ownerUid,
          actorUid: w.staff.uid,
          action: 'punch.clock_in',
          subject: `punch:${row.id}`,
          data: { ...facts, bound: [bindShift(shift)] },
          at,
        },
      ]);
    });
    const clean = await checkChain(server, w.owner.centre.id, await ownerJwt(w));
    expect(clean.report).toMatchObject({ ok: true, row_problems: [] });
    await db.execute(
      sql`update punches set received_at = received_at + interval '1 hour' where id = ${row.id}`,
    );
    const { report } = await checkChain(server, w.owner.centre.id, await ownerJwt(w));
    expect(report?.row_problems).toEqual([
      expect.objectContaining({ key: row.id, problem: 'changed', columns: ['received_at'] }),
    ]);
  });
});

// Only PostgreSQL runs two punches at once (PGlite takes transactions in turn): a punch that
// waited for the chain head read the person's punches as they were before the wait.
describe.runIf(process.env.TEST_DB === 'postgres')('a punch that waited for another', () => {
  it('is never placed before the punch of the same person that went first', async () => {
    const w = await worldAt('2026-11-28T14:00:00Z');
    accepted(await deliver(w, punchBody(w.owner.centre, 'clock_in', {}, clock.now())));
    clock.moveTo('2026-11-28T15:00:00Z');
    accepted(await deliver(w, punchBody(w.owner.centre, 'break_start', {}, clock.now())));
    const contact = await contactAt(w, '2026-11-28T15:10:00Z', 0);
    clock.moveTo('2026-11-28T16:00:00Z');
    const { db } = server.database;
    const waiting = async (count: number) => {
      for (let i = 0; i < 200; i += 1) {
        const [row] = rowsOf(
          await db.execute(sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`),
        );
        if (Number(row?.n ?? 0) >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`never saw ${count} punches waiting`);
    };
    // The break ends online at 11:00 while a clock-out the phone kept from 10:40 arrives: the
    // business's chain head is held until both wait on it, the break's end first.
    const [ended, out] = await db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from audit_heads where owner_uid = ${w.owner.uid} for update`);
      const first = deliver(w, punchBody(w.owner.centre, 'break_end', {}, clock.now()));
      await waiting(1);
      const second = deliver(w, queued(w, 'clock_out', '2026-11-28T15:40:00Z', contact));
      await waiting(2);
      return [first, second];
    });
    const breakEnd = accepted(await ended).punch;
    const clockOut = accepted(await out).punch;
    expect(ms(clockOut.server_time)).toBeGreaterThanOrEqual(ms(breakEnd.server_time));
    expect(clockOut.reasons).toContain('TIME_OUT_OF_BOUNDS');
  });
});
