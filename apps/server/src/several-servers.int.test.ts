import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT, ErrorCode, rateLimits, ZPunchResponse } from '@vh/contracts';
import { api, errorCode, seedOwner } from './testing/factories.ts';
import { databaseUrl, onAdminDatabase } from './testing/database-template.ts';
import {
  freePort,
  spawnServer,
  stopServer,
  untilHealthy,
  type ServerProcess,
} from './testing/server-process.ts';
import type { TestServer } from './testing/test-server.ts';
import { businessWithStaff, punch, punchBody } from './testing/timeclock.ts';

// Several real server processes on one fresh PostgreSQL database, each with a DATA_DIR of its own,
// as behind a load balancer: they start together, share their limits, keys and jobs, and a
// client cannot tell which one answered.

/** Forwards each request to the next server in turn, as a round-robin load balancer does. */
async function roundRobin(targets: () => string[]) {
  let next = 0;
  const proxy = http.createServer((request, response) => {
    const list = targets();
    const target = new URL(request.url ?? '/', list[next++ % list.length]);
    const forwarded = http.request(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.writeHead(502).end());
    request.pipe(forwarded);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => proxy.close(resolve)),
  };
}

const onPostgres = describe.runIf(process.env.TEST_DB === 'postgres');

onPostgres('several servers on one PostgreSQL', () => {
  const name = `vh_servers_${randomBytes(6).toString('hex')}`;
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  let live: ServerProcess[] = [];
  let proxy: Awaited<ReturnType<typeof roundRobin>>;
  let db: pg.Client;
  const pem = () =>
    generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
  let shared: Record<string, string>;

  const start = async (env: Record<string, string> = {}) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vh-servers-'));
    dataDirs.push(dataDir);
    const server = spawnServer({ ...shared, DATA_DIR: dataDir, ...env }, await freePort());
    servers.push(server);
    return server;
  };
  const viaProxy = () => ({ baseUrl: proxy.url }) as TestServer;
  const via = (server: ServerProcess) => ({ baseUrl: server.url }) as TestServer;

  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    // Empty, not the suite's migrated template: the servers create the schema themselves.
    await onAdminDatabase(`create database ${name}`);
    proxy = await roundRobin(() => live.map((server) => server.url));
    shared = {
      DATABASE_URL: databaseUrl(adminUrl, name),
      // One address for all, as behind a load balancer: tokens name it as their issuer.
      PUBLIC_URL: proxy.url,
      AUTH_SIGNING_KEY: pem(),
      BILLING_SANDBOX_API_KEY: randomBytes(24).toString('base64url'),
      BILLING_SANDBOX_WEBHOOK_USERNAME: 'webhooks',
      BILLING_SANDBOX_WEBHOOK_PASSWORD: randomBytes(24).toString('base64url'),
      // The limits as in production, so the test counts the real allowances.
      RATE_LIMIT_SCALE: '1',
      RETENTION_FIRST_CHECK_SECONDS: '1',
      IP_COUNTRY: 'off',
      LOG_LEVEL: 'info',
    };
    db = new pg.Client({ connectionString: shared.DATABASE_URL });
    await db.connect();
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await proxy.close();
    await db.end().catch(() => undefined);
    await onAdminDatabase(`drop database if exists ${name} with (force)`);
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('six servers started at the same moment on a fresh database all come up', async () => {
    const six = await Promise.all(Array.from({ length: 6 }, () => start()));
    await Promise.all(six.map((server) => untilHealthy(server, 120_000)));
    const listed = await db.query('select id from running_servers');
    expect(listed.rows).toHaveLength(6);
    // Each migration ran once.
    const applied = await db.query(
      'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash having count(*) > 1',
    );
    expect(applied.rows).toEqual([]);

    // Two stay behind the proxy; the others stop as a deploy stops them, and leave the list.
    live = six.slice(0, 2);
    await Promise.all(six.slice(2).map(stopServer));
    expect((await db.query('select id from running_servers')).rows).toHaveLength(2);
  }, 180_000);

  it('refuses to start a server whose auth signing key differs, saying what to set', async () => {
    const stranger = await start({ AUTH_SIGNING_KEY: pem() });
    expect(await stranger.exited).toBe(1);
    const said = stranger.output.join('');
    expect(said).toContain('AUTH_SIGNING_KEY to the same key on every server');
    expect(said).not.toMatch(/at .*\.ts:\d+/);
  }, 60_000);

  it('refuses to start a server whose billing sandbox credentials differ', async () => {
    const stranger = await start({
      BILLING_SANDBOX_API_KEY: randomBytes(24).toString('base64url'),
    });
    expect(await stranger.exited).toBe(1);
    expect(stranger.output.join('')).toContain('BILLING_SANDBOX_API_KEY');
  }, 60_000);

  it('counts sign-in attempts spread over both servers against one allowance', async () => {
    const owner = await seedOwner(viaProxy());
    const attempt = () =>
      api(viaProxy(), 'POST', '/api/users/auth/login/', {
        body: { username: owner.input.username, password: 'not the password', type: 'username' },
      });
    // seedOwner signed in once already, through the proxy.
    const allowed = rateLimits.login.max - 1;
    for (let i = 0; i < allowed; i++) {
      expect((await attempt()).status, `attempt ${i + 1}`).toBe(401);
    }
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(errorCode(refused.body)).toBe(ErrorCode.RATE_LIMITED);
    // And on the other server too, whichever answered last.
    expect((await attempt()).status).toBe(429);
  }, 60_000);

  it('counts a route limit over both servers: the 11th forgot-password call is refused', async () => {
    // Addresses nobody has (404), so no per-account rule answers before the route's limit.
    const ask = (i: number) =>
      api(viaProxy(), 'POST', '/api/users/forgot-password/', {
        body: { email: `nobody.${name}.${i}@example.com` },
      });
    const statuses: number[] = [];
    for (let i = 0; i <= rateLimits.forgotPassword.max; i++) statuses.push((await ask(i)).status);
    expect(statuses.slice(0, -1)).toEqual(statuses.slice(0, -1).map(() => 404));
    expect(statuses.at(-1)).toBe(429);
  }, 60_000);

  it('answers a punch and its retry, sent to different servers, with the same receipt', async () => {
    const [a, b] = live as [ServerProcess, ServerProcess];
    const { owner, staff } = await businessWithStaff(viaProxy());
    const body = punchBody(owner.centre, 'clock_in');
    const first = await punch(via(a), staff.jwt, body);
    const retry = await punch(via(b), staff.jwt, body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(ZPunchResponse.parse(retry.body).receipt).toEqual(
      ZPunchResponse.parse(first.body).receipt,
    );
  }, 60_000);

  it('takes a token from one server on the other, and refuses it there once signed out', async () => {
    const [a, b] = live as [ServerProcess, ServerProcess];
    const owner = await seedOwner(via(a));
    const jwt = owner.session.access_token;
    const profile = `/api/users/uid/${owner.profile.uid}`;
    expect((await api(via(b), 'GET', profile, { jwt })).status).toBe(200);
    const out = await api(via(a), 'POST', '/api/users/auth/logout/', { jwt, body: {} });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect((await api(via(b), 'GET', profile, { jwt })).status).toBe(401);
  }, 60_000);

  it('runs each bot step once and the retention purge once, across all the servers', async () => {
    const owner = await seedOwner(viaProxy());
    const started = await api(viaProxy(), 'POST', '/api/bot/start/', {
      jwt: owner.session.access_token,
      body: { user_uid: owner.profile.uid, amount: 50 },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const steps = async () =>
      (
        await db.query<{ step: string; n: number }>(
          `select step, count(*)::int as n from bot_logs
           where user_uid = $1 and step is not null group by step`,
          [owner.profile.uid],
        )
      ).rows;
    const deadline = Date.now() + 6 * BOT.stepMs;
    while ((await steps()).length < 3 && Date.now() < deadline) await sleep(500);
    const taken = await steps();
    expect(taken.length).toBeGreaterThanOrEqual(3);
    expect(taken.filter((step) => step.n > 1)).toEqual([]);

    // Every server checked a second after it started; one of the six ran the purge.
    const purges = servers
      .flatMap((server) => server.output.join('').split('\n'))
      .filter((line) => line.includes('"msg":"retention purge"'));
    expect(purges).toHaveLength(1);
    const lease = await db.query<{ holder: string | null; last_finished_at: Date | null }>(
      `select holder, last_finished_at from job_leases where name = 'retention-purge'`,
    );
    expect(lease.rows[0]).toMatchObject({ holder: null });
    expect(lease.rows[0]?.last_finished_at).not.toBeNull();
  }, 90_000);
});
