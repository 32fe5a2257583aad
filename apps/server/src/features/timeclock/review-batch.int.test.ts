import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REVIEWS,
  ZAuditPage,
  ZPunchResponse,
  ZReviewBatchResult,
  ZReviewQueue,
  type TCentre,
} from '@vh/contracts';
import { auditEvents, punchReviews } from '../../db/schema/index.ts';
import { api, errorMessage } from '../../testing/factories.ts';
import { addCentre, inviteCodeOf, joinedStaff, signIn } from '../../testing/staff.ts';
import { seedFlaggedPunches } from '../../testing/seed-punches.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import {
  businessWithStaff,
  checkChain,
  noLocationBody,
  northOf,
  punch,
  punchBody,
} from '../../testing/timeclock.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Decision = { punch_id: string; decision: 'accepted' | 'rejected'; reason: string };

const batch = (jwt: string, items: unknown) =>
  api(server, 'POST', '/api/timeclock/reviews/batch/', { jwt, body: { items } });

async function outcomes(jwt: string, items: Decision[]) {
  const res = await batch(jwt, items);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZReviewBatchResult.parse(res.body).results;
}

/**
 * `count` flagged punches of one staff member at the centre, made on the clock as the app makes
 * them: a clock-in without a position, then breaks started and ended, none with a position.
 */
async function flaggedPunches(jwt: string, centre: Pick<TCentre, 'id'>, count: number) {
  const types = ['clock_in', 'break_start', 'break_end'] as const;
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const type = i === 0 ? types[0] : types[1 + ((i - 1) % 2)]!;
    const res = await punch(server, jwt, noLocationBody(centre, type));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ids.push(ZPunchResponse.parse(res.body).punch.id);
  }
  return ids;
}

/** As many written straight to the database, chained as the clock chains them: quicker. */
const seeded = (ownerUid: string, staffUid: string, businessId: string, count: number) =>
  seedFlaggedPunches(server.database.db, { ownerUid, staffUid, businessId }, count, server.now());

const accept = (ids: string[], reason = 'Seen on site'): Decision[] =>
  ids.map((punch_id) => ({ punch_id, decision: 'accepted', reason }));

const reviewEntries = (ownerUid: string) =>
  server.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(
      sql`${auditEvents.ownerUid} = ${ownerUid} and ${auditEvents.action} like 'punch.review.%'`,
    )
    .then((rows) => Number(rows[0]?.n ?? 0));

async function chainVerifies(jwt: string, centreId: string) {
  const { status, body, report } = await checkChain(server, centreId, jwt);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(report).toMatchObject({ ok: true, first_bad: null, row_problems: [] });
  return report!;
}

