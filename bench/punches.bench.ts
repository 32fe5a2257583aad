// The time clock under load on this machine (`npm run bench:punches`; PostgreSQL too when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a server):
//  1. Throughput: 100 businesses × 20 staff, 50 concurrent clients, each punch a clock-in or a
//     clock-out of a person the client owns (so punches are in turn, as on real phones). The same
//     load against punch-reference-server.ts, the bare transaction with the raw driver; the ratio.
//  2. A retry storm: 10,000 punches, each delivered 1 to 3 times, the server killed with SIGKILL
//     and restarted twice midway; then every acknowledged punch must be there, once, and every
//     business's chain must verify.
// Seeding goes through the real API (sign-up, approval, sign-in) and is not measured.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sampleCentre } from '@vh/contracts/samples';
import { benchDatabaseUrl, withScratchDatabase } from './scratch-database.ts';

const port = Number(process.env.BENCH_PORT ?? 3220);
const referencePort = port + 1;
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const warmUpSeconds = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const businesses = Number(process.env.BENCH_BUSINESSES ?? 100);
const staffPerBusiness = Number(process.env.BENCH_STAFF ?? 20);
const stormPunches = Number(process.env.BENCH_STORM_PUNCHES ?? 10_000);
const password = 'benchmark password';
const centre = sampleCentre;

type Person = { jwt: string; uid: string; businessId: string; open: boolean };

async function call(
  url: string,
  body: unknown,
  jwt?: string,
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(jwt ? { 'x-jwt': jwt } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

async function must(url: string, body: unknown, jwt?: string): Promise<unknown> {
  const res = await call(`${base}${url}`, body, jwt);
  if (res.status >= 300) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function waitForHealth(url: string): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`${url} did not become healthy in time`);
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function pooled<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T);
      }
    }),
  );
  return results;
}

async function signIn(username: string): Promise<{ jwt: string; uid: string }> {
  const { session } = (await must('/api/users/auth/login/', {
    username,
    password,
    type: 'username',
  })) as { session: { access_token: string; user: { id: string } } };
  return { jwt: session.access_token, uid: session.user.id };
}

type Business = { jwt: string; id: string; code: string };

async function seedOwners(count: number): Promise<Business[]> {
  const tag = Date.now().toString(36);
  return pooled(
    Array.from({ length: count }, (_, b) => b),
    4,
    async (b) => {
      const owner = `own_${tag}_${b}`;
      await must('/api/users/', {
        username: owner,
        first_name: 'Bench',
        last_name: 'Owner',
        email: `${owner}@example.com`,
        role: 'OWNER',
        password,
      });
      const boss = await signIn(owner);
      const made = (await must('/api/businesses/', { ...centre, name: `Site ${b}` }, boss.jwt)) as {
        id: string;
        invite: { code: string };
      };
      return { jwt: boss.jwt, id: made.id, code: made.invite.code };
    },
  );
}

async function seedStaff(owners: Business[], perBusiness: number): Promise<Person[]> {
  const tag = Date.now().toString(36);
  const people: Person[] = [];
  await pooled(owners, 4, async (business) => {
    const staff = await pooled(
      Array.from({ length: perBusiness }, (_, s) => `stf_${tag}_${business.code}_${s}`),
      2,
      async (username) => {
        const joined = (await must('/api/users/', {
          username,
          first_name: 'Bench',
          last_name: 'Staff',
          email: `${username}@example.com`,
          cell_number: '416 555 0100',
          pin_code: '4821',
          password,
          invite_code: business.code,
          role: 'USER',
        })) as { uid: string };
        await must(`/api/businesses/approve/staffs/${joined.uid}/`, {}, business.jwt);
        return { ...(await signIn(username)), businessId: business.id, open: false };
      },
    );
    people.push(...staff);
  });
  return people;
}

/**
 * Businesses on the Basic plan (the Free plan stops at 10 active staff). Billing comes with its
 * own issue, so the plan is set in the database while the server is stopped.
 */
