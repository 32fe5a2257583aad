import { afterEach, describe, expect, it, vi } from 'vitest';
import { rateLimits } from '@vh/contracts';
import { api, errorCode, ownerInput, seedOwner } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

// The limits' own tests run at the production values; each makes dozens of hashed sign-ins.
vi.setConfig({ testTimeout: 120_000 });
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});
const start = async (env: Record<string, string> = {}) =>
  (server = await startTestServer({ env: { RATE_LIMIT_SCALE: '1', ...env } }));

const login = (s: TestServer, body: Record<string, string>, headers?: Record<string, string>) =>
  api(s, 'POST', '/api/users/auth/login/', { body, ...(headers ? { headers } : {}) });

describe('sign-in limits', () => {
  it('holds one account to its limit whichever spelling or throwaway field is sent', async () => {
    const s = await start();
    const { input } = await seedOwner(s);
    const spellings: Record<string, string>[] = [
      { type: 'username', username: input.username },
      { type: 'username', username: input.username.toUpperCase() },
      { type: 'email', email: input.email },
      { type: 'email', email: input.email.toUpperCase() },
      // The bypass the probe found: a throwaway email beside the username used to reset the key.
      { type: 'username', username: input.username, email: `throwaway${Date.now()}@x.test` },
    ];
    // seedOwner signed in once already: that counts against the account too.
    for (let i = 0; i < rateLimits.login.max - 1; i++) {
      const res = await login(s, { ...spellings[i % spellings.length], password: 'wrong guess!' });
      expect(res.status).toBe(401);
    }
    for (const spelling of spellings) {
      const res = await login(s, { ...spelling, password: input.password });
      expect(res.status).toBe(429);
      expect(errorCode(res.body)).toBe('RATE_LIMITED');
    }
  });

  it('caps failed sign-ins from one address across accounts (password spraying)', async () => {
    const s = await start();
    const { input } = await seedOwner(s);
    for (let i = 0; i < rateLimits.loginFailuresPerAddress.max; i++) {
      const res = await login(s, {
        type: 'username',
        username: `nobody_${i}`,
        password: 'Spring2026!',
      });
      expect(res.status).toBe(401);
    }
    const res = await login(s, {
      type: 'username',
      username: input.username,
      password: input.password,
    });
    expect(res.status).toBe(429);
  });

  it('does not count successful sign-ins against the address (a shift on one Wi-Fi)', async () => {
    const s = await start();
    const owners = [await seedOwner(s), await seedOwner(s), await seedOwner(s), await seedOwner(s)];
    let ok = 0;
    for (let round = 0; round < 9; round++) {
      for (const { input } of owners) {
        const res = await login(s, {
          type: 'username',
          username: input.username,
          password: input.password,
        });
        if (res.status === 200) ok += 1;
      }
    }
    // 36 sign-ins from one address, more than the failure cap, all let through.
    expect(ok).toBe(36);
    expect(ok).toBeGreaterThan(rateLimits.loginFailuresPerAddress.max);
  });

  it('keys the address on X-Forwarded-For only when TRUST_PROXY says so', async () => {
    let n = 0;
    // A different missing account each time, so only the per-address cap can refuse.
    const attempt = (s: TestServer, from: string) =>
      login(
        s,
        { type: 'username', username: `nobody_${(n += 1)}`, password: 'x'.repeat(9) },
        { 'x-forwarded-for': from },
      );
    const trusting = await start({ TRUST_PROXY: '127.0.0.1' });
    for (let i = 0; i < rateLimits.loginFailuresPerAddress.max; i++) {
      await attempt(trusting, '203.0.113.7');
    }
    expect((await attempt(trusting, '203.0.113.7')).status).toBe(429);
    expect((await attempt(trusting, '203.0.113.8')).status).toBe(401);
    await trusting.close();
    server = undefined;

    // Without a trusted proxy the header is anyone's to write: it must change nothing.
    const plain = await start();
    for (let i = 0; i < rateLimits.loginFailuresPerAddress.max; i++) {
      await attempt(plain, `203.0.113.${i}`);
    }
    expect((await attempt(plain, '198.51.100.1')).status).toBe(429);
  });
});

describe('other per-account and per-address limits', () => {
  it('keys the change-password limit on the account, not the URL', async () => {
    const s = await start();
    const { profile, session } = await seedOwner(s);
    for (let i = 0; i < rateLimits.credentialChange.max; i++) {
      const res = await api(s, 'POST', `/api/users/uid/${profile.uid}/password/?try=${i}`, {
        jwt: session.access_token,
        body: { password: 'not the password', new_password: 'whatever new one' },
      });
      expect(res.status).toBe(400);
    }
    const res = await api(s, 'POST', `/api/users/uid/${profile.uid}/password/?try=fresh`, {
      jwt: session.access_token,
      body: { password: 'not the password', new_password: 'whatever new one' },
    });
    expect(res.status).toBe(429);
  });

  it('limits free sign-ups from one address', async () => {
    const s = await start();
    for (let i = 0; i < rateLimits.signUp.max; i++) {
      expect((await api(s, 'POST', '/api/users/', { body: ownerInput() })).status).toBe(201);
    }
    const res = await api(s, 'POST', '/api/users/', { body: ownerInput() });
    expect(res.status).toBe(429);
    expect(errorCode(res.body)).toBe('RATE_LIMITED');
  });
});
