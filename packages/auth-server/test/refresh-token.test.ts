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

async function signIn() {
  const email = uniqueEmail();
  await h.seedUser(email);
  const { data, error } = await h
    .newClient()
    .auth.signInWithPassword({ email, password: PASSWORD });
  if (error || !data.session) throw error ?? new Error('no session');
  return data.session;
}

// Each refresh runs on a fresh client: auth-js caches a failed refresh per token for a minute.
function refresh(refreshToken: string) {
  return h.newClient().auth.refreshSession({ refresh_token: refreshToken });
}

describe('POST /token?grant_type=refresh_token through supabase-js', () => {
  it('rotates the refresh token within the same session', async () => {
    const first = await signIn();
    const { data, error } = await refresh(first.refresh_token);
    expect(error).toBeNull();
    const second = data.session;
    if (!second) throw new Error('no session');
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.user.id).toBe(first.user.id);
    const sessionOf = (token: string) => decodeJwt(token).session_id;
    expect(sessionOf(second.access_token)).toBe(sessionOf(first.access_token));

    // The new token keeps rotating.
    const third = await refresh(second.refresh_token);
    expect(third.error).toBeNull();
    expect(third.data.session?.refresh_token).not.toBe(second.refresh_token);
  });

  it('gives a revoked token presented within the reuse interval the active token', async () => {
    const first = await signIn();
    const rotated = await refresh(first.refresh_token);
    const active = rotated.data.session?.refresh_token;

    h.clock.advanceSeconds(5);
    const reused = await refresh(first.refresh_token);
    expect(reused.error).toBeNull();
    expect(reused.data.session?.refresh_token).toBe(active);

    // The active token is still good afterwards.
    const next = await refresh(active ?? '');
    expect(next.error).toBeNull();
  });

  it('revokes the whole family when a revoked token comes back after the interval', async () => {
    const first = await signIn();
    const rotated = await refresh(first.refresh_token);
    const newest = rotated.data.session;
    if (!newest) throw new Error('no session');

    h.clock.advanceSeconds(11);
    const reused = await refresh(first.refresh_token);
    expect(reused.data.session).toBeNull();
    expect(reused.error?.code).toBe('refresh_token_already_used');
    expect(reused.error?.status).toBe(400);

    // The thief's newest token is dead too, and so is the session behind the access token.
    const afterwards = await refresh(newest.refresh_token);
    expect(afterwards.error?.code).toBe('refresh_token_not_found');
    const user = await h.newClient().auth.getUser(newest.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');
  });

  it('refuses an unknown refresh token', async () => {
    const { error } = await refresh('not-a-token-we-issued');
    expect(error?.code).toBe('refresh_token_not_found');
    expect(error?.status).toBe(400);
  });

  it('refuses a banned user', async () => {
    const session = await signIn();
    // No admin update route exists here, so the ban is written straight to the database.
    await h.pglite.query(`update auth.users set banned_until = $1 where id = $2`, [
      new Date(h.clock.now().getTime() + 3600_000),
      session.user.id,
    ]);
    const { error } = await refresh(session.refresh_token);
    expect(error?.code).toBe('user_banned');
    expect(error?.status).toBe(400);
  });

  it('answers 400 when refresh_token is missing', async () => {
    const response = await fetch(`${h.authUrl}/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: h.keys.anonKey, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-sb-error-code')).toBe('validation_failed');
  });

  it('serves concurrent refreshes of one token with one rotation', async () => {
    const first = await signIn();
    const results = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    for (const result of results) expect(result.error).toBeNull();
    const tokens = results.map((result) => result.data.session?.refresh_token);
    expect(tokens[0]).toBe(tokens[1]);
  });
});
