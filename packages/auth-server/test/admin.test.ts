import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startAuthServer, uniqueEmail, type AuthHarness } from './harness.ts';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthServer();
});
afterAll(async () => {
  await h.close();
});

describe('POST /admin/users through supabase-js', () => {
  it('creates a user and returns it', async () => {
    const email = uniqueEmail('New.Person');
    const { data, error } = await h.admin.auth.admin.createUser({
      email: email.toUpperCase(),
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { username: 'ada' },
      app_metadata: { role: 'OWNER' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: email.toLowerCase(),
      aud: 'authenticated',
      role: 'authenticated',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'], role: 'OWNER' },
      user_metadata: { username: 'ada' },
      identities: [expect.objectContaining({ provider: 'email', email: email.toLowerCase() })],
      is_anonymous: false,
    });
    expect(data.user?.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(data.user?.email_confirmed_at).toBe(data.user?.created_at);
    expect(data.user?.confirmed_at).toBe(data.user?.created_at);
    expect(data.user).not.toHaveProperty('last_sign_in_at');
  });

  it('leaves the email unconfirmed unless asked, and shows a ban', async () => {
    const { data } = await h.admin.auth.admin.createUser({
      email: uniqueEmail(),
      ban_duration: '1h30m',
    });
    expect(data.user).not.toHaveProperty('email_confirmed_at');
    expect(data.user).not.toHaveProperty('confirmed_at');
    const created = Date.parse(data.user?.created_at ?? '');
    expect(Date.parse(data.user?.banned_until ?? '') - created).toBe(90 * 60 * 1000);
  });

  it('refuses a duplicate email whatever its case with 422 email_exists', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    const { data, error } = await h.admin.auth.admin.createUser({
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(data.user).toBeNull();
    expect(error?.code).toBe('email_exists');
    expect(error?.status).toBe(422);
  });

  it('refuses a short password with 422 weak_password and its reasons', async () => {
    const { error } = await h.admin.auth.admin.createUser({
      email: uniqueEmail(),
      password: 'short',
    });
    expect(error?.code).toBe('weak_password');
    expect(error?.status).toBe(422);
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect(error && 'reasons' in error ? error.reasons : undefined).toEqual(['length']);
  });

  it('refuses a password over 72 bytes with 400 validation_failed', async () => {
    const { error } = await h.admin.auth.admin.createUser({
      email: uniqueEmail(),
      password: 'é'.repeat(37), // 37 characters, 74 bytes
    });
    expect(error?.code).toBe('validation_failed');
    expect(error?.status).toBe(400);
  });

  it('refuses a malformed email, a bad ban duration and attributes it does not implement', async () => {
    const attempts = [
      { email: 'not-an-email' },
      { email: uniqueEmail(), ban_duration: 'a day' },
      { email: uniqueEmail(), phone: '+15555550100' },
      { email: uniqueEmail(), user_metadata: 'not an object' },
    ];
    for (const attributes of attempts) {
      const { error } = await h.admin.auth.admin.createUser(
        attributes as unknown as Parameters<typeof h.admin.auth.admin.createUser>[0],
      );
      expect(error?.code, JSON.stringify(attributes)).toBe('validation_failed');
      expect(error?.status).toBe(400);
    }
  });

  it('treats ban_duration none as no ban', async () => {
    const { data } = await h.admin.auth.admin.createUser({
      email: uniqueEmail(),
      ban_duration: 'none',
    });
    expect(data.user).not.toHaveProperty('banned_until');
  });
});

describe('GET and DELETE /admin/users/{id} through supabase-js', () => {
  it('gets a user by id and answers 404 user_not_found for an unknown one', async () => {
    const email = uniqueEmail();
    const id = await h.seedUser(email);
    const found = await h.admin.auth.admin.getUserById(id);
    expect(found.data.user).toMatchObject({ id, email });
    const missing = await h.admin.auth.admin.getUserById(crypto.randomUUID());
    expect(missing.error?.code).toBe('user_not_found');
    expect(missing.error?.status).toBe(404);
  });

  it('deletes a user, ending its sessions, after which it cannot sign in', async () => {
    const email = uniqueEmail();
    const id = await h.seedUser(email);
    const client = h.newClient();
    const { data: signedIn } = await client.auth.signInWithPassword({ email, password: PASSWORD });

    const { data, error } = await h.admin.auth.admin.deleteUser(id);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(id);

    const again = await h.newClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(again.error?.code).toBe('invalid_credentials');
    const user = await h.newClient().auth.getUser(signedIn.session?.access_token);
    expect(user.error?.code).toBe('user_not_found');
    expect(user.error?.status).toBe(403);
    const refreshed = await h.newClient().auth.refreshSession({
      refresh_token: signedIn.session?.refresh_token ?? '',
    });
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
  });

  it('answers 200 {} to the DELETE itself and 404 for an unknown or malformed id', async () => {
    const id = await h.seedUser(uniqueEmail());
    const headers = { apikey: h.keys.serviceKey, authorization: `Bearer ${h.keys.serviceKey}` };
    const deleted = await fetch(`${h.authUrl}/admin/users/${id}`, { method: 'DELETE', headers });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({});
    for (const unknown of [id, 'not-a-uuid']) {
      const again = await fetch(`${h.authUrl}/admin/users/${unknown}`, {
        method: 'DELETE',
        headers,
      });
      expect(again.status).toBe(404);
      expect(again.headers.get('x-sb-error-code')).toBe('user_not_found');
    }
  });
});

describe('admin authorisation', () => {
  it('refuses the anon key with 403 not_admin', async () => {
    const anonAdmin = h.newClient().auth.admin;
    const { error } = await anonAdmin.createUser({ email: uniqueEmail(), password: PASSWORD });
    expect(error?.code).toBe('not_admin');
    expect(error?.status).toBe(403);
  });

  it("refuses a user's access token with 403 not_admin", async () => {
    const email = uniqueEmail();
    const id = await h.seedUser(email);
    const { data } = await h.newClient().auth.signInWithPassword({ email, password: PASSWORD });
    const response = await fetch(`${h.authUrl}/admin/users/${id}`, {
      headers: {
        apikey: h.keys.anonKey,
        authorization: `Bearer ${data.session?.access_token ?? ''}`,
      },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('x-sb-error-code')).toBe('not_admin');
  });

  it('answers 401 no_authorization without a bearer token', async () => {
    const response = await fetch(`${h.authUrl}/admin/users`, {
      method: 'POST',
      headers: { apikey: h.keys.serviceKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail() }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('x-sb-error-code')).toBe('no_authorization');
  });
});