describe('deciding flagged punches in one request', () => {
  it('accepts and rejects several at once, each its own review and chain entry, in the order sent', async () => {
    const { owner, staff } = await businessWithStaff(server);
    const [a, b, c] = await flaggedPunches(staff.jwt, owner.centre, 3);
    const results = await outcomes(owner.jwt, [
      { punch_id: a!, decision: 'accepted', reason: 'Within GPS accuracy of the centre.' },
      { punch_id: b!, decision: 'rejected', reason: 'She was not in on her break' },
      { punch_id: c!, decision: 'accepted', reason: '  Saw her arrive  ' },
    ]);
    expect(results).toEqual([
      { punch_id: a, outcome: 'accepted' },
      { punch_id: b, outcome: 'rejected' },
      { punch_id: c, outcome: 'accepted' },
    ]);
    const queue = ZReviewQueue.parse(
      (await api(server, 'GET', '/api/timeclock/reviews/', { jwt: owner.jwt })).body,
    );
    expect(queue.items).toEqual([]);
    const log = await api(server, 'GET', `/api/businesses/${owner.centre.id}/audit/`, {
      jwt: owner.jwt,
    });
    const entries = ZAuditPage.parse(log.body).entries;
    expect(entries.slice(0, 3).map((e) => [e.action, e.subject, e.reason])).toEqual([
      ['punch.review.accepted', `punch:${c}`, 'Saw her arrive'],
      ['punch.review.rejected', `punch:${b}`, 'She was not in on her break'],
      ['punch.review.accepted', `punch:${a}`, 'Within GPS accuracy of the centre.'],
    ]);
    await chainVerifies(owner.jwt, owner.centre.id);
  });

  it("answers another business's punches and made-up ids as not found, writes nothing for them, and decides the rest", async () => {
    const { owner, staff } = await businessWithStaff(server);
    const other = await businessWithStaff(server);
    const [mine] = await flaggedPunches(staff.jwt, owner.centre, 1);
    const [theirs] = await flaggedPunches(other.staff.jwt, other.owner.centre, 1);
    const verified = ZPunchResponse.parse(
      (await punch(server, staff.jwt, punchBody(owner.centre, 'break_start'))).body,
    ).punch.id;
    const madeUp = crypto.randomUUID();
    const results = await outcomes(owner.jwt, accept([theirs!, mine!, madeUp, verified]));
    expect(results.map((r) => r.outcome)).toEqual([
      'not_found',
      'accepted',
      'not_found',
      'no_review_needed',
    ]);
    const written = await server.database.db
      .select()
      .from(punchReviews)
      .where(inArray(punchReviews.punchId, [theirs!, madeUp, verified]));
    expect(written).toEqual([]);
    expect(await reviewEntries(other.owner.uid)).toBe(0);
    // The other business still has its flag to decide, and decides it.
    expect((await outcomes(other.owner.jwt, accept([theirs!]))).map((r) => r.outcome)).toEqual([
      'accepted',
    ]);
  });

  it('answers the same batch sent twice at once the same, with one review and one entry each', async () => {
    const { owner, staff } = await businessWithStaff(server);
    const ids = await seeded(owner.uid, staff.uid, owner.centre.id, REVIEWS.batchChunk + 5);
    const items = accept(ids, 'Seen on the cameras');
    const [first, second] = await Promise.all([
      outcomes(owner.jwt, items),
      outcomes(owner.jwt, items),
    ]);
    expect(first.every((r) => r.outcome === 'accepted')).toBe(true);
    expect(second).toEqual(first);
    expect(await reviewEntries(owner.uid)).toBe(ids.length);
    // A different decision afterwards is too late; the same one still gets the same answer.
    const [id] = ids;
    const later = await outcomes(owner.jwt, [
      { punch_id: id!, decision: 'rejected', reason: 'Not here' },
    ]);
    expect(later).toEqual([{ punch_id: id, outcome: 'already_reviewed' }]);
    const single = await api(server, 'POST', `/api/timeclock/reviews/${id}/`, {
      jwt: owner.jwt,
      body: { decision: 'accepted', reason: 'Seen on the cameras' },
    });
    expect(single.status).toBe(200);
    expect(await reviewEntries(owner.uid)).toBe(ids.length);
    await chainVerifies(owner.jwt, owner.centre.id);
  });

  it('refuses an empty batch, one over the cap and one naming a punch twice, in words', async () => {
    const { owner } = await businessWithStaff(server);
    const id = crypto.randomUUID();
    const empty = await batch(owner.jwt, []);
    expect(empty.status).toBe(400);
    expect(errorMessage(empty.body)).toMatch(`between 1 and ${REVIEWS.batchMax}`);
    const over = await batch(
      owner.jwt,
      Array.from({ length: REVIEWS.batchMax + 1 }, () => accept([crypto.randomUUID()])[0]),
    );
    expect(over.status).toBe(400);
    expect(errorMessage(over.body)).toMatch(`between 1 and ${REVIEWS.batchMax}`);
    const twice = await batch(owner.jwt, [...accept([id]), ...accept([id], 'Again')]);
    expect(twice.status).toBe(400);
    expect(errorMessage(twice.body)).toMatch(/only once/);
    const blank = await batch(owner.jwt, accept([id], '   '));
    expect(blank.status).toBe(400);
    expect(errorMessage(blank.body)).toMatch(/reason/);
    const nul = await batch(owner.jwt, accept([id], 'Saw her\u0000 arrive'));
    expect(nul.status).toBe(400);
  });

  it('refuses staff, and lets a manager decide only at their centres and never their own punches', async () => {
    const { owner, staff } = await businessWithStaff(server);
    const [flag] = await flaggedPunches(staff.jwt, owner.centre, 1);
    const refused = await batch(staff.jwt, accept([flag!]));
    expect(refused.status).toBe(403);
    // A second centre with its own staff member, out of the manager's reach.
    // Test shortcut: the plan goes straight into the profile instead of through a checkout.
    await server.database.db.execute(
      sql`update profiles set plan = 'Pro' where uid = ${owner.uid}`,
    );
    const second = await addCentre(server, owner.jwt, 'Second site');
    const elsewhere = await joinedStaff(server, await inviteCodeOf(server, owner.jwt, second.id));
    await api(server, 'POST', `/api/businesses/approve/staffs/${elsewhere.uid}/`, {
      jwt: owner.jwt,
    });
    const elsewhereJwt = (await signIn(server, elsewhere.input.username, elsewhere.input.password))
      .jwt;
    const [far] = await flaggedPunches(elsewhereJwt, second, 1);
    const manager = await joinedStaff(server, owner.code);
    await api(server, 'POST', `/api/businesses/approve/staffs/${manager.uid}/`, { jwt: owner.jwt });
    const made = await api(server, 'PATCH', `/api/businesses/staffs/${manager.uid}/`, {
      jwt: owner.jwt,
      body: { is_manager: true },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const managerJwt = (await signIn(server, manager.input.username, manager.input.password)).jwt;
    const [own] = await flaggedPunches(managerJwt, owner.centre, 1);
    const results = await outcomes(managerJwt, accept([far!, own!, flag!]));
    expect(results.map((r) => r.outcome)).toEqual(['not_found', 'own_punch', 'accepted']);
    const written = await server.database.db
      .select()
      .from(punchReviews)
      .where(inArray(punchReviews.punchId, [far!, own!]));
    expect(written).toEqual([]);
    // The owner decides both.
    expect((await outcomes(owner.jwt, accept([far!, own!]))).map((r) => r.outcome)).toEqual([
      'accepted',
      'accepted',
    ]);
  });

  it(`decides a batch of ${REVIEWS.batchMax}: every review written, one chain entry each, and the chain verifies`, async () => {
    const { owner, staff } = await businessWithStaff(server);
    const ids = await seeded(owner.uid, staff.uid, owner.centre.id, REVIEWS.batchMax);
    const started = performance.now();
    const results = await outcomes(owner.jwt, accept(ids, 'Location was off; seen on site'));
    const ms = performance.now() - started;
    expect(results.filter((r) => r.outcome === 'accepted')).toHaveLength(REVIEWS.batchMax);
    expect(results.map((r) => r.punch_id)).toEqual(ids);
    expect(await reviewEntries(owner.uid)).toBe(REVIEWS.batchMax);
    const written = await server.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(punchReviews)
      .where(eq(punchReviews.reviewerUid, owner.uid));
    expect(Number(written[0]?.n)).toBe(REVIEWS.batchMax);
    const report = await chainVerifies(owner.jwt, owner.centre.id);
    // The punches' entries, the decisions' and the business's own (centre, staff).
    expect(report.length).toBeGreaterThan(2 * REVIEWS.batchMax);
    console.info(`a batch of ${REVIEWS.batchMax} decisions: ${ms.toFixed(0)} ms`);
    // A punch still lands right after.
    const after = await punch(
      server,
      staff.jwt,
      punchBody(owner.centre, 'clock_out', northOf(owner.centre, 5)),
    );
    expect(after.status).toBe(201);
  }, 120_000);
});
