// The Today panel's endpoint under a café-sized business and more (`npm run bench:today`): one
// owner on the Pro plan with 3 centres (America/Toronto) and 200 staff, each with a shift a day for
// the last BENCH_DAYS days (90; four punches each, 3 % of them flagged, those older than a week
// already decided), 50 clocked in now (15 of them on a break), 12 open correction requests, 5
// people waiting for approval and a manager of the first centre. Then GET /api/today/ sequentially,
// BENCH_REQUESTS times (300) after a warm-up, as the owner and as the manager; p50 and p99.
//
// PGlite (a file-backed one in a scratch directory) always; PostgreSQL too when BENCH_DATABASE_URL
// (or TEST_DATABASE_URL) names a server, on a scratch database dropped afterwards. BENCH_ONLY=pglite
// or =postgres picks one.
//
// The server is the real one, built in this process with buildApp as the reports bench builds it;
// the owner and the manager are real accounts made through the API (an embedded PGlite can have
// one handle, so the seeding SQL goes through the server's own). Staff, shifts and punches are
// written with SQL: only the read is measured.
import { sql, type SQL } from 'drizzle-orm';
import { ZToday } from '@vh/contracts';
import { sampleCentre } from '@vh/contracts/samples';
import { type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { rowsOf } from '../apps/server/src/db/sql-helpers.ts';
import { rulesOf } from '../apps/server/src/features/overtime-rules/overtime-rules.service.ts';
import { openShifts } from '../apps/server/src/features/timeclock/timeclock.repo.ts';
import { segmentsOf } from '../apps/server/src/features/timesheets/timesheet-week.ts';
import { hoursCte, SEGMENT_COLUMNS } from '../apps/server/src/features/timesheets/hours.sql.ts';
import { todayIn, weekOf } from '../apps/server/src/features/timesheets/timesheets.repo.ts';
import { waitingCounts } from '../apps/server/src/features/today/today.repo.ts';
import { call, must, password, percentile, signIn } from './bench-http.ts';
import { confirmedOwner, startBenchServer } from './bench-server.ts';
import { benchDatabaseUrl, withScratchDatabase } from './scratch-database.ts';

const only = process.env.BENCH_ONLY ?? 'pglite,postgres';
const staffCount = Number(process.env.BENCH_STAFF ?? 200);
const days = Number(process.env.BENCH_DAYS ?? 90);
const requests = Math.max(20, Number(process.env.BENCH_REQUESTS ?? 300));
const warmUp = 20;
const clockedIn = Math.min(staffCount, 50);
const onBreak = 15;
const openCorrections = 12;
const pendingPeople = 5;
const centreCount = 3;
const flaggedPerMille = 30;

/** A statement of the seeding, free of any statement timeout. */
const load = (database: DatabaseHandle, query: SQL) => database.db.execute(query);

/** The owner through the API (sign-up, mailed confirmation, sign-in), Pro in SQL, 3 centres. */
async function seedOwner(base: string, database: DatabaseHandle) {
  const { uid, jwt, username } = await confirmedOwner(base);
  // Bench shortcut: the plan goes straight into the profile instead of through a checkout.
  await load(database, sql`update profiles set plan = 'Pro' where uid = ${uid}::uuid`);
  const centres: { id: string; code: string }[] = [];
  for (let c = 0; c < centreCount; c++) {
    const made = (await must(base, 'POST', '/api/businesses/', {
      jwt,
      body: {
        ...sampleCentre,
        name: `Bench Centre ${c + 1}`,
        latitude: sampleCentre.latitude + c * 0.01,
      },
    })) as { id: string; invite?: { code: string } };
    centres.push({ id: made.id, code: made.invite?.code ?? '' });
  }
  return { uid, jwt, username, centres };
}

/** A manager of the first centre: joined with its code, approved and made manager by the owner. */
async function seedManager(base: string, owner: Awaited<ReturnType<typeof seedOwner>>) {
  const username = `manager_${Date.now().toString(36)}`;
  const made = (await must(base, 'POST', '/api/users/', {
    body: {
      username,
      first_name: 'Bench',
      last_name: 'Manager',
      email: `${username}@example.com`,
      cell_number: '416 555 0100',
      pin_code: '4821',
      password,
      invite_code: owner.centres[0]?.code,
      request_type: 'no-auth',
      role: 'USER',
    },
  })) as { uid: string };
  await must(base, 'POST', `/api/businesses/approve/staffs/${made.uid}/`, { jwt: owner.jwt });
  await must(base, 'PATCH', `/api/businesses/staffs/${made.uid}/`, {
    jwt: owner.jwt,
    body: { is_manager: true },
  });
  return signIn(base, username);
}

/** Staff numbered 0…n-1 by username, centres 0…2 by age: what the inserts below join on. */
const staffAndCentres = (ownerUid: string) => sql`
  staff as (
    select e.staff_uid as uid, (row_number() over (order by p.username) - 1)::int as i
    from employments e join profiles p on p.uid = e.staff_uid
    where e.owner_uid = ${ownerUid}::uuid and p.username like 'bench_staff_%'
  ),
  centre as (
    select id, time_zone, (row_number() over (order by created_at, id) - 1)::int as c
    from businesses where owner_uid = ${ownerUid}::uuid
  )`;

async function seedStaff(database: DatabaseHandle, ownerUid: string) {
  const total = staffCount + pendingPeople;
  await load(
    database,
    sql`insert into profiles (uid, email, username, role, first_name, last_name, position,
        start_date, pending_approval, confirm_email)
      select gen_random_uuid(), 'bench.staff.' || lpad(i::text, 4, '0') || '@example.com',
        'bench_staff_' || lpad(i::text, 4, '0'), 'STAFF',
        (array['Ada','Grace','Alan','Edsger','Barbara','Donald','Frances','Ken'])[1 + i % 8],
        'Staff ' || lpad(i::text, 4, '0'), 'Crew', current_date - ${days}::int,
        i >= ${staffCount}::int, true
      from generate_series(0, ${total - 1}::int) as i`,
  );
  await load(
    database,
    sql`insert into employments (staff_uid, owner_uid, joined_with_code, approved_at, approved_by)
      select uid, ${ownerUid}::uuid, 'BENCH', now(), ${ownerUid}::uuid
      from profiles where username like 'bench_staff_%'`,
  );
  await load(
    database,
    sql`with ${staffAndCentres(ownerUid)}
      insert into assignments (staff_uid, business_id)
      select st.uid, ce.id from staff st join centre ce on ce.c = st.i % ${centreCount}::int`,
  );
}

/**
 * A closed shift a day per person for `days` days before today, 06:00 or 14:00 local by person,
 * 8 h 30 with a 30-minute break 4 h in; today, the first `clockedIn` people are in since 3 hours
 * ago, the first `onBreak` of them on a break since 10 minutes ago.
 */
async function seedShifts(database: DatabaseHandle, ownerUid: string) {
  await load(
    database,
    sql`with ${staffAndCentres(ownerUid)}
      insert into shifts (id, staff_uid, owner_uid, business_id, started_at, ended_at, break_ms)
      select gen_random_uuid(), st.uid, ${ownerUid}::uuid, ce.id, s.started_at,
        s.started_at + interval '8 hours 30 minutes', 30 * 60000
      from staff st
      join centre ce on ce.c = st.i % ${centreCount}::int
      cross join generate_series(1, ${days}::int) as d
      cross join lateral (
        select ((current_date - d)
          + case when st.i % 2 = 0 then time '06:00' else time '14:00' end) at time zone ce.time_zone
          as started_at
      ) s
      where st.i < ${staffCount}::int`,
  );
  await load(
    database,
    sql`with ${staffAndCentres(ownerUid)}
      insert into shifts (id, staff_uid, owner_uid, business_id, started_at, ended_at, break_ms,
        break_started_at)
      select gen_random_uuid(), st.uid, ${ownerUid}::uuid, ce.id, now() - interval '3 hours', null,
        0, case when st.i < ${onBreak}::int then now() - interval '10 minutes' end
      from staff st join centre ce on ce.c = st.i % ${centreCount}::int
      where st.i < ${clockedIn}::int`,
  );
}

/** Each shift's punches (placeholders for the signature and receipt, which Today never reads). */
async function seedPunches(database: DatabaseHandle, ownerUid: string) {
  await load(
    database,
    sql`insert into punches (id, staff_uid, owner_uid, business_id, shift_id, type, server_at,
        received_at, client_at, latitude, longitude, accuracy_m, position_at, location_error, distance_m,
        verdict, reasons, request_hash, receipt, signature)
      select gen_random_uuid(), s.staff_uid, s.owner_uid, s.business_id, s.id, t.type, x.at, x.at,
        x.at, b.latitude, b.longitude, case when f.flagged then 140.0 else 8.0 end, x.at, null,
        case when f.flagged then 89.0 else 11.0 end,
        case when f.flagged then 'uncertain' else 'inside' end,
        case when f.flagged then '["LOW_ACCURACY"]'::jsonb else '[]'::jsonb end,
        repeat('0', 64), jsonb_build_object('v', 1, 'kind', 'bench-placeholder'),
        'bench-placeholder-not-a-signature'
      from shifts s
      join businesses b on b.id = s.business_id
      cross join (values (0, 'clock_in'), (1, 'break_start'), (2, 'break_end'), (3, 'clock_out'))
        as t(n, type)
      cross join lateral (
        select case t.n when 0 then s.started_at
          when 1 then coalesce(s.break_started_at, s.started_at + interval '4 hours')
          when 2 then s.started_at + interval '4 hours 30 minutes'
          else s.ended_at end as at
      ) x
      cross join lateral (
        select (hashint8(hashtext(s.id::text)::bigint * 4 + t.n)::bigint & 2147483647) % 1000
          < ${flaggedPerMille}::int as flagged
      ) f
      where s.owner_uid = ${ownerUid}::uuid
        and (s.ended_at is not null or t.n = 0 or (t.n = 1 and s.break_started_at is not null))`,
  );
  // A week's flags wait for a decision; older ones were decided, as a business that keeps up does.
  await load(
    database,
    sql`insert into punch_reviews (punch_id, decision, reason, reviewer_uid, reviewed_at)
      select id, 'accepted', 'Seen on site', ${ownerUid}::uuid, server_at + interval '1 day'
      from punches
      where owner_uid = ${ownerUid}::uuid and verdict <> 'inside'
        and server_at < now() - interval '7 days'`,
  );
  await load(
    database,
    sql`with ${staffAndCentres(ownerUid)}
      insert into correction_requests (id, owner_uid, staff_uid, business_id, shift_id, date,
        message, created_at, status)
      select gen_random_uuid(), ${ownerUid}::uuid, st.uid, ce.id, null, current_date - 2,
        'Forgot to clock out', now() - interval '1 day',
        case when st.i < ${openCorrections}::int then 'open' else 'done' end
      from staff st join centre ce on ce.c = st.i % ${centreCount}::int
      where st.i < ${openCorrections * 4}::int`,
  );
}

type Figures = {
  label: string;
  who: string;
  p50: number;
  p99: number;
  max: number;
  bytes: number;
  /** The p50 of a trivial authenticated call (the caller's own profile), interleaved. */
  roundTrip: number;
};

async function measure(
  label: string,
  who: string,
  base: string,
  caller: { uid: string; jwt: string },
): Promise<Figures> {
  const { jwt } = caller;
  const profileUrl = `/api/users/uid/${caller.uid}`;
  const first = await call(base, 'GET', '/api/today/', { jwt });
  if (first.status !== 200)
    throw new Error(`GET /api/today/: ${first.status} ${JSON.stringify(first.body)}`);
  const day = ZToday.parse(first.body);
  console.log(
    `${label}, ${who}: ${day.in_now.length} in, ${day.on_break.length} on a break; waiting: ` +
      `${day.counts.review} flagged, ${day.counts.corrections} corrections, ` +
      `${day.counts.approvals} to approve; ${Math.round(day.hours.this_week.worked_seconds / 3600)} h ` +
      `this week, ${Math.round(day.hours.last_week.worked_seconds / 3600)} h last week; first ` +
      `request ${first.ms.toFixed(1)} ms`,
  );
  for (let i = 0; i < warmUp; i++) await call(base, 'GET', '/api/today/', { jwt });
  const times: number[] = [];
  const trips: number[] = [];
  for (let i = 0; i < requests; i++) {
    const answer = await call(base, 'GET', '/api/today/', { jwt });
    if (answer.status !== 200) throw new Error(`GET /api/today/: ${answer.status}`);
    times.push(answer.ms);
    const trip = await call(base, 'GET', profileUrl, { jwt });
    if (trip.status !== 200) throw new Error(`GET ${profileUrl}: ${trip.status}`);
    trips.push(trip.ms);
  }
  return {
    label,
    who,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: Math.max(...times),
    bytes: JSON.stringify(first.body).length,
    roundTrip: percentile(trips, 50),
  };
}

/** The owner's statements alone, through the server's own handle: where the time goes. */
async function statements(
  label: string,
  database: DatabaseHandle,
  ownerUid: string,
  centreIds: string[],
) {
  const { db } = database;
  const now = new Date();
  const rules = await rulesOf(db, ownerUid);
  const week = await weekOf(db, await todayIn(db, 'America/Toronto', now), rules.weekStart);
  const parts: [string, () => Promise<unknown>][] = [
    ['who is in', () => openShifts(db, ownerUid, centreIds)],
    ['counts', () => waitingCounts(db, ownerUid, ownerUid, centreIds)],
    ['hours of two weeks', () => segmentsOf(db, rules, ownerUid, week.previous, week.end, now)],
    ['week of today', async () => weekOf(db, await todayIn(db, 'America/Toronto', now), 1)],
  ];
  const line: string[] = [];
  for (const [name, work] of parts) {
    const times: number[] = [];
    for (let i = 0; i < 25; i++) {
      const started = performance.now();
      await work();
      if (i >= 5) times.push(performance.now() - started);
    }
    line.push(`${name} ${percentile(times, 50).toFixed(1)}`);
  }
  console.log(`${label}: statements alone, p50 ms: ${line.join(', ')}`);
  if (process.env.BENCH_EXPLAIN === '1') {
    const cte = hoursCte({
      ownerUid,
      from: week.previous,
      to: week.end,
      weekStart: rules.weekStart,
      dailySeconds: rules.dailySeconds,
      weeklySeconds: rules.weeklySeconds,
      doubleDailySeconds: rules.doubleDailySeconds,
      now,
    });
    const plan = rowsOf(
      await db.execute(
        sql`explain (analyze, buffers) with ${cte} select ${SEGMENT_COLUMNS} from seg`,
      ),
    );
    console.log(plan.map((row) => String(row['QUERY PLAN'])).join('\n'));
  }
}

async function run(label: string, databaseUrl: string | undefined): Promise<Figures[]> {
  const { base, database, close } = await startBenchServer('today', databaseUrl);
  try {
    const started = performance.now();
    const owner = await seedOwner(base, database);
    const manager = await seedManager(base, owner);
    await seedStaff(database, owner.uid);
    await seedShifts(database, owner.uid);
    await seedPunches(database, owner.uid);
    await load(database, sql`analyze`);
    const [counts] = rowsOf(
      await load(
        database,
        sql`select (select count(*) from shifts)::int as shifts,
          (select count(*) from punches)::int as punches`,
      ),
    );
    console.log(
      `${label}: seeded ${staffCount} staff, ${Number(counts?.shifts).toLocaleString('en')} shifts, ` +
        `${Number(counts?.punches).toLocaleString('en')} punches in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // Fresh tokens: seeding a slow machine can take a while.
    const ownerCaller = await signIn(base, owner.username);
    const figures = [
      await measure(label, 'owner (3 centres)', base, ownerCaller),
      await measure(label, 'manager (1 centre)', base, manager),
    ];
    await statements(
      label,
      database,
      owner.uid,
      owner.centres.map((c) => c.id),
    );
    return figures;
  } finally {
    await close();
  }
}

const results: Figures[] = [];
let failed = false;
console.log(
  `GET /api/today/: ${staffCount} staff, ${days} days of shifts, ${clockedIn} clocked in ` +
    `(${onBreak} on a break); ${requests} sequential requests after ${warmUp} warm-up`,
);
for (const kind of ['pglite', 'postgres'] as const) {
  if (!only.includes(kind)) continue;
  try {
    if (kind === 'pglite') results.push(...(await run('PGlite', undefined)));
    else if (benchDatabaseUrl) {
      await withScratchDatabase(benchDatabaseUrl, async (url) => {
        results.push(...(await run('PostgreSQL', url)));
      });
    } else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL to run it too)');
  } catch (error) {
    failed = true;
    console.error(`${kind}: failed:`, error);
  }
}

if (results.length > 0) {
  const widths = [11, 20, 10, 10, 10, 8, 16];
  const cells = (values: string[]) => values.map((v, i) => v.padEnd(widths[i] ?? 0)).join('  ');
  console.log(
    `\n${cells(['database', 'caller', 'p50 ms', 'p99 ms', 'max ms', 'bytes', 'round trip p50'])}`,
  );
  for (const r of results) {
    console.log(
      cells([
        r.label,
        r.who,
        r.p50.toFixed(1),
        r.p99.toFixed(1),
        r.max.toFixed(1),
        String(r.bytes),
        r.roundTrip.toFixed(1),
      ]),
    );
  }
  console.log(
    `p99: nearest rank of ${requests} sequential requests over HTTP (loopback). The weeks' hours ` +
      `are counted again once a minute per caller (TODAY.hoursFreshMs): the first request and ` +
      `"hours of two weeks" above show that cost; the rest are who is in and the counts.`,
  );
}
process.exitCode = failed ? 1 : 0;
