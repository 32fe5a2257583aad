import { createClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverLimits, type TSession, t } from '@vh/contracts';
import {
  api,
  errorCode,
  errorMessage,
  latestLink,
  seedOperator,
  seedOwner,
} from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const profileStatus = async (uid: string, session: Pick<TSession, 'access_token'>) =>
  (await api(server, 'GET', `/api/users/uid/${uid}`, { jwt: session.access_token })).status;

const signIn = async (username: string, password: string) => {
  const res = await api(server, 'POST', '/api/users/auth/login/', {
    body: { username, password, type: 'username' },
  });
  expect(res.status).toBe(200);
  return (res.body as { session: TSession }).session;
};

// Tokens live an hour; each of these events must end access on /api from the next request on.
describe('revoked means refused everywhere at once', () => {
  it('[USER] signing out ends every access token of the account on /api', async () => {
    const { input, profile, session } = await seedOwner(server);
    const other = await signIn(input.username, input.password);
    const out = await api(server, 'POST', '/api/users/auth/logout/', { jwt: session.access_token });
    expect(out.status).toBe(200);
    expect(await profileStatus(profile.uid, session)).toBe(401);
    expect(await profileStatus(profile.uid, other)).toBe(401);
    // Signing out again with the dead token is a clear 401, never a 503.
    const again = await api(server, 'POST', '/api/users/auth/logout/', {
      jwt: session.access_token,
    });
    expect(again.status).toBe(401);
    // A fresh sign-in works again.
    const fresh = await signIn(input.username, input.password);
    expect(await profileStatus(profile.uid, fresh)).toBe(200);
  });

  it('[USER] a password change ends older tokens and keeps the fresh session', async () => {
    const { input, profile, session } = await seedOwner(server);
    const res = await api(server, 'POST', `/api/users/uid/${profile.uid}/password/`, {
      jwt: session.access_token,
      body: { password: input.password, new_password: 'a brand new secret' },
    });
    expect(res.status).toBe(200);
    const fresh = (res.body as { session: TSession }).session;
    expect(await profileStatus(profile.uid, session)).toBe(401);
    expect(await profileStatus(profile.uid, fresh)).toBe(200);
  });

  it('[USER] a password reset ends every token', async () => {
    const { input, profile, session } = await seedOwner(server);
    await api(server, 'POST', '/api/users/forgot-password/', { body: { email: input.email } });
    const link = await latestLink(server, input.email);
    const reset = await api(server, 'PATCH', '/api/users/reset-password/', {
      body: {
        email: input.email,
        token: link.searchParams.get('token'),
        new_password: 'reset to something new',
      },
    });
    expect(reset.status).toBe(200);
    expect(await profileStatus(profile.uid, session)).toBe(401);
  });

  it('[OPERATOR] disabling ends access, and enabling again does not revive old tokens', async () => {
    const operator = await seedOperator(server);
    const { input, profile, session } = await seedOwner(server);
    const status = (active: boolean) =>
      api(server, 'PATCH', `/api/users/uid/${profile.uid}/status/`, {
        jwt: operator.session.access_token,
        body: { active },
      });
    expect((await status(false)).status).toBe(200);
    const refused = await api(server, 'GET', `/api/users/uid/${profile.uid}`, {
      jwt: session.access_token,
    });
    expect(refused.status).toBe(403);
    expect(errorCode(refused.body)).toBe('ACCOUNT_DISABLED');
    expect((await status(true)).status).toBe(200);
    expect(await profileStatus(profile.uid, session)).toBe(401);
    const fresh = await signIn(input.username, input.password);
    expect(await profileStatus(profile.uid, fresh)).toBe(200);
  });
});

/** Moves the server's clock to just past a whole second, so the next steps share its second. */
function startOfASecond(): void {
  const ms = server.now().getTime() % 1000;
  server.clock.advance(1000 - ms + 5);
}

const secondOf = (session: TSession) => decodeJwt(session.access_token).iat;

