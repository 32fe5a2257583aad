import { readFile } from 'node:fs/promises';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CENTRE_LIMITS,
  INVITE_CODE_ALPHABET,
  rateLimits,
  ZCentre,
  type TCentre,
  t,
} from '@vh/contracts';
import { auditEvents, businesses, inviteCodes, profiles } from '../../db/schema/index.ts';
import { api, errorCode, errorMessage, seedOwner } from '../../testing/factories.ts';
import { joinedStaff, staffInput } from '../../testing/staff.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

const centreInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Queen Street Café',
  street: '100 Queen St W',
  city: 'Toronto',
  province: 'ON',
  country: 'Canada',
  postal_code: 'm5h2n2',
  time_zone: 'America/Toronto',
  latitude: 43.6525,
  longitude: -79.3838,
  ...overrides,
});

const CODE_PATTERN = new RegExp(`^[${INVITE_CODE_ALPHABET}]{6}$`);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function owner(plan?: string) {
  const seeded = await seedOwner(server);
  if (plan) {
    await server.database.db
      .update(profiles)
      .set({ plan })
      .where(eq(profiles.uid, seeded.profile.uid));
  }
  return { uid: seeded.profile.uid, jwt: seeded.session.access_token };
}

async function create(jwt: string, overrides: Record<string, unknown> = {}) {
  return api(server, 'POST', '/api/businesses/', { jwt, body: centreInput(overrides) });
}

async function created(jwt: string, overrides: Record<string, unknown> = {}): Promise<TCentre> {
  const res = await create(jwt, overrides);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZCentre.parse(res.body);
}

const validate = (code: string) =>
  api(server, 'POST', '/api/businesses/validate-code/', { body: { code } });

/** A staff sign-up with `code`, as the invite form sends it. */
const signUpWith = (code: string) => api(server, 'POST', '/api/users/', { body: staffInput(code) });

function centresOf(uid: string) {
  return server.database.db.select().from(businesses).where(eq(businesses.ownerUid, uid));
}

