import { mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZReceiptKeys } from '@vh/contracts';
import { sampleReceipt } from '@vh/contracts/samples';
import { api } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { signatureChecks } from '../../testing/timeclock.ts';
import {
  listReceiptKeys,
  loadOrCreateReceiptKey,
  publishReceiptKey,
  RECEIPT_KEY_FILE,
  rotateReceiptKey,
} from './receipt-keys.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('receipt signing keys', () => {
  it('makes a key on first start, private to this account, and reuses it after', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vh-keys-'));
    const first = await loadOrCreateReceiptKey({ dataDir: dir, pem: undefined });
    expect((await stat(path.join(dir, RECEIPT_KEY_FILE))).mode & 0o777).toBe(0o600);
    const again = await loadOrCreateReceiptKey({ dataDir: dir, pem: undefined });
    expect(again.keyId).toBe(first.keyId);
  });

  it('publishes the server key, and after a rotation still verifies what the old key signed', async () => {
    const published = ZReceiptKeys.parse((await api(server, 'GET', '/api/receipts/keys/')).body);
    expect(published.keys.length).toBeGreaterThanOrEqual(1);

    const dir = await mkdtemp(path.join(tmpdir(), 'vh-keys-'));
    const old = await loadOrCreateReceiptKey({ dataDir: dir, pem: undefined });
    await publishReceiptKey(server.database.db, old);
    const before = old.sign(sampleReceipt(old.keyId));
    const next = await rotateReceiptKey(server.database.db, dir);
    expect(next.keyId).not.toBe(old.keyId);
    const after = next.sign(sampleReceipt(next.keyId));

    const keys = await listReceiptKeys(server.database.db);
    const oldKey = keys.find((k) => k.key_id === old.keyId);
    const newKey = keys.find((k) => k.key_id === next.keyId);
    expect(oldKey?.retired_at).not.toBeNull();
    expect(newKey?.retired_at).toBeNull();
    if (!oldKey || !newKey) throw new Error('keys not published');
    expect(signatureChecks(oldKey, before)).toBe(true);
    expect(signatureChecks(newKey, after)).toBe(true);
    expect(signatureChecks(newKey, before)).toBe(false);
    // One changed byte and it no longer checks.
    const altered = { ...before, receipt: { ...before.receipt, distance_m: 11.2 } };
    expect(signatureChecks(oldKey, altered)).toBe(false);
    // The instance picks the new key up from DATA_DIR when it restarts.
    expect((await loadOrCreateReceiptKey({ dataDir: dir, pem: undefined })).keyId).toBe(next.keyId);
  });
});
