import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { retention, ZAuditPage, type TChainReport, t } from '@vh/contracts';
import { timeEdits } from '../../db/schema/index.ts';
import { bindTimeEdit } from '../audit/audit-bindings.ts';
import { rows } from '../audit/audit-chain.ts';
import { bindRow } from '../../testing/bound-rows.ts';
import { api } from '../../testing/factories.ts';
import { movedClock } from '../../testing/moved-clock.ts';
import { joinedStaff, ownerWithCentre, signIn } from '../../testing/staff.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { businessWithStaff, checkChain, punch, punchBody } from '../../testing/timeclock.ts';
import { createRetentionJob, RETENTION_JOB, type RetentionJob } from './retention-job.ts';
import { claimLease, releaseLease, renewLease } from '../../db/job-lease.ts';
import { purge, type PurgeReport } from './purge.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
// Each test starts with no lease and no finished run, so the job is due at the test's clock.
beforeEach(async () => {
  await server.database.db.execute(sql`delete from job_leases`);
});

const DAY = 86_400_000;
const YEAR = 365.25 * DAY;
const MINUTE = 60_000;
const quiet = () => undefined;

/** A retention job on the test server's database with its own clock, set by `at`. */
function jobAt(clock: { at: Date }, logged: PurgeReport[] = []): RetentionJob {
  return createRetentionJob({
    db: server.database.db,
    now: () => clock.at,
    logPurge: (report) => logged.push(report),
    log: quiet,
  });
}

const query = (statement: ReturnType<typeof sql>) => rows(server.database.db, statement);

async function verify(jwt: string, centreId: string): Promise<TChainReport> {
  const { status, body, report } = await checkChain(server, centreId, jwt);
  expect(status, JSON.stringify(body)).toBe(200);
  return report!;
}

/** The audit entries of a business, oldest first, as stored. */
const entriesOf = (ownerUid: string) =>
  query(sql`select seq, actor_uid, action, subject, data::text as data, redacted_at
            from audit_events where owner_uid = ${ownerUid} order by seq`);

describe('deleted accounts', () => {
  it("a rejected sign-up's audit entries are intact at day 59 and redacted at day 61; the chain still verifies", async () => {
    const owner = await ownerWithCentre(server);
    const staff = await joinedStaff(server, owner.code);
    // A reset link mailed before the rejection keeps the person's email beside their uid.
    const forgot = await api(server, 'POST', '/api/users/forgot-password/', {
      body: { email: staff.input.email },
    });
    expect(forgot.status).toBe(200);
    const links = sql`select email from password_reset_links where uid = ${staff.uid}`;
    expect(await query(links)).toHaveLength(1);
    const rejectedAt = server.now();
    const res = await api(server, 'POST', `/api/businesses/reject/staffs/${staff.uid}/`, {
      jwt: owner.jwt,
    });
    expect(res.status).toBe(204);
    const before = await entriesOf(owner.uid);
    const mentioning = before.filter((e) => JSON.stringify(e).includes(staff.uid));
    // The sign-up and the rejection, which keeps the username and the email.
    expect(mentioning.map((e) => e.action)).toEqual(['staff.joined', 'staff.rejected']);
    expect(JSON.stringify(mentioning)).toContain(staff.input.email);

    const clock = { at: new Date(rejectedAt.getTime() + 59 * DAY) };
    const logged: PurgeReport[] = [];
    const job = jobAt(clock, logged);
    const early = await job.runOnce();
    expect(early).toMatchObject({ complete: true, accounts: 0 });
    expect(await entriesOf(owner.uid)).toEqual(before);
    expect(await query(links)).toHaveLength(1);
    expect(await verify(owner.jwt, owner.centre.id)).toMatchObject({ ok: true, redacted: 0 });

    clock.at = new Date(rejectedAt.getTime() + 61 * DAY);
    const late = await job.runOnce();
    expect(late).toMatchObject({
      complete: true,
      accounts: 1,
      redacted: { account_deleted: 2, retention_period: 0 },
    });
    expect(logged).toEqual([early, late]);
    expect(late?.removed.password_reset_links).toBe(1);
    expect(await query(links)).toEqual([]);
    const after = await entriesOf(owner.uid);
    expect(after).toHaveLength(before.length);
    const text = JSON.stringify(after);
    for (const personal of [staff.uid, staff.input.email, staff.input.username]) {
      expect(text).not.toContain(personal);
    }
    const redacted = after.filter((e) => e.redacted_at !== null);
    expect(redacted.map((e) => e.seq)).toEqual(mentioning.map((e) => e.seq));
    expect(redacted[0]).toMatchObject({ action: 'redacted', subject: 'redacted' });
    // Nothing is left waiting: the deletion record went with the data.
    expect(await query(sql`select uid from deleted_accounts where uid = ${staff.uid}`)).toEqual([]);

    const report = await verify(owner.jwt, owner.centre.id);
    expect(report).toMatchObject({ ok: true, length: before.length, redacted: 2 });
    const page = ZAuditPage.parse(
      (await api(server, 'GET', `/api/businesses/${owner.centre.id}/audit/`, { jwt: owner.jwt }))
        .body,
    );
    expect(page.entries.find((e) => e.seq === Number(redacted[0]?.seq))).toMatchObject({
      action: 'redacted',
      actor_name: t('server.people.removedAccount'),
    });

    // Content written back into a redacted entry is an alteration, not a redaction.
    const redactedSeq = Number(redacted[0]?.seq);
    await server.database.db.execute(
      sql`update audit_events set subject = ${staff.uid}
          where owner_uid = ${owner.uid} and seq = ${redactedSeq}`,
    );
    expect((await verify(owner.jwt, owner.centre.id)).first_bad).toMatchObject({
      seq: redactedSeq,
      problem: 'altered',
    });
    await server.database.db.execute(
      sql`update audit_events set subject = 'redacted'
          where owner_uid = ${owner.uid} and seq = ${redactedSeq}`,
    );
    expect((await verify(owner.jwt, owner.centre.id)).ok).toBe(true);

    // Another entry changed by hand is still reported as altered.
    await server.database.db.execute(
      sql`update audit_events set data = '{"name":"Forged"}'::jsonb
          where owner_uid = ${owner.uid} and seq = 1`,
    );
    const tampered = await verify(owner.jwt, owner.centre.id);
    expect(tampered).toMatchObject({ ok: false, first_bad: { seq: 1, problem: 'altered' } });
  });
});

