// Sign-in throughput on this machine, and what a sign-in flood does to everyone else: the p99 of
// authenticated profile reads and health checks made meanwhile. Runs on PGlite, and on PostgreSQL
// too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server. `npm run bench:sign-in`.
// A sign-in cannot beat the password check: the argon2 ceiling (bare verifications a second with
// the same hash cost, measured first in the same run) is the yardstick; every sign-in also counts
// three limits in the database, and the ratio shows what they and the rest of the work cost.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { hash, verify } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { benchDatabaseUrl, withScratchDatabase } from './scratch-database.ts';

const port = Number(process.env.BENCH_PORT ?? 3210);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const accounts = 40;
const password = 'benchmark password';

async function json(url: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('server did not become healthy in time');
}

/** Bare argon2id verifications a second at the product's cost, 8 in flight, for `ms`. */
async function argon2Ceiling(ms: number): Promise<number> {
  const stored = await hash(password);
  let done = 0;
  const until = Date.now() + ms;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (Date.now() < until) {
        if (!(await verify(stored, password))) throw new Error('argon2 verify failed');
        done += 1;
      }
    }),
  );
  return done / ((Date.now() - started) / 1000);
}

const ceiling = await argon2Ceiling((seconds * 1000) / 2);
console.log(`argon2 ceiling ${ceiling.toFixed(0)} verifications/s (8 in flight)`);

async function run(label: string, databaseUrl: string | undefined): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vh-bench-'));
  const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      // One client signs many accounts in many times: the limits would measure themselves.
      RATE_LIMIT_SCALE: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth();
    const tag = Date.now().toString(36);
    const usernames: string[] = [];
    for (let i = 0; i < accounts; i++) {
      const username = `bench_${tag}_${i}`;
      await json('/api/users/', {
        username,
        first_name: 'Bench',
        last_name: 'Mark',
        email: `${username}@example.com`,
        role: 'OWNER',
        password,
      });
      usernames.push(username);
    }
    const { session } = (await json('/api/users/auth/login/', {
      username: usernames[0],
      password,
      type: 'username',
    })) as { session: { access_token: string; user: { id: string } } };

    let next = 0;
    const signIns = autocannon({
      url: `${base}/api/users/auth/login/`,
      connections: 16,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              username: usernames[(next += 1) % usernames.length],
              password,
              type: 'username',
            }),
          }),
        },
      ],
    });
    // Everyone else, meanwhile: a steady trickle of reads, as open dashboards make.
    const reads = autocannon({
      url: `${base}/api/users/uid/${session.user.id}`,
      headers: { 'x-jwt': session.access_token },
      connections: 4,
      overallRate: 100,
      duration: seconds,
    });
    const [flood, others] = await Promise.all([signIns, reads]);
    if (flood.non2xx > 0 || others.non2xx > 0) {
      throw new Error(`${label}: ${flood.non2xx} + ${others.non2xx} non-2xx answers`);
    }
    console.log(
      `${label.padEnd(10)} sign-ins ${flood.requests.average.toFixed(0).padStart(5)}/s ` +
        `(${(flood.requests.average / ceiling).toFixed(2)}× the argon2 ceiling, p99 ${flood.latency.p99} ms)   ` +
        `profile reads meanwhile p50 ${others.latency.p50} ms, p99 ${others.latency.p99} ms`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await run('PGlite', undefined);
if (benchDatabaseUrl) {
  await withScratchDatabase(benchDatabaseUrl, (url) => run('PostgreSQL', url));
}
