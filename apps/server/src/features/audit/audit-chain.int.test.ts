import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { seedOwner } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { appendAudit } from './audit-chain.ts';
import { verifyChain } from './audit-verify.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const append = (ownerUid: string, action: string) =>
  server.database.db.transaction((tx) =>
    appendAudit(tx, {
      ownerUid,
      actorUid: ownerUid,
      action,
      subject: 'test',
      data: { action },
      at: new Date(),
    }),
  );

describe('the audit chain', () => {
  it('seals entries written before the chain existed, in their order, then chains on', async () => {
    const { profile } = await seedOwner(server);
    const owner = profile.uid;
    // Rows as an earlier version wrote them: no position, no hashes.
    await server.database.db.insert(auditEvents).values([
      {
        ownerUid: owner,
        actorUid: owner,
        action: 'centre.created',
        subject: 'centre:x',
        at: new Date(Date.now() - 2000),
      },
      {
        ownerUid: owner,
        actorUid: owner,
        action: 'invite_code.replaced',
        subject: 'centre:x',
        at: new Date(Date.now() - 1000),
      },
    ]);
    const link = await append(owner, 'centre.updated');
    expect(link.seq).toBe(3);
    const report = await verifyChain(server.database.db, owner, new Date());
    expect(report).toMatchObject({ ok: true, length: 3, head: link.hash });
  });

  it('stays one unforked chain under 40 concurrent appends', async () => {
    const { profile } = await seedOwner(server);
    const links = await Promise.all(
      Array.from({ length: 40 }, (_, i) => append(profile.uid, `test.${i}`)),
    );
    expect(new Set(links.map((l) => l.seq)).size).toBe(40);
    expect(Math.max(...links.map((l) => l.seq))).toBe(40);
    expect((await verifyChain(server.database.db, profile.uid, new Date())).ok).toBe(true);
  });

  it('reports a removed tail, a reordered entry and an entry slipped in outside the chain', async () => {
    const db = server.database.db;
    const a = (await seedOwner(server)).profile.uid;
    for (const action of ['one', 'two', 'three']) await append(a, action);
    await db.execute(sql`delete from audit_events where owner_uid = ${a} and seq = 3`);
    expect((await verifyChain(db, a, new Date())).first_bad).toMatchObject({
      seq: 3,
      problem: 'missing',
    });

    const b = (await seedOwner(server)).profile.uid;
    for (const action of ['one', 'two', 'three', 'four']) await append(b, action);
    // Entry 3 removed and 4 renumbered into its place: 4 points back to 3's hash, which is gone.
    await db.execute(sql`delete from audit_events where owner_uid = ${b} and seq = 3`);
    await db.execute(sql`update audit_events set seq = 3 where owner_uid = ${b} and seq = 4`);
    const renumbered = await verifyChain(db, b, new Date());
    expect(renumbered.ok).toBe(false);
    expect(renumbered.first_bad?.seq).toBe(3);

    const c = (await seedOwner(server)).profile.uid;
    await append(c, 'one');
    await db.insert(auditEvents).values({
      ownerUid: c,
      actorUid: randomUUID(),
      action: 'forged',
      subject: 'x',
      at: new Date(),
    });
    expect((await verifyChain(db, c, new Date())).first_bad?.problem).toBe('altered');
  });
});
