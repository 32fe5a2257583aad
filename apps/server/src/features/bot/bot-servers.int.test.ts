import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { expect, it } from 'vitest';
import { BOT } from '@vh/contracts';
import { api, seedOwner } from '../../testing/factories.ts';
import {
  freePort,
  launch,
  stopServer,
  type ServerProcess as Server,
} from '../../testing/server-process.ts';
import { scratchPostgres, type TestServer } from '../../testing/test-server.ts';

// Two real server processes on one PostgreSQL database, as in a deployment behind a load
// balancer: each running bot is acted on by exactly one of them, and when the one running the
// bots is killed with SIGKILL (no goodbye, leases left behind), the other takes them over.

type RunRow = { user_uid: string; lease_owner: string | null; last_step: string | null };

it.runIf(process.env.TEST_DB === 'postgres')(
  'two servers on one PostgreSQL run each bot once per step, and the survivor takes over after a kill -9',
  async () => {
    const scratch = await scratchPostgres();
    const db = new pg.Client({ connectionString: scratch.url });
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vh-bots-'));
    const servers: Server[] = [];
    try {
      const [portA, portB] = [await freePort(), await freePort()];
      // One address and one key set for both, as behind a load balancer: a token from either works on both.
      const env = {
        DATABASE_URL: scratch.url,
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${portA}`,
        RATE_LIMIT_SCALE: '1000',
      };
      // One after the other: the first creates the schema and the keys, the second finds them.
      servers.push(await launch(env, portA));
      servers.push(await launch(env, portB));
      await db.connect();
      const [a, b] = servers as [Server, Server];
      const viaA = { baseUrl: a.url } as TestServer;
      const viaB = { baseUrl: b.url } as TestServer;

      const users = await Promise.all(Array.from({ length: 6 }, () => seedOwner(viaA)));
      // Started through either server: it makes no difference which one runs them.
      const starts = await Promise.all(
        users.map((user, i) =>
          api(i % 2 ? viaB : viaA, 'POST', '/api/bot/start/', {
            jwt: user.session.access_token,
            body: { user_uid: user.profile.uid, amount: 50 },
          }),
        ),
      );
      expect(starts.map((s) => s.status)).toEqual(users.map(() => 200));

      const runs = async () =>
        (await db.query<RunRow>('select user_uid, lease_owner, last_step from bot_runs')).rows;
      const doubledSteps = async () =>
        (
          await db.query<{ user_uid: string; step: string }>(
            `select user_uid, step from bot_logs where step is not null
             group by user_uid, step having count(*) > 1`,
          )
        ).rows;
      const stepsOf = async () =>
        (
          await db.query<{ user_uid: string; n: number; first: string; last: string }>(
            `select user_uid, count(*)::int as n, min(step) as first, max(step) as last
             from bot_logs where step is not null group by user_uid`,
          )
        ).rows;
      const pidOf = (owner: string | null) => Number(owner?.split(':').at(-2));

      // Let both servers run for a few steps.
      const warm = Date.now() + 40_000;
      while ((await stepsOf()).filter((r) => r.n >= 3).length < users.length) {
        if (Date.now() > warm) throw new Error('bots did not tick on either server');
        await sleep(500);
      }
      expect(await doubledSteps()).toEqual([]);
      const before = await runs();
      const pids = [a.child.pid, b.child.pid];
      for (const run of before) expect(pids).toContain(pidOf(run.lease_owner));
      // No step skipped or doubled while a server held the bot: one summary per step in a row.
      for (const r of await stepsOf()) expect(Number(r.last) - Number(r.first) + 1).toBe(r.n);

      // Kill the server holding the most bots, without letting it hand them back.
      const countOn = (server: Server) =>
        before.filter((run) => pidOf(run.lease_owner) === server.child.pid).length;
      const victim = countOn(a) >= countOn(b) ? a : b;
      const survivor = victim === a ? b : a;
      const victimsBots = before.filter((r) => pidOf(r.lease_owner) === victim.child.pid);
      expect(victimsBots.length).toBeGreaterThan(0);
      const exited = new Promise((resolve) => victim.child.once('exit', resolve));
      const killedAt = Date.now();
      victim.child.kill('SIGKILL');
      await exited;
      const stepAtKill = Math.floor(killedAt / BOT.stepMs);

      const limit = killedAt + BOT.leaseMs + BOT.stepMs + 5_000;
      for (;;) {
        const now = await runs();
        const taken = now.every(
          (run) =>
            pidOf(run.lease_owner) === survivor.child.pid && Number(run.last_step) > stepAtKill,
        );
        if (taken) break;
        if (Date.now() > limit) throw new Error(`no takeover: ${JSON.stringify(now)}`);
        await sleep(250);
      }
      const takeoverMs = Date.now() - killedAt;
      expect(takeoverMs).toBeLessThanOrEqual(BOT.leaseMs + BOT.stepMs + 5_000);
      expect(await doubledSteps()).toEqual([]);
      const resumed = await db.query(
        `select count(*)::int as n from bot_logs where text like 'Resumed after %'`,
      );
      // The victim's bots missed the steps while their lease ran out, and said so.
      expect((resumed.rows[0] as { n: number }).n).toBeGreaterThanOrEqual(victimsBots.length);
      const status = await api(survivor === a ? viaA : viaB, 'GET', '/api/bot/status/', {
        jwt: users[0]?.session.access_token ?? '',
      });
      expect((status.body as { status: string }).status).toBe('running');
    } finally {
      await Promise.all(servers.map(stopServer));
      await db.end().catch(() => undefined);
      await scratch.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
  120_000,
);
