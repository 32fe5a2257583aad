import { SignJWT, createLocalJWKSet, generateKeyPair, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUER, PASSWORD, startAuthServer, uniqueEmail, type AuthHarness } from './harness.ts';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthServer();
});
afterAll(async () => {
  await h.close();
});

const V2024 = { 'X-Supabase-Api-Version': '2024-01-01' };

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`${h.authUrl}${path}`, {
    method: 'POST',
    headers: { apikey: h.keys.anonKey, 'content-type': 'application/json', ...V2024, ...headers },
    body,
  });
}

describe('the API key gate', () => {
  it('answers 401 when the apikey header is missing, before reading the body', async () => {
    const response = await fetch(`${h.authUrl}/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...V2024 },
      body: '{not even json',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it('answers 401 Invalid API key for a key we did not sign or a user token', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const foreign = await new SignJWT({ role: 'anon', iss: 'supabase' })
      .setProtectedHeader({ alg: 'ES256', kid: h.keys.kid })
      .setExpirationTime('1h')
      .sign(privateKey);
    for (const apiKey of [foreign, 'garbage']) {
      const { error } = await h.newClient(apiKey).auth.getUser('whatever');
      expect(error?.status).toBe(401);
      expect(error?.message).toBe('Invalid API key');
    }
  });

  it('accepts the service key as the apikey too', async () => {
    const { error } = await h.admin.auth.admin.getUserById(crypto.randomUUID());
    expect(error?.code).toBe('user_not_found');
  });
});

describe('error bodies', () => {
  it('uses {code, message} and echoes the version with X-Supabase-Api-Version 2024-01-01', async () => {
    const response = await post(
      '/token?grant_type=password',
      JSON.stringify({ email: uniqueEmail(), password: 'x' }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await response.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('uses the legacy {code: status, error_code, msg} without the header', async () => {
    const response = await fetch(`${h.authUrl}/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: h.keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail(), password: 'x' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBeNull();
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });
});

describe('client mistakes are 4xx, never 5xx', () => {
  it('answers 400 validation_failed to malformed JSON', async () => {
    const response = await post('/token?grant_type=password', '{"email": "a@b.c", ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: 'Could not parse request body as JSON',
    });
  });

  it('answers 400 to a prototype-poisoning body', async () => {
    const response = await post(
      '/token?grant_type=password',
      '{"email":"a@b.c","password":"x","__proto__":{"admin":true}}',
    );
    expect(response.status).toBe(400);
  });

  it('answers 400 validation_failed naming the field of the wrong type', async () => {
    const response = await post(
      '/token?grant_type=password',
      JSON.stringify({ email: 42, password: PASSWORD }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('validation_failed');
    expect(body.message).toMatch(/^email: /);
  });

  it('answers 400 to a body that is not an object', async () => {
    for (const body of ['[]', '"text"', 'null', '7']) {
      const response = await post('/token?grant_type=refresh_token', body);
      expect(response.status, body).toBe(400);
    }
  });

  it('answers 413 to an oversize body', async () => {
    const response = await post(
      '/token?grant_type=password',
      JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(100_000) }),
    );
    expect(response.status).toBe(413);
    expect(response.headers.get('x-sb-error-code')).toBe('validation_failed');
  });

  it('answers 415 to a body that is not JSON', async () => {
    const response = await post('/token?grant_type=password', 'email=a@b.c', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(415);
  });

  it('answers 400 to an unknown or missing grant_type', async () => {
    for (const path of ['/token?grant_type=client_credentials', '/token']) {
      const response = await post(path, '{}');
      expect(response.status, path).toBe(400);
      expect(response.headers.get('x-sb-error-code')).toBe('validation_failed');
    }
  });

  it('answers 422 phone_provider_disabled to a phone sign-in', async () => {
    const { error } = await h
      .newClient()
      .auth.signInWithPassword({ phone: '+15555550100', password: PASSWORD });
    expect(error?.code).toBe('phone_provider_disabled');
    expect(error?.status).toBe(422);
  });

  it('answers 404 in the error shape for an unknown path', async () => {
    const response = await fetch(`${h.authUrl}/signup-somewhere`, {
      headers: { apikey: h.keys.anonKey, ...V2024 },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('GET /.well-known/jwks.json', () => {
  it('publishes the key without an API key, cacheable for ten minutes', async () => {
    const response = await fetch(`${h.authUrl}/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/max-age=600/);
    const jwks = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kid: h.keys.kid, alg: 'ES256', use: 'sig', kty: 'EC' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('verifies an access token with jose createLocalJWKSet', async () => {
    const email = uniqueEmail();
    const id = await h.seedUser(email);
    const { data } = await h.newClient().auth.signInWithPassword({ email, password: PASSWORD });
    const jwks = createLocalJWKSet(
      (await (await fetch(`${h.authUrl}/.well-known/jwks.json`)).json()) as Parameters<
        typeof createLocalJWKSet
      >[0],
    );
    const { payload } = await jwtVerify(data.session?.access_token ?? '', jwks, {
      issuer: ISSUER,
      audience: 'authenticated',
      algorithms: ['ES256'],
      currentDate: h.clock.now(),
    });
    expect(payload.sub).toBe(id);
  });
});

describe('response headers', () => {
  it('marks token responses no-store', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    const response = await post(
      '/token?grant_type=password',
      JSON.stringify({ email, password: PASSWORD }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
