import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUER, PASSWORD, startAuthServer, uniqueEmail, type AuthHarness } from './harness.ts';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthServer();
});
afterAll(async () => {
  await h.close();
});

describe('POST /token?grant_type=password through supabase-js', () => {
  it('signs a user in and returns a Supabase session', async () => {
    const email = uniqueEmail();
    const userId = await h.seedUser(email);
    const { data, error } = await h
      .newClient()
      .auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    const session = data.session;
    if (!session) throw new Error('no session');
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBe(Math.floor(h.clock.now().getTime() / 1000) + 3600);
    expect(session.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.user).toMatchObject({ id: userId, email, aud: 'authenticated' });
    expect(data.user?.last_sign_in_at).toBeDefined();
    expect(data.weakPassword).toBeUndefined();
  });

  it('issues an ES256 access token with our kid and the GoTrue claims', async () => {
    const email = uniqueEmail();
    const userId = await h.seedUser(email);
    const { data } = await h.newClient().auth.signInWithPassword({ email, password: PASSWORD });
    const token = data.session?.access_token ?? '';
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', kid: h.keys.kid, typ: 'JWT' });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      iss: ISSUER,
      sub: userId,
      aud: 'authenticated',
      email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      is_anonymous: false,
    });
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: claims.iat }]);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
  });

  it('matches the email case-insensitively and ignores surrounding spaces', async () => {
    const email = uniqueEmail('MiXeD');
    await h.seedUser(email);
    const { error } = await h
      .newClient()
      .auth.signInWithPassword({ email: `  ${email.toUpperCase()} `, password: PASSWORD });
    expect(error).toBeNull();
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    const wrong = await h.newClient().auth.signInWithPassword({ email, password: 'not it at all' });
    const unknown = await h
      .newClient()
      .auth.signInWithPassword({ email: uniqueEmail('nobody'), password: PASSWORD });
    for (const { error, data } of [wrong, unknown]) {
      expect(data.session).toBeNull();
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.status).toBe(400);
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('refuses an account created without a password', async () => {
    const email = uniqueEmail();
    await h.admin.auth.admin.createUser({ email, email_confirm: true });
    const { error } = await h.newClient().auth.signInWithPassword({ email, password: '' });
    expect(error?.code).toBe('invalid_credentials');
  });

  it('refuses a banned user before looking at the password, until the ban ends', async () => {
    const email = uniqueEmail();
    const { error: createError } = await h.admin.auth.admin.createUser({
      email,
      password: PASSWORD,
      ban_duration: '1h',
    });
    expect(createError).toBeNull();
    const banned = await h.newClient().auth.signInWithPassword({ email, password: 'wrong pass' });
    expect(banned.error?.code).toBe('user_banned');
    expect(banned.error?.status).toBe(400);

    h.clock.advanceSeconds(3601);
    const later = await h.newClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(later.error).toBeNull();
  });

  it('signs in an unconfirmed email by default', async () => {
    const email = uniqueEmail();
    await h.admin.auth.admin.createUser({ email, password: PASSWORD });
    const { error } = await h.newClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
  });

  it('warns, without refusing, when the password predates a stricter policy', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    const strict = await startAuthServer({
      plugin: { passwordMinLength: 30 },
      shareDatabaseWith: h,
    });
    try {
      const { data, error } = await strict
        .newClient()
        .auth.signInWithPassword({ email, password: PASSWORD });
      expect(error).toBeNull();
      expect(data.weakPassword).toEqual({
        reasons: ['length'],
        message: 'Password should be at least 30 characters.',
      });
    } finally {
      await strict.close();
    }
  });
});

describe('POST /token?grant_type=password when unverified sign-ins are off', () => {
  let strict: AuthHarness;
  beforeAll(async () => {
    strict = await startAuthServer({ plugin: { allowUnverifiedEmailSignIns: false } });
  });
  afterAll(async () => {
    await strict.close();
  });

  it('refuses an unconfirmed email after checking the password', async () => {
    const email = uniqueEmail();
    await strict.admin.auth.admin.createUser({ email, password: PASSWORD });
    const wrong = await strict
      .newClient()
      .auth.signInWithPassword({ email, password: 'nope nope' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    const right = await strict.newClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(right.error?.code).toBe('email_not_confirmed');
    expect(right.error?.status).toBe(400);
  });

  it('signs in a confirmed email', async () => {
    const email = uniqueEmail();
    await strict.seedUser(email);
    const { error } = await strict
      .newClient()
      .auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
  });
});
