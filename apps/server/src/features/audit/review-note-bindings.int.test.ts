import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t, ZPunchResponse } from '@vh/contracts';
import { punchNotes, punchReviews } from '../../db/schema/index.ts';
import { api } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { businessWithStaff, noLocationBody, punch } from '../../testing/timeclock.ts';
import { purge } from '../retention/purge.ts';
import { AT_MS, jsonOf, rows } from './audit-chain.ts';
import { contentHash, entryHash, GENESIS_HASH } from './audit-hash.ts';
import { verifyChain } from './audit-verify.ts';
import { BIND_EXISTING_REVIEWS_AND_NOTES, bindExistingRows } from './bind-existing-rows.ts';

// A decision on a flagged punch clears the timesheet's approval, and a note holds a staff
// member's own words: both rows are bound to the entry that wrote them (decision 013), so one
// changed, added or removed behind the product's back is named by the check, in words.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const db = () => server.database.db;
const query = (statement: ReturnType<typeof sql>) => rows(db(), statement);

/** A business whose staff member made `count` flagged clock-ins (no location shared). */
async function flaggedPunches(count = 1) {
  const world = await businessWithStaff(server);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const type = i % 2 === 0 ? 'clock_in' : 'clock_out';
    const res = await punch(server, world.staff.jwt, noLocationBody(world.owner.centre, type));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ids.push(ZPunchResponse.parse(res.body).punch.id);
  }
  const [who] = await query(
    sql`select first_name || ' ' || coalesce(last_name, '') as name from profiles
        where uid = ${world.staff.uid}`,
  );
  return { ...world, ids, staffName: String(who?.name).trim() };
}

