import { describe, expect, it } from 'vitest';
import { ZReceiptKeys } from '@vh/contracts';
import fixture from './fixtures/receipts-v1.json';
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