describe('business centres', () => {
  it('an owner creates one with a position, the default radius and a live invite code', async () => {
    const me = await owner();
    const centre = await created(me.jwt);
    expect(centre).toMatchObject({
      owner_uid: me.uid,
      name: 'Queen Street Café',
      postal_code: 'M5H 2N2',
      time_zone: 'America/Toronto',
      latitude: 43.6525,
      longitude: -79.3838,
      radius_m: CENTRE_LIMITS.radiusDefaultM,
      active: true,
    });
    expect(centre.invite?.code).toMatch(CODE_PATTERN);
    expect(centre.invite?.expires_at).toBeNull();

    const list = await api(server, 'GET', '/api/businesses/', { jwt: me.jwt });
    expect(list.status).toBe(200);
    expect((list.body as { centres: TCentre[] }).centres).toEqual([centre]);
    const one = await api(server, 'GET', `/api/businesses/${centre.id}/`, { jwt: me.jwt });
    expect(one.body).toEqual(centre);

    const audit = await server.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.ownerUid, me.uid));
    // The first centre also gives the business its province's overtime rules, audited.
    expect(audit.map((event) => [event.action, event.actorUid, event.subject])).toEqual([
      ['centre.created', me.uid, `centre:${centre.id}`],
      ['overtime_rules.province', me.uid, `owner:${me.uid}`],
    ]);
  });

  it.each([
    [
      'a radius of 0',
      { radius_m: 0 },
      'radius_m',
      /radius must be a whole number of metres from 25 to 2,000/,
    ],
    ['a radius of 50 km', { radius_m: 50_000 }, 'radius_m', /from 25 to 2,000/],
    ['a fractional radius', { radius_m: 99.5 }, 'radius_m', /whole number/],
    ['latitude 91', { latitude: 91 }, 'latitude', /Latitude must be between -90 and 90/],
    ['longitude -181', { longitude: -181 }, 'longitude', /Longitude must be between -180 and 180/],
    ['a latitude given as text', { latitude: '43.6' }, 'latitude', /Latitude must be a number/],
    [
      'a time zone that does not exist',
      { time_zone: 'Mars/Olympus_Mons' },
      'time_zone',
      /time zone from the list/,
    ],
    ['a blank name', { name: '  ' }, 'name', /Name is required/],
    ['a NUL in the name', { name: 'Caf\u0000e' }, 'name', /./],
    [
      'a country not on the list',
      { country: 'Atlantis' },
      'country',
      /Choose a country from the list/,
    ],
    ['a province that is not Canadian', { province: 'Texas' }, 'province', /./],
    ['a Canadian postal code that is not one', { postal_code: '12345' }, 'postal_code', /./],
  ])('refuses %s with a clear 400 and saves nothing', async (_label, overrides, field, message) => {
    const me = await owner();
    const res = await create(me.jwt, overrides);
    expect(res.status).toBe(400);
    expect(errorCode(res.body)).toBe('VALIDATION_FAILED');
    expect(errorMessage(res.body)).toMatch(message);
    expect(JSON.stringify(res.body)).toContain(field);
    expect(await centresOf(me.uid)).toHaveLength(0);
  });

  it('edits a centre, checking the address as a whole, and records who changed what', async () => {
    const me = await owner();
    const centre = await created(me.jwt);
    const edited = await api(server, 'PATCH', `/api/businesses/${centre.id}/`, {
      jwt: me.jwt,
      body: { name: 'Queen St', radius_m: 250 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Queen St', radius_m: 250, invite: centre.invite });

    // The United States has no province "ON": the stored province must change with the country.
    const wrong = await api(server, 'PATCH', `/api/businesses/${centre.id}/`, {
      jwt: me.jwt,
      body: { country: 'United States' },
    });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('province');
    const moved = await api(server, 'PATCH', `/api/businesses/${centre.id}/`, {
      jwt: me.jwt,
      body: { country: 'United States', province: 'New York', postal_code: '10001' },
    });
    expect(moved.status).toBe(200);

    const empty = await api(server, 'PATCH', `/api/businesses/${centre.id}/`, {
      jwt: me.jwt,
      body: {},
    });
    expect(empty.status).toBe(400);

    const actions = await server.database.db
      .select({ action: auditEvents.action, data: auditEvents.data })
      .from(auditEvents)
      .where(and(eq(auditEvents.ownerUid, me.uid), like(auditEvents.action, 'centre.%')))
      .orderBy(auditEvents.id);
    // Each entry also binds the columns the hours read (time zone, longest shift) as they now are.
    const bound = [
      {
        table: 'businesses',
        key: centre.id,
        row: { owner_uid: me.uid, time_zone: centre.time_zone, max_shift_hours: 16 },
      },
    ];
    expect(actions).toEqual([
      { action: 'centre.created', data: { name: 'Queen Street Café', bound } },
      { action: 'centre.updated', data: { fields: ['name', 'radius_m'], bound } },
      {
        action: 'centre.updated',
        data: { fields: ['country', 'postal_code', 'province'], bound },
      },
    ]);
  });
});

describe('plan limits', () => {
  it('a Free owner has one active centre; a second is a 409 that names the plan and the upgrade', async () => {
    const me = await owner();
    const first = await created(me.jwt);
    const second = await create(me.jwt, { name: 'Second site' });
    expect(second.status).toBe(409);
    expect(errorCode(second.body)).toBe('PLAN_LIMIT_REACHED');
    expect(errorMessage(second.body)).toBe(
      'Your Free plan includes 1 business centre. To add another, deactivate one or upgrade to Pro for 3 business centres.',
    );

    // A deactivated centre no longer counts, and reactivating it needs room again.
    const off = await api(server, 'POST', `/api/businesses/${first.id}/deactivate/`, {
      jwt: me.jwt,
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ active: false });
    await created(me.jwt, { name: 'Second site' });
    const on = await api(server, 'POST', `/api/businesses/${first.id}/reactivate/`, {
      jwt: me.jwt,
    });
    expect(on.status).toBe(409);
    expect(errorCode(on.body)).toBe('PLAN_LIMIT_REACHED');
    expect((await centresOf(me.uid)).filter((centre) => centre.active)).toHaveLength(1);
  });

  it('two requests racing for the last places on Pro leave exactly three centres', async () => {
    const me = await owner('Pro');
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => create(me.jwt, { name: `Site ${i}` })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 201, 409, 409]);
    expect(await centresOf(me.uid)).toHaveLength(3);
  });

  it('Enterprise has no limit', async () => {
    const me = await owner('Enterprise');
    for (let i = 0; i < 4; i++) await created(me.jwt, { name: `Site ${i}` });
    expect(await centresOf(me.uid)).toHaveLength(4);
  });
});

