import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startAuthServer, uniqueEmail, type AuthHarness } from './harness.ts';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthServer();
});
afterAll(async () => {
  await h.close();
});

async function signedIn(email: string, password = PASSWORD) {
  const client = h.newClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { client, session: data.session };
}

describe('PUT /admin/users/{id} through supabase-js', () => {
  it('bans a user, then lifts the ban with ban_duration none', async () => {
    const email = uniqueEmail();
    const id = await h.seedUser(email);
    const { client, session } = await signedIn(email);

    const { data, error } = await h.admin.auth.admin.updateUserById(id, {
      ban_duration: '876000h',
    });
    expect(error).toBeNull();
    const until = Date.parse(data.user?.banned_until ?? '');
    expect(until - h.clock.now().getTime()).toBe(876_000 * 3_600_000);

    const signIn = await h.newClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error?.code).toBe('user_banned');
    const refreshed = await h.newClient().auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(refreshed.error?.code).toBe('user_banned');
    const user = await client.auth.getUser();
    expect(user.error?.code).toBe('user_banned');
    expect(user.error?.status).toBe(403);

    const lifted = await h.admin.auth.admin.updateUserById(id, { ban_duration: 'none' });
    expect(lifted.data.user).not.toHaveProperty('banned_until');
    // Banning kept the session, so it works again.
    expect((await client.auth.getUser()).error).toBeNull();
    await signedIn(email);
  });

  it('merges user_metadata and app_metadata shallowly, null removing a key', async () => {
    const { data: created } = await h.admin.auth.admin.createUser({
      email: uniqueEmail(),
      user_metadata: { name: 'Ada', drop: true },
      app_metadata: { role: 'USER' },
    });
    const id = created.user?.id ?? '';
    const { data, error } = await h.admin.auth.admin.updateUserById(id, {
      user_metadata: { drop: null, team: 'blue' },
      app_metadata: { role: 'OWNER', business_id: 7 },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ name: 'Ada', team: 'blue' });
    expect(data.user?.app_metadata).toEqual({
      provider: 'email',
      providers: ['email'],
      role: 'OWNER',
      business_id: 7,
    });
  });

  it('changes the email unconfirmed, or confirmed with email_confirm', async () => {
    const id = await h.seedUser(uniqueEmail());
    const next = uniqueEmail();
    const moved = await h.admin.auth.admin.updateUserById(id, { email: next });
    expect(moved.data.user?.email).toBe(next);
    expect(moved.data.user).not.toHaveProperty('email_confirmed_at');
    const confirmed = await h.admin.auth.admin.updateUserById(id, { email_confirm: true });
    expect(confirmed.data.user?.email_confirmed_at).toBe(h.clock.now().toISOString());
    await signedIn(next);
  });

  it('sets a password and ends every session of the user', async () => {
    const email = uniqueEmail();
    const id = await h.seedUser(email);
    const { session } = await signedIn(email);
    const { error } = await h.admin.auth.admin.updateUserById(id, {
      password: 'set by an administrator',
    });
    expect(error).toBeNull();
    const refreshed = await h.newClient().auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
    await signedIn(email, 'set by an administrator');
  });

  it('answers 404 user_not_found, 422 email_exists and 400 to bad attributes', async () => {
    const missing = await h.admin.auth.admin.updateUserById(crypto.randomUUID(), {
      user_metadata: { a: 1 },
    });
    expect(missing.error?.code).toBe('user_not_found');
    expect(missing.error?.status).toBe(404);

    const taken = uniqueEmail();
    await h.seedUser(taken);
    const id = await h.seedUser(uniqueEmail());
    const clash = await h.admin.auth.admin.updateUserById(id, { email: taken.toUpperCase() });
    expect(clash.error?.code).toBe('email_exists');
    expect(clash.error?.status).toBe(422);

    for (const attributes of [
      { ban_duration: 'forever' },
      { phone: '+15555550100' },
      { password: 'short' },
    ]) {
      const { error } = await h.admin.auth.admin.updateUserById(id, attributes);
      expect(error?.status, JSON.stringify(attributes)).toBeGreaterThanOrEqual(400);
      expect(error?.status).toBeLessThan(500);
    }
  });

  it('is for the service key only', async () => {
    const id = await h.seedUser(uniqueEmail());
    const { error } = await h.newClient().auth.admin.updateUserById(id, { ban_duration: '1h' });
    expect(error?.code).toBe('not_admin');
  });
});
