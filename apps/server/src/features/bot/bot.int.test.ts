import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { BOT, ZBotLogs, ZBotStatus, type TBotLogEntry, t } from '@vh/contracts';
import { api, errorCode, errorMessage, seedOperator, seedOwner } from '../../testing/factories.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { rows as auditRows } from '../audit/audit-chain.ts';
import { createBotWorker } from './bot-worker.ts';

const server = await startTestServer();
afterAll(() => server.close());
const db = server.database.db;

type Account = Awaited<ReturnType<typeof seedOwner>>;

const start = (who: Account, amount: unknown, uid: string = who.profile.uid) =>
  api(server, 'POST', '/api/bot/start/', {
    jwt: who.session.access_token,
    body: { user_uid: uid, amount },
  });
const stop = (who: Account) =>
  api(server, 'POST', '/api/bot/stop/', { jwt: who.session.access_token });
const status = async (who: Account) =>
  ZBotStatus.parse(
    (await api(server, 'GET', '/api/bot/status/', { jwt: who.session.access_token })).body,
  );
async function logs(who: Account, after?: number): Promise<TBotLogEntry[]> {
  const query = after === undefined ? '' : `?after=${after}`;
  const answer = await api(server, 'GET', `/api/bot/message/logs/${query}`, {
    jwt: who.session.access_token,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ZBotLogs.parse(answer.body);
}
// The workers here run on a clock of their own that moves only when a test moves it, so that a
// real step boundary never falls between two passes that must see the same step.
let frozen = new Date();
const frozenNow = () => frozen;
const nextStep = (ms: number = BOT.stepMs) => {
  frozen = new Date(frozen.getTime() + ms);
};
const quiet = () => undefined;
const worker = createBotWorker({ db, now: frozenNow, log: quiet });
afterAll(() => worker.stop());
const pass = () => worker.runOnce();

const rows = (query: ReturnType<typeof sql>) => auditRows(db, query);

describe('the paper bot', () => {
  it('[USER] starts the bot, watches it act once per market step, and stops it', async () => {
    const me = await seedOwner(server);
    const before = await status(me);
    expect(before).toMatchObject({
      status: 'stopped',
      amount: null,
      simulated: true,
      cash: BOT.startingBalance,
      balance: BOT.startingBalance,
      profit_loss: 0,
    });
    expect(before.prices.map((p) => p.symbol)).toEqual(['MAPL', 'BRCH', 'CEDR']);

    const started = await start(me, 250.5);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(ZBotStatus.parse(started.body)).toMatchObject({ status: 'running', amount: 250.5 });
    const first = await logs(me);
    expect(first).toHaveLength(1);
    expect(first[0]?.text).toMatch(/^Started paper trading with \$250\.50 per trade/);

    expect((await pass()).ticked).toBeGreaterThanOrEqual(1);
    const afterTick = await logs(me, first[0]?.id);
    expect(afterTick.at(-1)?.text).toMatch(/^Prices: MAPL \$[\d,.]+, BRCH .*Virtual balance/);
    // The same step again acts on nothing: ticks are never doubled.
    await pass();
    expect(await logs(me, afterTick.at(-1)?.id)).toEqual([]);

    nextStep();
    await pass();
    const later = await logs(me, afterTick.at(-1)?.id);
    expect(later.length).toBeGreaterThanOrEqual(1);
    // Newest last, ids growing, ISO timestamps.
    const all = await logs(me);
    expect(all.map((e) => e.id)).toEqual([...all.map((e) => e.id)].sort((a, b) => a - b));

    const stopped = await stop(me);
    expect(stopped.status).toBe(200);
    const after = ZBotStatus.parse(stopped.body);
    expect(after).toMatchObject({ status: 'stopped', amount: 250.5, positions: [] });
    expect(after.balance).toBe(after.cash);
    expect((await logs(me)).at(-1)?.text).toMatch(/^Stopped\. Virtual balance/);
    // A stopped bot is not acted on.
    nextStep();
    await pass();
    expect((await logs(me)).at(-1)?.text).toMatch(/^Stopped\./);
  });

  it('[USER] trades over many steps, and the balance is always cash plus shares at current prices', async () => {
    const me = await seedOwner(server);
    expect((await start(me, 1000)).status).toBe(200);
    for (let i = 0; i < 120; i++) {
      await pass();
      nextStep();
    }
    const now = await status(me);
    expect(now.trades).toBeGreaterThan(0);
    const held = now.positions.reduce((sum, p) => sum + p.value, 0);
    expect(now.balance).toBeCloseTo(now.cash + held, 2);
    expect(now.profit_loss).toBeCloseTo(now.balance - BOT.startingBalance, 2);
    const words = (await logs(me)).map((e) => e.text).join('\n');
    expect(words).toMatch(/Bought [\d.]+ (MAPL|BRCH|CEDR) at \$[\d,.]+ for \$1,000\.00/);
    const summaries = await rows(
      sql`select step, count(*)::int as n from bot_logs where user_uid = ${me.profile.uid}
          and step is not null group by step having count(*) > 1`,
    );
    expect(summaries).toEqual([]);
    expect((await stop(me)).status).toBe(200);
  });

  it('[USER] starting twice with the same amount changes nothing; another amount is a 409', async () => {
    const me = await seedOwner(server);
    expect((await start(me, 100)).status).toBe(200);
    const again = await start(me, 100);
    expect(again.status).toBe(200);
    expect((await logs(me)).filter((e) => e.text.startsWith('Started'))).toHaveLength(1);
    const other = await start(me, 200);
    expect(other.status).toBe(409);
    expect(errorMessage(other.body)).toBe(t('errors.bot.alreadyRunning', { amount: '$100.00' }));
    const reset = await api(server, 'POST', '/api/bot/reset/', { jwt: me.session.access_token });
    expect(reset.status).toBe(409);
    expect(errorMessage(reset.body)).toBe(t('errors.bot.stopBeforeReset'));
    expect((await stop(me)).status).toBe(200);
    const entries = (await logs(me)).length;
    // Stopping a stopped bot is harmless and writes nothing.
    const twice = await stop(me);
    expect(twice.status).toBe(200);
    expect(ZBotStatus.parse(twice.body).status).toBe('stopped');
    expect(await logs(me)).toHaveLength(entries);
  });

  it('[USER] stopped and started again within one market step, the bot waits for the next step', async () => {
    const me = await seedOwner(server);
    const failures: string[] = [];
    const watched = createBotWorker({
      db,
      now: frozenNow,
      log: (_error, message) => failures.push(message),
    });
    try {
      expect((await start(me, 30)).status).toBe(200);
      expect((await watched.runOnce()).ticked).toBe(1);
      expect((await stop(me)).status).toBe(200);
      expect((await start(me, 30)).status).toBe(200);
      // This step was already acted on: acting on it again would be a second summary for it.
      expect((await watched.runOnce()).ticked).toBe(0);
      expect(failures).toEqual([]);

      nextStep();
      expect((await watched.runOnce()).ticked).toBe(1);
      expect(failures).toEqual([]);
      expect((await logs(me)).map((e) => e.text).join('\n')).not.toMatch(/Resumed after/);
      expect((await stop(me)).status).toBe(200);
    } finally {
      await watched.stop();
    }
  });

  it.each([
    [0, 'The amount per trade must be at least $1.00'],
    [-5, 'The amount per trade must be at least $1.00'],
    [10_000.01, 'The amount per trade must be at most $10,000.00'],
    [1.234, 'The amount per trade can have at most two decimals (cents)'],
    ['100', 'The amount per trade must be a number of dollars, such as 25 or 25.50'],
    [null, 'The amount per trade must be a number of dollars, such as 25 or 25.50'],
    [undefined, 'The amount per trade must be a number of dollars, such as 25 or 25.50'],
  ])('[USER] amount %s is refused: %s', async (amount, message) => {
    const me = await seedOwner(server);
    const answer = await start(me, amount);
    expect(answer.status).toBe(400);
    expect(errorCode(answer.body)).toBe('VALIDATION_FAILED');
    expect(errorMessage(answer.body)).toContain(message);
    expect((await status(me)).status).toBe('stopped');
  });

  it.each(['1e309', 'NaN', '-Infinity', '1e-400'])(
    '[USER] a raw amount of %s is a 400, never a 5xx',
    async (raw) => {
      const me = await seedOwner(server);
      const answer = await api(server, 'POST', '/api/bot/start/', {
        jwt: me.session.access_token,
        rawBody: `{"user_uid":"${me.profile.uid}","amount":${raw}}`,
      });
      expect(answer.status).toBe(400);
      expect(errorMessage(answer.body).length).toBeGreaterThan(10);
    },
  );

  it("[USER] cannot start another user's bot, nor name a malformed uid", async () => {
    const me = await seedOwner(server);
    const other = await seedOwner(server);
    const theirs = await start(me, 100, other.profile.uid);
    expect(theirs.status).toBe(403);
    expect(errorMessage(theirs.body)).toBe(t('errors.bot.ownBotOnly'));
    expect((await status(other)).status).toBe('stopped');
    expect((await start(me, 100, 'not-a-uid')).status).toBe(400);
    const extra = await api(server, 'POST', '/api/bot/start/', {
      jwt: me.session.access_token,
      body: { user_uid: me.profile.uid, amount: 5, currency: 'BTC' },
    });
    expect(extra.status).toBe(400);
  });

  it('[USER] an amount above the virtual cash is refused with what there is, and a reset gives it back', async () => {
    const me = await seedOwner(server);
    expect((await start(me, 10)).status).toBe(200);
    expect((await stop(me)).status).toBe(200);
    await db.execute(sql`update bot_runs set cash_cents = 5000 where user_uid = ${me.profile.uid}`);
    const answer = await start(me, 100);
    expect(answer.status).toBe(400);
    expect((answer.body as { error: { field?: string } }).error.field).toBe('amount');
    expect(errorMessage(answer.body)).toBe(
      t('errors.bot.amountOverCash', { amount: '$100.00', cash: '$50.00' }),
    );
    const reset = await api(server, 'POST', '/api/bot/reset/', { jwt: me.session.access_token });
    expect(reset.status).toBe(200);
    expect(ZBotStatus.parse(reset.body)).toMatchObject({
      cash: BOT.startingBalance,
      trades: 0,
    });
    expect((await start(me, 100)).status).toBe(200);
    expect((await stop(me)).status).toBe(200);
  });

  it.each(['abc', '-1', '1.5', '1e309', '99999999999999999999', '0x10', '1e3', '%201', ''])(
    '[USER] logs after=%s is a 400',
    async (after) => {
      const me = await seedOwner(server);
      const answer = await api(server, 'GET', `/api/bot/message/logs/?after=${after}`, {
        jwt: me.session.access_token,
      });
      expect(answer.status).toBe(400);
      expect(errorMessage(answer.body)).toContain('after must be the id of a log entry');
    },
  );

  it('[USER] sees only their own log, and keeps only the newest entries', async () => {
    const me = await seedOwner(server);
    const other = await seedOwner(server);
    expect((await start(other, 10)).status).toBe(200);
    expect((await stop(other)).status).toBe(200);
    await db.execute(
      sql`insert into bot_logs (user_uid, at, text)
          select ${me.profile.uid}, now(), 'old entry ' || n from generate_series(1, ${BOT.logsKept + 100}) n`,
    );
    expect((await start(me, 10)).status).toBe(200);
    const mine = await logs(me);
    expect(mine).toHaveLength(BOT.logsKept);
    expect(mine.at(-1)?.text).toMatch(/^Started/);
    expect(mine[0]?.text).toBe('old entry 102');
    expect(mine.some((e) => e.text.startsWith('Stopped'))).toBe(false);
    const [count] = await rows(
      sql`select count(*)::int as n from bot_logs where user_uid = ${me.profile.uid}`,
    );
    expect(count?.n).toBe(BOT.logsKept);
    expect((await stop(me)).status).toBe(200);
  });

  it("[USER] a disabled account's bot stops at the next step, selling what it holds", async () => {
    const me = await seedOwner(server);
    const operator = await seedOperator(server);
    expect((await start(me, 10)).status).toBe(200);
    // A share bought earlier, so that the stop has something to sell.
    await db.execute(
      sql`update bot_runs set cash_cents = cash_cents - 1000, trades = 1,
            holdings = '{"MAPL":{"units":0.1,"costCents":1000}}'::jsonb
          where user_uid = ${me.profile.uid}`,
    );
    const off = await api(server, 'PATCH', `/api/users/uid/${me.profile.uid}/status/`, {
      jwt: operator.session.access_token,
      body: { active: false },
    });
    expect(off.status).toBe(200);
    nextStep();
    await pass();
    const [run] = await rows(
      sql`select status, holdings, trades from bot_runs where user_uid = ${me.profile.uid}`,
    );
    expect(run).toMatchObject({ status: 'stopped', holdings: {}, trades: 2 });
    const [last, sale] = await rows(
      sql`select text from bot_logs where user_uid = ${me.profile.uid} order by id desc limit 2`,
    );
    expect(sale?.text).toMatch(/^Sold 0\.1 MAPL at .+: the bot was stopped\.$/);
    expect(last?.text).toMatch(
      /^Stopped: this account was disabled\. Virtual balance \$[\d,.]+ \(profit and loss [-+]?\$[\d,.]+\) after 2 trades\.$/,
    );
  });
});

describe('the paper bot, attacked', () => {
  const big = 'x'.repeat(100_000);

  it.each([
    ['a NUL in user_uid', { user_uid: 'a\u0000b', amount: 10 }],
    ['a 100 kB user_uid', { user_uid: big, amount: 10 }],
    ['a 100 kB amount string', { amount: big }],
    ['an amount object', { amount: { $gt: 0 } }],
    ['an array body', [1, 2]],
  ])('[USER] %s is a 400 with a message', async (_name, body) => {
    const me = await seedOwner(server);
    const answer = await api(server, 'POST', '/api/bot/start/', {
      jwt: me.session.access_token,
      body: Array.isArray(body) ? body : { user_uid: me.profile.uid, ...body },
    });
    expect(answer.status).toBe(400);
    expect(errorMessage(answer.body).length).toBeGreaterThan(5);
    expect((await status(me)).status).toBe('stopped');
  });

  it('[USER] a long or NUL `after` is a 400, and a 100 kB URL is refused before any route', async () => {
    const me = await seedOwner(server);
    const ask = (after: string) =>
      api(server, 'GET', `/api/bot/message/logs/?after=${after}`, {
        jwt: me.session.access_token,
      });
    for (const after of ['9'.repeat(10_000), '1%00']) expect((await ask(after)).status).toBe(400);
    // Node's HTTP parser caps the request line and headers at 16 kB: 431, never a 5xx.
    expect((await ask('9'.repeat(100_000))).status).toBe(431);
  });

  it('[USER] starts, stops and resets sent at once leave one bot and one consistent log', async () => {
    const me = await seedOwner(server);
    const both = await Promise.all([start(me, 40), start(me, 40)]);
    expect(both.map((a) => a.status)).toEqual([200, 200]);
    expect((await logs(me)).filter((e) => e.text.startsWith('Started'))).toHaveLength(1);
    const clash = await Promise.all([start(me, 60), start(me, 70)]);
    expect(clash.map((a) => a.status)).toEqual([409, 409]);
    const stops = await Promise.all([stop(me), stop(me)]);
    expect(stops.map((a) => a.status)).toEqual([200, 200]);
    expect((await logs(me)).filter((e) => e.text.startsWith('Stopped'))).toHaveLength(1);
    const mixed = await Promise.all([
      start(me, 20),
      api(server, 'POST', '/api/bot/reset/', { jwt: me.session.access_token }),
    ]);
    // Whichever took the lock first: the reset is refused only if the start came first.
    expect(mixed[0].status).toBe(200);
    expect([200, 409]).toContain(mixed[1].status);
    expect((await status(me)).status).toBe('running');
    expect((await stop(me)).status).toBe(200);
  });
});

describe('many bots, two workers', () => {
  it('100 users start at once; two workers on one database act on each bot once per step, and one takes over when the other dies', async () => {
    const users = await Promise.all(Array.from({ length: 100 }, () => seedOwner(server)));
    const answers = await Promise.all(users.map((u) => start(u, 25)));
    expect(answers.map((a) => a.status)).toEqual(users.map(() => 200));
    // Earlier tests' bots are stopped; these are the only running ones.
    const first = createBotWorker({ db, now: frozenNow, log: quiet });
    const second = createBotWorker({ db, now: frozenNow, log: quiet });
    nextStep();
    const [a, b] = await Promise.all([first.runOnce(), second.runOnce()]);
    expect(a.claimed + b.claimed).toBe(100);
    expect(a.ticked + b.ticked).toBe(100);
    // Both again, same step: nothing is acted on twice.
    const [a2, b2] = await Promise.all([first.runOnce(), second.runOnce()]);
    expect(a2.ticked + b2.ticked).toBe(0);

    // The second worker dies without a word; once its leases run out, the first takes its bots.
    nextStep();
    expect((await first.runOnce()).ticked).toBe(a.claimed);
    nextStep(BOT.leaseMs);
    const takeover = await first.runOnce();
    expect(takeover.claimed).toBe(b.claimed);
    expect(takeover.ticked).toBe(100);
    const uids = users.map((u) => u.profile.uid);
    const owners = await rows(
      sql`select distinct lease_owner from bot_runs where user_uid in (${sql.join(
        uids.map((uid) => sql`${uid}`),
        sql`, `,
      )})`,
    );
    expect(owners).toEqual([{ lease_owner: first.id }]);
    const doubled = await rows(
      sql`select user_uid, step from bot_logs where step is not null
          group by user_uid, step having count(*) > 1`,
    );
    expect(doubled).toEqual([]);
    await first.stop();
    await second.stop();
    await Promise.all(users.map((u) => stop(u)));
  }, 120_000);
});
