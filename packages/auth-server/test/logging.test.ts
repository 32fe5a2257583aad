import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUER, PASSWORD, startAuthServer, uniqueEmail, type AuthHarness } from './harness.ts';

let h: AuthHarness;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  h = await startAuthServer({ fastify: { logger: { level: 'trace', stream } } });
});
afterAll(async () => {
  await h.close();
});

describe('logging', () => {
  it('never writes passwords or tokens to the log', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    const client = h.newClient();
    const { data } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    const refreshed = await client.auth.refreshSession();
    await client.auth.getUser();
    await client.auth.signOut();

    const log = lines.join('');
    expect(log).toContain('/auth/v1/token');
    const secrets = [
      PASSWORD,
      data.session?.access_token,
      data.session?.refresh_token,
      refreshed.data.session?.refresh_token,
      h.keys.anonKey,
      h.keys.serviceKey,
    ];
    for (const secret of secrets) {
      expect(secret).toBeTruthy();
      expect(log).not.toContain(secret);
    }
  });

  it('never writes one-time codes, link tokens or new passwords to the log', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    lines.length = 0;
    const { data } = await h.admin.auth.admin.generateLink({ type: 'recovery', email });
    const { email_otp: otp, hashed_token: token, action_link: link } = data.properties ?? {};
    const client = h.newClient();
    await client.auth.verifyOtp({ email, token: otp ?? '', type: 'recovery' });
    await client.auth.updateUser({ password: 'a password never logged' });
    h.clock.advanceSeconds(60);
    const magic = await h.admin.auth.admin.generateLink({ type: 'magiclink', email });
    const magicLink = magic.data.properties?.action_link ?? '';
    await fetch(magicLink.replace(ISSUER, h.authUrl), { redirect: 'manual' });

    const log = lines.join('');
    expect(log).toContain('/auth/v1/verify');
    const secrets = [
      otp,
      token,
      link,
      magic.data.properties?.hashed_token,
      'a password never logged',
    ];
    for (const secret of secrets) {
      expect(secret).toBeTruthy();
      expect(log).not.toContain(secret);
    }
  });

  it('answers an unexpected failure with a generic 500 and keeps the details in the log', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    await h.pglite.close();
    lines.length = 0;

    const response = await fetch(`${h.authUrl}/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: h.keys.anonKey,
        'content-type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: 'unexpected_failure',
      message: 'Unexpected failure, please check server logs for more information',
    });
    const log = lines.join('');
    expect(log).toContain('auth-server: unexpected error');
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain(email);
  });
});
