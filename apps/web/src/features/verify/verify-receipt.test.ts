import { describe, expect, it } from 'vitest';
import {
  receiptBytes,
  receiptLink,
  ZSignedReceipt,
  type TReceipt,
  type TReceiptKey,
} from '@vh/contracts';
import { sampleReceipt, sampleReceiptV2 } from '@vh/contracts/samples';
import { receiptTextOf, verifyReceiptText } from './verify-receipt.ts';

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const receipt = sampleReceipt('ed25519-test');

async function signed(signedReceipt: TReceipt = receipt) {
  const pair = await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']);
  const signature = await crypto.subtle.sign(
    'Ed25519',
    pair.privateKey,
    receiptBytes(signedReceipt),
  );
  const key: TReceiptKey = {
    key_id: 'ed25519-test',
    alg: 'Ed25519',
    public_key: base64url(await crypto.subtle.exportKey('raw', pair.publicKey)),
    created_at: '2026-11-01T00:00:00.000Z',
    retired_at: null,
  };
  // Pretty-printed, as a person downloads it: whitespace is not part of what is signed.
  const text = JSON.stringify(
    { receipt: signedReceipt, alg: 'Ed25519', signature: base64url(signature) },
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

  it('reads a receipt from what a QR code says: a receipt link, or the JSON itself', async () => {
    const { text, key } = await signed();
    const link = receiptLink('https://example.com', ZSignedReceipt.parse(JSON.parse(text)));
    expect(link).toMatch(/^https:\/\/example\.com\/verify#c=/);
    const fromLink = receiptTextOf(link);
    expect(fromLink).not.toBeNull();
    expect((await verifyReceiptText(fromLink!, [key])).kind).toBe('valid');
    expect(receiptTextOf(`  ${text}\n`)).toBe(text);
    expect(receiptTextOf('https://example.com/pricing#c=abc')).toBeNull();
    expect(receiptTextOf('hello')).toBeNull();
  });
});

describe('checking a version 2 receipt', () => {
  // A signal of a kind this page does not know, with fields of its own: the signature covers them.
  const v2: TReceipt = {
    ...sampleReceiptV2('ed25519-test'),
    signals: [{ kind: 'kiosk', kiosk_id: 'front-desk-2', seen: { rssi: -61.5 } }],
  };

  it('accepts it as signed, its unknown signal kept whole', async () => {
    const { text, key } = await signed(v2);
    const result = await verifyReceiptText(text, [key]);
    expect(result.kind).toBe('valid');
    expect(result.kind === 'valid' && result.receipt).toEqual(v2);
  });

  it('calls it altered when a time or a field of a signal it does not know changed', async () => {
    const { text, key } = await signed(v2);
    const changed = (change: (receipt: Record<string, unknown>) => void) => {
      const copy = JSON.parse(text) as { receipt: Record<string, unknown> };
      change(copy.receipt);
      return JSON.stringify(copy);
    };
    const later = changed((r) => (r.received_time = '2026-11-25T14:07:00.000Z'));
    expect((await verifyReceiptText(later, [key])).kind).toBe('altered');
    const noOffset = changed((r) => (r.offset_ms = 0));
    expect((await verifyReceiptText(noOffset, [key])).kind).toBe('altered');
    const kiosk = changed((r) => ((r.signals as { kiosk_id: string }[])[0]!.kiosk_id = 'back'));
    expect((await verifyReceiptText(kiosk, [key])).kind).toBe('altered');
    const asV1 = changed((r) => (r.v = 1));
    expect((await verifyReceiptText(asV1, [key])).kind).toBe('altered');
  });

  it('verifies from its QR code link, in the compact form of version 2', async () => {
    const { text, key } = await signed(v2);
    const link = receiptLink('https://example.com', ZSignedReceipt.parse(JSON.parse(text)));
    expect(link).toMatch(/#c=/);
    expect(await verifyReceiptText(receiptTextOf(link)!, [key])).toMatchObject({
      kind: 'valid',
      receipt: { v: 2, received_time: v2.received_time, signals: v2.signals },
    });
  });
});