describe('who may touch a centre', () => {
  it("another owner's centre does not exist for them; staff and strangers are refused", async () => {
    const a = await owner();
    const b = await owner();
    const centre = await created(a.jwt);
    const paths: [string, string, unknown][] = [
      ['GET', `/api/businesses/${centre.id}/`, undefined],
      ['PATCH', `/api/businesses/${centre.id}/`, { name: 'Mine now' }],
      ['POST', `/api/businesses/${centre.id}/deactivate/`, undefined],
      ['POST', `/api/businesses/${centre.id}/reactivate/`, undefined],
      ['POST', `/api/businesses/${centre.id}/invite-code/`, {}],
    ];
    for (const [method, url, body] of paths) {
      const res = await api(server, method, url, { jwt: b.jwt, body });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(errorMessage(res.body)).toBe(t('errors.centres.noSuchCentre'));
      expect((await api(server, method, url, { body })).status, `${method} ${url}`).toBe(401);
    }
    const listed = await api(server, 'GET', '/api/businesses/', { jwt: b.jwt });
    expect(listed.body).toEqual({ centres: [] });
    const [row] = await centresOf(a.uid);
    expect(row).toMatchObject({ name: centre.name, active: true });

    // A staff account (as an invite sign-up will make one) may not create or list centres.
    const staff = await owner();
    await server.database.db
      .update(profiles)
      .set({ role: 'STAFF' })
      .where(eq(profiles.uid, staff.uid));
    for (const [method, url, body] of [
      ['POST', '/api/businesses/', centreInput()],
      ['GET', '/api/businesses/', undefined],
    ] as const) {
      const res = await api(server, method, url, { jwt: staff.jwt, body });
      expect(res.status).toBe(403);
      expect(errorMessage(res.body)).toBe(t('errors.centres.ownersOnly'));
    }
  });

  it('a malformed centre id is a 400, not a lookup', async () => {
    const me = await owner();
    const res = await api(server, 'GET', '/api/businesses/not-a-uuid/', { jwt: me.jwt });
    expect(res.status).toBe(400);
  });
});

