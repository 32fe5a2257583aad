import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAuditPage, ZOvertimeRules, t } from '@vh/contracts';
import { rowsOf } from '../../db/sql-helpers.ts';
import { verifyChain } from '../audit/audit-verify.ts';
import { api, errorMessage } from '../../testing/factories.ts';
import { ownerWithCentre, signIn, joinedStaff } from '../../testing/staff.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { businessWithStaff } from '../../testing/timeclock.ts';
import { rulesOf } from './overtime-rules.service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const RULES = '/api/timesheets/rules/';
const read = (jwt: string) => api(server, 'GET', RULES, { jwt });
const write = (jwt: string, body: unknown) => api(server, 'PUT', RULES, { jwt, body });
const ontario = {
  week_start: 7,
  daily_overtime_hours: null,
  weekly_overtime_hours: 44,
  preset: 'CA-ON',
};
/** The premiums of every preset but British Columbia's, Quebec's and Newfoundland's. */
const timeAndAHalf = {
  overtime_multiplier_pct: 150,
  double_time_after_daily_hours: null,
  double_time_multiplier_pct: 200,
  holiday_multiplier_pct: 150,
};
const britishColumbia = {
  week_start: 1,
  daily_overtime_hours: 8,
  weekly_overtime_hours: 40,
  preset: 'CA-BC',
};
const auditOf = async (owner: { jwt: string; centre: { id: string } }) =>
  ZAuditPage.parse(
    (await api(server, 'GET', `/api/businesses/${owner.centre.id}/audit/`, { jwt: owner.jwt }))
      .body,
  ).entries;

async function managerOf(owner: { jwt: string; code: string }) {
  const person = await joinedStaff(server, owner.code);
  await api(server, 'POST', `/api/businesses/approve/staffs/${person.uid}/`, { jwt: owner.jwt });
  await api(server, 'PATCH', `/api/businesses/staffs/${person.uid}/`, {
    jwt: owner.jwt,
    body: { is_manager: true },
  });
  return (await signIn(server, person.input.username, person.input.password)).jwt;
}

