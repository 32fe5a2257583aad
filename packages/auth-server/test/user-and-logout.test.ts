import { SignJWT, decodeJwt, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startAuthServer, uniqueEmail, type AuthHarness } from './harness.ts';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthServer();
});
afterAll(async () => {
  await h.close();
});

async function signedIn(email = uniqueEmail()) {
  const client = h.newClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error || !data.session) throw error ?? new Error('no session');
  return { client, session: data.session };
}

async function seededAndSignedIn() {
  const email = uniqueEmail();
  await h.seedUser(email);
  return signedIn(email);
}

describe('GET /user through supabase-js', () => {
  it('returns the signed-in user in the GoTrue shape', async () => {
    const email = uniqueEmail();
    const { data: created } = await h.admin.auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { first_name: 'Ada', role: 'USER' },
    });
    const { client } = await signedIn(email);
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    const user = data.user;
    expect(user).toMatchObject({
      id: created.user?.id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { first_name: 'Ada', role: 'USER' },
      identities: [expect.objectContaining({ provider: 'email', email })],
      is_anonymous: false,
    });
    for (const key of ['email_confirmed_at', 'confirmed_at', 'last_sign_in_at', 'created_at']) {
      expect(user?.[key as keyof typeof user]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z$/);
    }
    expect(user).not.toHaveProperty('banned_until');
  });

  it('refuses an access token once it has expired', async () => {
    const { client, session } = await seededAndSignedIn();
    h.clock.advanceSeconds(3601);
    const { data, error } = await client.auth.getUser(session.access_token);
    expect(data.user).toBeNull();
    expect(error?.code).toBe('bad_jwt');
    expect(error?.status).toBe(403);
  });

  it('refuses a token signed by another key, even under our kid', async () => {
    const { session } = await seededAndSignedIn();
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT(decodeJwt(session.access_token))
      .setProtectedHeader({ alg: 'ES256', kid: h.keys.kid })
      .sign(privateKey);
    const { error } = await h.newClient().auth.getUser(forged);
    expect(error?.code).toBe('bad_jwt');
  });

  it('refuses an HS256 token and the anon key as a user token', async () => {
    const secret = new TextEncoder().encode('a-guessable-shared-secret-of-length');
    const hs256 = await new SignJWT({ sub: crypto.randomUUID(), role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256', kid: h.keys.kid })
      .setExpirationTime('1h')
      .sign(secret);
    expect((await h.newClient().auth.getUser(hs256)).error?.code).toBe('bad_jwt');
    expect((await h.newClient().auth.getUser(h.keys.anonKey)).error?.code).toBe('bad_jwt');
  });

  it('answers 401 no_authorization without a bearer token', async () => {
    const response = await fetch(`${h.authUrl}/user`, {
      headers: { apikey: h.keys.anonKey, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'no_authorization' });
  });

  it('refuses a banned user with 403 user_banned', async () => {
    const { client, session } = await seededAndSignedIn();
    await h.pglite.query(`update auth.users set banned_until = $1 where id = $2`, [
      new Date(h.clock.now().getTime() + 60_000),
      session.user.id,
    ]);
    const { error } = await client.auth.getUser();
    expect(error?.code).toBe('user_banned');
    expect(error?.status).toBe(403);
  });
});

describe('POST /logout through supabase-js', () => {
  it('signs out (global by default), after which the access token no longer works', async () => {
    const { client, session } = await seededAndSignedIn();
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    const after = await h.newClient().auth.getUser(session.access_token);
    expect(after.error?.name).toBe('AuthSessionMissingError');
    const refreshed = await h.newClient().auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
  });

  it('ends every session of the user with scope global', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    const a = await signedIn(email);
    const b = await signedIn(email);
    await a.client.auth.signOut({ scope: 'global' });
    expect((await h.newClient().auth.getUser(b.session.access_token)).error).not.toBeNull();
  });

  it('ends only this session with scope local', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    const a = await signedIn(email);
    const b = await signedIn(email);
    await a.client.auth.signOut({ scope: 'local' });
    expect((await h.newClient().auth.getUser(a.session.access_token)).error).not.toBeNull();
    expect((await h.newClient().auth.getUser(b.session.access_token)).error).toBeNull();
  });

  it('ends all other sessions with scope others', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    const a = await signedIn(email);
    const b = await signedIn(email);
    const { error } = await a.client.auth.signOut({ scope: 'others' });
    expect(error).toBeNull();
    expect((await h.newClient().auth.getUser(a.session.access_token)).error).toBeNull();
    expect((await h.newClient().auth.getUser(b.session.access_token)).error).not.toBeNull();
  });

  it('answers 204 with no body and refuses an unknown scope', async () => {
    const { session } = await seededAndSignedIn();
    const headers = { apikey: h.keys.anonKey, authorization: `Bearer ${session.access_token}` };
    const bad = await fetch(`${h.authUrl}/logout?scope=everything`, { method: 'POST', headers });
    expect(bad.status).toBe(400);
    const ok = await fetch(`${h.authUrl}/logout?scope=local`, { method: 'POST', headers });
    expect(ok.status).toBe(204);
    expect(await ok.text()).toBe('');
  });
});

describe('POST /logout after the session ended', () => {
  const logoutWith = (token?: string) =>
    fetch(`${h.authUrl}/logout?scope=local`, {
      method: 'POST',
      headers: {
        apikey: h.keys.anonKey,
        'X-Supabase-Api-Version': '2024-01-01',
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
    });

  it('answers 204 to a second sign-out with the same token', async () => {
    const { session } = await seededAndSignedIn();
    expect((await logoutWith(session.access_token)).status).toBe(204);
    const again = await logoutWith(session.access_token);
    expect(again.status).toBe(204);
    expect(await again.text()).toBe('');
  });

  it('still refuses a missing bearer (401) and a forged one (403 bad_jwt)', async () => {
    expect((await logoutWith()).status).toBe(401);
    const forged = await logoutWith('not.a.jwt');
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: 'bad_jwt' });
  });
});
