import { createClient } from '@supabase/supabase-js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZProfile, type TSession } from '@vh/contracts';
import { api, errorCode, errorMessage, ownerInput, seedOwner } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('POST /api/users/ (sign-up)', () => {
  it('creates the auth user and the profile and answers 201 with the profile', async () => {
    const input = ownerInput({ username: 'Grace_H', email: 'Grace@Example.com' });
    const res = await api(server, 'POST', '/api/users/', { body: input });
    expect(res.status).toBe(201);
    const profile = ZProfile.parse(res.body);
    expect(profile).toMatchObject({
      username: 'Grace_H',
      email: 'grace@example.com',
      first_name: 'Ada',
      role: 'OWNER',
      active: true,
      plan: 'Free',
      confirm_email: false,
      pending_approval: false,
    });
    expect(res.body).not.toHaveProperty('password');
  });

  it('trims names and the username', async () => {
    const input = ownerInput();
    const res = await api(server, 'POST', '/api/users/', {
      body: { ...input, username: `  ${input.username} `, first_name: '  Ada ' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: input.username, first_name: 'Ada' });
  });

  it('answers 409 USERNAME_TAKEN for a username taken in any letter case', async () => {
    const { input } = await seedOwner(server);
    const res = await api(server, 'POST', '/api/users/', {
      body: ownerInput({ username: input.username.toUpperCase() }),
    });
    expect(res.status).toBe(409);
    expect(errorCode(res.body)).toBe('USERNAME_TAKEN');
  });

  it('answers 409 EMAIL_TAKEN for an email taken in any letter case', async () => {
    const { input } = await seedOwner(server);
    const res = await api(server, 'POST', '/api/users/', {
      body: ownerInput({ email: input.email.toUpperCase() }),
    });
    expect(res.status).toBe(409);
    expect(errorCode(res.body)).toBe('EMAIL_TAKEN');
  });

  it('answers 422 for a password under 8 characters or over 72 bytes', async () => {
    const short = await api(server, 'POST', '/api/users/', {
      body: ownerInput({ password: 'short12' }),
    });
    expect(short.status).toBe(422);
    expect(errorCode(short.body)).toBe('PASSWORD_TOO_SHORT');
    // 37 characters but 74 bytes: the limit is in bytes.
    const long = await api(server, 'POST', '/api/users/', {
      body: ownerInput({ password: 'é'.repeat(37) }),
    });
    expect(long.status).toBe(422);
    expect(errorCode(long.body)).toBe('PASSWORD_TOO_LONG');
    expect(errorMessage(long.body)).toMatch(/72 bytes/);
  });

  it.each([
    ['a missing field', { first_name: undefined }, /first_name/],
    ['an extra field', { is_admin: true }, /is_admin/],
    ['a wrong type', { last_name: 42 }, /^Last name must be text$/],
    ['a bad email', { email: 'not-an-email' }, /email/],
    ['a staff role without an invite', { role: 'STAFF' }, /cell_number|invite_code/],
    ['an unknown role', { role: 'ADMIN' }, /role must be OWNER, or STAFF with an invite code/],
    ['a username with @', { username: 'me@home' }, /username/],
  ])('answers 400 naming the field for %s', async (_label, change, field) => {
    const res = await api(server, 'POST', '/api/users/', { body: { ...ownerInput(), ...change } });
    expect(res.status).toBe(400);
    expect(errorCode(res.body)).toBe('VALIDATION_FAILED');
    expect(errorMessage(res.body)).toMatch(field);
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    for (const rawBody of ['[]', 'null', '"text"']) {
      const res = await api(server, 'POST', '/api/users/', { rawBody });
      expect(res.status).toBe(400);
      expect(errorMessage(res.body)).toMatch(/JSON object/);
    }
    const plain = await api(server, 'POST', '/api/users/', {
      rawBody: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(400);
    expect(errorMessage(plain.body)).toMatch(/must be JSON/);
  });

  it('answers 400 for malformed JSON and for a body over 1 MB', async () => {
    const malformed = await api(server, 'POST', '/api/users/', { rawBody: '{"username": ' });
    expect(malformed.status).toBe(400);
    expect(errorMessage(malformed.body)).toMatch(/not valid JSON/);
    const huge = await api(server, 'POST', '/api/users/', {
      body: { ...ownerInput(), first_name: 'x'.repeat(1024 * 1024 + 1) },
    });
    expect(huge.status).toBe(400);
    expect(errorCode(huge.body)).toBe('PAYLOAD_TOO_LARGE');
  });

  it('undoes the auth user when the profile cannot be stored, so no half-made account remains', async () => {
    const input = ownerInput({ username: 'doomed_user' });
    // A real database failure on the second step, not a mocked one.
    await server.database.db.execute(sql`
      create function refuse_doomed() returns trigger language plpgsql as $$
      begin
        if new.username = 'doomed_user' then raise exception 'storage failure'; end if;
        return new;
      end $$`);
    await server.database.db.execute(sql`
      create trigger refuse_doomed before insert on profiles
      for each row execute function refuse_doomed()`);
    try {
      const res = await api(server, 'POST', '/api/users/', { body: input });
      expect(res.status).toBe(500);
      expect(errorMessage(res.body)).not.toMatch(/storage failure/);
    } finally {
      await server.database.db.execute(sql`drop trigger refuse_doomed on profiles`);
      await server.database.db.execute(sql`drop function refuse_doomed()`);
    }
    const login = await api(server, 'POST', '/api/users/auth/login/', {
      body: { email: input.email, password: input.password, type: 'email' },
    });
    expect(login.status).toBe(401);
    const again = await api(server, 'POST', '/api/users/', { body: input });
    expect(again.status).toBe(201);
  });
});

describe('GET /api/users/auth/check/', () => {
  it('answers 200 for a free username and email, 409 for taken ones in any case', async () => {
    const { input } = await seedOwner(server);
    const free = await api(server, 'GET', '/api/users/auth/check/?username=nobody_here');
    expect(free).toEqual({ status: 200, body: { data: { status: 'available' } } });
    expect((await api(server, 'GET', '/api/users/auth/check/?email=free@example.com')).status).toBe(
      200,
    );
    const byName = await api(
      server,
      'GET',
      `/api/users/auth/check/?username=${encodeURIComponent(input.username.toUpperCase())}`,
    );
    expect(byName.status).toBe(409);
    const byEmail = await api(
      server,
      'GET',
      `/api/users/auth/check/?email=${encodeURIComponent(input.email.toUpperCase())}`,
    );
    expect(byEmail.status).toBe(409);
    expect(errorCode(byEmail.body)).toBe('EMAIL_TAKEN');
  });

  it('answers 400 without a username or email, and for unknown parameters', async () => {
    expect((await api(server, 'GET', '/api/users/auth/check/')).status).toBe(400);
    const unknown = await api(server, 'GET', '/api/users/auth/check/?username=x1y&admin=1');
    expect(unknown.status).toBe(400);
    expect(errorMessage(unknown.body)).toMatch(/admin/);
  });
});

describe('POST /api/users/auth/login/', () => {
  it('signs in by username and by email in any case, returning a session', async () => {
    const { input, profile } = await seedOwner(server);
    for (const body of [
      { username: input.username.toUpperCase(), password: input.password, type: 'username' },
      { email: input.email.toUpperCase(), password: input.password, type: 'email', pin_code: '' },
    ]) {
      const res = await api(server, 'POST', '/api/users/auth/login/', { body });
      expect(res.status).toBe(200);
      const { session } = res.body as { session: TSession };
      expect(session.user.id).toBe(profile.uid);
      expect(session.refresh_token).toBeTruthy();
    }
  });

  it('refuses a wrong password and an unknown user alike with 401 INVALID_CREDENTIALS', async () => {
    const { input } = await seedOwner(server);
    const wrong = await api(server, 'POST', '/api/users/auth/login/', {
      body: { username: input.username, password: 'not the password', type: 'username' },
    });
    const unknown = await api(server, 'POST', '/api/users/auth/login/', {
      body: { username: 'no_such_user', password: 'not the password', type: 'username' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(errorCode(res.body)).toBe('INVALID_CREDENTIALS');
    }
    expect(errorMessage(wrong.body)).toBe(errorMessage(unknown.body));
  });

  it('answers 400 when the identifier named by type is missing', async () => {
    const res = await api(server, 'POST', '/api/users/auth/login/', {
      body: { email: 'a@b.co', password: 'whatever1', type: 'username' },
    });
    expect(res.status).toBe(400);
  });

  it('refuses an inactive profile with ACCOUNT_DISABLED', async () => {
    const { input, profile } = await seedOwner(server);
    await server.database.db.execute(
      sql`update profiles set active = false where uid = ${profile.uid}`,
    );
    const res = await api(server, 'POST', '/api/users/auth/login/', {
      body: { username: input.username, password: input.password, type: 'username' },
    });
    expect(res.status).toBe(403);
    expect(errorCode(res.body)).toBe('ACCOUNT_DISABLED');
  });
});

describe('GET /api/users/uid/{uid}', () => {
  it("returns the caller's own profile", async () => {
    const { profile, session } = await seedOwner(server);
    const res = await api(server, 'GET', `/api/users/uid/${profile.uid}`, {
      jwt: session.access_token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(profile);
  });

  it('answers 401 without a token, with a forged one and with an expired one', async () => {
    const { profile, session } = await seedOwner(server);
    const url = `/api/users/uid/${profile.uid}`;
    expect((await api(server, 'GET', url)).status).toBe(401);
    const [head, payload] = session.access_token.split('.');
    const forged = `${head}.${payload}.${'A'.repeat(86)}`;
    expect((await api(server, 'GET', url, { jwt: forged })).status).toBe(401);
    // Used once while valid (so the server remembers it), then presented after it expired.
    expect((await api(server, 'GET', url, { jwt: session.access_token })).status).toBe(200);
    server.clock.advance(2 * 60 * 60 * 1000);
    try {
      const expired = await api(server, 'GET', url, { jwt: session.access_token });
      expect(expired.status).toBe(401);
      expect(errorMessage(expired.body)).toMatch(/expired/);
    } finally {
      server.clock.advance(-2 * 60 * 60 * 1000);
    }
  });

  it("answers 404 for someone else's uid", async () => {
    const alice = await seedOwner(server);
    const bob = await seedOwner(server);
    const res = await api(server, 'GET', `/api/users/uid/${bob.profile.uid}`, {
      jwt: alice.session.access_token,
    });
    expect(res.status).toBe(404);
  });

  it('answers 400 for a uid that is not a UUID', async () => {
    const { session } = await seedOwner(server);
    const res = await api(server, 'GET', '/api/users/uid/not-a-uuid', {
      jwt: session.access_token,
    });
    expect(res.status).toBe(400);
  });

  it('refuses a disabled account on every call, not only at sign-in', async () => {
    const { profile, session } = await seedOwner(server);
    await server.database.db.execute(
      sql`update profiles set active = false where uid = ${profile.uid}`,
    );
    const res = await api(server, 'GET', `/api/users/uid/${profile.uid}`, {
      jwt: session.access_token,
    });
    expect(res.status).toBe(403);
    expect(errorCode(res.body)).toBe('ACCOUNT_DISABLED');
  });

  it('accepts a session adopted by supabase-js, as the browser does', async () => {
    const { profile, session } = await seedOwner(server);
    const config = (await api(server, 'GET', '/api/config')).body as {
      auth: { url: string | null; anonKey: string };
    };
    const supabase = createClient(config.auth.url ?? server.baseUrl, config.auth.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const adopted = await supabase.auth.setSession(session);
    expect(adopted.error).toBeNull();
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const token = refreshed.data.session?.access_token ?? '';
    const res = await api(server, 'GET', `/api/users/uid/${profile.uid}`, { jwt: token });
    expect(res.status).toBe(200);
  });
});
