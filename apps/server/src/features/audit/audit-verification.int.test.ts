import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_VERIFY, ZAuditVerification, ZLatestAuditVerification } from '@vh/contracts';
import { auditVerifications, shifts } from '../../db/schema/index.ts';
import { api } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { businessWithStaff, punch, punchBody } from '../../testing/timeclock.ts';
import { createAuditVerifier, serverStopped } from './audit-verification.ts';

// A check of the chain runs in the background (a million punches take longer than a request may)
// and is a row every server can read: its progress while it runs, its report once done.

let server: TestServer;
let world: Awaited<ReturnType<typeof businessWithStaff>>;

beforeAll(async () => {
  server = await startTestServer();
  world = await businessWithStaff(server);
  for (const type of ['clock_in', 'clock_out'] as const) {
    const made = await punch(server, world.staff.jwt, punchBody(world.owner.centre, type));
    expect(made.status).toBe(201);
  }
});

afterAll(async () => {
  await server.close();
});

const base = () => `/api/businesses/${world.owner.centre.id}/audit/verifications/`;

/** Starts a new check: past the moment in which a start joins the last one. */
async function started() {
  server.clock.advance(AUDIT_VERIFY.joinWithinMs + 1);
  const res = await api(server, 'POST', base(), { jwt: world.owner.jwt });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return ZAuditVerification.parse(res.body);
}

async function read(id: string) {
  const res = await api(server, 'GET', `${base()}${id}/`, { jwt: world.owner.jwt });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZAuditVerification.parse(res.body);
}

async function latest() {
  const res = await api(server, 'GET', `${base()}latest/`, { jwt: world.owner.jwt });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZLatestAuditVerification.parse(res.body).verification;
}

const ownerUid = () => world.owner.uid;

describe('a check of the audit chain', () => {
  it('runs in the background and ends with its report, every entry and row counted', async () => {
    const check = await started();
    expect(['queued', 'running']).toContain(check.state);
    expect(check.report).toBeNull();
    await server.app.auditVerifier.idle();
    const done = await read(check.id);
    expect(done.state).toBe('done');
    expect(done.failure).toBeNull();
    expect(done.finished_at).not.toBeNull();
    expect(done.report).toMatchObject({ ok: true, row_problems: [], first_bad: null });
    // Two punches, the centre, the shift, holidays: more than the punches alone.
    expect(done.entries_total).toBe(done.report?.length);
    expect(done.entries_checked).toBe(done.entries_total);
    expect(done.rows_total).toBeGreaterThanOrEqual(4);
    expect(done.rows_checked).toBe(done.rows_total);
    expect((await latest())?.id).toBe(check.id);
  });

  it('names a row changed behind the product once the check is done', async () => {
    const [shift] = await server.database.db
      .select()
      .from(shifts)
      .where(eq(shifts.ownerUid, ownerUid()));
    const original = shift!.endedAt!;
    await server.database.db
      .update(shifts)
      .set({ endedAt: new Date(original.getTime() + 3_600_000) })
      .where(eq(shifts.id, shift!.id));
    try {
      const check = await started();
      await server.app.auditVerifier.idle();
      const report = (await read(check.id)).report;
      expect(report?.ok).toBe(false);
      expect(report?.row_problems).toEqual([
        expect.objectContaining({ table: 'shifts', key: shift!.id, columns: ['ended_at'] }),
      ]);
    } finally {
      await server.database.db
        .update(shifts)
        .set({ endedAt: original })
        .where(eq(shifts.id, shift!.id));
    }
  });

  it('answers two requests sent at once with the same check', async () => {
    const verifier = createAuditVerifier({
      db: server.database.db,
      now: server.now,
      log: (error) => {
        throw error;
      },
    });
    try {
      server.clock.advance(AUDIT_VERIFY.joinWithinMs + 1);
      const [a, b] = await Promise.all([
        verifier.start(ownerUid(), ownerUid()),
        verifier.start(ownerUid(), ownerUid()),
      ]);
      expect(b.id).toBe(a.id);
      await verifier.idle();
      expect((await verifier.byId(ownerUid(), a.id))?.state).toBe('done');
    } finally {
      await verifier.stop();
    }
  });

  it('answers ten copies of one request sent together with one check, even one already done', async () => {
    server.clock.advance(AUDIT_VERIFY.joinWithinMs + 1);
    const copies = await Promise.all(
      Array.from({ length: 10 }, () => api(server, 'POST', base(), { jwt: world.owner.jwt })),
    );
    expect(copies.map((copy) => copy.status)).toEqual(Array(10).fill(202));
    const ids = new Set(copies.map((copy) => ZAuditVerification.parse(copy.body).id));
    expect(ids.size).toBe(1);
    await server.app.auditVerifier.idle();
    // A moment later, the same click again: the check just made, finished.
    const again = await api(server, 'POST', base(), { jwt: world.owner.jwt });
    expect(ZAuditVerification.parse(again.body)).toMatchObject({ id: [...ids][0], state: 'done' });
  });

  it('says a check whose server stopped has stopped, and starts a new one when asked', async () => {
    const verifier = createAuditVerifier({
      db: server.database.db,
      now: server.now,
      log: () => undefined,
    });
    server.clock.advance(AUDIT_VERIFY.joinWithinMs + 1);
    const check = await verifier.start(ownerUid(), ownerUid());
    await verifier.stop();
    const stopped = await read(check.id);
    expect(stopped).toMatchObject({ state: 'failed', failure: serverStopped(), report: null });
    // A server that died mid-check wrote nothing more: its check goes quiet, then counts as stopped.
    const quiet = new Date(server.now().getTime() - AUDIT_VERIFY.staleAfterMs - 1000);
    const [dead] = await server.database.db
      .insert(auditVerifications)
      .values({
        ownerUid: ownerUid(),
        state: 'running',
        startedAt: quiet,
        heartbeatAt: quiet,
      })
      .returning();
    expect(await read(dead!.id)).toMatchObject({ state: 'failed', failure: serverStopped() });
    const fresh = await started();
    expect(fresh.id).not.toBe(dead!.id);
    await server.app.auditVerifier.idle();
    expect((await read(fresh.id)).state).toBe('done');
    const [marked] = await server.database.db
      .select({ state: auditVerifications.state })
      .from(auditVerifications)
      .where(eq(auditVerifications.id, dead!.id));
    expect(marked?.state).toBe('failed');
  });

  it('keeps only the latest finished checks of a business', async () => {
    for (let i = 0; i <= AUDIT_VERIFY.keptPerBusiness + 1; i += 1) {
      await started();
      await server.app.auditVerifier.idle();
    }
    const kept = await server.database.db
      .select({ id: auditVerifications.id })
      .from(auditVerifications)
      .where(eq(auditVerifications.ownerUid, ownerUid()));
    // The latest finished ones, and the one that was started last.
    expect(kept).toHaveLength(AUDIT_VERIFY.keptPerBusiness + 1);
  });

  it('is unknown to anyone but the owner, and an unknown check is not found', async () => {
    const check = await started();
    await server.app.auditVerifier.idle();
    const asStaff = await api(server, 'GET', `${base()}${check.id}/`, { jwt: world.staff.jwt });
    expect(asStaff.status).toBe(403);
    const unknown = await api(server, 'GET', `${base()}00000000-0000-4000-8000-000000000000/`, {
      jwt: world.owner.jwt,
    });
    expect(unknown.status).toBe(404);
    const bad = await api(server, 'GET', `${base()}not-a-check/`, { jwt: world.owner.jwt });
    expect(bad.status).toBe(400);
  });
});
