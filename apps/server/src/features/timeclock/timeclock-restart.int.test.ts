import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ZChainReport, ZPunchResponse, ZReceiptKeys } from '@vh/contracts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { api } from '../../testing/factories.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { businessWithStaff, punch, punchBody } from '../../testing/timeclock.ts';

async function start(dataDir: string) {
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_SCALE: '1000',
    }),
    { logger: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  // The request helpers only need the address.
  return { app, server: { baseUrl: `http://127.0.0.1:${address.port}` } as TestServer };
}

// The embedded default keeps punches, the chain and the receipt key in DATA_DIR across restarts.
it.runIf(process.env.TEST_DB !== 'postgres')(
  'a punch retried after a restart is answered with the same receipt, signed by a key still published',
  async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vh-clock-restart-'));
    try {
      const first = await start(dataDir);
      const { owner, staff } = await businessWithStaff(first.server);
      const body = punchBody(owner.centre, 'clock_in');
      const made = await punch(first.server, staff.jwt, body);
      expect(made.status).toBe(201);
      const receipt = ZPunchResponse.parse(made.body).receipt;
      await first.app.close();

      const second = await start(dataDir);
      try {
        const again = await punch(second.server, staff.jwt, body);
        expect(again.status).toBe(200);
        expect(ZPunchResponse.parse(again.body).receipt).toEqual(receipt);
        const keys = ZReceiptKeys.parse(
          (await api(second.server, 'GET', '/api/receipts/keys/')).body,
        );
        expect(keys.keys.map((k) => k.key_id)).toContain(receipt.receipt.key_id);
        const chain = await api(
          second.server,
          'GET',
          `/api/businesses/${owner.centre.id}/audit/verify/`,
          { jwt: owner.jwt },
        );
        expect(ZChainReport.parse(chain.body)).toMatchObject({
          ok: true,
          head: receipt.receipt.chain.hash,
        });
      } finally {
        await second.app.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  },
);
