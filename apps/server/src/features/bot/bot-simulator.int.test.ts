import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BOT,
  ZBotLogs,
  ZProfile,
  ZSimulatorSetting,
  ZSimulatorSettingAnswer,
  t,
} from '@vh/contracts';
import { profiles } from '../../db/schema/index.ts';
import { api, errorCode, errorMessage } from '../../testing/factories.ts';
import { joinedStaff } from '../../testing/staff.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { businessWithStaff } from '../../testing/timeclock.ts';
import { rows as auditRows } from '../audit/audit-chain.ts';
import { createBotWorker } from './bot-worker.ts';

// The owner's switch: staff (managers included) use the trading simulator only while their
// employer lets them; owners always may. Turning it off stops the staff's running bots at once.

const server = await startTestServer();
afterAll(() => server.close());
const db = server.database.db;
const rows = (query: ReturnType<typeof sql>) => auditRows(db, query);

let frozen = new Date();
const worker = createBotWorker({ db, now: () => frozen, log: () => undefined });
afterAll(() => worker.stop());

const setting = (jwt: string, body?: unknown) =>
  body === undefined
    ? api(server, 'GET', '/api/bot/simulator/', { jwt })
    : api(server, 'PUT', '/api/bot/simulator/', { jwt, body });
const start = (jwt: string, uid: string, amount = 25) =>
  api(server, 'POST', '/api/bot/start/', { jwt, body: { user_uid: uid, amount } });
const logTexts = async (jwt: string) => {
  const answer = await api(server, 'GET', '/api/bot/message/logs/', { jwt });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ZBotLogs.parse(answer.body).map((entry) => entry.text);
};
const profileOf = async (uid: string, jwt: string) =>
  ZProfile.parse((await api(server, 'GET', `/api/users/uid/${uid}`, { jwt })).body);
const runOf = async (uid: string) =>
  (await rows(sql`select status, holdings from bot_runs where user_uid = ${uid}`))[0];

