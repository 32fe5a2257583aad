import { mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZReceiptKeys, type TReceipt } from '@vh/contracts';
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

const receipt = (keyId: string): TReceipt => ({
  v: 1,
  kind: 'verifiedhours.punch',
  key_id: keyId,
  punch_id: '6f1c1a3e-3f0e-4d5a-9a47-8d0f1f6a7b21',
  type: 'clock_in',
  staff_uid: '0c6f2b2e-1e0c-4c52-9d69-2b2f8b9a0e11',
  staff_name: 'Grace Hopper',
  business_id: '2a4f7c1d-1c2b-4f9a-8d55-9f6c3e2b1a00',
  business_name: 'Harbourfront Kiosk',
  shift_id: '9b8a7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  server_time: '2026-11-25T14:00:00.000Z',
  client_time: '2026-11-25T14:00:01.000Z',
  position: {
    latitude: 43.6388,
    longitude: -79.3817,
    accuracy_m: 8,
    time: '2026-11-25T13:59:58.000Z',
  },
  location_error: null,
  centre: { latitude: 43.6387, longitude: -79.3817, radius_m: 100 },
  distance_m: 11.1,
  verdict: 'inside',
  reasons: [],
  chain: { seq: 4, hash: 'a'.repeat(64) },
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
    const before = old.sign(receipt(old.keyId));
    const next = await rotateReceiptKey(server.database.db, dir);
    expect(next.keyId).not.toBe(old.keyId);
    const after = next.sign(receipt(next.keyId));

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
