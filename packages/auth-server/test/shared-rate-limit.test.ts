import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAuthServer, type AuthHarness } from './harness.ts';

const signInAttempt = { email: 'nobody@example.com', password: 'wrong password' };

function signIn(h: AuthHarness) {
  return fetch(`${h.authUrl}/token?grant_type=password`, {
    method: 'POST',
    headers: {
      apikey: h.keys.anonKey,
      'content-type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
    },
    body: JSON.stringify(signInAttempt),
  });
}

async function statusesOf(h: AuthHarness, calls: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let call = 0; call < calls; call += 1) statuses.push((await signIn(h)).status);
  return statuses;
}

describe('rate limits shared through the database', () => {
  // Owns the database and serves no limited call, so the servers under test are the only ones
  // that ever count; they can then be stopped and started again over the same data.
  let keeper: AuthHarness;
  beforeAll(async () => {
    keeper = await startAuthServer();
  });
  afterAll(async () => {
    await keeper.close();
  });
  const server = () => startAuthServer({ plugin: { rateLimits: {} }, shareDatabaseWith: keeper });

  it('lets two servers on one database allow together what one allows, and a restart forgets nothing', async () => {
    const first = await server();
    const second = await server();
    // GoTrue's burst of 30, spread over both servers.
    for (let call = 1; call <= 15; call += 1) {
      expect((await signIn(first)).status, `call ${call} to the first`).toBe(400);
      expect((await signIn(second)).status, `call ${call} to the second`).toBe(400);
    }
    expect((await signIn(first)).status).toBe(429);
    expect((await signIn(second)).status).toBe(429);

    await first.close();
    await second.close();
    const restarted = await server();
    expect((await signIn(restarted)).status).toBe(429);
    // 1800 per hour refills one call every two seconds, whichever server counts it.
    keeper.clock.advanceSeconds(2);
    expect(await statusesOf(restarted, 2)).toEqual([400, 429]);
    await restarted.close();
  });
});

describe('rate-limit rows', () => {
  let h: AuthHarness;
  const log: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log.push(chunk.toString('utf8'));
        done();
      },
    });
    // /token at 30 per 5 minutes: an emptied bucket takes 300 s to fill; /verify at GoTrue's 360
    // per hour refills one call in 10 s.
    h = await startAuthServer({
      plugin: { rateLimits: { token: { max: 30, windowSeconds: 300 } } },
      fastify: { logger: { level: 'error', stream } },
    });
  });
  afterAll(async () => {
    await h.close();
  });

  const rows = async () =>
    (
      await h.pglite.query<{ name: string; tokens: number; full_at: Date }>(
        'select name, tokens, full_at from auth.rate_limits order by name',
      )
    ).rows;
  const openLink = () => fetch(`${h.authUrl}/verify?type=recovery&token=x`, { redirect: 'manual' });

  it('deletes the rows of refilled buckets now and then, and keeps the rest', async () => {
    const start = h.clock.now().getTime();
    expect((await openLink()).status).toBe(303);
    expect(await statusesOf(h, 30)).toEqual(Array<number>(30).fill(400));
    expect(await rows()).toEqual([
      { name: 'token', tokens: 0, full_at: new Date(start + 300_000) },
      { name: 'verify', tokens: 29, full_at: new Date(start + 10_000) },
    ]);

    // A minute on, /verify's bucket has long been full again and its row goes; /token's has
    // refilled 6, spends one, and is full 250 s after this call.
    h.clock.advanceSeconds(60);
    expect((await signIn(h)).status).toBe(400);
    await vi.waitFor(async () => {
      expect(await rows()).toEqual([
        { name: 'token', tokens: 5, full_at: new Date(start + 310_000) },
      ]);
    });
  });

  it('refills nothing when the clock moves backwards', async () => {
    expect(await statusesOf(h, 6)).toEqual([400, 400, 400, 400, 400, 429]);
    h.clock.advanceSeconds(-3600);
    expect((await signIn(h)).status).toBe(429);
    h.clock.advanceSeconds(3600 + 10);
    expect(await statusesOf(h, 2)).toEqual([400, 429]);
  });

  it('refuses calls with a logged 500 while the database fails, never letting them through', async () => {
    await h.pglite.exec('alter table auth.rate_limits rename to rate_limits_gone');
    const failed = await openLink();
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ error_code: 'unexpected_failure' });
    expect(log.join('')).toContain('auth-server: unexpected error');
    expect(log.join('')).toContain('rate_limits');

    await h.pglite.exec('alter table auth.rate_limits_gone rename to rate_limits');
    expect((await openLink()).status).toBe(303);
  });
});
