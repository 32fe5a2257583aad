import { generateKeyPairSync, sign } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  expandReceipt,
  RECEIPT_QR,
  receiptBytes,
  type TReceipt,
  type TSignedReceipt,
} from '@vh/contracts';
import { sampleReceipt, sampleReceiptV2 } from '@vh/contracts/samples';
import { drawnQrText } from '../../testing/pdf-qr.ts';
import { pageTexts } from '../../testing/pdf-text.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { qrMatrix, receiptQrPayload } from './receipt-qr.ts';

const { privateKey } = generateKeyPairSync('ed25519');
const signed = (receipt: TReceipt): TSignedReceipt => ({
  receipt,
  alg: 'Ed25519',
  signature: sign(null, receiptBytes(receipt), privateKey).toString('base64url'),
});

async function printed(receipt: TReceipt) {
  const bytes = await renderReceiptPdf({
    signed: signed(receipt),
    timeZone: 'America/Toronto',
    publicUrl: 'https://app.example.com',
    printedAt: new Date('2026-11-26T10:00:00.000Z'),
  });
  return { bytes, text: (await pageTexts(bytes)).join('\n') };
}

describe('the printed receipt of each version', () => {
  it('prints version 1 as before: one time, and the phone clock in a line of its own', async () => {
    const { bytes, text } = await printed(sampleReceipt('ed25519-k'));
    expect(text).toContain("November 25, 2026 at 9:00 a.m. (EST, the centre's time)");
    expect(text).toContain("By the phone's own clock: November 25, 2026 at 9:00 a.m.");
    expect(text).not.toContain('Received');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });

  it("prints version 2's time of record, the phone's time, its arrival and the clock's offset", async () => {
    const { bytes, text } = await printed(sampleReceiptV2('ed25519-k'));
    expect(text).toContain("November 25, 2026 at 9:00 a.m. (EST, the centre's time)");
    expect(text).toContain("Phone's time");
    expect(text).toContain('November 25, 2026 at 9:02 a.m.');
    expect(text).toContain('Received');
    expect(text).toContain('November 25, 2026 at 9:47 a.m. (delivered 47 min later');
    expect(text).toContain("2 min ahead of the server's at the phone's last contact");
    expect(text).toContain('Recorded offline on Grace Hopper');
    expect(text).not.toContain("By the phone's own clock");
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);

    // The code carries the version 2 receipt whole, in its compact form.
    const link = await drawnQrText(bytes);
    const compact = new URL(link!).hash.replace(/^#c=/, '');
    expect(expandReceipt(compact)?.receipt).toEqual(sampleReceiptV2('ed25519-k'));
  });
});

describe('the printed code of a version 2 receipt', () => {
  it('keeps modules of 0.6 mm in the printed size, with long names and every time', () => {
    // As bench/receipt-qr.bench.ts: long names, a full chain, kept offline with a contact.
    const receipt: TReceipt = {
      ...sampleReceiptV2('ed25519-AbCdEfGhIjKlMnOp'),
      type: 'clock_out',
      staff_name: 'Maximiliana Fernández-Okonkwo',
      business_name: 'Harbourfront Community Centre, East Wing',
      position: {
        latitude: 43.638812345,
        longitude: -79.380123456,
        accuracy_m: 12.5,
        time: '2026-11-25T14:01:58.123Z',
      },
      distance_m: 14.2,
      reasons: ['NEAR_EDGE', 'RECORDED_OFFLINE', 'OFFSET_CHANGED'],
      chain: { seq: 1_234_567, hash: 'f'.repeat(64) },
      received_time: '2026-11-25T14:47:31.402Z',
      offset_ms: -121_139,
      last_contact_time: '2026-11-25T13:31:07.518Z',
    };
    const payload = receiptQrPayload('https://app.verifiedhours.example', signed(receipt));
    expect(payload).toMatch(/#c=/);
    const side = qrMatrix(payload).length + 2 * RECEIPT_QR.quietZone;
    expect(RECEIPT_QR.sizeMm / side).toBeGreaterThanOrEqual(0.6);
  });
});
