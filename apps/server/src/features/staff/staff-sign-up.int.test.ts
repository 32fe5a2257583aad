import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, ZProfile, ZStaffList, t } from '@vh/contracts';
import { assignments, employments, profiles } from '../../db/schema/index.ts';
import { api, errorCode, errorMessage, mailsTo } from '../../testing/factories.ts';
import { ownerWithCentre, signIn, staffInput } from '../../testing/staff.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const signUp = (body: unknown) => api(server, 'POST', '/api/users/', { body });

async function profileCount(username: string) {
  const rows = await server.database.db
    .select()
    .from(profiles)
    .where(eq(profiles.username, username));
  return rows.length;
}

describe('staff sign-up with an invite code', () => {
  it('creates a STAFF profile pending approval, tied to the code’s business and centre', async () => {
    const owner = await ownerWithCentre(server);
    const input = staffInput(owner.code.toLowerCase());
    const res = await signUp(input);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const profile = ZProfile.parse(res.body);
    expect(profile).toMatchObject({
      role: 'STAFF',
      pending_approval: true,
      active: true,
      cell_number: '416 555 0100',
    });

    const db = server.database.db;
    const [employment] = await db
      .select()
      .from(employments)
      .where(eq(employments.staffUid, profile.uid));
    expect(employment?.ownerUid).toBe(owner.uid);
    // The PIN is kept only as a hash.
    expect(employment?.pinHash).toMatch(/^\$argon2/);
    expect(employment?.pinHash).not.toContain(input.pin_code);
    const centres = await db
      .select()
      .from(assignments)
      .where(eq(assignments.staffUid, profile.uid));
    expect(centres.map((c) => c.businessId)).toEqual([owner.centre.id]);

    // The owner hears of it, and the person can sign in (to the under-review dashboard).
    const [mail] = await mailsTo(server, owner.email);
    expect(mail?.subject).toContain('waits for approval');
    expect(mail?.links[0]).toContain('panel=staff');
    const session = await signIn(server, input.username, input.password);
    expect(session.status).toBe(200);
  });

  it('takes the business from the code: a body naming another business is refused', async () => {
    const a = await ownerWithCentre(server);
    const b = await ownerWithCentre(server);
    for (const extra of [{ owner_uid: b.uid }, { business_id: b.centre.id }]) {
      const input = staffInput(a.code, extra);
      const res = await signUp(input);
      expect(res.status).toBe(404);
      expect(errorMessage(res.body)).toBe(t('spec.validation.inviteCodeInvalid'));
      expect(await profileCount(input.username)).toBe(0);
    }
    const named = await signUp(staffInput(a.code, { owner_uid: a.uid, business_id: a.centre.id }));
    expect(named.status).toBe(201);
  });

  it('refuses an unknown, replaced or deactivated centre’s code with the one message', async () => {
    const owner = await ownerWithCentre(server);
    const unknown = await signUp(staffInput('ZZZZZZ'));
    expect(errorCode(unknown.body)).toBe('INVITE_CODE_INVALID');

    const replaced = await api(server, 'POST', `/api/businesses/${owner.centre.id}/invite-code/`, {
      jwt: owner.jwt,
      body: {},
    });
    expect(replaced.status).toBe(200);
    const old = await signUp(staffInput(owner.code));
    expect(errorMessage(old.body)).toBe(t('spec.validation.inviteCodeInvalid'));

    const fresh = (replaced.body as { invite: { code: string } }).invite.code;
    await api(server, 'POST', `/api/businesses/${owner.centre.id}/deactivate/`, { jwt: owner.jwt });
    const closed = await signUp(staffInput(fresh));
    expect(errorMessage(closed.body)).toBe(t('spec.validation.inviteCodeInvalid'));
  });

  it('checks every field with a clear message and creates nothing on a bad one', async () => {
    const owner = await ownerWithCentre(server);
    const cases: [Record<string, unknown>, string][] = [
      [{ pin_code: '12' }, t('spec.validation.pinInvalid')],
      [{ pin_code: '12a4' }, t('spec.validation.pinInvalid')],
      [{ pin_code: '1234567' }, t('spec.validation.pinInvalid')],
      [{ cell_number: '' }, t('spec.validation.cellNumberRequired')],
      [{ invite_code: 'ABC' }, t('spec.validation.inviteCodeInvalid')],
      [{ first_name: '' }, t('spec.validation.firstNameRequired')],
    ];
    for (const [overrides, message] of cases) {
      const input = staffInput(owner.code, overrides);
      const res = await signUp(input);
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(errorMessage(res.body)).toContain(message);
      expect(await profileCount(input.username)).toBe(0);
    }
    const role = await signUp(staffInput(owner.code, { role: 'ADMIN' }));
    expect(res400(role)).toBe(true);
  });

  it('answers 409 for a taken username or email, leaving no half-made account', async () => {
    const owner = await ownerWithCentre(server);
    const first = staffInput(owner.code);
    expect((await signUp(first)).status).toBe(201);
    const sameName = await signUp(staffInput(owner.code, { username: first.username }));
    expect(errorCode(sameName.body)).toBe('USERNAME_TAKEN');
    const sameEmail = await signUp(staffInput(owner.code, { email: first.email }));
    expect(errorCode(sameEmail.body)).toBe('EMAIL_TAKEN');
  });
});

