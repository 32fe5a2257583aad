// The cases of auth-js's own admin tests (GoTrueAdminApi) for the features this service claims,
// written anew and driven by supabase-js over HTTP, so the client meets here what it meets at
// GoTrue. Sign-up, invites, phone and MFA are not offered here; their switched-off answers are in
// disabled-features.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startAuthServer, uniqueEmail, type AuthHarness } from './harness.ts';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthServer();
});
afterAll(async () => {
  await h.close();
});

const INVALID_EMAIL = 'xx:;x@x.x';
const NO_SUCH_USER = '83fd9e20-7a80-46e4-bf29-a86e3d6bbf66';
const admin = () => h.admin.auth.admin;

async function created(extra: Record<string, unknown> = {}) {
  const email = uniqueEmail('authjs');
  const { data, error } = await admin().createUser({ email, password: PASSWORD, ...extra });
  expect(error).toBeNull();
  if (!data.user) throw new Error('no user');
  return { email, user: data.user };
}

describe('user creation', () => {
  it('creates a user, with user metadata, app metadata or both', async () => {
    const plain = await created();
    expect(plain.user.email).toBe(plain.email);

    const user_metadata = { profile_image: 'https://avatars.example.com/a.png', name: 'Ada' };
    const withUser = await created({ user_metadata });
    expect(withUser.user.user_metadata).toEqual(user_metadata);

    const app_metadata = { roles: ['reader'] };
    const withApp = await created({ app_metadata });
    // GoTrue keeps its own provider keys beside the ones given.
    expect(withApp.user.app_metadata).toHaveProperty('provider');
    expect(withApp.user.app_metadata).toHaveProperty('providers');
    expect(withApp.user.app_metadata).toMatchObject(app_metadata);

    const withBoth = await created({ user_metadata, app_metadata });
    expect(withBoth.user.user_metadata).toEqual(user_metadata);
    expect(withBoth.user.app_metadata).toHaveProperty('providers');
  });

  it('refuses an invalid address with GoTrue’s message and no user', async () => {
    const { data, error } = await admin().createUser({ email: INVALID_EMAIL, password: PASSWORD });
    expect(error?.message).toMatch('Unable to validate email address: invalid format');
    expect(data.user).toBeNull();
  });
});

describe('listing users', () => {
  it('lists registered users with aud', async () => {
    const { email } = await created();
    const { data, error } = await admin().listUsers({ page: 1, perPage: 1000 });
    expect(error).toBeNull();
    expect(data).toHaveProperty('aud');
    expect(data.users.map((user) => user.email)).toContain(email);
  });

  it('answers an invalid page with an error and no users', async () => {
    const { data, error } = await admin().listUsers({ page: -1, perPage: 10 });
    expect(error).not.toBeNull();
    expect(data.users).toEqual([]);
  });
});

describe('getting a user', () => {
  it('by access token and by id', async () => {
    const { email, user } = await created({ email_confirm: true });
    const client = h.newClient();
    const signedIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    const byToken = await client.auth.getUser();
    expect(byToken.error).toBeNull();
    expect(byToken.data.user?.email).toBe(email);

    const byId = await admin().getUserById(user.id);
    expect(byId.error).toBeNull();
    expect(byId.data.user?.email).toBe(email);
  });

  it('answers an unknown id with an error and no user', async () => {
    const { data, error } = await admin().getUserById(NO_SUCH_USER);
    expect(error).not.toBeNull();
    expect(data.user).toBeNull();
  });
});

describe('updating a user by id', () => {
  it('changes the email, the user metadata, the app metadata and the confirmation', async () => {
    const { email, user } = await created();
    const moved = await admin().updateUserById(user.id, { email: `new_${email}` });
    expect(moved.error).toBeNull();
    expect(moved.data.user?.email).toBe(`new_${email}`);

    const user_metadata = { favorite_color: 'yellow' };
    const withUser = await admin().updateUserById(user.id, { user_metadata });
    expect(withUser.error).toBeNull();
    expect(withUser.data.user?.user_metadata).toEqual(user_metadata);

    const withApp = await admin().updateUserById(user.id, {
      app_metadata: { roles: ['admin', 'publisher'] },
    });
    expect(withApp.error).toBeNull();
    expect(withApp.data.user?.app_metadata).toHaveProperty('roles');

    const unconfirmed = await created({ email_confirm: false });
    expect(unconfirmed.user.email_confirmed_at).toBeFalsy();
    const confirmed = await admin().updateUserById(unconfirmed.user.id, { email_confirm: true });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('answers an unknown id with an error and no user', async () => {
    const { data, error } = await admin().updateUserById(NO_SUCH_USER, {
      email: 'new@example.com',
    });
    expect(error).not.toBeNull();
    expect(data.user).toBeNull();
  });
});

describe('deleting a user', () => {
  it('deletes an existing user, who is then not listed', async () => {
    const { email, user } = await created();
    const deleted = await admin().deleteUser(user.id);
    expect(deleted.error).toBeNull();
    expect(deleted.data.user).not.toBeUndefined();
    const { data } = await admin().listUsers({ page: 1, perPage: 1000 });
    expect(data.users.map((listed) => listed.email)).not.toContain(email);
  });

  it('answers an unknown id with an error and no user', async () => {
    const { data, error } = await admin().deleteUser(NO_SUCH_USER);
    expect(error).not.toBeNull();
    expect(data.user).toBeNull();
  });
});

describe('links', () => {
  it('refuses a signup link for an invalid address with GoTrue’s message', async () => {
    const { data, error } = await admin().generateLink({
      type: 'signup',
      email: INVALID_EMAIL,
      password: PASSWORD,
    });
    expect(error?.message).toMatch('Unable to validate email address: invalid format');
    expect(data.user).toBeNull();
    expect(data.properties).toBeNull();
  });

  it('makes an email change link for a user', async () => {
    const { email } = await created({ email_confirm: true });
    const newEmail = uniqueEmail('moved');
    const { data, error } = await admin().generateLink({
      type: 'email_change_new',
      email,
      newEmail,
    });
    expect(error).toBeNull();
    expect(data.properties?.action_link).toBeTruthy();
    expect(data.properties?.verification_type).toBe('email_change_new');
    expect(data.user?.new_email).toBe(newEmail);
  });
});

describe('signing out through the admin API', () => {
  it('signs out a valid access token and refuses a bad one as an invalid JWT', async () => {
    const { email } = await created({ email_confirm: true });
    const client = h.newClient();
    const signedIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
    const token = signedIn.data.session?.access_token ?? '';
    expect((await admin().signOut(token)).error).toBeNull();
    const bad = await admin().signOut('this-is-a-bad-token');
    expect(bad.error?.message).toMatch(/^invalid JWT/);
  });
});

describe('verifying one-time codes', () => {
  it('answers a code for an email nobody was sent as expired or invalid (403)', async () => {
    const { data, error } = await h.newClient().auth.verifyOtp({
      email: uniqueEmail('nobody'),
      token: '123456',
      type: 'email',
    });
    expect(data.user).toBeNull();
    expect(error?.message).toBe('Token has expired or is invalid');
    expect(error?.status).toBe(403);
  });
});