describe('the retention period', () => {
  it('removes records older than six years, keeps younger ones, and redacts old audit entries', async () => {
    const clock = movedClock(server);
    const { owner, staff } = await businessWithStaff(server);
    const start = server.now();
    const at = (ms: number) => new Date(start.getTime() + ms).toISOString();
    const worked = async (jwt: string) => {
      for (const type of ['clock_in', 'clock_out'] as const) {
        const res = await punch(server, jwt, punchBody(owner.centre, type, {}, clock.now()));
        expect(res.status, JSON.stringify(res.body)).toBe(201);
      }
      const [latest] = await query(
        sql`select id from shifts where staff_uid = ${staff.uid} order by started_at desc limit 1`,
      );
      return String(latest?.id);
    };
    const oldShift = await worked(staff.jwt);
    const contact = await api(server, 'POST', '/api/contact/', {
      body: {
        name: 'Old Question',
        company: 'Acme',
        email: 'old.question@example.com',
        subject: 'Hours',
        message: 'An old question',
        request_type: 'no-auth',
      },
    });
    expect(contact.status).toBe(201);
    // Three years on, the same person works another shift: younger than six years at the purge.
    clock.moveTo(at(3 * YEAR));
    const later = await signIn(server, staff.input.username, staff.input.password);
    const youngShift = await worked(later.jwt);
    clock.moveTo(at(0));
    // Rows of the kinds not made above, one old and one young each.
    const ids = { old: randomUUID(), young: randomUUID() };
    for (const [key, when] of [
      ['old', at(0)],
      ['young', at(3 * YEAR)],
    ] as const) {
      const id = ids[key];
      await server.database.db.execute(
        sql`insert into time_edits (id, owner_uid, staff_uid, business_id, kind, group_id,
              started_at, ended_at, reason, editor_uid, created_at)
            values (${id}, ${owner.uid}, ${staff.uid}, ${owner.centre.id}, 'add_shift', ${id},
              ${when}, ${when}::timestamptz + interval '1 hour', 'Forgot to clock in',
              ${owner.uid}, ${when})`,
      );
      await server.database.db.execute(
        sql`insert into correction_requests (id, owner_uid, staff_uid, business_id, date,
              message, created_at)
            values (${id}, ${owner.uid}, ${staff.uid}, ${owner.centre.id},
              (${when}::timestamptz)::date, 'Please fix', ${when})`,
      );
      await server.database.db.execute(
        sql`insert into week_approvals (id, owner_uid, staff_uid, week_start, approved_by,
              approved_at)
            values (${id}, ${owner.uid}, ${staff.uid}, (${when}::timestamptz)::date - 10,
              ${owner.uid}, ${when})`,
      );
      await server.database.db.execute(
        sql`insert into bot_logs (user_uid, at, text) values (${staff.uid}, ${when}, ${id})`,
      );
      await server.database.db.execute(
        sql`insert into billing_events (event_id, event_type, received_at)
            values (${id}, 'test', ${when})`,
      );
    }
    // An edit of the old added shift made three years later keeps its own times.
    const laterEdit = randomUUID();
    await server.database.db.execute(
      sql`insert into time_edits (id, owner_uid, staff_uid, business_id, kind, group_id,
            supersedes_edit_id, started_at, ended_at, reason, editor_uid, created_at)
          values (${laterEdit}, ${owner.uid}, ${staff.uid}, ${owner.centre.id},
            'move_clock_in', ${laterEdit}, ${ids.old}, ${at(3 * YEAR)},
            ${at(3 * YEAR)}::timestamptz + interval '1 hour', 'Moved', ${owner.uid}, ${at(3 * YEAR)})`,
    );
    // Each edit written above gets the entry the product writes with one.
    for (const [id, when] of [
      [ids.old, at(0)],
      [ids.young, at(3 * YEAR)],
      [laterEdit, at(3 * YEAR)],
    ] as const) {
      const [edit] = await server.database.db.select().from(timeEdits).where(eq(timeEdits.id, id));
      await bindRow(server, owner.uid, bindTimeEdit(edit!), new Date(when));
    }
    const auditBefore = await entriesOf(owner.uid);
    const oldEntries = auditBefore.filter((e) => e.seq !== null).length;
    expect(oldEntries).toBeGreaterThan(2);

    const count = async () => ({
      shifts: (await query(sql`select id from shifts where staff_uid = ${staff.uid}`)).length,
      punches: (await query(sql`select id from punches where staff_uid = ${staff.uid}`)).length,
      edits: (await query(sql`select id from time_edits where staff_uid = ${staff.uid}`)).length,
      corrections: (
        await query(sql`select id from correction_requests where staff_uid = ${staff.uid}`)
      ).length,
      approvals: (await query(sql`select id from week_approvals where staff_uid = ${staff.uid}`))
        .length,
      botLogs: (await query(sql`select id from bot_logs where user_uid = ${staff.uid}`)).length,
      contact: (
        await query(sql`select id from contact_requests where email = 'old.question@example.com'`)
      ).length,
      billing: (
        await query(
          sql`select event_id from billing_events where event_id in (${ids.old}, ${ids.young})`,
        )
      ).length,
    });
    const everything = {
      shifts: 2,
      punches: 4,
      edits: 3,
      corrections: 2,
      approvals: 2,
      botLogs: 2,
      contact: 1,
      billing: 2,
    };
    expect(await count()).toEqual(everything);

    // Ten days short of six years nothing goes (a week goes once all its days are that old).
    const jobClock = { at: new Date(start.getTime() + 6 * YEAR - 10 * DAY) };
    const job = jobAt(jobClock);
    expect(await job.runOnce()).toMatchObject({
      complete: true,
      redacted: { retention_period: 0 },
    });
    expect(await count()).toEqual(everything);

    jobClock.at = new Date(start.getTime() + 6 * YEAR + 10 * DAY);
    const report = await job.runOnce();
    expect(report?.complete).toBe(true);
    expect(await count()).toEqual({
      shifts: 1,
      punches: 2,
      edits: 2,
      corrections: 1,
      approvals: 1,
      botLogs: 1,
      contact: 0,
      billing: 1,
    });
    expect(await query(sql`select id from shifts where id = ${oldShift}`)).toEqual([]);
    expect(await query(sql`select id from shifts where id = ${youngShift}`)).toHaveLength(1);
    expect(await query(sql`select id from time_edits where id = ${laterEdit}`)).toHaveLength(1);
    expect(report?.removed).toMatchObject({
      shifts: 1,
      punches: 2,
      correction_requests: 1,
      week_approvals: 1,
      bot_logs: 1,
      billing_events: 1,
    });
    expect(report?.removed.contact_requests).toBeGreaterThanOrEqual(1);

    // Old audit entries lose their content but keep their place; the young punches' stay whole.
    // The centre and the overtime rules, kept for good, are bound again before their old entries
    // lose their content.
    const auditAfter = await entriesOf(owner.uid);
    expect(auditAfter).toHaveLength(auditBefore.length + 2);
    const kept = auditAfter.filter((e) => e.redacted_at === null);
    expect(kept.map((e) => [e.action, e.subject])).toEqual([
      ['punch.clock_in', expect.stringMatching(/^punch:/)],
      ['punch.clock_out', expect.stringMatching(/^punch:/)],
      ['row.bound', `shift:${ids.young}`],
      ['row.bound', `shift:${laterEdit}`],
      ['row.bound', `centre:${owner.centre.id}`],
      ['row.bound', `owner:${owner.uid}`],
    ]);
    const chain = await verify(owner.jwt, owner.centre.id);
    expect(chain.row_problems).toEqual([]);
    expect(chain).toMatchObject({ ok: true, redacted: auditBefore.length - 4 });
  });

  it('redacts the entries of a shift it removes with it, though the clock-out is younger than the period', async () => {
    const clock = movedClock(server);
    const { owner, staff } = await businessWithStaff(server);
    const start = server.now();
    await punch(server, staff.jwt, punchBody(owner.centre, 'clock_in', {}, clock.now()));
    clock.moveTo(new Date(start.getTime() + 50 * MINUTE).toISOString());
    const out = await punch(
      server,
      staff.jwt,
      punchBody(owner.centre, 'clock_out', {}, clock.now()),
    );
    expect(out.status, JSON.stringify(out.body)).toBe(201);
    clock.moveTo(start.toISOString());

    // The period ends half an hour into the shift: the shift goes, with both of its punches.
    const purgeAt = new Date(start.getTime() + 30 * MINUTE);
    purgeAt.setUTCFullYear(purgeAt.getUTCFullYear() + 6); // calendar years, as the purge counts
    const report = await jobAt({ at: purgeAt }).runOnce();
    expect(report?.removed).toMatchObject({ shifts: 1, punches: 2 });
    const kept = (await entriesOf(owner.uid)).filter((e) => e.redacted_at === null);
    expect(kept.map((e) => e.action)).not.toContain('punch.clock_out');
    const chain = await verify(owner.jwt, owner.centre.id);
    expect(chain.row_problems).toEqual([]);
    expect(chain.ok).toBe(true);
  });
});

