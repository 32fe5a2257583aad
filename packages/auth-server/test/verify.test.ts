import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startAuthServer, uniqueEmail, type AuthHarness } from './harness.ts';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthServer();
});
afterAll(async () => {
  await h.close();
});

const NEW_PASSWORD = 'a brand new passphrase';

async function link(type: 'recovery' | 'magiclink', email: string) {
  const { data, error } = await h.admin.auth.admin.generateLink({ type, email });
  if (error) throw error;
  return data.properties;
}

async function signIn(email: string, password = PASSWORD) {
  const client = h.newClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  return { client, session: data.session, error };
}

function otherOtp(otp: string): string {
  return String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
}

describe('password reset through supabase-js', () => {
  it('generateLink → verifyOtp(token_hash) → updateUser({password}) without the old one', async () => {
    const email = uniqueEmail();
    const id = await h.seedUser(email);
    const elsewhere = await signIn(email);
    const { hashed_token: tokenHash } = await link('recovery', email);

    const client = h.newClient();
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const { data, error } = await client.auth.verifyOtp({
      token_hash: tokenHash,
      type: 'recovery',
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(id);
    expect(events).toContain('PASSWORD_RECOVERY');
    const claims = decodeJwt(data.session?.access_token ?? '');
    expect(claims.amr).toEqual([{ method: 'recovery', timestamp: claims.iat }]);

    const updated = await client.auth.updateUser({ password: NEW_PASSWORD });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.id).toBe(id);

    expect((await signIn(email, NEW_PASSWORD)).error).toBeNull();
    expect((await signIn(email, PASSWORD)).error?.code).toBe('invalid_credentials');
    const stale = await h.newClient().auth.refreshSession({
      refresh_token: elsewhere.session?.refresh_token ?? '',
    });
    expect(stale.error?.code).toBe('refresh_token_not_found');
    // The session that changed the password stays.
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it('verifies the six-digit code with the email: verifyOtp({email, token, type})', async () => {
    const email = uniqueEmail();
    const id = await h.seedUser(email);
    const { email_otp: otp } = await link('recovery', email);
    const { data, error } = await h
      .newClient()
      .auth.verifyOtp({ email: email.toUpperCase(), token: otp, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(id);
    expect(data.session?.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('asks for the current password once the recovery session is ten minutes old', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    const { hashed_token: tokenHash } = await link('recovery', email);
    const client = h.newClient();
    await client.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    h.clock.advanceSeconds(601);
    await client.auth.refreshSession();
    const { error } = await client.auth.updateUser({ password: NEW_PASSWORD });
    expect(error?.code).toBe('current_password_required');
  });
});

describe('POST /verify refusals', () => {
  it('refuses a code used once already with 403 otp_expired', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    const { hashed_token: tokenHash } = await link('recovery', email);
    const first = await h.newClient().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(first.error).toBeNull();
    const again = await h.newClient().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(again.error?.code).toBe('otp_expired');
    expect(again.error?.status).toBe(403);
    expect(again.error?.message).toBe('Token has expired or is invalid');
  });

  it('accepts a code for ten minutes and refuses it after', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    const fresh = await link('recovery', email);
    h.clock.advanceSeconds(599);
    const inTime = await h
      .newClient()
      .auth.verifyOtp({ token_hash: fresh.hashed_token, type: 'recovery' });
    expect(inTime.error).toBeNull();

    const stale = await link('recovery', email);
    h.clock.advanceSeconds(601);
    for (const attempt of [
      { token_hash: stale.hashed_token, type: 'recovery' as const },
      { email, token: stale.email_otp, type: 'recovery' as const },
    ]) {
      const { error } = await h.newClient().auth.verifyOtp(attempt);
      expect(error?.code).toBe('otp_expired');
    }
  });

  it('refuses a tampered or truncated token hash', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    const { hashed_token: tokenHash } = await link('recovery', email);
    const flipped = tokenHash.slice(0, -1) + (tokenHash.endsWith('0') ? '1' : '0');
    for (const token of [flipped, tokenHash.slice(0, 40), tokenHash.toUpperCase(), 'x']) {
      const { error } = await h.newClient().auth.verifyOtp({ token_hash: token, type: 'recovery' });
      expect(error?.code, token).toBe('otp_expired');
    }
    // None of that spent the real code.
    const real = await h.newClient().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(real.error).toBeNull();
  });

  it('keeps recovery codes to recovery, and email codes to the email types', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    const recovery = await link('recovery', email);
    const magic = await link('magiclink', email);
    const client = () => h.newClient().auth;
    const asMagic = await client().verifyOtp({
      token_hash: recovery.hashed_token,
      type: 'magiclink',
    });
    expect(asMagic.error?.code).toBe('otp_expired');
    const asRecovery = await client().verifyOtp({
      token_hash: magic.hashed_token,
      type: 'recovery',
    });
    expect(asRecovery.error?.code).toBe('otp_expired');
    // magiclink, signup and email codes are one kind.
    const asEmail = await client().verifyOtp({ email, token: magic.email_otp, type: 'email' });
    expect(asEmail.error).toBeNull();
    expect(decodeJwt(asEmail.data.session?.access_token ?? '').amr).toMatchObject([
      { method: 'otp' },
    ]);
  });

  it('voids a code after five wrong guesses of its digits', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    const { email_otp: otp } = await link('recovery', email);
    let guess = otp;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      guess = otherOtp(guess);
      const { error } = await h
        .newClient()
        .auth.verifyOtp({ email, token: guess, type: 'recovery' });
      expect(error?.code).toBe('otp_expired');
    }
    const right = await h.newClient().auth.verifyOtp({ email, token: otp, type: 'recovery' });
    expect(right.error?.code).toBe('otp_expired');
  });

  it('refuses a banned user with 403 user_banned, keeping the code for after the ban', async () => {
    const email = uniqueEmail();
    const id = await h.seedUser(email);
    const { hashed_token: tokenHash } = await link('recovery', email);
    await h.admin.auth.admin.updateUserById(id, { ban_duration: '1h' });
    const banned = await h.newClient().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(banned.error?.code).toBe('user_banned');
    expect(banned.error?.status).toBe(403);
    await h.admin.auth.admin.updateUserById(id, { ban_duration: 'none' });
    const after = await h.newClient().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(after.error).toBeNull();
  });

  it('answers 400 validation_failed to missing fields and 422 to an unsupported type', async () => {
    const post = (body: unknown) =>
      fetch(`${h.authUrl}/verify`, {
        method: 'POST',
        headers: {
          apikey: h.keys.anonKey,
          'content-type': 'application/json',
          'X-Supabase-Api-Version': '2024-01-01',
        },
        body: JSON.stringify(body),
      });
    for (const body of [
      {},
      { token_hash: 'abc' },
      { type: 'recovery' },
      { type: 'recovery', token: '123456' },
      { type: 'recovery', token_hash: 42 },
    ]) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('validation_failed');
    }
    const invite = await post({ type: 'invite', token_hash: 'abc' });
    expect(invite.status).toBe(422);
  });
});

describe('verifying an email link', () => {
  it('confirms the address: a magiclink verify sets email_confirmed_at', async () => {
    const email = uniqueEmail();
    const { data: created } = await h.admin.auth.admin.createUser({ email, password: PASSWORD });
    expect(created.user?.email_confirmed_at).toBeUndefined();
    const { hashed_token: tokenHash } = await link('magiclink', email);
    const { data, error } = await h
      .newClient()
      .auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBe(h.clock.now().toISOString());
    expect(data.user?.last_sign_in_at).toBe(h.clock.now().toISOString());
    const stored = await h.admin.auth.admin.getUserById(created.user?.id ?? '');
    expect(stored.data.user?.email_confirmed_at).toBe(h.clock.now().toISOString());
  });
});