describe('the trading simulator switch', () => {
  it('[OWNER] is off by default; the owner turns it on and off and always uses the simulator', async () => {
    const { owner, staff } = await businessWithStaff(server);
    expect(ZSimulatorSetting.parse((await setting(owner.jwt)).body)).toEqual({
      staff_allowed: false,
    });
    expect((await profileOf(owner.uid, owner.jwt)).trading_simulator).toBe(true);
    expect((await profileOf(staff.uid, staff.jwt)).trading_simulator).toBe(false);
    // The owner's own bot runs with the switch off.
    expect((await start(owner.jwt, owner.uid)).status).toBe(200);

    const on = await setting(owner.jwt, { staff_allowed: true });
    expect(on.status).toBe(200);
    expect(ZSimulatorSettingAnswer.parse(on.body)).toEqual({
      staff_allowed: true,
      stopped_bots: 0,
    });
    expect(ZSimulatorSetting.parse((await setting(owner.jwt)).body).staff_allowed).toBe(true);
    expect((await profileOf(staff.uid, staff.jwt)).trading_simulator).toBe(true);

    const off = await setting(owner.jwt, { staff_allowed: false });
    expect(ZSimulatorSettingAnswer.parse(off.body)).toEqual({
      staff_allowed: false,
      stopped_bots: 0,
    });
    // Turning it off leaves the owner's own bot running.
    expect(await runOf(owner.uid)).toMatchObject({ status: 'running' });
    expect((await profileOf(staff.uid, staff.jwt)).trading_simulator).toBe(false);
  });

  it('[STAFF] is refused on every bot route while off, and allowed once on', async () => {
    const { owner, staff } = await businessWithStaff(server);
    const refusals = [
      await api(server, 'GET', '/api/bot/status/', { jwt: staff.jwt }),
      await start(staff.jwt, staff.uid),
      await api(server, 'POST', '/api/bot/stop/', { jwt: staff.jwt }),
      await api(server, 'POST', '/api/bot/reset/', { jwt: staff.jwt }),
      await api(server, 'GET', '/api/bot/message/logs/', { jwt: staff.jwt }),
    ];
    for (const answer of refusals) {
      expect(answer.status).toBe(403);
      expect(errorCode(answer.body)).toBe('FORBIDDEN');
      expect(errorMessage(answer.body)).toBe(t('errors.bot.simulatorOff'));
    }
    expect(await runOf(staff.uid)).toBeUndefined();

    await setting(owner.jwt, { staff_allowed: true });
    expect((await start(staff.jwt, staff.uid, 40)).status).toBe(200);
    // Another amount while running is still the usual 409, not a refusal of the simulator.
    expect((await start(staff.jwt, staff.uid, 50)).status).toBe(409);
    expect((await api(server, 'GET', '/api/bot/status/', { jwt: staff.jwt })).status).toBe(200);
    expect((await api(server, 'POST', '/api/bot/stop/', { jwt: staff.jwt })).status).toBe(200);
  });

  it('[STAFF] a manager is staff: refused while off, allowed while on', async () => {
    const { owner, staff } = await businessWithStaff(server);
    await db.update(profiles).set({ isManager: true }).where(eq(profiles.uid, staff.uid));
    expect((await start(staff.jwt, staff.uid)).status).toBe(403);
    await setting(owner.jwt, { staff_allowed: true });
    expect((await start(staff.jwt, staff.uid)).status).toBe(200);
  });

  it('[STAFF] the answer to saving their own profile is the profile a read gives: may use it, and their centres', async () => {
    const { owner, staff } = await businessWithStaff(server);
    await setting(owner.jwt, { staff_allowed: true });
    const saved = await api(server, 'PATCH', `/api/users/uid/${staff.uid}`, {
      jwt: staff.jwt,
      body: { personal_information: { first_name: 'Ada' } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(ZProfile.parse(saved.body).trading_simulator).toBe(true);
    // The screens keep this answer as the profile: it must not lose where the person works.
    const read = await profileOf(staff.uid, staff.jwt);
    expect(read.business_info).toHaveLength(1);
    expect(ZProfile.parse(saved.body).business_info).toEqual(read.business_info);
  });

  it('[STAFF] staff waiting for approval are refused even while on', async () => {
    const { owner } = await businessWithStaff(server);
    const pending = await joinedStaff(server, owner.code);
    await setting(owner.jwt, { staff_allowed: true });
    const answer = await start(pending.jwt, pending.uid);
    expect(answer.status).toBe(403);
    expect(errorMessage(answer.body)).toBe(t('errors.bot.simulatorPending'));
    expect((await profileOf(pending.uid, pending.jwt)).trading_simulator).toBe(false);
  });

  it('[OWNER] turning it off stops the running staff bots, selling their shares, with a line saying why', async () => {
    const { owner, staff } = await businessWithStaff(server);
    await setting(owner.jwt, { staff_allowed: true });
    expect((await start(staff.jwt, staff.uid)).status).toBe(200);
    await db.execute(
      sql`update bot_runs set cash_cents = cash_cents - 1000, trades = 1,
            holdings = '{"MAPL":{"units":0.1,"costCents":1000}}'::jsonb
          where user_uid = ${staff.uid}`,
    );
    const off = await setting(owner.jwt, { staff_allowed: false });
    expect(ZSimulatorSettingAnswer.parse(off.body).stopped_bots).toBe(1);
    expect(await runOf(staff.uid)).toMatchObject({ status: 'stopped', holdings: {} });
    // Read back once the owner turns it on again: the log says why it stopped.
    await setting(owner.jwt, { staff_allowed: true });
    const texts = await logTexts(staff.jwt);
    expect(texts.at(-2)).toMatch(/^Sold 0\.1 MAPL at .+: the bot was stopped\.$/);
    expect(texts.at(-1)).toBe(t('server.bot.simulatorOff'));
    expect(texts.at(-1)).toBe('Stopped: your employer turned off the trading simulator.');
  });

  it('[STAFF] a worker stops a running staff bot whose switch went off behind its back', async () => {
    const { owner, staff } = await businessWithStaff(server);
    await setting(owner.jwt, { staff_allowed: true });
    expect((await start(staff.jwt, staff.uid)).status).toBe(200);
    frozen = new Date(frozen.getTime() + BOT.stepMs);
    expect((await worker.runOnce()).ticked).toBeGreaterThanOrEqual(1);
    // As if the switch-off had not reached this run (a row written by hand, or an older server).
    await db
      .update(profiles)
      .set({ staffTradingSimulator: false })
      .where(eq(profiles.uid, owner.uid));
    frozen = new Date(frozen.getTime() + BOT.stepMs);
    await worker.runOnce();
    expect(await runOf(staff.uid)).toMatchObject({ status: 'stopped', holdings: {} });
    const [last] = await rows(
      sql`select text from bot_logs where user_uid = ${staff.uid} order by id desc limit 1`,
    );
    expect(last?.text).toBe(t('server.bot.simulatorOff'));
  });

  it('[STAFF] cannot read or set the switch; anonymous callers are 401; a bad body is 400', async () => {
    const { owner, staff } = await businessWithStaff(server);
    for (const answer of [
      await setting(staff.jwt),
      await setting(staff.jwt, { staff_allowed: true }),
    ]) {
      expect(answer.status).toBe(403);
      expect(errorMessage(answer.body)).toBe(t('errors.bot.simulatorOwnerOnly'));
    }
    expect(ZSimulatorSetting.parse((await setting(owner.jwt)).body).staff_allowed).toBe(false);
    expect((await api(server, 'GET', '/api/bot/simulator/')).status).toBe(401);
    expect(
      (await api(server, 'PUT', '/api/bot/simulator/', { body: { staff_allowed: true } })).status,
    ).toBe(401);
    const bad = await setting(owner.jwt, { staff_allowed: 'yes' });
    expect(bad.status).toBe(400);
    expect(errorMessage(bad.body)).toContain(t('validation.bot.staffAllowed'));
  });
});

describe('the migration that adds the switch', () => {
  /** Runs the migration's statements but the column's own again, as the migrator runs them. */
  async function runMigration() {
    const text = await readFile(
      new URL('../../db/migrations/0021_simulator_switch.sql', import.meta.url),
      'utf8',
    );
    const [, ...stops] = text.split('--> statement-breakpoint');
    for (const statement of stops) await db.execute(sql.raw(statement));
  }

  it('stops the staff bots running today with the words the server writes, and leaves owners', async () => {
    const { owner, staff } = await businessWithStaff(server);
    await setting(owner.jwt, { staff_allowed: true });
    expect((await start(owner.jwt, owner.uid)).status).toBe(200);
    expect((await start(staff.jwt, staff.uid)).status).toBe(200);

    await runMigration();

    expect(await runOf(staff.uid)).toMatchObject({ status: 'stopped' });
    expect(await runOf(owner.uid)).toMatchObject({ status: 'running' });
    const texts = await logTexts(staff.jwt);
    expect(texts.at(-1)).toBe(t('server.bot.simulatorOff'));
    expect((await logTexts(owner.jwt)).at(-1)).not.toBe(t('server.bot.simulatorOff'));
  });
});
