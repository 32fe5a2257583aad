import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ZPunchResponse, ZReceiptKeys } from '@vh/contracts';
import { api } from '../../testing/factories.ts';
import { startOnDataDir } from '../../testing/test-server.ts';
import { businessWithStaff, checkChain, punch, punchBody } from '../../testing/timeclock.ts';

const start = (dataDir: string) => startOnDataDir(dataDir);

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
        const { report } = await checkChain(second.server, owner.centre.id, owner.jwt);
        expect(report).toMatchObject({
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
