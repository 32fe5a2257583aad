// How many running paper bots one server keeps up with (`npm run bench:bot`; PostgreSQL too when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a server). BENCH_BOTS running bots (1,000 by
// default) are seeded in SQL; then worker passes are timed, each on a new market step, as the
// timer would run them every BOT.stepMs. On PostgreSQL, two workers share the same bots at once,
// as two servers would. A pass that takes longer than a step means bots skip steps.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { BOT } from '@vh/contracts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { createBotWorker } from '../apps/server/src/features/bot/bot-worker.ts';
import { benchDatabaseUrl, withScratchDatabase } from './scratch-database.ts';

const bots = Number(process.env.BENCH_BOTS ?? 1000);
const passes = Number(process.env.BENCH_PASSES ?? 10);

async function seed(database: DatabaseHandle): Promise<void> {
  await database.db.execute(sql`
    insert into profiles (uid, email, username, role, first_name, last_name)
    select gen_random_uuid(), 'bot' || n || '@example.com', 'bot_' || n, 'OWNER', 'Bench', 'Bot'
    from generate_series(1, ${bots}) n`);
  await database.db.execute(sql`
    insert into bot_runs (user_uid, status, amount_cents, cash_cents, started_at)
    select uid, 'running', 2500, ${BOT.startingBalance * 100}, now() from profiles`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

// One clock across measurements, so that a later one never goes back to steps already acted on.
let clock = new Date();
const now = () => clock;

async function measure(kind: string, database: DatabaseHandle, workers: number): Promise<void> {
  const log = (error: unknown) => console.error(error);
  const pool = Array.from({ length: workers }, () =>
    createBotWorker({ db: database.db, now, log }),
  );
  const times: number[] = [];
  let ticked = 0;
  // Warm-up: passes within one step until every bot is claimed (BOT.claimBatch a pass each).
  let claimed = 0;
  for (let i = 0; claimed < bots; i++) {
    if (i > bots) throw new Error(`only ${claimed} of ${bots} bots claimed`);
    const results = await Promise.all(pool.map((worker) => worker.runOnce()));
    claimed += results.reduce((sum, r) => sum + r.claimed, 0);
  }
  for (let i = 0; i < passes; i++) {
    clock = new Date(clock.getTime() + BOT.stepMs);
    const started = performance.now();
    const results = await Promise.all(pool.map((worker) => worker.runOnce()));
    const ms = performance.now() - started;
    const count = results.reduce((sum, r) => sum + r.ticked, 0);
    if (count !== bots) throw new Error(`pass ${i} acted on ${count} of ${bots} bots`);
    times.push(ms);
    ticked += count;
  }
  await Promise.all(pool.map((worker) => worker.stop()));
  const sorted = [...times].sort((a, b) => a - b);
  const total = times.reduce((a, b) => a + b, 0);
  const perSecond = (ticked / total) * 1000;
  console.log(
    `${kind.padEnd(10)} ${String(workers)} worker(s)  ${bots} bots  pass p50 ${percentile(sorted, 50).toFixed(0)} ms  ` +
      `max ${(sorted.at(-1) ?? NaN).toFixed(0)} ms  ${perSecond.toFixed(0)} ticks/s  ` +
      `→ about ${Math.floor((perSecond * BOT.stepMs) / 1000)} bots per ${BOT.stepMs / 1000} s step`,
  );
}

async function onPglite(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vh-bench-bot-'));
  const database = await openDatabase({ databaseUrl: undefined, pgliteDir: dir });
  try {
    await runMigrations(database);
    await seed(database);
    await measure('PGlite', database, 1);
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

async function onPostgres(adminUrl: string): Promise<void> {
  await withScratchDatabase(adminUrl, async (url) => {
    const database = await openDatabase({ databaseUrl: url, pgliteDir: '' });
    try {
      await runMigrations(database);
      await seed(database);
      await measure('PostgreSQL', database, 1);
      await measure('PostgreSQL', database, 2);
    } finally {
      await database.close();
    }
  });
}

await onPglite();
if (benchDatabaseUrl) await onPostgres(benchDatabaseUrl);
else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