async function onBasicPlan(databaseUrl: string | undefined, dataDir: string) {
  const update = "update profiles set plan = 'Basic' where role = 'OWNER'";
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(update);
    await client.end();
    return;
  }
  const db = await PGlite.create(dataDir);
  await db.exec(update);
  await db.close();
}

/**
 * After the bulk of seeding, what autovacuum would otherwise do in the middle of the measurement:
 * each table's first analyze (which also changes its plans) and the seeded pages' hint bits.
 */
async function settle(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('vacuum (analyze)');
  } finally {
    await client.end();
  }
}

/** Owners, their centres and approved, signed-in staff; the server is running again after. */
async function seed(
  env: { dataDir: string; databaseUrl: string | undefined },
  count: number,
  perBusiness: number,
  server: { current: ChildProcess },
): Promise<Person[]> {
  const owners = await seedOwners(count);
  await stop(server.current);
  await onBasicPlan(env.databaseUrl, env.dataDir);
  server.current = startProcess(
    'apps/server/src/main.ts',
    productEnv(env.dataDir, env.databaseUrl),
  );
  await waitForHealth(`${base}/api/health`);
  return seedStaff(owners, perBusiness);
}

function punchFor(person: Person, type: 'clock_in' | 'clock_out') {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    type,
    business_id: person.businessId,
    client_time: now,
    latitude: centre.latitude + 0.0001,
    longitude: centre.longitude,
    accuracy: 8,
    position_time: now,
  };
}

/** CPU seconds (user + system) a process has used so far, from /proc. */
async function cpuSeconds(pid: number | undefined): Promise<number> {
  if (pid === undefined) return 0;
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds used so far by the PostgreSQL server processes on this machine (0 where none run):
 * with a local server, the database's share of each punch.
 */
async function databaseCpuSeconds(): Promise<number> {
  let total = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // the process ended while we looked
    }
  }
  return total;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/**
 * `connections` clients, each with its own people, punching in turn: a clock-in for someone who is
 * out, a clock-out for someone who is in. First `warmUpSeconds` not counted (the JIT, each
 * connection's first plans, the first confirmation of every session with the auth service, which
 * comes again only every 30 s), then `seconds` measured. Only 201s count.
 */
async function load(
  pid: number | undefined,
  people: Person[],
  send: (person: Person, body: ReturnType<typeof punchFor>) => Promise<number>,
) {
  await punchLoop(people, send, warmUpSeconds);
  const cpuBefore = await cpuSeconds(pid);
  const databaseBefore = await databaseCpuSeconds();
  const { latencies, statuses } = await punchLoop(people, send, seconds);
  latencies.sort((a, b) => a - b);
  const created = statuses.get(201) ?? 0;
  return {
    cpuMsPerPunch: (((await cpuSeconds(pid)) - cpuBefore) * 1000) / Math.max(1, created),
    databaseMsPerPunch:
      (((await databaseCpuSeconds()) - databaseBefore) * 1000) / Math.max(1, created),
    rps: created / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses: Object.fromEntries(statuses),
  };
}

/** The clients' loop for `duration` seconds: each punch's latency and every status seen. */
async function punchLoop(
  people: Person[],
  send: (person: Person, body: ReturnType<typeof punchFor>) => Promise<number>,
  duration: number,
) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const deadline = performance.now() + duration * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, slot) => {
      const mine = people.filter((_, i) => i % connections === slot);
      for (let i = 0; performance.now() < deadline; i++) {
        const person = mine[i % mine.length];
        if (!person) return;
        const body = punchFor(person, person.open ? 'clock_out' : 'clock_in');
        const started = performance.now();
        const status = await send(person, body);
        latencies.push(performance.now() - started);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 201) person.open = !person.open;
      }
    }),
  );
  return { latencies, statuses };
}

function startProcess(script: string, env: Record<string, string>): ChildProcess {
  // BENCH_NODE_ARGS='--cpu-prof' profiles the servers (profiles land in the working directory).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

function productEnv(dataDir: string, databaseUrl: string | undefined) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '100000',
  };
}