const res400 = (res: { status: number }) => res.status === 400;

describe('staff sign-up limits, at production values', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ env: { RATE_LIMIT_SCALE: '1' } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('counts sign-ups per code, not per address: a shop joins from one Wi-Fi', async () => {
    const owner = await ownerWithCentre(limited);
    // More people than the free sign-up allows per address in an hour.
    for (let i = 0; i <= rateLimits.signUp.max; i++) {
      const res = await api(limited, 'POST', '/api/users/', { body: staffInput(owner.code) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  });

  it('counts wrong codes as guesses for the address', async () => {
    const owner = await ownerWithCentre(limited);
    for (let i = 0; i < rateLimits.inviteCode.max; i++) {
      const res = await api(limited, 'POST', '/api/users/', {
        body: staffInput(`ZZZZ${String(i).padStart(2, '2')}`.slice(0, 6)),
      });
      expect(errorCode(res.body)).toBe('INVITE_CODE_INVALID');
    }
    const good = await api(limited, 'POST', '/api/users/', { body: staffInput(owner.code) });
    expect(good.status).toBe(429);
    expect(errorMessage(good.body)).toMatch(/^Too many invite codes tried from this address/);
  });
});

describe('staff sign-up limits: only an outcome counts, and only toward its own limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    // The address comes from X-Forwarded-For, so each test can sign up from addresses of its own.
    limited = await startTestServer({ env: { RATE_LIMIT_SCALE: '1', TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await limited.close();
  });
  let addresses = 0;
  const newAddress = () => `203.0.113.${(addresses += 1)}`;
  const signUpFrom = (address: string, body: unknown) =>
    api(limited, 'POST', '/api/users/', { body, headers: { 'x-forwarded-for': address } });
  const weak = { password: 'short' };

  it('a weak password counts toward no limit: refused sign-ups never fill a shop’s code', async () => {
    const owner = await ownerWithCentre(limited);
    const address = newAddress();
    for (let i = 0; i <= rateLimits.inviteSignUp.max; i++) {
      const res = await signUpFrom(address, staffInput(owner.code, weak));
      expect(res.status, JSON.stringify(res.body)).toBe(422);
    }
    const real = await signUpFrom(address, staffInput(owner.code));
    expect(real.status, JSON.stringify(real.body)).toBe(201);
  });

  it('counts taken usernames and emails per address, whatever code is sent', async () => {
    const a = await ownerWithCentre(limited);
    const b = await ownerWithCentre(limited);
    const existing = staffInput(a.code);
    expect((await signUpFrom(newAddress(), existing)).status).toBe(201);
    const prober = newAddress();
    for (let i = 0; i < rateLimits.availability.max; i++) {
      const code = i % 2 === 0 ? a.code : b.code;
      const res = await signUpFrom(prober, staffInput(code, { email: existing.email }));
      expect(errorCode(res.body)).toBe('EMAIL_TAKEN');
    }
    const refused = await signUpFrom(prober, staffInput(b.code, { username: existing.username }));
    expect(refused.status).toBe(429);
    expect(errorCode(refused.body)).toBe('RATE_LIMITED');
    // Another address still hears the answer, and a weak password is still told as such.
    const elsewhere = await signUpFrom(newAddress(), staffInput(a.code, { email: existing.email }));
    expect(errorCode(elsewhere.body)).toBe('EMAIL_TAKEN');
    expect((await signUpFrom(prober, staffInput(a.code, weak))).status).toBe(422);
  });

  it('caps the accounts made with one code, refusals in between not counting, even when sent at once', async () => {
    const owner = await ownerWithCentre(limited);
    const address = newAddress();
    const first = staffInput(owner.code);
    expect((await signUpFrom(address, first)).status).toBe(201);
    for (let made = 1; made < rateLimits.inviteSignUp.max - 2; made++) {
      expect((await signUpFrom(address, staffInput(owner.code, weak))).status).toBe(422);
      if (made % 10 === 0) {
        const taken = await signUpFrom(address, staffInput(owner.code, { email: first.email }));
        expect(taken.status).toBe(409);
      }
      const res = await signUpFrom(address, staffInput(owner.code));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    // Two places left and four people at once: exactly two get in.
    const atOnce = await Promise.all(
      [1, 2, 3, 4].map(() => signUpFrom(address, staffInput(owner.code))),
    );
    expect(atOnce.map((res) => res.status).sort()).toEqual([201, 201, 429, 429]);
    const staff = await api(limited, 'GET', '/api/businesses/staffs/', { jwt: owner.jwt });
    expect(ZStaffList.parse(staff.body).staff).toHaveLength(rateLimits.inviteSignUp.max);
  }, 120_000);
});
