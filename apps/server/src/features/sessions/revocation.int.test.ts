import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSession } from '@vh/contracts';
import { api, errorCode, latestLink, seedOperator, seedOwner } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const profileStatus = async (uid: string, session: TSession) =>
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
