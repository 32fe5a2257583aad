import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAuditPage,
  ZBoard,
  ZClockStatus,
  ZPunch,
  ZPunchResponse,
  ZReceiptKeys,
  ZReviewQueue,
  ZShiftList,
  type TSignedReceipt,
  t,
} from '@vh/contracts';
import { profiles, shifts } from '../../db/schema/index.ts';
import { api, errorCode, errorMessage } from '../../testing/factories.ts';
import { addCentre, joinedStaff, ownerWithCentre } from '../../testing/staff.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import {
  businessWithStaff,
  checkChain,
  noLocationBody,
  northOf,
  punch,
  punchBody,
  signatureChecks,
} from '../../testing/timeclock.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function accepted(res: { status: number; body: unknown }, status = 201) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return ZPunchResponse.parse(res.body);
}

async function publishedKeys() {
  const res = await api(server, 'GET', '/api/receipts/keys/');
  expect(res.status).toBe(200);
  return ZReceiptKeys.parse(res.body).keys;
}

/** What anyone holding the receipt can do: check it with a published key and nothing else. */
async function checks(signed: TSignedReceipt): Promise<boolean> {
  const key = (await publishedKeys()).find((k) => k.key_id === signed.receipt.key_id);
  return key !== undefined && signatureChecks(key, signed);
}

const verifyChain = async (jwt: string, centreId: string) => {
  const { status, body, report } = await checkChain(server, centreId, jwt);
  expect(status, JSON.stringify(body)).toBe(200);
  return report!;
};

