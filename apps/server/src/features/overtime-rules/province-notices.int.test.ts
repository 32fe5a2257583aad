import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZOvertimeRules } from '@vh/contracts';
import { overtimeRules, profiles } from '../../db/schema/index.ts';
import { api, seedOwner } from '../../testing/factories.ts';
import { addCentre, centreBody, keepDefaultRules } from '../../testing/staff.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { checkChain } from '../../testing/timeclock.ts';
import { rows } from '../audit/audit-chain.ts';

// The overtime rules follow the province: a new business's first centre gives its province's
// preset, an existing business is told (never changed), and centres under several provinces'
// rules are told that one set applies to all.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const db = () => server.database.db;
const rulesOf = async (jwt: string) =>
  ZOvertimeRules.parse((await api(server, 'GET', '/api/timesheets/rules/', { jwt })).body);

async function newOwner() {
  const seeded = await seedOwner(server);
  return { uid: seeded.profile.uid, jwt: seeded.session.access_token };
}

describe('the overtime rules follow the province', () => {
  it("give a new business in Ontario Ontario's rules, audited and bound, with a notice", async () => {
    const owner = await newOwner();
    const centre = await addCentre(server, owner.jwt);
    const rules = await rulesOf(owner.jwt);
    expect(rules).toMatchObject({
      daily_overtime_hours: null,
      weekly_overtime_hours: 44,
      preset: 'CA-ON',
    });
    expect(rules.notices?.map((notice) => notice.kind)).toEqual(['set_from_province']);
    expect(rules.notices?.[0]?.message).toMatch(/Ontario’s \(no daily limit, 44 h a week\)/);
    const [row] = await db()
      .select()
      .from(overtimeRules)
      .where(eq(overtimeRules.ownerUid, owner.uid));
    expect(row?.origin).toBe('province');
    const [entry] = await rows(
      db(),
      sql`select action, data from audit_events where owner_uid = ${owner.uid}
          and action = 'overtime_rules.province'`,
    );
    expect(entry?.data).toMatchObject({
      preset: 'CA-ON',
      bound: [{ table: 'overtime_rules', key: owner.uid }],
    });
    expect((await checkChain(server, centre.id, owner.jwt)).report?.ok).toBe(true);
  });

  it('tell an existing business its rules differ from its province, and change nothing', async () => {
    const owner = await newOwner();
    await keepDefaultRules(server, owner.jwt);
    await addCentre(server, owner.jwt);
    const rules = await rulesOf(owner.jwt);
    expect(rules).toMatchObject({
      daily_overtime_hours: 8,
      weekly_overtime_hours: 40,
      preset: 'default',
    });
    expect(rules.notices?.map((notice) => notice.kind)).toEqual(['differs_from_province']);
    expect(rules.notices?.[0]?.message).toMatch(
      /in Ontario.*no daily limit, 44 h a week.*Nothing was changed/,
    );
  });

  it('tell a business with centres in British Columbia and Ontario that one set applies to all', async () => {
    const owner = await newOwner();
    await db().update(profiles).set({ plan: 'Pro' }).where(eq(profiles.uid, owner.uid));
    await addCentre(server, owner.jwt);
    const made = await api(server, 'POST', '/api/businesses/', {
      jwt: owner.jwt,
      body: {
        ...centreBody('Gastown Cart'),
        street: '1 Water St',
        city: 'Vancouver',
        province: 'BC',
        postal_code: 'V6B 1A1',
        time_zone: 'America/Vancouver',
        latitude: 49.2849,
        longitude: -123.1086,
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const rules = await rulesOf(owner.jwt);
    // The first centre's province gave the rules; the second centre changed nothing.
    expect(rules).toMatchObject({ weekly_overtime_hours: 44, preset: 'CA-ON' });
    expect(rules.notices?.map((notice) => notice.kind)).toEqual([
      'set_from_province',
      'several_provinces',
    ]);
    expect(rules.notices?.[1]?.message).toMatch(
      /British Columbia and Ontario.*One set of rules applies to all your centres/,
    );
  });
});
