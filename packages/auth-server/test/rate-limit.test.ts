import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, uniqueEmail, type AuthHarness } from './harness.ts';

let h: AuthHarness;
beforeAll(async () => {
  // The defaults, except /recover, narrowed to show an override.
  h = await startAuthServer({
    plugin: { rateLimits: { recover: { max: 3, windowSeconds: 60 } } },
  });
});
afterAll(async () => {
  await h.close();
});

function post(path: string, body: unknown, apiKey = h.keys.anonKey) {
  return fetch(`${h.authUrl}${path}`, {
    method: 'POST',
    headers: {
      apikey: apiKey,
      'content-type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
    },
    body: JSON.stringify(body),
  });
}

const signInAttempt = { email: 'nobody@example.com', password: 'wrong password' };

describe('per-address rate limits', () => {
  it('answers the 31st rapid /token call with 429 over_request_rate_limit', async () => {
    for (let call = 1; call <= 30; call += 1) {
      const response = await post('/token?grant_type=password', signInAttempt);
      expect(response.status, `call ${call}`).toBe(400);
    }
    const limited = await post('/token?grant_type=password', signInAttempt);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-sb-error-code')).toBe('over_request_rate_limit');
    expect(await limited.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    const { error } = await h.newClient().auth.signInWithPassword(signInAttempt);
    expect(error?.code).toBe('over_request_rate_limit');
    expect(error?.status).toBe(429);

    // 1800 per hour refills one call every two seconds.
    h.clock.advanceSeconds(2);
    expect((await post('/token?grant_type=password', signInAttempt)).status).toBe(400);
    expect((await post('/token?grant_type=password', signInAttempt)).status).toBe(429);
  });

  it('never limits calls made with the service key', async () => {
    for (let call = 1; call <= 40; call += 1) {
      const response = await post('/token?grant_type=password', signInAttempt, h.keys.serviceKey);
      expect(response.status, `call ${call}`).toBe(400);
    }
  });

  it('limits /verify, the action link included, at 30 in a burst', async () => {
    const attempt = { type: 'recovery', token_hash: 'f'.repeat(56) };
    for (let call = 1; call <= 29; call += 1) {
      expect((await post('/verify', attempt)).status, `call ${call}`).toBe(403);
    }
    const link = await fetch(`${h.authUrl}/verify?type=recovery&token=x`, { redirect: 'manual' });
    expect(link.status).toBe(303);
    expect((await post('/verify', attempt)).status).toBe(429);
    const limitedLink = await fetch(`${h.authUrl}/verify?type=recovery&token=x`, {
      redirect: 'manual',
    });
    expect(limitedLink.status).toBe(429);
  });

  it('takes an override: /recover at 3 per minute', async () => {
    for (let call = 1; call <= 3; call += 1) {
      expect((await post('/recover', { email: uniqueEmail() })).status).toBe(200);
    }
    const limited = await h.newClient().auth.resetPasswordForEmail(uniqueEmail());
    expect(limited.error?.code).toBe('over_request_rate_limit');
    h.clock.advanceSeconds(20);
    expect((await post('/recover', { email: uniqueEmail() })).status).toBe(200);
  });
});
