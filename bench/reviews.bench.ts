// What a batch of review decisions costs the punches that arrive meanwhile (`npm run
// bench:reviews`). Every decision appends to the business's audit chain under its head lock, which
// each punch of the business waits on too; the batch commits REVIEWS.batchChunk decisions per lock.
//
// One owner with a centre and two approved staff members, made through the API. The first has
// BENCH_BATCHES × REVIEWS.batchMax flagged punches (written with SQL and chained as the clock
// chains them); the second punches over HTTP, one punch after another (breaks started and ended,
// inside the fence). Measured: BENCH_PUNCHES (200) punches alone after a warm-up, then punches for
// as long as each batch of REVIEWS.batchMax accepts runs, BENCH_BATCHES (3) times; p50 and p99 of
// each, and each batch's time.
//
// PGlite (a file-backed one in a scratch directory) always; PostgreSQL too when BENCH_DATABASE_URL
// (or TEST_DATABASE_URL) names a server, on a scratch database dropped afterwards. BENCH_ONLY=pglite
// or =postgres picks one.
import { randomUUID } from 'node:crypto';
import { REVIEWS, ZReviewBatchResult } from '@vh/contracts';
import { sampleCentre } from '@vh/contracts/samples';
import { seedFlaggedPunches } from '../apps/server/src/testing/seed-punches.ts';
import { call, must, password, percentile, signIn } from './bench-http.ts';
import { confirmedOwner, startBenchServer } from './bench-server.ts';
import { benchDatabaseUrl, withScratchDatabase } from './scratch-database.ts';

const only = process.env.BENCH_ONLY ?? 'pglite,postgres';
const alone = Math.max(20, Number(process.env.BENCH_PUNCHES ?? 200));
const batches = Math.max(1, Number(process.env.BENCH_BATCHES ?? 3));
const warmUp = 20;

/** The owner through the API (sign-up, mailed confirmation, sign-in) and their centre. */
async function seedOwner(base: string) {
  const { uid, jwt } = await confirmedOwner(base);
  const centre = (await must(base, 'POST', '/api/businesses/', {
    jwt,
    body: { ...sampleCentre, name: 'Bench Centre' },
  })) as { id: string; invite?: { code: string } };
  return { uid, jwt, centre: { id: centre.id, code: centre.invite?.code ?? '' } };
}

/** A staff member joined with the centre's code, approved by the owner and signed in. */
async function seedStaff(base: string, owner: Awaited<ReturnType<typeof seedOwner>>, tag: string) {
  const username = `staff_${tag}_${Date.now().toString(36)}`;
  const made = (await must(base, 'POST', '/api/users/', {
    body: {
      username,
      first_name: 'Bench',
      last_name: `Staff ${tag}`,
      email: `${username}@example.com`,
      cell_number: '416 555 0100',
      pin_code: '4821',
      password,
      invite_code: owner.centre.code,
      request_type: 'no-auth',
      role: 'USER',
    },
  })) as { uid: string };
  await must(base, 'POST', `/api/businesses/approve/staffs/${made.uid}/`, { jwt: owner.jwt });
  return signIn(base, username);
}