describe('invite codes', () => {
  it('validate to the centre, in any case, until replaced; the new code works at once', async () => {
    const me = await owner();
    const centre = await created(me.jwt);
    const code = centre.invite?.code ?? '';
    const ok = await validate(code.toLowerCase());
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      data: { owner_uid: me.uid, business_id: centre.id, business_name: centre.name },
    });

    const replaced = await api(server, 'POST', `/api/businesses/${centre.id}/invite-code/`, {
      jwt: me.jwt,
      body: {},
    });
    expect(replaced.status).toBe(200);
    const next = ZCentre.parse(replaced.body).invite?.code ?? '';
    expect(next).toMatch(CODE_PATTERN);
    expect(next).not.toBe(code);
    const old = await validate(code);
    expect(old.status).toBe(404);
    expect(errorMessage(old.body)).toBe(t('spec.validation.inviteCodeInvalid'));
    expect((await validate(next)).status).toBe(200);
  });

  it('stop working when their centre is deactivated or they expire', async () => {
    const me = await owner('Pro');
    const closedCentre = await created(me.jwt, { name: 'Closed site' });
    await api(server, 'POST', `/api/businesses/${closedCentre.id}/deactivate/`, { jwt: me.jwt });
    const closed = await validate(closedCentre.invite?.code ?? '');
    expect(closed.status).toBe(404);
    expect(errorMessage(closed.body)).toBe(t('spec.validation.inviteCodeInvalid'));

    const centre = await created(me.jwt);
    const res = await api(server, 'POST', `/api/businesses/${centre.id}/invite-code/`, {
      jwt: me.jwt,
      body: { expires_in_days: 1 },
    });
    const invite = ZCentre.parse(res.body).invite;
    expect(invite?.expires_at).not.toBeNull();
    expect((await validate(invite?.code ?? '')).status).toBe(200);
    server.clock.advance(25 * 60 * 60 * 1000);
    const expired = await validate(invite?.code ?? '');
    expect(expired.status).toBe(404);
    expect(errorMessage(expired.body)).toBe(t('spec.validation.inviteCodeInvalid'));
  });

  it('die for good when their centre is deactivated: reactivating shows a new code', async () => {
    const me = await owner();
    const centre = await created(me.jwt);
    const old = centre.invite?.code ?? '';
    expect((await validate(old)).status).toBe(200);

    const off = await api(server, 'POST', `/api/businesses/${centre.id}/deactivate/`, {
      jwt: me.jwt,
    });
    expect(off.status).toBe(200);
    // A deactivated centre has no code to show: the one it had will never work again.
    expect(ZCentre.parse(off.body)).toMatchObject({ active: false, invite: null });
    expect((await validate(old)).status).toBe(404);
    const refused = await signUpWith(old);
    expect(refused.status).toBe(404);
    expect(errorCode(refused.body)).toBe('INVITE_CODE_INVALID');

    const on = await api(server, 'POST', `/api/businesses/${centre.id}/reactivate/`, {
      jwt: me.jwt,
    });
    expect(on.status).toBe(200);
    const reactivated = ZCentre.parse(on.body);
    const fresh = reactivated.invite?.code ?? '';
    expect(fresh).toMatch(CODE_PATTERN);
    expect(fresh).not.toBe(old);
    expect(reactivated.invite?.expires_at).toBeNull();
    const one = await api(server, 'GET', `/api/businesses/${centre.id}/`, { jwt: me.jwt });
    expect(one.body).toEqual(reactivated);

    expect((await validate(old)).status).toBe(404);
    expect(errorCode((await signUpWith(old)).body)).toBe('INVITE_CODE_INVALID');
    expect((await validate(fresh)).status).toBe(200);
    const joined = await joinedStaff(server, fresh);
    expect(joined.uid).toEqual(expect.any(String));
  });

  it('are not made for a centre that is not active: it gets one when reactivated', async () => {
    const me = await owner();
    const centre = await created(me.jwt);
    await api(server, 'POST', `/api/businesses/${centre.id}/deactivate/`, { jwt: me.jwt });
    const res = await api(server, 'POST', `/api/businesses/${centre.id}/invite-code/`, {
      jwt: me.jwt,
      body: {},
    });
    expect(res.status).toBe(409);
    expect(errorCode(res.body)).toBe('CONFLICT');
    expect(errorMessage(res.body)).toBe(t('spec.centreRefusals.noCodeWhileInactive'));
    const live = await server.database.db
      .select()
      .from(inviteCodes)
      .where(eq(inviteCodes.businessId, centre.id));
    expect(live.filter((code) => code.revokedAt === null)).toEqual([]);
  });

  it.each([
    ['an unknown code', 'ZZZZZZ', 404],
    ['a code of the wrong length', 'ABC', 400],
    ['a blank code', '      ', 400],
  ])('answer %s with the one message', async (_label, code, status) => {
    const res = await validate(code);
    expect(res.status).toBe(status);
    // Schema errors name their field first ("code: ..."), as every other form's do.
    expect(errorMessage(res.body)).toMatch(/^(code: )?The invite code is invalid$/);
  });

  it.each([
    ['0 days', { expires_in_days: 0 }],
    ['a year', { expires_in_days: 365 }],
    ['half a day', { expires_in_days: 0.5 }],
  ])('refuse an expiry of %s', async (_label, body) => {
    const me = await owner();
    const centre = await created(me.jwt);
    const res = await api(server, 'POST', `/api/businesses/${centre.id}/invite-code/`, {
      jwt: me.jwt,
      body,
    });
    expect(res.status).toBe(400);
    expect(errorMessage(res.body)).toMatch(/Expiry must be a whole number of days from 1 to 90/);
    expect((await validate(centre.invite?.code ?? '')).status).toBe(200);
  });
});

