import { describe, expect, it } from 'vitest';
import { receiptBytes, type TReceipt, type TReceiptKey } from '@vh/contracts';
import { receiptFromHash, receiptLink, verifyReceiptText } from './verify-receipt.ts';

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const receipt: TReceipt = {
  v: 1,
  kind: 'verifiedhours.punch',
  key_id: 'ed25519-test',
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
};

async function signed() {
  const pair = await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']);
  const signature = await crypto.subtle.sign('Ed25519', pair.privateKey, receiptBytes(receipt));
  const key: TReceiptKey = {
    key_id: 'ed25519-test',
    alg: 'Ed25519',
    public_key: base64url(await crypto.subtle.exportKey('raw', pair.publicKey)),
    created_at: '2026-11-01T00:00:00.000Z',
    retired_at: null,
  };
  // Pretty-printed, as a person downloads it: whitespace is not part of what is signed.
  const text = JSON.stringify(
    { receipt, alg: 'Ed25519', signature: base64url(signature) },
    null,
    2,
  );
  return { text, key };
}

describe('checking a receipt in the browser', () => {
  it('accepts a genuine receipt and says which key signed it', async () => {
    const { text, key } = await signed();
    const result = await verifyReceiptText(text, [key]);
    expect(result.kind).toBe('valid');
  });

  it('calls one changed character altered, and an added field too', async () => {
    const { text, key } = await signed();
    expect((await verifyReceiptText(text.replace('Grace', 'Grade'), [key])).kind).toBe('altered');
    expect((await verifyReceiptText(text.replace('11.1', '11.2'), [key])).kind).toBe('altered');
    const extra = JSON.parse(text) as { receipt: Record<string, unknown> };
    extra.receipt.approved = true;
    expect((await verifyReceiptText(JSON.stringify(extra), [key])).kind).toBe('altered');
  });

  it('refuses a key that was never published, and text that is not a receipt', async () => {
    const { text, key } = await signed();
    const stranger = { ...key, key_id: 'ed25519-other' };
    expect((await verifyReceiptText(text, [stranger])).kind).toBe('unknown_key');
    expect((await verifyReceiptText('{"receipt": 1', [key])).kind).toBe('malformed');
    expect((await verifyReceiptText('{"hello": "world"}', [key])).kind).toBe('malformed');
    expect((await verifyReceiptText(text, null)).kind).toBe('no_keys');
  });

  it('carries a receipt in a link and back, accents included', () => {
    const json = JSON.stringify({ name: 'Zoë Ångström' });
    const link = receiptLink('https://example.com', json);
    expect(receiptFromHash(new URL(link).hash)).toBe(json);
  });
});