async function throughput(label: string, databaseUrl: string | undefined) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vh-bench-punch-'));
  const server = {
    current: startProcess('apps/server/src/main.ts', productEnv(dataDir, databaseUrl)),
  };
  let product;
  try {
    await waitForHealth(`${base}/api/health`);
    const seeding = performance.now();
    const people = await seed({ dataDir, databaseUrl }, businesses, staffPerBusiness, server);
    console.log(
      `${label}: seeded ${businesses} businesses × ${staffPerBusiness} staff in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
    );
    if (databaseUrl) await settle(databaseUrl);
    product = await load(server.current.pid, people, async (person, body) => {
      const res = await fetch(`${base}/api/timeclock/punches/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-jwt': person.jwt },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      return res.status;
    });
  } finally {
    await stop(server.current);
    await rm(dataDir, { recursive: true, force: true });
  }

  const refDir = await mkdtemp(path.join(tmpdir(), 'vh-bench-ref-'));
  const reference = startProcess('bench/punch-reference-server.ts', {
    PORT: String(referencePort),
    DATA_DIR: refDir,
    DATABASE_URL: databaseUrl ?? '',
  });
  let bare;
  try {
    await waitForHealth(`http://127.0.0.1:${referencePort}/health`);
    const people = Array.from({ length: businesses * staffPerBusiness }, (_, i) => ({
      jwt: '',
      uid: randomUUID(),
      businessId: `00000000-0000-4000-8000-${String(Math.floor(i / staffPerBusiness)).padStart(12, '0')}`,
      open: false,
    }));
    const added = await fetch(`http://127.0.0.1:${referencePort}/people`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ people }),
    });
    if (!added.ok) throw new Error(`the reference did not take its people: ${added.status}`);
    bare = await load(reference.pid, people, async (person, body) => {
      const res = await fetch(`http://127.0.0.1:${referencePort}/punch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, staff_id: person.uid }),
      });
      await res.arrayBuffer();
      return res.status;
    });
  } finally {
    await stop(reference);
    await rm(refDir, { recursive: true, force: true });
  }
  const fmt = (r: {
    rps: number;
    p50: number;
    p99: number;
    cpuMsPerPunch: number;
    databaseMsPerPunch: number;
  }) =>
    `${r.rps.toFixed(0).padStart(5)} punches/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  server CPU ${r.cpuMsPerPunch.toFixed(2)} ms/punch` +
    (databaseUrl ? `  database CPU ${r.databaseMsPerPunch.toFixed(2)} ms/punch` : '');
  console.log(
    `${label.padEnd(10)} product    ${fmt(product)}  ${JSON.stringify(product.statuses)}`,
  );
  console.log(`${label.padEnd(10)} reference  ${fmt(bare)}  ${JSON.stringify(bare.statuses)}`);
  console.log(
    `${label.padEnd(10)} ratio      ${(product.rps / bare.rps).toFixed(2)}× the reference`,
  );
}

/**
 * 10,000 planned punches, each delivered 1–3 times (a phone retrying), while the server is killed
 * with SIGKILL and restarted twice. A delivery that finds the server down waits and goes again.
 */
async function storm(label: string, databaseUrl: string | undefined) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vh-bench-storm-'));
  const holder = {
    current: startProcess('apps/server/src/main.ts', productEnv(dataDir, databaseUrl)),
  };
  let server = holder.current;
  try {
    await waitForHealth(`${base}/api/health`);
    const people = await seed({ dataDir, databaseUrl }, 10, 20, holder);
    server = holder.current;
    const owners = new Set(people.map((p) => p.businessId));
    const acknowledged = new Map<string, string>();
    let deliveries = 0;
    let sent = 0;
    let restarts = 0;
    const pending: { restart: Promise<void> | null } = { restart: null };
    const killAt = [Math.floor(stormPunches / 3), Math.floor((2 * stormPunches) / 3)];
    const restart = async () => {
      restarts += 1;
      await stop(server, 'SIGKILL');
      server = startProcess('apps/server/src/main.ts', productEnv(dataDir, databaseUrl));
      await waitForHealth(`${base}/api/health`);
    };
    const deliver = async (person: Person, body: ReturnType<typeof punchFor>) => {
      for (;;) {
        if (pending.restart) await pending.restart;
        try {
          deliveries += 1;
          return await call(`${base}/api/timeclock/punches/`, body, person.jwt);
        } catch {
          await sleep(100);
        }
      }
    };
    const perPerson = Math.ceil(stormPunches / people.length);
    const stormStarted = performance.now();
    await Promise.all(
      people.map(async (person) => {
        for (let i = 0; i < perPerson && sent < stormPunches; i++) {
          sent += 1;
          if (killAt.includes(sent)) {
            // After any restart still under way: with few punches both kills fall due at once.
            const next: Promise<void> = (pending.restart ?? Promise.resolve())
              .then(restart)
              .finally(() => {
                if (pending.restart === next) pending.restart = null;
              });
            pending.restart = next;
          }
          const body = punchFor(person, person.open ? 'clock_out' : 'clock_in');
          const times = 1 + Math.floor(Math.random() * 3);
          let answer: { status: number; body: unknown } | undefined;
          for (let t = 0; t < times; t++) {
            const res = await deliver(person, body);
            if (res.status === 200 || res.status === 201) answer = res;
            else if (res.status >= 500) t -= 1;
            else throw new Error(`storm: ${res.status} ${JSON.stringify(res.body)}`);
          }
          if (answer) {
            acknowledged.set(body.id, person.uid);
            person.open = !person.open;
          }
        }
      }),
    );
    if (pending.restart) await pending.restart;
    const elapsed = (performance.now() - stormStarted) / 1000;
    await stop(server);
    server = startProcess('apps/server/src/main.ts', productEnv(dataDir, databaseUrl));
    await waitForHealth(`${base}/api/health`);
    // Every acknowledged punch, asked for again by its owner: a receipt back means it is stored.
    let lost = 0;
    const byId = [...acknowledged.entries()];
    const jwtOf = new Map(people.map((p) => [p.uid, p.jwt]));
    await pooled(byId, 16, async ([id, uid]) => {
      const res = await fetch(`${base}/api/timeclock/punches/${id}/receipt/`, {
        headers: { 'x-jwt': jwtOf.get(uid) ?? '' },
      });
      await res.arrayBuffer();
      if (res.status !== 200) lost += 1;
    });
    await stop(server);
    const counted = await countPunches(databaseUrl, dataDir);
    console.log(
      `${label.padEnd(10)} storm: ${acknowledged.size} punches acknowledged with ${deliveries} deliveries in ${elapsed.toFixed(0)} s, ${restarts} kill -9 restarts; lost ${lost}; stored ${counted} (beyond the acknowledged: ${counted - acknowledged.size})`,
    );
    await stop(server);
    server = startProcess(
      'apps/server/src/commands/audit-verify.ts',
      productEnv(dataDir, databaseUrl),
    );
    const code = await new Promise<number | null>((resolve) => server.once('exit', resolve));
    console.log(
      `${label.padEnd(10)} storm: audit chains of ${owners.size} businesses ${code === 0 ? 'verify' : 'DO NOT verify'}`,
    );
  } finally {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Punches stored in all, read with the server stopped (the embedded database has one user). */
async function countPunches(databaseUrl: string | undefined, dataDir: string): Promise<number> {
  if (!databaseUrl) {
    const db = await PGlite.create(dataDir);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from punches');
    await db.close();
    return rows[0]?.n ?? 0;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ n: string }>('select count(*) as n from punches');
  await client.end();
  return Number(rows[0]?.n ?? 0);
}

const only = process.env.BENCH_ONLY ?? 'throughput,storm';
if (only.includes('throughput')) {
  if (benchDatabaseUrl)
    await withScratchDatabase(benchDatabaseUrl, (url) => throughput('PostgreSQL', url));
  await throughput('PGlite', undefined);
}
if (only.includes('storm')) {
  if (benchDatabaseUrl)
    await withScratchDatabase(benchDatabaseUrl, (url) => storm('PostgreSQL', url));
  await storm('PGlite', undefined);
}