describe('one purge at a time', () => {
  it('two jobs on one database at once: only the lease holder purges, and a finished run is not repeated', async () => {
    const clock = { at: server.now() };
    const old = new Date(clock.at.getTime() - 7 * YEAR).toISOString();
    await server.database.db.execute(
      sql`insert into contact_requests (id, name, company, email, subject, message, ip, created_at)
          select gen_random_uuid(), 'Old', 'Acme', 'twice@example.com', 'Old', 'Old', '127.0.0.1',
            ${old}::timestamptz
          from generate_series(1, 3)`,
    );
    const logged: PurgeReport[] = [];
    const first = jobAt(clock, logged);
    const second = jobAt(clock, logged);
    const results = await Promise.all([first.runOnce(), second.runOnce()]);
    const ran = results.filter((r) => r !== null);
    expect(ran).toHaveLength(1);
    expect(ran[0]?.removed.contact_requests).toBe(3);
    expect(logged).toEqual(ran);
    // Straight after, neither runs again: the last run finished less than an interval ago.
    expect(await first.runOnce()).toBeNull();
    expect(await second.runOnce()).toBeNull();
    clock.at = new Date(clock.at.getTime() + retention.intervalMs + 1000);
    expect(await second.runOnce()).not.toBeNull();
  });

  it("a crashed holder's lease blocks others until it expires, then another takes over", async () => {
    const start = server.now();
    const crashedUntil = new Date(start.getTime() + retention.leaseMs);
    await server.database.db.execute(
      sql`insert into job_leases (name, holder, expires_at)
          values (${RETENTION_JOB}, 'crashed-server', ${crashedUntil.toISOString()})`,
    );
    const clock = { at: new Date(start.getTime() + retention.leaseMs - 1000) };
    const survivor = jobAt(clock);
    expect(await survivor.runOnce()).toBeNull();
    clock.at = new Date(start.getTime() + retention.leaseMs + 1000);
    expect(await survivor.runOnce()).toMatchObject({ complete: true });
    const [lease] = await query(
      sql`select holder, last_finished_at from job_leases where name = ${RETENTION_JOB}`,
    );
    expect(lease?.holder).toBeNull();
    expect(lease?.last_finished_at).not.toBeNull();
  });

  it('a holder that lost its lease stops at the next batch and leaves the rest for the next run', async () => {
    const now = server.now();
    const old = new Date(now.getTime() - 7 * YEAR).toISOString();
    await server.database.db.execute(
      sql`insert into contact_requests (id, name, company, email, subject, message, ip, created_at)
          select gen_random_uuid(), 'Old', 'Acme', 'old@example.com', 'Old', 'Old', '127.0.0.1',
            ${old}::timestamptz
          from generate_series(1, ${retention.batchRows + 5})`,
    );
    const holder = {
      name: RETENTION_JOB,
      holder: 'stalled',
      now,
      expires: new Date(now.getTime() + 1000),
    };
    expect(await claimLease(server.database.db, { ...holder, dueBefore: now })).toBe(true);
    // The stalled holder's lease ran out and another server took it.
    const later = new Date(now.getTime() + 2000);
    const other = {
      name: RETENTION_JOB,
      holder: 'other',
      now: later,
      expires: new Date(later.getTime() + retention.leaseMs),
    };
    expect(await claimLease(server.database.db, { ...other, dueBefore: later })).toBe(true);
    const keepGoing = () => renewLease(server.database.db, { ...holder, now: later });
    const stalled = await purge(server.database.db, now, keepGoing);
    expect(stalled).toMatchObject({
      complete: false,
      removed: { contact_requests: retention.batchRows },
    });
    const left = await query(sql`select id from contact_requests where email = 'old@example.com'`);
    expect(left).toHaveLength(5);
    await releaseLease(server.database.db, { name: RETENTION_JOB, holder: 'other' });
    const next = await jobAt({ at: later }).runOnce();
    expect(next).toMatchObject({ complete: true, removed: { contact_requests: 5 } });
  });
});

