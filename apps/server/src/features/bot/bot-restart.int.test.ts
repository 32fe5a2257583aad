import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ZBotLogs, ZBotStatus } from '@vh/contracts';
import { api, seedOwner } from '../../testing/factories.ts';
import { startOnDataDir } from '../../testing/test-server.ts';

const start = (dataDir: string) => startOnDataDir(dataDir, { runBots: false });

// The embedded default: a running bot outlives a restart, and the restarted server runs it at once
// (a normal shutdown hands its leases back instead of leaving them to expire).
it.runIf(process.env.TEST_DB !== 'postgres')(
  'a running bot keeps running across a restart, picked up by the new server at once',
  async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vh-bot-restart-'));
    try {
      const first = await start(dataDir);
      const me = await seedOwner(first.server);
      const jwt = me.session.access_token;
      const started = await api(first.server, 'POST', '/api/bot/start/', {
        jwt,
        body: { user_uid: me.profile.uid, amount: 75 },
      });
      expect(started.status).toBe(200);
      expect((await first.app.botWorker.runOnce()).ticked).toBe(1);
      await first.app.close();

      const second = await start(dataDir);
      try {
        const status = await api(second.server, 'GET', '/api/bot/status/', { jwt });
        expect(ZBotStatus.parse(status.body)).toMatchObject({ status: 'running', amount: 75 });
        // No lease to wait out: the new worker claims the bot on its first pass.
        const pass = await second.app.botWorker.runOnce();
        expect(pass.claimed).toBe(1);
        const logs = ZBotLogs.parse(
          (await api(second.server, 'GET', '/api/bot/message/logs/', { jwt })).body,
        );
        expect(logs[0]?.text).toMatch(/^Started paper trading with \$75\.00/);
        expect(logs.filter((e) => e.text.startsWith('Prices:')).length).toBeGreaterThanOrEqual(1);
      } finally {
        await second.app.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  },
);
