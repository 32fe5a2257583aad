import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startAuthServer, uniqueEmail, type AuthHarness } from './harness.ts';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthServer();
});
afterAll(async () => {
  await h.close();
});

const NEW_PASSWORD = 'another long passphrase';

async function signedIn(email: string, password = PASSWORD) {
  const client = h.newClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { client, session: data.session };
}

async function seededAndSignedIn() {
  const email = uniqueEmail();
  await h.seedUser(email);
  return { email, ...(await signedIn(email)) };
}

describe('PUT /user: password', () => {
  it('needs the current password: 400 current_password_required without it', async () => {
    const { client } = await seededAndSignedIn();
    const { data, error } = await client.auth.updateUser({ password: NEW_PASSWORD });
    expect(data.user).toBeNull();
    expect(error?.code).toBe('current_password_required');
    expect(error?.status).toBe(400);
  });

  it('refuses a wrong current password with 400 current_password_invalid', async () => {
    const { client, email } = await seededAndSignedIn();
    const { error } = await client.auth.updateUser({
      password: NEW_PASSWORD,
      current_password: 'not the password',
    });
    expect(error?.code).toBe('current_password_invalid');
    expect(error?.status).toBe(400);
    await signedIn(email); // unchanged
  });

  it('changes it with the right one and ends every other session', async () => {
    const { client, email, session } = await seededAndSignedIn();
    const other = await signedIn(email);
    const { data, error } = await client.auth.updateUser({
      password: NEW_PASSWORD,
      current_password: PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);

    const refreshed = await h.newClient().auth.refreshSession({
      refresh_token: other.session.refresh_token,
    });
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
    expect((await h.newClient().auth.getUser(other.session.access_token)).error).not.toBeNull();
    // This session carries on.
    const own = await h.newClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(own.error).toBeNull();
    await signedIn(email, NEW_PASSWORD);
  });

  it('refuses the same password with 422 same_password', async () => {
    const { client } = await seededAndSignedIn();
    const { error } = await client.auth.updateUser({
      password: PASSWORD,
      current_password: PASSWORD,
    });
    expect(error?.code).toBe('same_password');
    expect(error?.status).toBe(422);
    expect(error?.message).toBe('New password should be different from the old password.');
  });

  it('applies the create rules: 422 weak_password, 400 over 72 bytes', async () => {
    const { client } = await seededAndSignedIn();
    const short = await client.auth.updateUser({ password: 'short', current_password: PASSWORD });
    expect(short.error?.code).toBe('weak_password');
    expect(short.error?.status).toBe(422);
    const long = await client.auth.updateUser({
      password: 'x'.repeat(73),
      current_password: PASSWORD,
    });
    expect(long.error?.code).toBe('validation_failed');
    expect(long.error?.status).toBe(400);
  });

  it('sets a first password without a current one', async () => {
    const email = uniqueEmail();
    await h.admin.auth.admin.createUser({ email, email_confirm: true });
    const { data } = await h.admin.auth.admin.generateLink({ type: 'magiclink', email });
    const client = h.newClient();
    await client.auth.verifyOtp({ token_hash: data.properties?.hashed_token ?? '', type: 'email' });
    const { error } = await client.auth.updateUser({ password: NEW_PASSWORD });
    expect(error).toBeNull();
    await signedIn(email, NEW_PASSWORD);
  });
});

describe('PUT /user: metadata and email', () => {
  it('merges data into user_metadata shallowly, null removing a key', async () => {
    const email = uniqueEmail();
    await h.admin.auth.admin.createUser({
      email,
      password: PASSWORD,
      user_metadata: { keep: 1, drop: 2, nested: { a: 1 } },
    });
    const { client } = await signedIn(email);
    const { data, error } = await client.auth.updateUser({
      data: { drop: null, nested: { b: 2 }, added: 'yes' },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ keep: 1, nested: { b: 2 }, added: 'yes' });
    expect((await client.auth.getUser()).data.user?.user_metadata).toEqual(
      data.user?.user_metadata,
    );
  });

  it('refuses app_metadata with 403 not_admin', async () => {
    const { session } = await seededAndSignedIn();
    const response = await fetch(`${h.authUrl}/user`, {
      method: 'PUT',
      headers: {
        apikey: h.keys.anonKey,
        authorization: `Bearer ${session.access_token}`,
        'content-type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ app_metadata: { role: 'ADMIN' } }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'not_admin' });
    const { data } = await h.newClient().auth.getUser(session.access_token);
    expect(data.user?.app_metadata).not.toHaveProperty('role');
  });

  it('does not change the email at once: it starts a confirmed change (email-change.test.ts)', async () => {
    const { client, email } = await seededAndSignedIn();
    const next = uniqueEmail('Moved');
    const { data, error } = await client.auth.updateUser({ email: next.toUpperCase() });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(next.toLowerCase());
    await signedIn(email);
  });

  it('refuses an email another account has with 422 email_exists', async () => {
    const taken = uniqueEmail();
    await h.seedUser(taken);
    const { client } = await seededAndSignedIn();
    const { error } = await client.auth.updateUser({ email: taken });
    expect(error?.code).toBe('email_exists');
    expect(error?.status).toBe(422);
  });

  it('refuses a phone and attributes it does not know', async () => {
    const { client } = await seededAndSignedIn();
    const phone = await client.auth.updateUser({ phone: '+15555550100' });
    expect(phone.error?.code).toBe('phone_provider_disabled');
    const unknown = await client.auth.updateUser({
      role: 'service_role',
    } as unknown as Parameters<typeof client.auth.updateUser>[0]);
    expect(unknown.error?.code).toBe('validation_failed');
  });
});