/** A browser-side client of the auth service holding `session`, as supabase-js in the web app. */
async function authClientWith(session: TSession) {
  const config = (await api(server, 'GET', '/api/config')).body as {
    auth: { url: string | null; anonKey: string };
  };
  const client = createClient(config.auth.url ?? server.baseUrl, config.auth.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await client.auth.setSession({
    access_token: session.access_token,
    refresh_token: session.refresh_token,
  });
  if (error) throw error;
  return client;
}

describe('revocation by session, not by the second', () => {
  it('[USER] signing out with scope local ends this session only', async () => {
    const { input, profile, session } = await seedOwner(server);
    const other = await signIn(input.username, input.password);
    const out = await api(server, 'POST', '/api/users/auth/logout/', {
      jwt: session.access_token,
      body: { scope: 'local' },
    });
    expect(out).toEqual({ status: 200, body: { status: 'signed_out' } });
    expect(await profileStatus(profile.uid, session)).toBe(401);
    expect(await profileStatus(profile.uid, other)).toBe(200);
    // The auth service ended it too: its refresh token mints nothing more.
    const client = await authClientWith(other);
    const { error } = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(error).not.toBeNull();
  });

  it('[USER] signing out with scope global, or with no scope, ends every session', async () => {
    for (const body of [{ scope: 'global' }, {}, undefined]) {
      const { input, profile, session } = await seedOwner(server);
      const other = await signIn(input.username, input.password);
      const out = await api(server, 'POST', '/api/users/auth/logout/', {
        jwt: session.access_token,
        ...(body ? { body } : {}),
      });
      expect(out.status).toBe(200);
      expect(await profileStatus(profile.uid, other)).toBe(401);
    }
  });

  it('[USER] refuses a scope it does not know with a sentence', async () => {
    const { session } = await seedOwner(server);
    const res = await api(server, 'POST', '/api/users/auth/logout/', {
      jwt: session.access_token,
      body: { scope: 'others' },
    });
    expect(res.status).toBe(400);
    expect(errorMessage(res.body)).toMatch(/scope: must be 'local'/);
  });

  it('[USER] a token issued in the same second as a password change is refused', async () => {
    const { input, profile, session } = await seedOwner(server);
    startOfASecond();
    const sameSecond = await signIn(input.username, input.password);
    const res = await api(server, 'POST', `/api/users/uid/${profile.uid}/password/`, {
      jwt: session.access_token,
      body: { password: input.password, new_password: 'a brand new secret' },
    });
    expect(res.status).toBe(200);
    const fresh = (res.body as { session: TSession }).session;
    // The case under test: both sessions began in one second.
    expect(secondOf(sameSecond)).toBe(secondOf(fresh));
    expect(await profileStatus(profile.uid, sameSecond)).toBe(401);
    expect(await profileStatus(profile.uid, session)).toBe(401);
    expect(await profileStatus(profile.uid, fresh)).toBe(200);
  });

  it('[USER] signing straight back in after signing out works at once, in the same second', async () => {
    const { input, profile } = await seedOwner(server);
    startOfASecond();
    const before = await signIn(input.username, input.password);
    const out = await api(server, 'POST', '/api/users/auth/logout/', {
      jwt: before.access_token,
      body: { scope: 'global' },
    });
    expect(out.status).toBe(200);
    const after = await signIn(input.username, input.password);
    // No waiting for the next second: the new session shares the revocation's second.
    expect(secondOf(after)).toBe(secondOf(before));
    expect(await profileStatus(profile.uid, after)).toBe(200);
    expect(await profileStatus(profile.uid, before)).toBe(401);
  });
});

describe('a revocation made at the auth service reaches /api', () => {
  const confirmEvery = serverLimits.sessionConfirmEveryMs;

  it('[USER] signing out at the auth service directly is refused on /api within 30 s', async () => {
    const { profile, session } = await seedOwner(server);
    expect(await profileStatus(profile.uid, session)).toBe(200);
    const client = await authClientWith(session);
    const { error } = await client.auth.signOut({ scope: 'local' });
    expect(error).toBeNull();
    // The auth service already refuses it; /api learns it at the next confirmation.
    const { error: userError } = await client.auth.getUser(session.access_token);
    expect(userError).not.toBeNull();
    server.clock.advance(confirmEvery + 1000);
    const refused = await api(server, 'GET', `/api/users/uid/${profile.uid}`, {
      jwt: session.access_token,
    });
    expect(refused.status).toBe(401);
    expect(errorMessage(refused.body)).toBe(t('errors.auth.sessionEnded'));
  });

  it('[USER] a password change made at the auth service ends the other sessions on /api', async () => {
    const { input, profile, session } = await seedOwner(server);
    const other = await signIn(input.username, input.password);
    expect(await profileStatus(profile.uid, other)).toBe(200);
    const client = await authClientWith(session);
    const { error } = await client.auth.updateUser({
      password: 'changed at the auth service',
      current_password: input.password,
    });
    expect(error).toBeNull();
    server.clock.advance(confirmEvery + 1000);
    expect(await profileStatus(profile.uid, other)).toBe(401);
    // The session that made the change goes on.
    const { data } = await client.auth.getSession();
    expect(data.session).not.toBeNull();
    if (data.session) expect(await profileStatus(profile.uid, data.session)).toBe(200);
  });

  it('[USER] a session first seen after it ended at the auth service is refused at once', async () => {
    const { profile, session } = await seedOwner(server);
    const client = await authClientWith(session);
    await client.auth.signOut({ scope: 'local' });
    expect(await profileStatus(profile.uid, session)).toBe(401);
  });
});

describe('password reset checks the link first', () => {
  it('answers 408 to a bogus link whatever the password, so it never confirms a guess', async () => {
    const { input } = await seedOwner(server);
    await api(server, 'POST', '/api/users/forgot-password/', { body: { email: input.email } });
    for (const newPassword of [input.password, 'some other password']) {
      const res = await api(server, 'PATCH', '/api/users/reset-password/', {
        body: { email: input.email, token: 'pkce_0000bogus0000', new_password: newPassword },
      });
      expect(res.status).toBe(408);
      expect(errorCode(res.body)).toBe('RESET_LINK_INVALID');
    }
  });

  it('answers 408 to an expired link even with the current password', async () => {
    const { input } = await seedOwner(server);
    await api(server, 'POST', '/api/users/forgot-password/', { body: { email: input.email } });
    const token = (await latestLink(server, input.email)).searchParams.get('token');
    server.clock.advance(11 * 60_000);
    const res = await api(server, 'PATCH', '/api/users/reset-password/', {
      body: { email: input.email, token, new_password: input.password },
    });
    expect(res.status).toBe(408);
  });

  it('with a valid link, the old password gets 409 and the link still works after', async () => {
    const { input } = await seedOwner(server);
    await api(server, 'POST', '/api/users/forgot-password/', { body: { email: input.email } });
    const token = (await latestLink(server, input.email)).searchParams.get('token');
    const same = await api(server, 'PATCH', '/api/users/reset-password/', {
      body: { email: input.email, token, new_password: input.password },
    });
    expect(same.status).toBe(409);
    const changed = await api(server, 'PATCH', '/api/users/reset-password/', {
      body: { email: input.email, token, new_password: 'finally a new one' },
    });
    expect(changed.status).toBe(200);
  });
});