async function review(jwt: string, punchId: string, decision: 'accepted' | 'rejected') {
  const res = await api(server, 'POST', `/api/timeclock/reviews/${punchId}/`, {
    jwt,
    body: { decision, reason: 'Seen on site' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function note(jwt: string, punchId: string, words: string) {
  const id = randomUUID();
  const res = await api(server, 'POST', `/api/timeclock/punches/${punchId}/notes/`, {
    jwt,
    body: { id, note: words },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return id;
}

const check = (ownerUid: string) => verifyChain(db(), ownerUid, server.now());

async function lastEntry(ownerUid: string, action: string) {
  const [entry] = await query(
    sql`select data from audit_events where owner_uid = ${ownerUid} and action = ${action}
        order by seq desc limit 1`,
  );
  return jsonOf(entry?.data);
}

describe('reviews and notes bound to the chain', () => {
  it('binds a decision and a note as written, and the chain verifies', async () => {
    const { owner, staff, ids } = await flaggedPunches();
    const punchId = ids[0]!;
    const noteId = await note(staff.jwt, punchId, 'GPS weak in the basement');
    await review(owner.jwt, punchId, 'rejected');
    const [reviewRow] = await db()
      .select()
      .from(punchReviews)
      .where(eq(punchReviews.punchId, punchId));
    const [noteRow] = await db().select().from(punchNotes).where(eq(punchNotes.id, noteId));

    expect((await lastEntry(owner.uid, 'punch.review.rejected')).bound).toEqual([
      {
        table: 'punch_reviews',
        key: punchId,
        row: {
          punch_id: punchId,
          decision: 'rejected',
          reason: 'Seen on site',
          reviewer_uid: owner.uid,
          reviewed_at: reviewRow?.reviewedAt.toISOString(),
        },
      },
    ]);
    expect((await lastEntry(owner.uid, 'punch.note')).bound).toEqual([
      {
        table: 'punch_notes',
        key: noteId,
        row: {
          punch_id: punchId,
          owner_uid: owner.uid,
          author_uid: staff.uid,
          body: 'GPS weak in the basement',
          created_at: noteRow?.createdAt.toISOString(),
        },
      },
    ]);
    const report = await check(owner.uid);
    expect(report.row_problems).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it("names a decision turned around and a note's words changed in the database", async () => {
    const { owner, staff, ids, staffName } = await flaggedPunches();
    const punchId = ids[0]!;
    const noteId = await note(staff.jwt, punchId, 'GPS weak in the basement');
    await review(owner.jwt, punchId, 'rejected');
    await db().execute(
      sql`update punch_reviews set decision = 'accepted' where punch_id = ${punchId}`,
    );
    await db().execute(sql`update punch_notes set body = 'I was there' where id = ${noteId}`);

    const report = await check(owner.uid);
    expect(report.ok).toBe(false);
    expect(report.first_bad).toBeNull();
    const problems = report.row_problems;
    expect(
      problems.map(({ table, key, problem, columns }) => ({ table, key, problem, columns })),
    ).toEqual([
      { table: 'punch_reviews', key: punchId, problem: 'changed', columns: ['decision'] },
      { table: 'punch_notes', key: noteId, problem: 'changed', columns: ['body'] },
    ]);
    const clockIn = t('audit.nouns.clock_in');
    expect(problems[0]?.detail).toContain(`The decision on ${staffName}’s ${clockIn} of `);
    expect(problems[0]?.detail).toContain(`its ${t('audit.columns.decision')} no longer matches`);
    expect(problems[1]?.detail).toContain(`A note on ${staffName}’s ${clockIn} of `);
    expect(problems[1]?.detail).toContain(`its ${t('audit.columns.body')} no longer matches`);

    // Put back as the chain says, the rows verify again.
    await db().execute(
      sql`update punch_reviews set decision = 'rejected' where punch_id = ${punchId}`,
    );
    await db().execute(
      sql`update punch_notes set body = 'GPS weak in the basement' where id = ${noteId}`,
    );
    expect((await check(owner.uid)).ok).toBe(true);
  });

  it('names a decision inserted with no entry, and one removed', async () => {
    const { owner, ids, staffName } = await flaggedPunches(2);
    const [reviewed, unreviewed] = ids as [string, string];
    await review(owner.jwt, reviewed, 'accepted');
    // What would clear the flagged punch's hold on the timesheet, written behind the product.
    await db().execute(
      sql`insert into punch_reviews (punch_id, decision, reason, reviewer_uid, reviewed_at)
          values (${unreviewed}, 'accepted', 'Fine', ${owner.uid}, now())`,
    );
    await db().execute(sql`delete from punch_reviews where punch_id = ${reviewed}`);

    const report = await check(owner.uid);
    expect(report.ok).toBe(false);
    const byKey = new Map(report.row_problems.map((p) => [p.key, p]));
    expect(byKey.get(unreviewed)).toMatchObject({ table: 'punch_reviews', problem: 'unbound' });
    expect(byKey.get(unreviewed)?.detail).toMatch(
      new RegExp(
        `^The decision on ${staffName}’s ${t('audit.nouns.clock_out')} of .* has no audit entry`,
      ),
    );
    expect(byKey.get(reviewed)).toMatchObject({ table: 'punch_reviews', problem: 'missing' });
    expect(byKey.get(reviewed)?.detail).toContain(`The decision on ${staffName}’s`);
    expect(report.row_problems).toHaveLength(2);
  });

  it('binds a batch of decisions, each in its own entry, and the chain verifies', async () => {
    const { owner, ids } = await flaggedPunches(6);
    const res = await api(server, 'POST', '/api/timeclock/reviews/batch/', {
      jwt: owner.jwt,
      body: {
        items: ids.map((punch_id, i) => ({
          punch_id,
          decision: i % 2 === 0 ? 'accepted' : 'rejected',
          reason: `Seen on site ${i}`,
        })),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const bound = await query(
      sql`select data->'bound'->0->>'key' as key, data->'bound'->0->'row'->>'reason' as reason
          from audit_events where owner_uid = ${owner.uid} and action like 'punch.review.%'
          order by seq`,
    );
    expect(bound).toEqual(ids.map((key, i) => ({ key, reason: `Seen on site ${i}` })));
    const report = await check(owner.uid);
    expect(report.row_problems).toEqual([]);
    expect(report.ok).toBe(true);

    await db().execute(
      sql`update punch_reviews set reason = 'Changed' where punch_id = ${ids[3]!}`,
    );
    expect((await check(owner.uid)).row_problems).toMatchObject([
      { table: 'punch_reviews', key: ids[3], problem: 'changed', columns: ['reason'] },
    ]);
  });

  it('binds the reviews and notes written before they were bound, once, after the migrations', async () => {
    const { owner, staff, ids } = await flaggedPunches(2);
    const [withReview, withNote] = ids as [string, string];
    await review(owner.jwt, withReview, 'accepted');
    const noteId = await note(staff.jwt, withNote, 'Phone was off');
    // As an earlier version left them: entries that name what happened but bind no row.
    await db().execute(
      sql`update audit_events set data = data - 'bound'
          where owner_uid = ${owner.uid} and (action like 'punch.review.%' or action = 'punch.note')`,
    );
    // Rehashed as the chain would have hashed them then: the entries themselves verify.
    await rechain(owner.uid);
    const before = await check(owner.uid);
    expect(before.first_bad).toBeNull();
    expect(before.row_problems.map((p) => [p.table, p.key, p.problem])).toEqual([
      ['punch_reviews', withReview, 'unbound'],
      ['punch_notes', noteId, 'unbound'],
    ]);

    await db().execute(
      sql`delete from maintenance_steps where name = ${BIND_EXISTING_REVIEWS_AND_NOTES}`,
    );
    await bindExistingRows(db(), server.now);
    const written = await query(
      sql`select subject from audit_events where owner_uid = ${owner.uid} and action = 'row.bound'
          order by seq`,
    );
    expect(written.map((e) => e.subject)).toEqual([`punch:${withReview}`, `punch:${withNote}`]);
    const after = await check(owner.uid);
    expect(after.row_problems).toEqual([]);
    expect(after.ok).toBe(true);

    // Done once; run again regardless, it binds nothing twice.
    await db().execute(
      sql`delete from maintenance_steps where name = ${BIND_EXISTING_REVIEWS_AND_NOTES}`,
    );
    await bindExistingRows(db(), server.now);
    expect(
      await query(
        sql`select 1 from audit_events where owner_uid = ${owner.uid} and action = 'row.bound'`,
      ),
    ).toHaveLength(2);
  });

  it('reports no review or note missing once the retention purge removed their punch', async () => {
    const { owner, staff, ids } = await flaggedPunches(2);
    await review(owner.jwt, ids[0]!, 'accepted');
    await note(staff.jwt, ids[0]!, 'GPS weak in the basement');
    await note(staff.jwt, ids[1]!, 'Phone was off');
    const purgeAt = new Date(server.now().getTime());
    purgeAt.setUTCFullYear(purgeAt.getUTCFullYear() + 6);
    purgeAt.setUTCDate(purgeAt.getUTCDate() + 10);
    const report = await purge(db(), purgeAt, () => Promise.resolve(true));
    expect(report.complete).toBe(true);
    expect(await query(sql`select 1 from punch_notes where owner_uid = ${owner.uid}`)).toHaveLength(
      0,
    );
    expect(
      await query(sql`select 1 from punch_reviews where punch_id in (${ids[0]!}, ${ids[1]!})`),
    ).toHaveLength(0);
    const chain = await verifyChain(db(), owner.uid, purgeAt);
    expect(chain.row_problems).toEqual([]);
    expect(chain.ok).toBe(true);
  });
});

/**
 * Recomputes the owner's chain from its first entry, as if each entry had been written as it now
 * reads: how a database written before binding looks.
 */
async function rechain(ownerUid: string) {
  const entries = await query(
    sql`select id, seq, ${AT_MS} as at_ms, actor_uid, action, subject, data
        from audit_events where owner_uid = ${ownerUid} order by seq`,
  );
  let previous = GENESIS_HASH;
  for (const e of entries) {
    const content = contentHash({
      actor_uid: String(e.actor_uid),
      action: String(e.action),
      subject: String(e.subject),
      data: jsonOf(e.data),
    });
    const hash = entryHash({
      owner_uid: ownerUid,
      seq: Number(e.seq),
      at: new Date(Number(e.at_ms)).toISOString(),
      prev_hash: previous,
      content_hash: content,
    });
    await db().execute(
      sql`update audit_events set content_hash = ${content}, prev_hash = ${previous}, hash = ${hash}
          where id = ${e.id}`,
    );
    previous = hash;
  }
  await db().execute(sql`update audit_heads set hash = ${previous} where owner_uid = ${ownerUid}`);
}