describe('punches', () => {
  it('verifies a clock-in inside the fence and signs a receipt that checks with the published key', async () => {
    const { owner, staff } = await businessWithStaff(server);
    const body = punchBody(owner.centre, 'clock_in', northOf(owner.centre, 12));
    const { punch: p, receipt } = accepted(await punch(server, staff.jwt, body));
    expect(p.verdict).toBe('inside');
    expect(p.reasons).toEqual([]);
    expect(p.needs_review).toBe(false);
    expect(p.distance_m).toBeGreaterThan(11);
    expect(p.distance_m).toBeLessThan(13);
    expect(receipt.receipt).toMatchObject({
      punch_id: body.id,
      type: 'clock_in',
      staff_uid: staff.uid,
      business_id: owner.centre.id,
      verdict: 'inside',
    });
    expect(receipt.receipt.chain.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await checks(receipt)).toBe(true);
    // One changed fact and the signature no longer matches.
    expect(await checks({ ...receipt, receipt: { ...receipt.receipt, verdict: 'outside' } })).toBe(
      false,
    );
    // The chain hash in the receipt is the business's chain head right after the punch.
    const report = await verifyChain(owner.jwt, owner.centre.id);
    expect(report).toMatchObject({ ok: true, head: receipt.receipt.chain.hash });
  });

  it('answers a retry of the same punch with the same result, and refuses the id for another body', async () => {
    const { owner, staff } = await businessWithStaff(server);
    const body = punchBody(owner.centre, 'clock_in');
    const first = accepted(await punch(server, staff.jwt, body));
    const again = accepted(await punch(server, staff.jwt, body), 200);
    expect(again).toEqual(first);
    const other = await punch(server, staff.jwt, { ...body, accuracy: 9 });
    expect(other.status).toBe(409);
    expect(errorMessage(other.body)).toMatch(/already used for a different punch/);
    // Someone else sending that id gets the same refusal and learns nothing about the punch.
    const { staff: stranger } = await businessWithStaff(server);
    const stolen = await punch(server, stranger.jwt, body);
    expect(stolen.status).toBe(409);
    const shiftsNow = await server.database.db
      .select()
      .from(shifts)
      .where(eq(shifts.staffUid, staff.uid));
    expect(shiftsNow).toHaveLength(1);
  });

  it('keeps one open shift, and refuses punches out of turn with a clear message', async () => {
    const { owner, staff } = await businessWithStaff(server);
    const c = owner.centre;
    const out = await punch(server, staff.jwt, punchBody(c, 'clock_out'));
    expect(out.status).toBe(409);
    expect(errorMessage(out.body)).toBe(t('errors.timeclock.notInForOut'));
    expect((await punch(server, staff.jwt, punchBody(c, 'break_start'))).status).toBe(409);
    accepted(await punch(server, staff.jwt, punchBody(c, 'clock_in')));
    const twice = await punch(server, staff.jwt, punchBody(c, 'clock_in'));
    expect(twice.status).toBe(409);
    expect(errorMessage(twice.body)).toBe(t('errors.timeclock.alreadyIn'));
    expect(errorMessage((await punch(server, staff.jwt, punchBody(c, 'break_end'))).body)).toBe(
      t('errors.timeclock.notOnBreak'),
    );
    accepted(await punch(server, staff.jwt, punchBody(c, 'break_start')));
    expect(errorMessage((await punch(server, staff.jwt, punchBody(c, 'break_start'))).body)).toBe(
      t('errors.timeclock.alreadyOnBreak'),
    );
    accepted(await punch(server, staff.jwt, punchBody(c, 'break_end')));
    accepted(await punch(server, staff.jwt, punchBody(c, 'clock_out')));
    const history = ZShiftList.parse(
      (await api(server, 'GET', '/api/timeclock/shifts/', { jwt: staff.jwt })).body,
    );
    expect(history.shifts).toHaveLength(1);
    expect(history.shifts[0]?.punches.map((p) => p.type)).toEqual([
      'clock_in',
      'break_start',
      'break_end',
      'clock_out',
    ]);
    expect(history.shifts[0]?.ended_at).not.toBeNull();
  });

  it('gives 50 simultaneous clock-ins by one person exactly one shift', async () => {
    const { owner, staff } = await businessWithStaff(server);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        punch(server, staff.jwt, punchBody(owner.centre, 'clock_in')),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const open = await server.database.db
      .select()
      .from(shifts)
      .where(eq(shifts.staffUid, staff.uid));
    expect(open).toHaveLength(1);
    expect((await verifyChain(owner.jwt, owner.centre.id)).ok).toBe(true);
  });

  it('closes the shift once when one person sends 20 clock-outs and breaks at the same time', async () => {
    const { owner, staff } = await businessWithStaff(server);
    accepted(await punch(server, staff.jwt, punchBody(owner.centre, 'clock_in')));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        punch(
          server,
          staff.jwt,
          punchBody(owner.centre, i % 4 === 0 ? 'break_start' : 'clock_out'),
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    // Every answer is a decision (201 or a 409 saying why), never a server error.
    expect(
      statuses.every((s) => s === 201 || s === 409),
      JSON.stringify(statuses),
    ).toBe(true);
    const rows = await server.database.db
      .select()
      .from(shifts)
      .where(eq(shifts.staffUid, staff.uid));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.endedAt).not.toBeNull();
    const outs = results.filter(
      (r) => r.status === 201 && ZPunchResponse.parse(r.body).punch.type === 'clock_out',
    );
    expect(outs).toHaveLength(1);
    expect((await verifyChain(owner.jwt, owner.centre.id)).ok).toBe(true);
  });

  it('keeps the chain whole under concurrent punches of many people of one business', async () => {
    const owner = await ownerWithCentre(server);
    const people = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const joined = await joinedStaff(server, owner.code);
        await api(server, 'POST', `/api/businesses/approve/staffs/${joined.uid}/`, {
          jwt: owner.jwt,
        });
        return joined;
      }),
    );
    const { signIn } = await import('../../testing/staff.ts');
    const jwts = await Promise.all(
      people.map(async (p) => (await signIn(server, p.input.username, p.input.password)).jwt),
    );
    const results = await Promise.all(
      jwts.map((jwt) => punch(server, jwt, punchBody(owner.centre, 'clock_in'))),
    );
    expect(results.map((r) => r.status)).toEqual(jwts.map(() => 201));
    const seqs = results.map((r) => ZPunchResponse.parse(r.body).receipt.receipt.chain.seq);
    expect(new Set(seqs).size).toBe(seqs.length);
    const report = await verifyChain(owner.jwt, owner.centre.id);
    expect(report.ok).toBe(true);
    expect(report.length).toBeGreaterThanOrEqual(seqs.length);
  });
});

