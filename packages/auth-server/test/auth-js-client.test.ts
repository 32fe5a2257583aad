// The cases of auth-js's own client tests (GoTrueClient) for the features this service claims,
// written anew and driven by supabase-js over HTTP. Where auth-js signs up, the user is created
// through the admin API instead: sign-up is switched off here (disabled-features.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startAuthServer, uniqueEmail, type AuthHarness } from './harness.ts';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthServer();
});
afterAll(async () => {
  await h.close();
});

/** A confirmed user, signed in on a fresh client. */
async function signedIn() {
  const email = uniqueEmail('client');
  const userId = await h.seedUser(email);
  const client = h.newClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  if (!data.session) throw new Error('no session');
  return { email, userId, client, session: data.session };
}

describe('sessions', () => {
  it('refreshSession gives a new session, with or without the refresh token passed in', async () => {
    const { client, session } = await signedIn();
    const passed = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(passed.error).toBeNull();
    expect(passed.data.session).toMatchObject({ token_type: 'bearer' });
    expect(passed.data.session?.user).toBeTruthy();
    expect(passed.data.session?.expires_in).toBeTruthy();
    expect(passed.data.session?.expires_at).toBeTruthy();
    expect(passed.data.session?.refresh_token).not.toBe(session.refresh_token);

    const current = await client.auth.refreshSession();
    expect(current.error).toBeNull();
    expect(current.data.session?.refresh_token).not.toBe(passed.data.session?.refresh_token);
  });

  it('setSession takes a session, which then reads and updates the user', async () => {
    const { session } = await signedIn();
    const other = h.newClient();
    const set = await other.auth.setSession({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
    });
    expect(set.error).toBeNull();
    expect(set.data.session).toMatchObject({ token_type: 'bearer' });
    const got = await other.auth.getSession();
    expect(got.error).toBeNull();
    expect(got.data.session).not.toBeNull();
    const updated = await other.auth.updateUser({ data: { hello: 'world' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ hello: 'world' });
  });

  it('setSession refuses an invalid access token and an invalid refresh token', async () => {
    const badAccess = await h.newClient().auth.setSession({
      access_token: 'not-a-jwt',
      refresh_token: 'whatever',
    });
    expect(badAccess.error?.message).toContain('Invalid JWT structure');
    expect(badAccess.data.session).toBeNull();

    // A token the client reads as expired sends it to the refresh token, which is refused.
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const expired = [
      part({ alg: 'ES256', typ: 'JWT' }),
      part({ sub: 'someone', exp: Math.floor(Date.now() / 1000) - 3600 }),
      part({ signature: true }),
    ].join('.');
    const badRefresh = await h.newClient().auth.setSession({
      access_token: expired,
      refresh_token: 'invalid-refresh-token',
    });
    expect(badRefresh.error?.message).toMatch(/Invalid Refresh Token|Refresh token is not valid/);
    expect(badRefresh.data.session).toBeNull();
  });

  it('getSession gives the current session, and none when nothing is stored', async () => {
    const { client, session } = await signedIn();
    const current = await client.auth.getSession();
    expect(current.data.session?.access_token).toBe(session.access_token);
    const empty = await h.newClient().auth.getSession();
    expect(empty.error).toBeNull();
    expect(empty.data.session).toBeNull();
  });
});

describe('signing in and out', () => {
  it('a wrong password gets an error and no session', async () => {
    const email = uniqueEmail('wrong');
    await h.seedUser(email);
    const { data, error } = await h.newClient().auth.signInWithPassword({
      email,
      password: `${PASSWORD}-wrong`,
    });
    expect(error?.message).toBeTruthy();
    expect(data.session).toBeNull();
  });

  it('signing out ends the session: the user is no longer read', async () => {
    const { client } = await signedIn();
    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getUser()).data.user).toBeNull();
  });

  it('signing out after the user was deleted still clears the session without an error', async () => {
    const { client, userId } = await signedIn();
    await h.admin.auth.admin.deleteUser(userId);
    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
  });
});

describe('user management', () => {
  it('reads the user, updates it, and reads the update back', async () => {
    const { client, email } = await signedIn();
    const read = await client.auth.getUser();
    expect(read.data.user?.email).toBe(email);
    const updated = await client.auth.updateUser({ data: { theme: 'dark' } });
    expect(updated.error).toBeNull();
    const again = await client.auth.getUser();
    expect(again.data.user?.user_metadata).toMatchObject({ theme: 'dark' });
  });

  it('resetPasswordForEmail answers alike for a real address and an unknown one', async () => {
    const { email } = await signedIn();
    const redirectTo = 'http://localhost:3000/update-password';
    const known = await h.newClient().auth.resetPasswordForEmail(email, { redirectTo });
    expect(known.error).toBeNull();
    const unknown = await h.newClient().auth.resetPasswordForEmail(uniqueEmail('nobody'), {
      redirectTo,
    });
    expect(unknown.error).toBeNull();
    expect(unknown.data).toEqual(known.data);
  });
});
