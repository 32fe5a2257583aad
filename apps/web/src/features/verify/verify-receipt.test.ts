import { describe, expect, it } from 'vitest';
import { receiptBytes, receiptLink, ZSignedReceipt, type TReceiptKey } from '@vh/contracts';
import { sampleReceipt } from '@vh/contracts/samples';
import { receiptTextOf, verifyReceiptText } from './verify-receipt.ts';

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const receipt = sampleReceipt('ed25519-test');

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