describe('verdicts: flag, never block', () => {
  it('records a clock-out from 2 km away as outside and puts it in the review queue', async () => {
    const { owner, staff } = await businessWithStaff(server);
    accepted(await punch(server, staff.jwt, punchBody(owner.centre, 'clock_in')));
    const far = accepted(
      await punch(
        server,
        staff.jwt,
        punchBody(owner.centre, 'clock_out', northOf(owner.centre, 2000)),
      ),
    );
    expect(far.punch.verdict).toBe('outside');
    expect(far.punch.needs_review).toBe(true);
    const queue = ZReviewQueue.parse(
      (await api(server, 'GET', '/api/timeclock/reviews/', { jwt: owner.jwt })).body,
    );
    expect(queue.items.map((i) => i.punch.id)).toEqual([far.punch.id]);
  });

  it('flags a punch without a location, with a stale position, with a skewed clock, near the edge', async () => {
    const { owner, staff } = await businessWithStaff(server);
    const c = owner.centre;
    const denied = accepted(await punch(server, staff.jwt, noLocationBody(c, 'clock_in')));
    expect(denied.punch).toMatchObject({ verdict: 'uncertain', reasons: ['NO_LOCATION'] });
    expect(denied.receipt.receipt.position).toBeNull();
    const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const stale = accepted(
      await punch(server, staff.jwt, punchBody(c, 'break_start', { position_time: lastWeek })),
    );
    expect(stale.punch.reasons).toContain('STALE_POSITION');
    // A phone whose clock is a week behind dates its position on the same clock.
    const skewed = accepted(
      await punch(
        server,
        staff.jwt,
        punchBody(c, 'break_end', { client_time: lastWeek, position_time: lastWeek }),
      ),
    );
    expect(skewed.punch.reasons).toEqual(['CLOCK_SKEW']);
    // 95 m from the centre of a 100 m fence, ±20 m: it may be inside or out.
    const edge = accepted(
      await punch(
        server,
        staff.jwt,
        punchBody(c, 'clock_out', { ...northOf(c, 95), accuracy: 20 }),
      ),
    );
    expect(edge.punch).toMatchObject({ verdict: 'uncertain', reasons: ['NEAR_EDGE'] });
  });

  it('marks a clock-out after more than the centre limit NO_CLOCK_OUT and shows the shift overdue', async () => {
    const { owner, staff } = await businessWithStaff(server);
    accepted(await punch(server, staff.jwt, punchBody(owner.centre, 'clock_in')));
    // The person forgot to clock out yesterday: the shift began 17 hours ago (the limit is 16).
    await server.database.db
      .update(shifts)
      .set({ startedAt: new Date(Date.now() - 17 * 3_600_000) })
      .where(eq(shifts.staffUid, staff.uid));
    const board = ZBoard.parse(
      (await api(server, 'GET', '/api/timeclock/board/', { jwt: owner.jwt })).body,
    );
    expect(board.entries.find((e) => e.staff_uid === staff.uid)?.overdue).toBe(true);
    const out = accepted(await punch(server, staff.jwt, punchBody(owner.centre, 'clock_out')));
    expect(out.punch.reasons).toEqual(['NO_CLOCK_OUT']);
  });
});

