import { describe, expect, it } from 'vitest';
import { ZReceiptKeys } from '@vh/contracts';
import fixture from './fixtures/receipts-v1.json';
import fixtureV2 from './fixtures/receipts-v2.json';
import { receiptTextOf, verifyReceiptText } from './verify-receipt.ts';

// Receipts issued once must check for ever: after the key that signed them is retired, and in
// every form they were handed out in. The fixture is frozen; a change that breaks it breaks
// receipts people already hold.
const keys = ZReceiptKeys.parse({ keys: fixture.keys }).keys;

describe('receipts already issued', () => {
  it('were signed by a key that is now retired but still published', () => {
    const retired = keys.find((key) => key.key_id === 'ed25519-fixture-retired');
    expect(retired?.retired_at).not.toBeNull();
  });

  it.each(fixture.receipts.map((receipt, index) => [index, receipt] as const))(
    'receipt %i verifies as JSON, as a receipt link and as a QR code link',
    async (_index, receipt) => {
      expect(await verifyReceiptText(receipt.json, keys)).toMatchObject({ kind: 'valid' });
      for (const link of [receipt.fullLink, receipt.link]) {
        const text = receiptTextOf(link);
        expect(text, link).not.toBeNull();
        expect(await verifyReceiptText(text!, keys)).toMatchObject({
          kind: 'valid',
          key: { key_id: 'ed25519-fixture-retired' },
        });
      }
      expect(receipt.link).toMatch(/#c=/);
    },
  );

  it('calls a QR code link altered when one character of it changed', async () => {
    const [first] = fixture.receipts;
    const link = first!.link;
    // A character of the staff member's name, well inside the compact form.
    const at = link.indexOf('#c=') + 120;
    const changed = link.slice(0, at) + (link[at] === 'A' ? 'B' : 'A') + link.slice(at + 1);
    const text = receiptTextOf(changed);
    const result = text === null ? null : await verifyReceiptText(text, keys);
    expect(result?.kind ?? 'unreadable').not.toBe('valid');
  });
});

describe('version 2 receipts already issued', () => {
  const keysV2 = ZReceiptKeys.parse({ keys: fixtureV2.keys }).keys;

  it.each(fixtureV2.receipts.map((receipt, index) => [index, receipt] as const))(
    'receipt %i verifies as JSON, as a receipt link and as a QR code link (layout 2)',
    async (_index, receipt) => {
      expect(receipt.link).toMatch(/#c=/);
      for (const text of [
        receipt.json,
        receiptTextOf(receipt.fullLink),
        receiptTextOf(receipt.link),
      ]) {
        expect(text).not.toBeNull();
        expect(await verifyReceiptText(text!, keysV2)).toMatchObject({
          kind: 'valid',
          receipt: { v: 2 },
        });
      }
    },
  );

  it('keeps a signal of a kind it does not know, with its fields, from the QR code link', async () => {
    const withSignal = fixtureV2.receipts[1]!;
    const result = await verifyReceiptText(receiptTextOf(withSignal.link)!, keysV2);
    expect(result.kind === 'valid' && result.receipt.v === 2 && result.receipt.signals).toEqual([
      {
        kind: 'kiosk',
        kiosk_id: 'front-desk-2',
        seen: { rssi: -61.5, at: '2026-11-25T22:00:02Z' },
      },
    ]);
  });
});
