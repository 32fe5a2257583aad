import { createClient } from '@supabase/supabase-js';
import { loadOrCreateAuthKeys } from '@vh/auth-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index.ts';
import { api, errorCode, ownerInput } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { createAuthGateway } from '../../auth/auth-gateway.ts';
import { ORPHAN_MIN_AGE_MS, sweepInterruptedSignUps } from './sign-up-sweep.ts';
import { ownerMetadata } from './users.service.ts';
import { usernameExists } from './users.repo.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/**
 * The state a crash between sign-up's two writes leaves: the auth user exists (made exactly as
 * sign-up makes it, through the auth service's admin API) and the profile does not.
 */
async function interruptedSignUp(input = ownerInput()) {
  const { serviceKey } = await loadOrCreateAuthKeys(server.dataDir);
  const admin = createClient(server.baseUrl, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await admin.auth.admin.createUser({
    email: input.email,
    password: input.password,
    email_confirm: false,
    user_metadata: ownerMetadata(input),
  });
  if (error) throw error;
  return { input, uid: data.user.id };
}

describe('a sign-up interrupted between its two writes', () => {
  it('is completed by signing up again with the same email and password', async () => {
    const { input, uid } = await interruptedSignUp();
    const retry = await api(server, 'POST', '/api/users/', { body: input });
    expect(retry.status).toBe(201);
    expect(retry.body).toMatchObject({ uid, email: input.email, username: input.username });
    const login = await api(server, 'POST', '/api/users/auth/login/', {
      body: { username: input.username, password: input.password, type: 'username' },
    });
    expect(login.status).toBe(200);
  });

  it('cannot be taken over with another password', async () => {
    const { input } = await interruptedSignUp();
    const res = await api(server, 'POST', '/api/users/', {
      body: { ...input, password: 'somebody else entirely' },
    });
    expect(res.status).toBe(409);
    expect(errorCode(res.body)).toBe('EMAIL_TAKEN');
  });

  it('is repaired, or removed when it cannot be, by the start-up sweep', async () => {
    const repairable = await interruptedSignUp();
    const taken = ownerInput();
    const clash = await interruptedSignUp({ ...ownerInput(), username: taken.username });
    // Someone else took the orphan's username meanwhile: it cannot be completed any more.
    expect((await api(server, 'POST', '/api/users/', { body: taken })).status).toBe(201);
    const auth = createAuthGateway({
      url: server.baseUrl,
      serviceKey: (await loadOrCreateAuthKeys(server.dataDir)).serviceKey,
    });
    const now = () => new Date(Date.now() + ORPHAN_MIN_AGE_MS + 60_000);
    const result = await sweepInterruptedSignUps({ db: server.database.db, auth, now });
    expect(result.repaired).toBeGreaterThanOrEqual(1);
    expect(result.removed).toBeGreaterThanOrEqual(1);
    expect(await usernameExists(server.database.db, repairable.input.username)).toBe(true);
    const signIn = await api(server, 'POST', '/api/users/auth/login/', {
      body: { email: repairable.input.email, password: repairable.input.password, type: 'email' },
    });
    expect(signIn.status).toBe(200);
    // The clashing orphan is gone, so its email can sign up afresh.
    const again = await api(server, 'POST', '/api/users/', {
      body: { ...ownerInput(), email: clash.input.email },
    });
    expect(again.status).toBe(201);
  });
});

describe('a disabled account banned by an earlier version', () => {
  it('has its ban lifted by the start-up sweep, so a wrong password no longer says disabled', async () => {
    const input = ownerInput();
    const created = await api(server, 'POST', '/api/users/', { body: input });
    expect(created.status).toBe(201);
    const user = { id: (created.body as { uid: string }).uid };
    const { serviceKey } = await loadOrCreateAuthKeys(server.dataDir);
    const admin = createClient(server.baseUrl, serviceKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    // What disabling used to do: an inactive profile and a ban at the auth service.
    await server.database.db
      .update(profiles)
      .set({ active: false })
      .where(eq(profiles.uid, user.id));
    await admin.auth.admin.updateUserById(user.id, { ban_duration: '876000h' });
    const wrong = () =>
      api(server, 'POST', '/api/users/auth/login/', {
        body: { username: input.username, password: 'not the password', type: 'username' },
      });
    expect(errorCode((await wrong()).body)).toBe('ACCOUNT_DISABLED');

    const auth = createAuthGateway({ url: server.baseUrl, serviceKey });
    const result = await sweepInterruptedSignUps({ db: server.database.db, auth, now: server.now });
    expect(result.unbanned).toBeGreaterThanOrEqual(1);
    expect(errorCode((await wrong()).body)).toBe('INVALID_CREDENTIALS');
    const right = await api(server, 'POST', '/api/users/auth/login/', {
      body: { username: input.username, password: input.password, type: 'username' },
    });
    expect(errorCode(right.body)).toBe('ACCOUNT_DISABLED');
  });
});
