import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUER, PASSWORD, startAuthServer, uniqueEmail, type AuthHarness } from './harness.ts';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthServer();
});
afterAll(async () => {
  await h.close();
});

const SITE_URL = 'http://localhost:3000';

async function recoveryLink(email: string) {
  const { data, error } = await h.admin.auth.admin.generateLink({ type: 'recovery', email });
  if (error) throw error;
  return data.properties;
}

describe('POST /admin/generate_link through supabase-js', () => {
  it('returns the link properties and the user, which auth-js splits apart', async () => {
    const email = uniqueEmail();
    const id = await h.seedUser(email);
    const redirectTo = `${SITE_URL}/reset-password`;
    const { data, error } = await h.admin.auth.admin.generateLink({
      type: 'recovery',
      email,
      options: { redirectTo },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id, email, aud: 'authenticated' });
    expect(data.user?.recovery_sent_at).toBe(h.clock.now().toISOString());

    const { properties } = data;
    expect(properties?.email_otp).toMatch(/^\d{6}$/);
    expect(properties?.hashed_token).toBe(
      createHash('sha224')
        .update(email + (properties?.email_otp ?? ''))
        .digest('hex'),
    );
    expect(properties?.verification_type).toBe('recovery');
    expect(properties?.redirect_to).toBe(redirectTo);
    const link = new URL(properties?.action_link ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${ISSUER}/verify`);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      token: properties?.hashed_token,
      type: 'recovery',
      redirect_to: redirectTo,
    });
  });

  it('keeps only a SHA-256 of the link token, for ten minutes', async () => {
    const email = uniqueEmail();
    const id = await h.seedUser(email);
    const { hashed_token: token, email_otp: otp } = await recoveryLink(email);
    const { rows } = await h.pglite.query<Record<string, unknown>>(
      `select * from auth.one_time_codes where user_id = $1`,
      [id],
    );
    expect(rows).toHaveLength(1);
    const row = rows[0] ?? {};
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(otp);
    const lifetime = (row.expires_at as Date).getTime() - (row.created_at as Date).getTime();
    expect(lifetime).toBe(600_000);
  });

  it('answers 404 user_not_found for an unknown email, magiclink included', async () => {
    for (const type of ['recovery', 'magiclink'] as const) {
      const { data, error } = await h.admin.auth.admin.generateLink({ type, email: uniqueEmail() });
      expect(error?.code, type).toBe('user_not_found');
      expect(error?.status).toBe(404);
      expect(data.user).toBeNull();
    }
  });

  it('refuses the link types it does not implement with 422 validation_failed', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    // The email_change_* types are covered in email-change.test.ts.
    const { error } = await h.admin.auth.admin.generateLink({ type: 'invite', email });
    expect(error?.code).toBe('validation_failed');
    expect(error?.status).toBe(422);
    expect(error?.message).toBe('unsupported link type');
  });

  it('serves signup for an unconfirmed user and refuses a confirmed one', async () => {
    const email = uniqueEmail();
    await h.admin.auth.admin.createUser({ email, password: PASSWORD, user_metadata: { a: 1 } });
    const { data, error } = await h.admin.auth.admin.generateLink({
      type: 'signup',
      email,
      password: 'ignored for an existing user',
      options: { data: { b: 2 } },
    });
    expect(error).toBeNull();
    expect(data.properties?.verification_type).toBe('signup');
    expect(data.user?.user_metadata).toEqual({ a: 1, b: 2 });
    expect(data.user?.confirmation_sent_at).toBe(h.clock.now().toISOString());

    const confirmed = uniqueEmail();
    await h.seedUser(confirmed);
    const refused = await h.admin.auth.admin.generateLink({
      type: 'signup',
      email: confirmed,
      password: PASSWORD,
    });
    expect(refused.error?.code).toBe('email_exists');
    expect(refused.error?.status).toBe(422);
  });

  it('creates the unconfirmed user for a new address, whose link then confirms it', async () => {
    const email = uniqueEmail();
    const redirectTo = `${SITE_URL}/welcome`;
    const { data, error } = await h.admin.auth.admin.generateLink({
      type: 'signup',
      email,
      password: PASSWORD,
      options: { data: { name: 'Ada' }, redirectTo },
    });
    expect(error).toBeNull();
    const now = h.clock.now().toISOString();
    const { properties, user } = data;
    expect(properties?.verification_type).toBe('signup');
    expect(properties?.redirect_to).toBe(redirectTo);
    expect(properties?.email_otp).toMatch(/^\d{6}$/);
    expect(properties?.hashed_token).toBe(
      createHash('sha224')
        .update(email + (properties?.email_otp ?? ''))
        .digest('hex'),
    );
    const link = new URL(properties?.action_link ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${ISSUER}/verify`);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      token: properties?.hashed_token,
      type: 'signup',
      redirect_to: redirectTo,
    });
    expect(user).toMatchObject({
      email,
      aud: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Ada' },
      confirmation_sent_at: now,
      created_at: now,
    });
    expect(user).not.toHaveProperty('email_confirmed_at');
    expect(user?.identities).toHaveLength(1);
    expect(user?.identities?.[0]?.identity_data).toEqual({
      sub: user?.id,
      email,
      email_verified: false,
      phone_verified: false,
    });
    const id = user?.id ?? '';
    expect((await h.admin.auth.admin.getUserById(id)).data.user?.email).toBe(email);

    // Opened from the message: the account is confirmed and signed in.
    // The link names the public issuer; this server listens elsewhere.
    const opened = await fetch((properties?.action_link ?? '').replace(ISSUER, h.authUrl), {
      redirect: 'manual',
    });
    expect(opened.status).toBe(303);
    const landing = new URL(opened.headers.get('location') ?? '');
    expect(`${landing.origin}${landing.pathname}`).toBe(redirectTo);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('access_token')).toBeTruthy();
    const confirmed = (await h.admin.auth.admin.getUserById(id)).data.user;
    expect(confirmed?.email_confirmed_at).toBe(now);
    expect(confirmed?.identities?.[0]?.identity_data?.email_verified).toBe(true);
    const signedIn = await h.newClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signedIn.error).toBeNull();

    // Confirmed now, so a second signup link is refused as GoTrue refuses it.
    const again = await h.admin.auth.admin.generateLink({
      type: 'signup',
      email,
      password: PASSWORD,
    });
    expect(again.error?.code).toBe('email_exists');
    expect(again.error?.status).toBe(422);
    expect(again.error?.message).toBe('A user with this email address has already been registered');
  });

  it('wants an acceptable password to create a user from a signup link', async () => {
    const email = uniqueEmail();
    const missing = await h.admin.auth.admin.generateLink({ type: 'signup', email, password: '' });
    expect(missing.error?.code).toBe('validation_failed');
    expect(missing.error?.status).toBe(400);
    expect(missing.error?.message).toBe('Signup requires a valid password');
    const weak = await h.admin.auth.admin.generateLink({
      type: 'signup',
      email,
      password: 'short',
    });
    expect(weak.error?.code).toBe('weak_password');
    expect(weak.error?.status).toBe(422);
    const { rows } = await h.pglite.query(`select 1 from auth.users where email = $1`, [email]);
    expect(rows).toHaveLength(0);
  });

  it('allows one link per user and kind every 60 s, the newest replacing the last', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    const first = await recoveryLink(email);
    h.clock.advanceSeconds(20);
    const again = await h.admin.auth.admin.generateLink({ type: 'recovery', email });
    expect(again.error?.code).toBe('over_email_send_rate_limit');
    expect(again.error?.status).toBe(429);
    expect(again.error?.message).toBe(
      'For security purposes, you can only request this after 40 seconds.',
    );
    // The email kind has its own gap.
    const magic = await h.admin.auth.admin.generateLink({ type: 'magiclink', email });
    expect(magic.error).toBeNull();

    h.clock.advanceSeconds(40);
    const second = await recoveryLink(email);
    const old = await h
      .newClient()
      .auth.verifyOtp({ token_hash: first.hashed_token, type: 'recovery' });
    expect(old.error?.code).toBe('otp_expired');
    const current = await h
      .newClient()
      .auth.verifyOtp({ token_hash: second.hashed_token, type: 'recovery' });
    expect(current.error).toBeNull();
  });

  it('falls back to the site URL for a redirect_to on another origin', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    const { data } = await h.admin.auth.admin.generateLink({
      type: 'magiclink',
      email,
      options: { redirectTo: 'https://attacker.example/collect' },
    });
    expect(data.properties?.redirect_to).toBe(SITE_URL);
    expect(new URL(data.properties?.action_link ?? '').searchParams.get('redirect_to')).toBe(
      SITE_URL,
    );
  });

  it('is for the service key only', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    const { error } = await h.newClient().auth.admin.generateLink({ type: 'recovery', email });
    expect(error?.code).toBe('not_admin');
    expect(error?.status).toBe(403);
  });
});