describe('pay rates', () => {
  it('removes a rate once a later one applies from a day past the period, with its entries; the rates still in use stay bound', async () => {
    const { owner, staff } = await businessWithStaff(server);
    const rateIds: Record<string, string> = {};
    for (const [effective_from, hourly_rate] of [
      ['2026-01-01', '17.00'],
      ['2026-06-01', '18.00'],
      ['2027-01-01', '19.00'],
    ] as const) {
      const res = await api(server, 'POST', '/api/pay/rates/', {
        jwt: owner.jwt,
        body: { staff_uid: staff.uid, effective_from, hourly_rate },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { rates } = res.body as { rates: { id: string; effective_from: string }[] };
      rateIds[effective_from] = rates.find((r) => r.effective_from === effective_from)?.id ?? '';
    }
    const rateEntries = async () =>
      (await entriesOf(owner.uid)).filter((e) => String(e.data).includes('"pay_rates"'));
    expect(await rateEntries()).toHaveLength(3);

    // Six years after September 2026: June's rate prices the period's last day, January's nothing.
    const report = await jobAt({ at: new Date('2032-09-01T12:00:00Z') }).runOnce();
    expect(report?.removed.pay_rates).toBe(1);
    const left = await query(
      sql`select effective_from::text as day from pay_rates where staff_uid = ${staff.uid}
          order by effective_from`,
    );
    expect(left.map((r) => r.day)).toEqual(['2026-06-01', '2027-01-01']);
    const entries = await rateEntries();
    expect(entries).toHaveLength(2);
    expect(JSON.stringify(entries)).not.toContain(rateIds['2026-01-01']);
    const chain = await verify(owner.jwt, owner.centre.id);
    expect(chain.row_problems).toEqual([]);
    expect(chain.ok).toBe(true);
  });
});