describe('the migration that ends the codes of centres already switched off', () => {
  const MIGRATION = '0015_revoke_codes_of_inactive_centres';

  /** Runs the migration's statements again on this database, as the migrator runs them. */
  async function runMigration() {
    const text = await readFile(
      new URL(`../../db/migrations/${MIGRATION}.sql`, import.meta.url),
      'utf8',
    );
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await server.database.db.execute(sql.raw(statement));
    }
  }

  const codesOf = (ids: string[]) =>
    server.database.db.select().from(inviteCodes).where(inArray(inviteCodes.businessId, ids));

  it('revokes the live codes of deactivated and read-only centres, and no others', async () => {
    const me = await owner('Enterprise');
    const open = await created(me.jwt, { name: 'Open site' });
    const closed = await created(me.jwt, { name: 'Closed site' });
    const readOnly = await created(me.jwt, { name: 'Read-only site' });
    const replaced = await api(server, 'POST', `/api/businesses/${open.id}/invite-code/`, {
      jwt: me.jwt,
      body: {},
    });
    const openCode = ZCentre.parse(replaced.body).invite?.code ?? '';
    // As a deactivation and a downgrade left centres before their codes died with them.
    const db = server.database.db;
    await db.update(businesses).set({ active: false }).where(eq(businesses.id, closed.id));
    await db
      .update(businesses)
      .set({ active: false, planSuspendedAt: new Date() })
      .where(eq(businesses.id, readOnly.id));
    const ids = [open.id, closed.id, readOnly.id];
    const before = await codesOf(ids);

    await runMigration();

    const after = await codesOf(ids);
    const live = after.filter((code) => code.revokedAt === null);
    expect(live.map((code) => code.code)).toEqual([openCode]);
    for (const code of after.filter((row) => row.businessId !== open.id)) {
      expect(code.revokedAt, code.code).toBeInstanceOf(Date);
    }
    // Codes revoked before keep the time they were revoked.
    const earlier = before.filter((code) => code.revokedAt !== null);
    expect(earlier).toHaveLength(1);
    expect(after.filter((code) => earlier.some((e) => e.id === code.id))).toEqual(earlier);
    expect((await validate(openCode)).status).toBe(200);

    // Reactivated, the closed centre shows a new code, not its old one.
    const on = await api(server, 'POST', `/api/businesses/${closed.id}/reactivate/`, {
      jwt: me.jwt,
    });
    const fresh = ZCentre.parse(on.body).invite?.code ?? '';
    expect(fresh).toMatch(CODE_PATTERN);
    expect(fresh).not.toBe(closed.invite?.code);
  });
});

describe('guessing invite codes', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ env: { RATE_LIMIT_SCALE: '1' } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it(`is limited to ${rateLimits.inviteCode.max} tries per address, right or wrong`, async () => {
    const answers: number[] = [];
    for (let i = 0; i <= rateLimits.inviteCode.max; i++) {
      const res = await api(limited, 'POST', '/api/businesses/validate-code/', {
        body: { code: 'ZZZZZZ' },
      });
      answers.push(res.status);
    }
    expect(answers.slice(0, -1).every((status) => status === 404)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});
