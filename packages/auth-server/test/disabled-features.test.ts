import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startAuthServer, uniqueEmail, type AuthHarness } from './harness.ts';

// Sign-up, passwordless sign-in and MFA are off here, as on a project configured without them;
// supabase-js callers must see the codes such a project answers with, not a 404.

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthServer();
});
afterAll(async () => {
  await h.close();
});

async function signedInClient() {
  const email = uniqueEmail();
  await h.seedUser(email);
  const client = h.newClient();
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return client;
}

describe('sign-up', () => {
  it('answers 422 signup_disabled, for new and existing addresses alike', async () => {
    const existing = uniqueEmail();
    await h.seedUser(existing);
    for (const email of [uniqueEmail(), existing]) {
      const { data, error } = await h.newClient().auth.signUp({ email, password: PASSWORD });
      expect(error?.code).toBe('signup_disabled');
      expect(error?.status).toBe(422);
      expect(error?.message).toBe('Signups not allowed for this instance');
      expect(data.user).toBeNull();
    }
  });

  it('uses the legacy error shape without the API version header', async () => {
    const response = await fetch(`${h.authUrl}/signup`, {
      method: 'POST',
      headers: { apikey: h.keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail(), password: PASSWORD }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      code: 422,
      error_code: 'signup_disabled',
      msg: 'Signups not allowed for this instance',
    });
  });
});

describe('passwordless sign-in (POST /otp)', () => {
  it('answers 422 email_provider_disabled to a magic link, whether or not the account exists', async () => {
    const existing = uniqueEmail();
    await h.seedUser(existing);
    for (const email of [uniqueEmail(), existing]) {
      for (const shouldCreateUser of [true, false]) {
        const { error } = await h
          .newClient()
          .auth.signInWithOtp({ email, options: { shouldCreateUser } });
        expect(error?.code, `${email} ${shouldCreateUser}`).toBe('email_provider_disabled');
        expect(error?.status).toBe(422);
        expect(error?.message).toBe('Login with magic link is disabled');
      }
    }
  });

  it('checks the address first', async () => {
    const { error } = await h.newClient().auth.signInWithOtp({ email: 'not-an-email' });
    expect(error?.code).toBe('validation_failed');
    expect(error?.status).toBe(400);
  });

  it('answers a phone as GoTrue without a phone provider', async () => {
    const created = await h.newClient().auth.signInWithOtp({ phone: '+15555550100' });
    expect(created.error?.code).toBe('phone_provider_disabled');
    expect(created.error?.status).toBe(400);

    const existingOnly = await h
      .newClient()
      .auth.signInWithOtp({ phone: '+15555550100', options: { shouldCreateUser: false } });
    expect(existingOnly.error?.code).toBe('otp_disabled');
    expect(existingOnly.error?.status).toBe(422);
    expect(existingOnly.error?.message).toBe('Signups not allowed for otp');
  });
});

describe('MFA (/factors)', () => {
  it('refuses to enroll each factor type with its not-enabled code', async () => {
    const client = await signedInClient();
    const totp = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(totp.error?.code).toBe('mfa_totp_enroll_not_enabled');
    expect(totp.error?.status).toBe(422);
    expect(totp.error?.message).toBe('MFA enroll is disabled for TOTP');

    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
    expect(phone.error?.code).toBe('mfa_phone_enroll_not_enabled');
    expect(phone.error?.status).toBe(422);
  });

  it('finds no factor to challenge, verify or unenroll', async () => {
    const client = await signedInClient();
    const factorId = randomUUID();
    const challenge = await client.auth.mfa.challenge({ factorId });
    expect(challenge.error?.code).toBe('mfa_factor_not_found');
    expect(challenge.error?.status).toBe(404);
    const verify = await client.auth.mfa.verify({ factorId, challengeId: randomUUID(), code: '1' });
    expect(verify.error?.code).toBe('mfa_factor_not_found');
    expect(verify.error?.status).toBe(404);
    const unenroll = await client.auth.mfa.unenroll({ factorId });
    expect(unenroll.error?.code).toBe('mfa_factor_not_found');
    expect(unenroll.error?.status).toBe(404);
  });

  it('wants a signed-in user first', async () => {
    const response = await fetch(`${h.authUrl}/factors`, {
      method: 'POST',
      headers: { apikey: h.keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ factor_type: 'totp' }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('x-sb-error-code')).toBe('no_authorization');
  });
});
