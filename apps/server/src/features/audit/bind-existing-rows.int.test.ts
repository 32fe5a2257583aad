import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOwner } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { appendAudit, rows } from './audit-chain.ts';
import { verifyChain } from './audit-verify.ts';
import { BIND_EXISTING_ROWS, bindExistingRows } from './bind-existing-rows.ts';

// A database made before rows were bound to the chain: rows and entries as the earlier versions
// wrote them (entries that name what happened but bind no row). The step after the migrations
// binds each row once, skips what is bound, and two servers starting at once bind nothing twice.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const db = () => server.database.db;

/** One business as an earlier version left it: a centre, its holidays, rules, shifts and an edit. */
async function earlierBusiness() {
  const owner = (await seedOwner(server)).profile.uid;
  const centre = randomUUID();
  const at = new Date('2026-03-02T14:00:00Z');
  await db().execute(
    sql`insert into businesses (id, owner_uid, name, street, city, province, country, time_zone,
          latitude, longitude, radius_m, created_at, updated_at)
        values (${centre}, ${owner}, 'Old Café', '1 King St', 'Toronto', 'ON', 'CA',
          'America/Toronto', 43.65, -79.38, 100, ${at.toISOString()}, ${at.toISOString()})`,
  );
  await db().execute(
    sql`insert into centre_holidays (business_id, date, name, source)
        values (${centre}, '2026-07-01', 'Canada Day', 'library'),
               (${centre}, '2026-08-03', 'Civic Holiday', 'library')`,
  );
  await db().execute(
    sql`insert into overtime_rules (owner_uid, week_start, daily_seconds, weekly_seconds)
        values (${owner}, 7, null, 158400)`,
  );
  const shiftIds = [randomUUID(), randomUUID(), randomUUID()];
  for (const [i, id] of shiftIds.entries()) {
    const start = new Date(at.getTime() + i * 86_400_000).toISOString();
    await db().execute(
      sql`insert into shifts (id, staff_uid, owner_uid, business_id, started_at, ended_at)
          values (${id}, ${owner}, ${owner}, ${centre}, ${start},
            ${start}::timestamptz + interval '8 hours')`,
    );
  }
  const edit = randomUUID();
  await db().execute(
    sql`insert into time_edits (id, owner_uid, staff_uid, business_id, kind, group_id,
          supersedes_shift_id, punched_shift_id, started_at, ended_at, reason, editor_uid,
          created_at)
        select ${edit}, owner_uid, staff_uid, business_id, 'move_clock_out', ${edit}, id, id,
          started_at, ended_at - interval '1 hour', 'Left early', owner_uid, ${at.toISOString()}
        from shifts where id = ${shiftIds[0]!}`,
  );
  // Its entries, as they were: what happened, no rows bound.
  await db().transaction((tx) =>
    appendAudit(tx, {
      ownerUid: owner,
      actorUid: owner,
      action: 'centre.created',
      subject: `centre:${centre}`,
      data: { name: 'Old Café' },
      at,
    }),
  );
  return { owner, rowCount: 1 + 2 + 1 + 3 + 1 };
}

const entriesOf = async (owner: string) =>
  rows(db(), sql`select action, subject from audit_events where owner_uid = ${owner} order by seq`);

describe('binding the rows of a database made before rows were bound', () => {
  it('binds each row once, after which verification finds everything in order', async () => {
    const { owner, rowCount } = await earlierBusiness();
    // Before the step, those rows have no entry.
    const before = await verifyChain(db(), owner, server.now());
    expect(before.ok).toBe(false);
    expect(before.row_problems.map((p) => p.problem)).toEqual(Array(rowCount).fill('unbound'));

    await db().execute(sql`delete from maintenance_steps where name = ${BIND_EXISTING_ROWS}`);
    expect(await bindExistingRows(db(), server.now)).toBe(rowCount);
    const after = await verifyChain(db(), owner, server.now());
    expect(after.row_problems).toEqual([]);
    expect(after).toMatchObject({ ok: true, rows_checked: rowCount });
    const bound = (await entriesOf(owner)).filter((e) => e.action === 'row.bound');
    expect(bound).toHaveLength(rowCount);

    // Done once: a later start does nothing; run again regardless, it skips every bound row.
    expect(await bindExistingRows(db(), server.now)).toBe(0);
    await db().execute(sql`delete from maintenance_steps where name = ${BIND_EXISTING_ROWS}`);
    expect(await bindExistingRows(db(), server.now)).toBe(0);
    expect(await entriesOf(owner)).toHaveLength(bound.length + 1);
  });

  it('binds nothing twice when two servers start at once', async () => {
    const { owner, rowCount } = await earlierBusiness();
    await db().execute(sql`delete from maintenance_steps where name = ${BIND_EXISTING_ROWS}`);
    const counts = await Promise.all([
      bindExistingRows(db(), server.now),
      bindExistingRows(db(), server.now),
    ]);
    const bound = (await entriesOf(owner)).filter((e) => e.action === 'row.bound');
    expect(bound).toHaveLength(rowCount);
    expect(counts[0] + counts[1]).toBe(rowCount);
    expect((await verifyChain(db(), owner, server.now())).ok).toBe(true);
  });
});