/** Punches one after another (clock-in, then breaks started and ended), inside the fence. */
function puncher(base: string, jwt: string, centreId: string) {
  let count = 0;
  return async function next(): Promise<number> {
    const type = count === 0 ? 'clock_in' : count % 2 === 1 ? 'break_start' : 'break_end';
    count += 1;
    const now = new Date().toISOString();
    const answer = await call(base, 'POST', '/api/timeclock/punches/', {
      jwt,
      body: {
        id: randomUUID(),
        type,
        business_id: centreId,
        client_time: now,
        latitude: sampleCentre.latitude,
        longitude: sampleCentre.longitude,
        accuracy: 8,
        position_time: now,
      },
    });
    if (answer.status !== 201)
      throw new Error(`punch ${type}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.ms;
  };
}

type Figures = {
  label: string;
  alone: { p50: number; p99: number; max: number; n: number };
  during: { p50: number; p99: number; max: number; n: number };
  batchMs: number[];
};

const summary = (times: number[]) => ({
  p50: percentile(times, 50),
  p99: percentile(times, 99),
  max: Math.max(...times),
  n: times.length,
});

async function run(label: string, databaseUrl: string | undefined): Promise<Figures> {
  const { base, database, close } = await startBenchServer('reviews', databaseUrl);
  try {
    const owner = await seedOwner(base);
    const flagged = await seedStaff(base, owner, 'flagged');
    const punching = await seedStaff(base, owner, 'punching');
    const started = performance.now();
    const ids = await seedFlaggedPunches(
      database.db,
      { ownerUid: owner.uid, staffUid: flagged.uid, businessId: owner.centre.id },
      batches * REVIEWS.batchMax,
    );
    console.log(
      `${label}: seeded ${ids.length.toLocaleString('en')} flagged punches in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const punch = puncher(base, punching.jwt, owner.centre.id);
    for (let i = 0; i < warmUp; i++) await punch();
    const soloTimes: number[] = [];
    for (let i = 0; i < alone; i++) soloTimes.push(await punch());
    const duringTimes: number[] = [];
    const batchMs: number[] = [];
    for (let b = 0; b < batches; b++) {
      const items = ids
        .slice(b * REVIEWS.batchMax, (b + 1) * REVIEWS.batchMax)
        .map((punch_id) => ({ punch_id, decision: 'accepted', reason: 'Seen on site' }));
      let done = false;
      const batch = call(base, 'POST', '/api/timeclock/reviews/batch/', {
        jwt: owner.jwt,
        body: { items },
      }).finally(() => {
        done = true;
      });
      while (!done) duringTimes.push(await punch());
      const answer = await batch;
      if (answer.status !== 200)
        throw new Error(`batch: ${answer.status} ${JSON.stringify(answer.body)}`);
      const results = ZReviewBatchResult.parse(answer.body).results;
      const accepted = results.filter((r) => r.outcome === 'accepted').length;
      if (accepted !== REVIEWS.batchMax) throw new Error(`batch: ${accepted} accepted`);
      batchMs.push(answer.ms);
    }
    return { label, alone: summary(soloTimes), during: summary(duringTimes), batchMs };
  } finally {
    await close();
  }
}

const results: Figures[] = [];
let failed = false;
console.log(
  `A punch alone (${alone} after ${warmUp} warm-up) and while a batch of ${REVIEWS.batchMax} ` +
    `accepts runs (${batches} batches, ${REVIEWS.batchChunk} decisions per lock of the chain head)`,
);
for (const kind of ['pglite', 'postgres'] as const) {
  if (!only.includes(kind)) continue;
  try {
    if (kind === 'pglite') results.push(await run('PGlite', undefined));
    else if (benchDatabaseUrl) {
      await withScratchDatabase(benchDatabaseUrl, async (url) => {
        results.push(await run('PostgreSQL', url));
      });
    } else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL to run it too)');
  } catch (error) {
    failed = true;
    console.error(`${kind}: failed:`, error);
  }
}

if (results.length > 0) {
  const widths = [11, 22, 8, 10, 10, 10];
  const cells = (values: string[]) => values.map((v, i) => v.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\n${cells(['database', 'punch', 'n', 'p50 ms', 'p99 ms', 'max ms'])}`);
  for (const r of results) {
    for (const [what, f] of [
      ['alone', r.alone],
      ['during a batch', r.during],
    ] as const) {
      console.log(
        cells([r.label, what, String(f.n), f.p50.toFixed(1), f.p99.toFixed(1), f.max.toFixed(1)]),
      );
    }
    console.log(
      `${r.label}: a batch of ${REVIEWS.batchMax} took ` +
        `${r.batchMs.map((ms) => ms.toFixed(0)).join(', ')} ms`,
    );
  }
  console.log(
    'p99: nearest rank over HTTP (loopback), punches sent one after another by one client.',
  );
}
process.exitCode = failed ? 1 : 0;
