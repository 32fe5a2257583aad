// Measures the production server on this machine: start-up time, idle memory, and the throughput of
// an authenticated profile read against the reference server (reference-server.ts: one Drizzle
// SELECT on PGlite, nothing else) and a bare health check, in interleaved rounds so a noisy
// neighbour hits all three alike. Run with `npm run bench` after `npm run build`.
import { spawn } from 'node:child_process';
import { readFile, rm, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const referencePort = port + 1;

async function waitForHealth(url: string, deadlineMs: number): Promise<void> {
  while (Date.now() < deadlineMs) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  throw new Error('server did not become healthy in time');
}

async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function post(url: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function load(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { title, rps: result.requests.average, p99: result.latency.p99 };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * What confirming a session with the auth service costs: the first read of a fresh session asks
 * it, the next is answered from the confirmation cache.
 */
async function confirmationCost(username: string, password: string, uid: string) {
  const sessions = 40;
  const first: number[] = [];
  const next: number[] = [];
  const read = async (token: string) => {
    const startedAt = performance.now();
    const res = await fetch(`${base}/api/users/uid/${uid}`, { headers: { 'x-jwt': token } });
    if (res.status !== 200) throw new Error(`profile read: ${res.status}`);
    await res.arrayBuffer();
    return performance.now() - startedAt;
  };
  for (let i = 0; i < sessions; i++) {
    const { session } = (await post('/api/users/auth/login/', {
      username,
      password,
      type: 'username',
    })) as { session: { access_token: string } };
    first.push(await read(session.access_token));
    next.push(await read(session.access_token));
  }
  return { sessions, first: median(first), next: median(next) };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'vh-bench-'));
const started = Date.now();
const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The confirmation measurement signs one account in many times.
    RATE_LIMIT_SCALE: '100',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const reference = spawn(process.execPath, ['bench/reference-server.ts'], {
  env: { ...process.env, PORT: String(referencePort) },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  await waitForHealth(`${base}/api/health`, Date.now() + 60_000);
  const startupS = (Date.now() - started) / 1000;
  await sleep(2000);
  const idleRss = await rssMiB(server.pid ?? 0);

  const tag = Date.now().toString(36);
  const password = 'benchmark password';
  const profile = (await post('/api/users/', {
    username: `bench_${tag}`,
    first_name: 'Bench',
    last_name: 'Mark',
    email: `bench.${tag}@example.com`,
    role: 'OWNER',
    password,
  })) as { uid: string };
  const { session } = (await post('/api/users/auth/login/', {
    username: `bench_${tag}`,
    password,
    type: 'username',
  })) as { session: { access_token: string } };

  const referenceUrl = `http://127.0.0.1:${referencePort}/`;
  await waitForHealth(referenceUrl, Date.now() + 60_000);
  // Warm-up, discarded.
  await autocannon({ url: `${base}/api/health`, connections, duration: 3 });
  await autocannon({ url: referenceUrl, connections, duration: 3 });
  const runs: Awaited<ReturnType<typeof load>>[][] = [];
  for (let round = 0; round < rounds; round++) {
    runs.push([
      await load('GET /api/users/uid/{uid}', `${base}/api/users/uid/${profile.uid}`, {
        'x-jwt': session.access_token,
      }),
      await load('reference (1 SELECT)', referenceUrl),
      await load('GET /api/health', `${base}/api/health`),
    ]);
  }
  const loadedRss = await rssMiB(server.pid ?? 0);
  const confirmation = await confirmationCost(`bench_${tag}`, password, profile.uid);

  console.log(`start-up (spawn to first 200): ${startupS.toFixed(2)} s`);
  console.log(`idle RSS: ${idleRss.toFixed(1)} MiB; after load: ${loadedRss.toFixed(1)} MiB`);
  console.log(`load: ${connections} connections, ${seconds} s per route, ${rounds} rounds`);
  runs.forEach((round, i) => {
    for (const run of round) {
      console.log(
        `round ${i + 1}  ${run.title.padEnd(28)} ${run.rps.toFixed(0).padStart(7)} req/s   p99 ${run.p99} ms`,
      );
    }
  });
  const ratios = (of: number) => runs.map((round) => (round[0]?.rps ?? 0) / (round[of]?.rps ?? 1));
  const show = (values: number[]) =>
    `${median(values).toFixed(2)} (rounds: ${values.map((v) => v.toFixed(2)).join(', ')})`;
  console.log(`profile / reference throughput ratio: ${show(ratios(1))}`);
  console.log(`profile / health throughput ratio: ${show(ratios(2))}`);
  console.log(
    `session confirmation (${confirmation.sessions} fresh sessions, one after another): first read ${confirmation.first.toFixed(2)} ms, next read ${confirmation.next.toFixed(2)} ms (medians); the difference is one GET /auth/v1/user, paid once per session per 30 s`,
  );
} finally {
  reference.kill('SIGTERM');
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