describe('bad input', () => {
  it.each([
    ['latitude 200', { latitude: 200 }, 'Latitude must be between -90 and 90'],
    ['accuracy −1', { accuracy: -1 }, 'Accuracy must be a distance in metres, 0 or more'],
    ['accuracy NaN (a string)', { accuracy: 'NaN' }, 'Accuracy must be a number'],
    [
      'a position and a location error',
      { location_error: 'denied' },
      'Send either a position or a location_error, not both',
    ],
    [
      'no position',
      { latitude: undefined },
      'Send latitude, longitude, accuracy and position_time together, or a location_error',
    ],
    ['an id that is not a v4 UUID', { id: 'abc' }, 'id must be a UUID v4 made by the client'],
    [
      'an unknown type',
      { type: 'lunch' },
      'type must be clock_in, clock_out, break_start or break_end',
    ],
    ['a bad client time', { client_time: 'yesterday' }, 'client_time must be an ISO 8601 instant'],
  ])('refuses %s with a 400 that says why', async (_label, overrides, message) => {
    const { owner, staff } = await businessWithStaff(server);
    const res = await punch(server, staff.jwt, punchBody(owner.centre, 'clock_in', overrides));
    expect(res.status).toBe(400);
    expect(errorMessage(res.body)).toContain(message);
  });

  it('refuses a centre where the person is not assigned, and another business’s centre', async () => {
    const { owner, staff } = await businessWithStaff(server);
    await server.database.db
      .update(profiles)
      .set({ plan: 'Pro' })
      .where(eq(profiles.uid, owner.uid));
    const other = await addCentre(server, owner.jwt, 'Second Site');
    const res = await punch(server, staff.jwt, punchBody(other, 'clock_in'));
    expect(res.status).toBe(404);
    expect(errorMessage(res.body)).toMatch(/not assigned to this business centre/);
    const elsewhere = await ownerWithCentre(server);
    expect((await punch(server, staff.jwt, punchBody(elsewhere.centre, 'clock_in'))).status).toBe(
      404,
    );
  });

  it('refuses pending, ended and disabled staff, and owners', async () => {
    const owner = await ownerWithCentre(server);
    const pending = await joinedStaff(server, owner.code);
    const p = await punch(server, pending.jwt, punchBody(owner.centre, 'clock_in'));
    expect(p.status).toBe(403);
    expect(errorMessage(p.body)).toMatch(/waiting for approval/);
    const own = await punch(server, owner.jwt, punchBody(owner.centre, 'clock_in'));
    expect(own.status).toBe(403);

    const { owner: o2, staff } = await businessWithStaff(server);
    await server.database.db
      .update(profiles)
      .set({ endDate: '2020-01-31' })
      .where(eq(profiles.uid, staff.uid));
    const ended = await punch(server, staff.jwt, punchBody(o2.centre, 'clock_in'));
    expect(ended.status).toBe(403);
    expect(errorMessage(ended.body)).toMatch(/employment has ended/);

    const { owner: o3, staff: s3 } = await businessWithStaff(server);
    const off = await api(server, 'PATCH', `/api/businesses/staffs/${s3.uid}/`, {
      jwt: o3.jwt,
      body: { active: false },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const disabled = await punch(server, s3.jwt, punchBody(o3.centre, 'clock_in'));
    expect([401, 403]).toContain(disabled.status);
    expect(errorCode(disabled.body)).toBeDefined();
  });

  it('lets a shift at a centre closed mid-shift be finished, and refuses a new one there', async () => {
    const { owner, staff } = await businessWithStaff(server);
    expect((await punch(server, staff.jwt, punchBody(owner.centre, 'clock_in'))).status).toBe(201);
    const closed = await api(server, 'POST', `/api/businesses/${owner.centre.id}/deactivate/`, {
      jwt: owner.jwt,
    });
    expect(closed.status).toBe(200);
    for (const type of ['break_start', 'break_end', 'clock_out'] as const) {
      const res = await punch(server, staff.jwt, punchBody(owner.centre, type));
      expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBe(201);
    }
    const again = await punch(server, staff.jwt, punchBody(owner.centre, 'clock_in'));
    expect(again.status).toBe(409);
    expect(errorMessage(again.body)).toMatch(/is closed in VerifiedHours/);
  });
});

describe('review, board and status', () => {
  it('lets the owner accept one flag and reject another, each with a reason, and chains both', async () => {
    const { owner, staff } = await businessWithStaff(server);
    const c = owner.centre;
    const a = accepted(await punch(server, staff.jwt, noLocationBody(c, 'clock_in')));
    const b = accepted(await punch(server, staff.jwt, punchBody(c, 'clock_out', northOf(c, 2000))));
    const review = (id: string, body: unknown, jwt = owner.jwt) =>
      api(server, 'POST', `/api/timeclock/reviews/${id}/`, { jwt, body });
    expect((await review(a.punch.id, { decision: 'accepted', reason: ' ' })).status).toBe(400);
    expect(
      (
        await review(
          a.punch.id,
          { decision: 'accepted', reason: 'Phone had location off' },
          staff.jwt,
        )
      ).status,
    ).toBe(403);
    const ok = ZPunch.parse(
      (
        await review(a.punch.id, {
          decision: 'accepted',
          reason: 'Phone had location off; I saw her arrive',
        })
      ).body,
    );
    expect(ok.review?.decision).toBe('accepted');
    expect(ok.review?.reason).toBe('Phone had location off; I saw her arrive');
    const no = await review(b.punch.id, { decision: 'rejected', reason: 'Left at 5 pm, not at 6' });
    expect(no.status).toBe(200);
    expect((await review(b.punch.id, { decision: 'accepted', reason: 'again' })).status).toBe(409);
    const queue = ZReviewQueue.parse(
      (await api(server, 'GET', '/api/timeclock/reviews/', { jwt: owner.jwt })).body,
    );
    expect(queue.items).toEqual([]);
    const log = await api(server, 'GET', `/api/businesses/${c.id}/audit/`, { jwt: owner.jwt });
    const entries = ZAuditPage.parse(log.body).entries;
    expect(entries.slice(0, 2).map((e) => e.action)).toEqual([
      'punch.review.rejected',
      'punch.review.accepted',
    ]);
    // The log names whom a decision was about, the punch it decided and the reason written.
    const [rejected, acceptedEntry] = entries;
    expect(rejected).toMatchObject({
      subject_name: `${staff.input.first_name} ${staff.input.last_name}`,
      reason: 'Left at 5 pm, not at 6',
      punch: { type: 'clock_out', at: b.punch.server_time, time_zone: c.time_zone },
    });
    expect(acceptedEntry?.punch?.type).toBe('clock_in');
    // The staff member's own punch is theirs: the actor is also whom it is about.
    const own = entries.find((e) => e.action === 'punch.clock_in');
    expect(own?.subject_name).toBe(own?.actor_name);
    expect(own?.punch).toBeNull();
    expect((await verifyChain(owner.jwt, c.id)).ok).toBe(true);
  });

  it('refuses a reason with a NUL or of 100 kB, a stranger’s decision, and a second decision at once', async () => {
    const { owner, staff } = await businessWithStaff(server);
    const flagged = accepted(
      await punch(server, staff.jwt, noLocationBody(owner.centre, 'clock_in')),
    );
    const review = (body: unknown, jwt = owner.jwt) =>
      api(server, 'POST', `/api/timeclock/reviews/${flagged.punch.id}/`, { jwt, body });
    const nul = await review({ decision: 'accepted', reason: 'Saw her\u0000 arrive' });
    expect(nul.status).toBe(400);
    const huge = await review({ decision: 'accepted', reason: 'x'.repeat(100_000) });
    expect(huge.status).toBe(400);
    expect(errorMessage(huge.body)).toMatch(/500/);
    const stranger = await ownerWithCentre(server);
    const theirs = await review(
      { decision: 'rejected', reason: 'Not mine to decide' },
      stranger.jwt,
    );
    expect(theirs.status).toBe(404);
    const both = await Promise.all([
      review({ decision: 'accepted', reason: 'Location was off; I saw her arrive' }),
      review({ decision: 'rejected', reason: 'She was not here' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await verifyChain(owner.jwt, owner.centre.id)).ok).toBe(true);
  });

  it('shows who is in on the board, and the person their own clock status', async () => {
    const { owner, staff } = await businessWithStaff(server);
    const stranger = await ownerWithCentre(server);
    accepted(await punch(server, staff.jwt, punchBody(owner.centre, 'clock_in')));
    const board = ZBoard.parse(
      (await api(server, 'GET', '/api/timeclock/board/', { jwt: owner.jwt })).body,
    );
    expect(board.entries.map((e) => e.staff_uid)).toEqual([staff.uid]);
    const theirs = ZBoard.parse(
      (await api(server, 'GET', '/api/timeclock/board/', { jwt: stranger.jwt })).body,
    );
    expect(theirs.entries).toEqual([]);
    expect((await api(server, 'GET', '/api/timeclock/board/', { jwt: staff.jwt })).status).toBe(
      403,
    );
    const status = ZClockStatus.parse(
      (await api(server, 'GET', '/api/timeclock/status/', { jwt: staff.jwt })).body,
    );
    expect(status.centres.map((x) => x.id)).toEqual([owner.centre.id]);
    expect(status.shift?.punches).toHaveLength(1);
    // Another owner can read neither the receipt nor the audit log.
    const pid = status.shift?.punches[0]?.id ?? '';
    expect(
      (await api(server, 'GET', `/api/timeclock/punches/${pid}/receipt/`, { jwt: stranger.jwt }))
        .status,
    ).toBe(404);
    expect(
      (
        await api(server, 'POST', `/api/businesses/${owner.centre.id}/audit/verifications/`, {
          jwt: stranger.jwt,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api(server, 'POST', `/api/businesses/${owner.centre.id}/audit/verifications/`, {
          jwt: staff.jwt,
        })
      ).status,
    ).toBe(403);
  });

  it('counts the hours really worked across a daylight-saving change', async () => {
    const { owner, staff } = await businessWithStaff(server);
    accepted(await punch(server, staff.jwt, punchBody(owner.centre, 'clock_in')));
    accepted(await punch(server, staff.jwt, punchBody(owner.centre, 'clock_out')));
    // Toronto, 1 November 2026: 00:30 EDT to 03:30 EST is three hours on the wall clock and
    // four hours of work, because 1:00–2:00 happens twice.
    await server.database.db
      .update(shifts)
      .set({
        startedAt: new Date('2026-11-01T04:30:00Z'),
        endedAt: new Date('2026-11-01T08:30:00Z'),
      })
      .where(eq(shifts.staffUid, staff.uid));
    const res = await api(
      server,
      'GET',
      '/api/timeclock/shifts/?from=2026-10-31T00:00:00-04:00&to=2026-11-02T00:00:00-05:00',
      { jwt: staff.jwt },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [shift] = ZShiftList.parse(res.body).shifts;
    expect(shift?.time_zone).toBe('America/Toronto');
    expect(shift?.worked_seconds).toBe(4 * 3600);
  });

  it('lets staff download their receipts for a period, each of which checks', async () => {
    const { owner, staff } = await businessWithStaff(server);
    accepted(await punch(server, staff.jwt, punchBody(owner.centre, 'clock_in')));
    accepted(await punch(server, staff.jwt, punchBody(owner.centre, 'clock_out')));
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date(Date.now() + 86_400_000).toISOString();
    const res = await api(
      server,
      'GET',
      `/api/timeclock/receipts/?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      { jwt: staff.jwt },
    );
    expect(res.status).toBe(200);
    const receipts = (res.body as { receipts: TSignedReceipt[] }).receipts;
    expect(receipts.map((r) => r.receipt.type)).toEqual(['clock_in', 'clock_out']);
    for (const r of receipts) expect(await checks(r)).toBe(true);
    const tooLong = await api(
      server,
      'GET',
      `/api/timeclock/receipts/?from=2020-01-01T00:00:00Z&to=${encodeURIComponent(to)}`,
      { jwt: staff.jwt },
    );
    expect(tooLong.status).toBe(400);
  });
});

describe('the audit chain', () => {
  it('names an entry edited in the database, and a removed one', async () => {
    const { owner, staff } = await businessWithStaff(server);
    accepted(await punch(server, staff.jwt, punchBody(owner.centre, 'clock_in')));
    accepted(await punch(server, staff.jwt, punchBody(owner.centre, 'clock_out')));
    const before = await verifyChain(owner.jwt, owner.centre.id);
    expect(before.ok).toBe(true);
    const db = server.database.db;
    await db.execute(
      sql`update audit_events set data = jsonb_set(data, '{verdict}', '"inside"'::jsonb)
          where owner_uid = ${owner.uid} and action = 'punch.clock_out'`,
    );
    await db.execute(
      sql`update audit_events set data = jsonb_set(data, '{distance_m}', '1'::jsonb)
          where owner_uid = ${owner.uid} and action = 'punch.clock_out'`,
    );
    const altered = await verifyChain(owner.jwt, owner.centre.id);
    expect(altered.ok).toBe(false);
    expect(altered.first_bad).toMatchObject({ seq: before.length, problem: 'altered' });

    const { owner: o2, staff: s2 } = await businessWithStaff(server);
    accepted(await punch(server, s2.jwt, punchBody(o2.centre, 'clock_in')));
    accepted(await punch(server, s2.jwt, punchBody(o2.centre, 'clock_out')));
    await db.execute(
      sql`delete from audit_events where owner_uid = ${o2.uid} and action = 'punch.clock_in'`,
    );
    const removed = await verifyChain(o2.jwt, o2.centre.id);
    expect(removed.first_bad?.problem).toBe('missing');
  });
});
