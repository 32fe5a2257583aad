import { createClient } from '@supabase/supabase-js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZProfile, type TSession } from '@vh/contracts';
import {
  api,
  errorCode,
  errorMessage,
  latestLink,
  mailsTo,
  seedOperator,
  seedOwner,
  withLastCharChanged,
} from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const login = (identifier: string, password: string) =>
  api(server, 'POST', '/api/users/auth/login/', {
    body: identifier.includes('@')
      ? { email: identifier, password, type: 'email' }
      : { username: identifier, password, type: 'username' },
  });

/** A browser's client of the auth service, configured as the web app configures it. */
async function authClient() {
  const config = (await api(server, 'GET', '/api/config')).body as {
    auth: { url: string | null; anonKey: string };
  };
  return createClient(config.auth.url ?? server.baseUrl, config.auth.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

/** Can this session still be renewed? (A refresh is what ends when a session is revoked.) */
async function canRefresh(session: TSession): Promise<boolean> {
  const client = await authClient();
  const { error } = await client.auth.refreshSession({ refresh_token: session.refresh_token });
  return error === null;
}

describe('email verification', () => {
  it('mails a link that confirms the address once', async () => {
    const { profile, session } = await seedOwner(server);
    const send = await api(server, 'POST', `/api/users/uid/${profile.uid}/verify-email/`, {
      jwt: session.access_token,
      body: { redirect: '/pricing' },
    });
    expect(send).toEqual({ status: 200, body: { status: 'sent' } });
    const link = await latestLink(server, profile.email);
    expect(link.pathname).toBe('/dashboard');
    expect(link.searchParams.get('redirect')).toBe('/pricing');
    const token = link.searchParams.get('token') ?? '';

    const confirm = await api(
      server,
      'POST',
      `/api/users/uid/${profile.uid}/email-verify-confirm/`,
      {
        jwt: session.access_token,
        body: { token },
      },
    );
    expect(confirm.status).toBe(200);
    expect(ZProfile.parse(confirm.body).confirm_email).toBe(true);

    const again = await api(server, 'POST', `/api/users/uid/${profile.uid}/email-verify-confirm/`, {
      jwt: session.access_token,
      body: { token },
    });
    expect(again.status).toBe(400);
    expect(errorCode(again.body)).toBe('EMAIL_LINK_INVALID');
  });

  it('refuses tampered and truncated tokens, other redirect origins and a second mail within a minute', async () => {
    const { profile, session } = await seedOwner(server);
    const url = `/api/users/uid/${profile.uid}`;
    const offsite = await api(server, 'POST', `${url}/verify-email/`, {
      jwt: session.access_token,
      body: { redirect: '//evil.example.com' },
    });
    expect(offsite.status).toBe(400);
    expect(
      (await api(server, 'POST', `${url}/verify-email/`, { jwt: session.access_token, body: {} }))
        .status,
    ).toBe(200);
    const soon = await api(server, 'POST', `${url}/verify-email/`, {
      jwt: session.access_token,
      body: {},
    });
    expect(soon.status).toBe(429);
    expect(await mailsTo(server, profile.email)).toHaveLength(1);

    const token = (await latestLink(server, profile.email)).searchParams.get('token') ?? '';
    for (const bad of [token.slice(0, -1), withLastCharChanged(token), 'x']) {
      const res = await api(server, 'POST', `${url}/email-verify-confirm/`, {
        jwt: session.access_token,
        body: { token: bad === token ? 'y' : bad },
      });
      expect(res.status).toBe(400);
    }
  });

  it("cannot confirm another user's address", async () => {
    const alice = await seedOwner(server);
    const bob = await seedOwner(server);
    await api(server, 'POST', `/api/users/uid/${alice.profile.uid}/verify-email/`, {
      jwt: alice.session.access_token,
      body: {},
    });
    const token = (await latestLink(server, alice.profile.email)).searchParams.get('token') ?? '';
    const asBob = await api(
      server,
      'POST',
      `/api/users/uid/${bob.profile.uid}/email-verify-confirm/`,
      {
        jwt: bob.session.access_token,
        body: { token },
      },
    );
    expect(asBob.status).toBe(400);
    const onAlice = await api(server, 'POST', `/api/users/uid/${alice.profile.uid}/verify-email/`, {
      jwt: bob.session.access_token,
      body: {},
    });
    expect(onAlice.status).toBe(404);
  });
});

describe('forgotten password', () => {
  it('answers 404 for an unknown email and mails a link to a known one', async () => {
    const unknown = await api(server, 'POST', '/api/users/forgot-password/', {
      body: { email: 'nobody@example.com', request_type: 'no-auth' },
    });
    expect(unknown.status).toBe(404);
    expect(errorCode(unknown.body)).toBe('NO_SUCH_USER');

    const { input } = await seedOwner(server);
    const sent = await api(server, 'POST', '/api/users/forgot-password/', {
      body: { email: input.email.toUpperCase() },
    });
    expect(sent).toEqual({ status: 200, body: { status: 'sent' } });
    const link = await latestLink(server, input.email);
    expect(link.pathname).toBe('/update-password');
    expect(link.searchParams.get('email')).toBe(input.email);
  });

  it('resets the password once, ends every session and mails a notice', async () => {
    const { input, session } = await seedOwner(server);
    await api(server, 'POST', '/api/users/forgot-password/', { body: { email: input.email } });
    const token = (await latestLink(server, input.email)).searchParams.get('token') ?? '';
    const newPassword = 'a brand new passphrase';

    const short = await api(server, 'PATCH', '/api/users/reset-password/', {
      body: { email: input.email, token, new_password: 'short' },
    });
    expect(short.status).toBe(422);
    const same = await api(server, 'PATCH', '/api/users/reset-password/', {
      body: { email: input.email, token, new_password: input.password },
    });
    expect(same.status).toBe(409);
    expect(errorCode(same.body)).toBe('SAME_PASSWORD');

    // The link survived the refusals above and works once.
    const reset = await api(server, 'PATCH', '/api/users/reset-password/', {
      body: { email: input.email, token, new_password: newPassword, request_type: 'no-auth' },
    });
    expect(reset).toEqual({ status: 200, body: { status: 'changed' } });
    const reused = await api(server, 'PATCH', '/api/users/reset-password/', {
      body: { email: input.email, token, new_password: 'yet another passphrase' },
    });
    expect(reused.status).toBe(408);
    expect(errorCode(reused.body)).toBe('RESET_LINK_INVALID');

    expect((await login(input.username, input.password)).status).toBe(401);
    expect((await login(input.username, newPassword)).status).toBe(200);
    expect(await canRefresh(session)).toBe(false);
    const [notice] = await mailsTo(server, input.email);
    expect(notice?.subject).toMatch(/password was changed/);
  });

  it('refuses an expired, tampered or foreign link with 408', async () => {
    const { input } = await seedOwner(server);
    const other = await seedOwner(server);
    await api(server, 'POST', '/api/users/forgot-password/', { body: { email: input.email } });
    const token = (await latestLink(server, input.email)).searchParams.get('token') ?? '';
    const attempt = (email: string, t: string) =>
      api(server, 'PATCH', '/api/users/reset-password/', {
        body: { email, token: t, new_password: 'a brand new passphrase' },
      });
    expect((await attempt(input.email, withLastCharChanged(token))).status).toBe(408);
    expect((await attempt(input.email, token.slice(0, 10))).status).toBe(408);
    expect((await attempt('nobody@example.com', token)).status).toBe(408);
    expect((await attempt(other.input.email, token)).status).toBe(408);
    server.clock.advance(11 * 60 * 1000);
    try {
      expect((await attempt(input.email, token)).status).toBe(408);
    } finally {
      server.clock.advance(-11 * 60 * 1000);
    }
  });
});

describe('password change', () => {
  it('needs the current password, refuses the same one, and ends the other sessions', async () => {
    const { input, profile, session } = await seedOwner(server);
    const url = `/api/users/uid/${profile.uid}/password/`;
    const wrong = await api(server, 'POST', url, {
      jwt: session.access_token,
      body: { password: 'not the password', new_password: 'a brand new passphrase' },
    });
    expect(wrong.status).toBe(400);
    expect(errorCode(wrong.body)).toBe('CURRENT_PASSWORD_WRONG');
    const same = await api(server, 'POST', url, {
      jwt: session.access_token,
      body: { password: input.password, new_password: input.password },
    });
    expect(same.status).toBe(409);

    const changed = await api(server, 'POST', url, {
      jwt: session.access_token,
      body: {
        password: input.password,
        new_password: 'a brand new passphrase',
        email: input.email,
      },
    });
    expect(changed.status).toBe(200);
    const fresh = (changed.body as { session: TSession }).session;
    expect(await canRefresh(session)).toBe(false);
    expect(await canRefresh(fresh)).toBe(true);
    expect((await login(input.email, 'a brand new passphrase')).status).toBe(200);
  });
});

describe('profile edits', () => {
  it('saves personal information and names a blank required field', async () => {
    const { profile, session } = await seedOwner(server);
    const url = `/api/users/uid/${profile.uid}`;
    const blank = await api(server, 'PATCH', url, {
      jwt: session.access_token,
      body: { personal_information: { city: '  ' } },
    });
    expect(blank.status).toBe(400);
    expect(errorMessage(blank.body)).toBe('personal_information.city: City is required');
    const extra = await api(server, 'PATCH', url, {
      jwt: session.access_token,
      body: { personal_information: { city: 'Halifax', is_manager: true } },
    });
    expect(extra.status).toBe(400);

    const saved = await api(server, 'PATCH', url, {
      jwt: session.access_token,
      body: {
        personal_information: {
          first_name: ' Grace ',
          city: 'Halifax',
          province: 'NS',
          country: 'Canada',
          street_2: '',
          gender: 'Female',
        },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      first_name: 'Grace',
      city: 'Halifax',
      province: 'NS',
      street_2: null,
      gender: 'Female',
    });
  });

  it('starts an email change through contact information, saving the rest at once', async () => {
    const taken = await seedOwner(server);
    const { input, profile, session } = await seedOwner(server);
    const url = `/api/users/uid/${profile.uid}`;
    const clash = await api(server, 'PATCH', url, {
      jwt: session.access_token,
      body: { contact_information: { email: taken.input.email }, current_password: input.password },
    });
    expect(clash.status).toBe(409);
    const newEmail = `new.${input.email}`;
    const saved = await api(server, 'PATCH', url, {
      jwt: session.access_token,
      body: {
        contact_information: { email: newEmail, cell_number: '902 555 0100' },
        current_password: input.password,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      email: input.email,
      pending_email: newEmail,
      cell_number: '902 555 0100',
    });
    // The sign-in email moves only once both mailed links are opened.
    expect((await login(newEmail, input.password)).status).toBe(401);
    expect((await login(input.email, input.password)).status).toBe(200);
  });

  it("does not let one user edit another's profile", async () => {
    const alice = await seedOwner(server);
    const bob = await seedOwner(server);
    const res = await api(server, 'PATCH', `/api/users/uid/${bob.profile.uid}`, {
      jwt: alice.session.access_token,
      body: { personal_information: { city: 'Nowhere' } },
    });
    expect(res.status).toBe(404);
  });
});

describe('email by username, logout and account status', () => {
  it("tells a user their own email and nobody else's", async () => {
    const alice = await seedOwner(server);
    const bob = await seedOwner(server);
    const own = await api(server, 'GET', `/api/users/username/${alice.input.username}/email/`, {
      jwt: alice.session.access_token,
    });
    expect(own).toEqual({ status: 200, body: { email: alice.input.email } });
    const other = await api(server, 'GET', `/api/users/username/${bob.input.username}/email/`, {
      jwt: alice.session.access_token,
    });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain(bob.input.email);
  });

  it('logout revokes the refresh tokens', async () => {
    const { session } = await seedOwner(server);
    const res = await api(server, 'POST', '/api/users/auth/logout/', { jwt: session.access_token });
    expect(res).toEqual({ status: 200, body: { status: 'signed_out' } });
    expect(await canRefresh(session)).toBe(false);
  });

  it('[OPERATOR] disables an account at once and enables it again; others may not', async () => {
    const operator = await seedOperator(server);
    const staff = await seedOwner(server);
    const url = `/api/users/uid/${staff.profile.uid}/status/`;
    const byNobody = await api(server, 'PATCH', url, {
      jwt: staff.session.access_token,
      body: { active: false },
    });
    expect(byNobody.status).toBe(403);

    const disabled = await api(server, 'PATCH', url, {
      jwt: operator.session.access_token,
      body: { active: false },
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ active: false });
    const nextCall = await api(server, 'GET', `/api/users/uid/${staff.profile.uid}`, {
      jwt: staff.session.access_token,
    });
    expect(nextCall.status).toBe(403);
    expect(errorCode(nextCall.body)).toBe('ACCOUNT_DISABLED');
    const signIn = await login(staff.input.username, staff.input.password);
    expect(signIn.status).toBe(403);
    expect(errorCode(signIn.body)).toBe('ACCOUNT_DISABLED');

    const enabled = await api(server, 'PATCH', url, {
      jwt: operator.session.access_token,
      body: { active: true },
    });
    expect(enabled.status).toBe(200);
    expect((await login(staff.input.username, staff.input.password)).status).toBe(200);
  });

  it('[OPERATOR] a disabled account answers a wrong password as every wrong password is answered', async () => {
    const operator = await seedOperator(server);
    const active = await seedOwner(server);
    const target = await seedOwner(server);
    const disabled = await api(server, 'PATCH', `/api/users/uid/${target.profile.uid}/status/`, {
      jwt: operator.session.access_token,
      body: { active: false },
    });
    expect(disabled.status).toBe(200);
    const sessionsBefore = await sessionCount(target.profile.uid);

    const wrongOnActive = await login(active.input.username, 'not the password');
    for (const identifier of [target.input.username, target.input.email]) {
      const wrongOnDisabled = await login(identifier, 'not the password');
      // Nothing tells a guesser that this account exists, let alone that it is disabled.
      expect(wrongOnDisabled).toEqual(wrongOnActive);
      expect(wrongOnDisabled.status).toBe(401);
    }

    const right = await login(target.input.username, target.input.password);
    expect(right.status).toBe(403);
    expect(errorCode(right.body)).toBe('ACCOUNT_DISABLED');
    // The session the accepted password opened was ended at once.
    expect(await sessionCount(target.profile.uid)).toBe(sessionsBefore);
  });

  it('[OPERATOR] a disabled person refreshing at the auth service gets tokens /api refuses', async () => {
    const operator = await seedOperator(server);
    const target = await seedOwner(server);
    await api(server, 'PATCH', `/api/users/uid/${target.profile.uid}/status/`, {
      jwt: operator.session.access_token,
      body: { active: false },
    });
    // GoTrue has no admin call that ends another user's sessions, so the refresh token still
    // mints access tokens (docs/spec-departures.md): /api refuses every one of them.
    const { data } = await (
      await authClient()
    ).auth.refreshSession({ refresh_token: target.session.refresh_token });
    const minted = data.session?.access_token;
    expect(minted).toBeDefined();
    const res = await api(server, 'GET', `/api/users/uid/${target.profile.uid}`, { jwt: minted });
    expect(res.status).toBe(403);
    expect(errorCode(res.body)).toBe('ACCOUNT_DISABLED');
  });
});

/** Live sessions of a user at the embedded auth service. */
async function sessionCount(uid: string): Promise<number> {
  const [row] = await server.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`auth.sessions`)
    .where(sql`user_id = ${uid}`);
  return Number(row?.n);
}