describe('overtime rules', () => {
  it('start at the defaults: Monday, 8 hours a day, 40 a week', async () => {
    const owner = await ownerWithCentre(server);
    const res = await read(owner.jwt);
    expect(res.status).toBe(200);
    expect(ZOvertimeRules.parse(res.body)).toMatchObject({
      week_start: 1,
      daily_overtime_hours: 8,
      weekly_overtime_hours: 40,
      preset: 'default',
      ...timeAndAHalf,
      can_edit: true,
    });
    expect(await rulesOf(server.database.db, owner.uid)).toEqual({
      weekStart: 1,
      dailySeconds: 28_800,
      weeklySeconds: 144_000,
      preset: 'default',
      overtimePct: 150,
      doubleDailySeconds: null,
      doublePct: 200,
      holidayPct: 150,
    });
  });

  it('are set by the owner (no daily overtime allowed), read by managers, audited', async () => {
    const owner = await ownerWithCentre(server);
    const manager = await managerOf(owner);
    const res = await write(owner.jwt, ontario);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ ...ontario, ...timeAndAHalf, can_edit: true });
    expect(ZOvertimeRules.parse((await read(manager)).body)).toMatchObject({
      ...ontario,
      ...timeAndAHalf,
      can_edit: false,
    });
    expect(await rulesOf(server.database.db, owner.uid)).toEqual({
      weekStart: 7,
      dailySeconds: null,
      weeklySeconds: 158_400,
      preset: 'CA-ON',
      overtimePct: 150,
      doubleDailySeconds: null,
      doublePct: 200,
      holidayPct: 150,
    });
    // Quarter hours and a custom set (no preset) are kept as sent.
    const custom = { ...ontario, daily_overtime_hours: 7.75, preset: null };
    expect((await write(owner.jwt, custom)).body).toMatchObject({ ...custom, can_edit: true });
    expect((await rulesOf(server.database.db, owner.uid)).dailySeconds).toBe(27_900);

    const audit = await api(server, 'GET', `/api/businesses/${owner.centre.id}/audit/`, {
      jwt: owner.jwt,
    });
    const [last, first] = ZAuditPage.parse(audit.body).entries;
    expect(first).toMatchObject({
      action: 'overtime_rules.update',
      data: {
        before: { week_start: 1, daily_overtime_hours: 8, weekly_overtime_hours: 40 },
        after: { week_start: 7, daily_overtime_hours: null, weekly_overtime_hours: 44 },
      },
    });
    expect(last).toMatchObject({
      action: 'overtime_rules.update',
      data: { before: { preset: 'CA-ON' }, after: { daily_overtime_hours: 7.75, preset: null } },
    });

    // The log pages backwards from an entry; `before` is plain digits, nothing else.
    const auditBefore = (before: string) =>
      api(server, 'GET', `/api/businesses/${owner.centre.id}/audit/?before=${before}`, {
        jwt: owner.jwt,
      });
    const older = ZAuditPage.parse((await auditBefore(String(last?.seq))).body).entries;
    expect(older[0]).toEqual(first);
    expect(older.every((entry) => entry.seq < (last?.seq ?? 0))).toBe(true);
    for (const bad of ['0', '-1', '0x10', '1e3', '%201', '']) {
      const answer = await auditBefore(bad);
      expect(answer.status, bad).toBe(400);
      expect(errorMessage(answer.body), bad).toBe('before: before must be a whole number');
    }
  });

  it('carry the premiums: a preset fills them, the owner sets them, audited and bound', async () => {
    const owner = await ownerWithCentre(server);
    const db = server.database.db;
    // As a new business's province gave them: the owner's choice below takes that mark off.
    await db.execute(
      sql`insert into overtime_rules (owner_uid, origin) values (${owner.uid}, 'province')
        on conflict (owner_uid) do update set origin = 'province'`,
    );

    // A client from before premiums picks British Columbia: its double time after 12 hours comes along.
    const bc = await write(owner.jwt, britishColumbia);
    expect(bc.status, JSON.stringify(bc.body)).toBe(200);
    expect(bc.body).toMatchObject({
      ...britishColumbia,
      overtime_multiplier_pct: 150,
      double_time_after_daily_hours: 12,
      double_time_multiplier_pct: 200,
      holiday_multiplier_pct: 150,
    });
    expect(await rulesOf(db, owner.uid)).toMatchObject({
      doubleDailySeconds: 12 * 3600,
      overtimePct: 150,
      doublePct: 200,
      holidayPct: 150,
    });
    const [stored] = rowsOf(
      await db.execute(sql`select origin from overtime_rules where owner_uid = ${owner.uid}`),
    );
    expect(stored?.origin).toBeNull();

    // Custom figures: the owner's own premiums, kept as sent.
    const custom = {
      ...britishColumbia,
      preset: null,
      overtime_multiplier_pct: 175,
      double_time_after_daily_hours: 10.5,
      double_time_multiplier_pct: 250,
      holiday_multiplier_pct: 200,
    };
    const set = await write(owner.jwt, custom);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject(custom);
    expect(ZOvertimeRules.parse((await read(owner.jwt)).body)).toMatchObject(custom);

    // Leaving the premiums out with custom figures keeps the ones in force.
    const kept = await write(owner.jwt, {
      ...britishColumbia,
      preset: null,
      weekly_overtime_hours: 44,
    });
    expect(kept.body).toMatchObject({ ...custom, weekly_overtime_hours: 44 });
    // Picking a preset with none of its premiums sent brings the preset's back.
    expect((await write(owner.jwt, ontario)).body).toMatchObject({ ...ontario, ...timeAndAHalf });

    const [last, third, second] = await auditOf(owner);
    expect(second).toMatchObject({
      action: 'overtime_rules.update',
      data: {
        before: { overtime_multiplier_pct: 150, double_time_after_daily_hours: 12 },
        after: {
          overtime_multiplier_pct: 175,
          double_time_after_daily_hours: 10.5,
          double_time_multiplier_pct: 250,
          holiday_multiplier_pct: 200,
        },
        bound: [
          {
            table: 'overtime_rules',
            row: {
              overtime_pct: 175,
              double_daily_seconds: 10.5 * 3600,
              double_pct: 250,
              holiday_pct: 200,
            },
          },
        ],
      },
    });
    expect(third).toMatchObject({ data: { after: { holiday_multiplier_pct: 200 } } });
    expect(last).toMatchObject({
      data: {
        before: { double_time_after_daily_hours: 10.5 },
        after: { double_time_after_daily_hours: null, overtime_multiplier_pct: 150 },
      },
    });
    // The stored premiums are the bound ones: the chain verifies, and a premium changed behind the
    // product's back is named.
    expect((await verifyChain(db, owner.uid, server.now())).ok).toBe(true);
    await db.execute(
      sql`update overtime_rules set holiday_pct = 300 where owner_uid = ${owner.uid}`,
    );
    const tampered = await verifyChain(db, owner.uid, server.now());
    expect(tampered.ok).toBe(false);
    expect(JSON.stringify(tampered.row_problems)).toContain('overtime_rules');
  });

  it('refuse double time that does not start after daily overtime, even from a preset', async () => {
    const owner = await ownerWithCentre(server);
    const sent = await write(owner.jwt, {
      ...britishColumbia,
      preset: null,
      double_time_after_daily_hours: 8,
    });
    expect(sent.status).toBe(400);
    expect(errorMessage(sent.body)).toMatch(
      /Double time must start after more hours than daily overtime \(8 hours\)/,
    );
    // British Columbia's 12 hours kept, with a daily threshold raised past them.
    const merged = await write(owner.jwt, { ...britishColumbia, daily_overtime_hours: 12.5 });
    expect(merged.status).toBe(400);
    expect(errorMessage(merged.body)).toMatch(/than daily overtime \(12.5 hours\)/);
    expect(ZOvertimeRules.parse((await read(owner.jwt)).body).preset).toBe('default');
    // Double time alone, with no daily overtime, is fine.
    const alone = await write(owner.jwt, { ...ontario, double_time_after_daily_hours: 12 });
    expect(alone.status, JSON.stringify(alone.body)).toBe(200);
  });

  it("are each employer's own", async () => {
    const a = await ownerWithCentre(server);
    const b = await ownerWithCentre(server);
    expect((await write(a.jwt, ontario)).status).toBe(200);
    expect(ZOvertimeRules.parse((await read(b.jwt)).body).preset).toBe('default');
  });

  it('refuse managers changes, and staff altogether', async () => {
    const { owner, staff } = await businessWithStaff(server);
    const manager = await managerOf(owner);
    const byManager = await write(manager, ontario);
    expect(byManager.status).toBe(403);
    expect(errorMessage(byManager.body)).toBe(t('errors.overtimeRules.ownerOnly'));
    const staffRead = await read(staff.jwt);
    expect(staffRead.status).toBe(403);
    expect(errorMessage(staffRead.body)).toBe(t('errors.overtimeRules.readersOnly'));
    const staffWrite = await write(staff.jwt, ontario);
    expect(staffWrite.status).toBe(403);
    expect(errorMessage(staffWrite.body)).toBe(t('errors.overtimeRules.ownerOnly'));
    expect(ZOvertimeRules.parse((await read(owner.jwt)).body).preset).toBe('default');
  });

  it.each([
    [{ daily_overtime_hours: 0 }, /Daily overtime must be more than 0 and at most 24 hours/],
    [{ daily_overtime_hours: 25 }, /Daily overtime must be more than 0 and at most 24 hours/],
    [{ daily_overtime_hours: 7.3 }, /Daily overtime must be in quarter hours/],
    [{ daily_overtime_hours: '8' }, /Daily overtime must be a number of hours/],
    [{ weekly_overtime_hours: 169 }, /Weekly overtime must be more than 0 and at most 168/],
    [{ weekly_overtime_hours: -40 }, /Weekly overtime must be more than 0/],
    [{ week_start: 0 }, /week_start must be a day of the week/],
    [{ week_start: 8 }, /week_start must be a day of the week/],
    [{ week_start: 1.5 }, /week_start must be a day of the week/],
    [{ preset: 'CA-XX' }, /Unknown preset/],
    [
      { overtime_multiplier_pct: 99 },
      /The overtime premium must be a whole percent from 100 to 400/,
    ],
    [
      { overtime_multiplier_pct: 401 },
      /The overtime premium must be a whole percent from 100 to 400/,
    ],
    [{ double_time_multiplier_pct: 150.5 }, /The double-time premium must be a whole percent/],
    [{ holiday_multiplier_pct: '150' }, /The holiday premium must be a whole percent/],
    [{ holiday_multiplier_pct: null }, /The holiday premium must be a whole percent/],
    [{ double_time_after_daily_hours: 0 }, /Double time must be more than 0 and at most 24 hours/],
    [{ double_time_after_daily_hours: 12.1 }, /Double time must be in quarter hours/],
    [{ overtime: true }, /Unknown field: overtime/],
  ])('refuse %j with a clear message', async (change, message) => {
    const owner = await ownerWithCentre(server);
    const res = await write(owner.jwt, { ...ontario, ...change });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(errorMessage(res.body)).toMatch(message);
  });

  it('refuse a body without the weekly threshold', async () => {
    const owner = await ownerWithCentre(server);
    const res = await write(owner.jwt, { week_start: 1, daily_overtime_hours: 8, preset: null });
    expect(res.status).toBe(400);
    expect(errorMessage(res.body)).toMatch(/Weekly overtime must be a number of hours/);
  });
});
