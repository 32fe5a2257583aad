// The printed receipt's QR code (`npm run bench:receipt-qr`): how long its payload is, which
// QR version each error-correction level needs, and the smallest scan of the printed page that
// still reads. A receipt with long names is signed with a fresh key and printed with the real
// renderer; page 1 is rasterised by poppler's pdftoppm (poppler-utils) at falling resolutions and
// each picture is read with jsQR, as /verify reads an uploaded picture. A size in pixels per module
// is what a reader needs, so the smallest resolution that reads gives the smallest printed size
// at any other: size (mm) = modules a side x mm per module.
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes, randomUUID, sign } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsqr from 'jsqr';
import QRCode from 'qrcode';
import {
  compactReceipt,
  loadEveryNamespace,
  RECEIPT_QR,
  receiptBytes,
  receiptLink,
  type TReceipt,
  type TSignedReceipt,
} from '@vh/contracts';
import { renderReceiptPdf } from '../apps/server/src/features/receipt-pdf/receipt-pdf.ts';
import { receiptQrPayload } from '../apps/server/src/features/receipt-pdf/receipt-qr.ts';

await loadEveryNamespace();
const { privateKey } = generateKeyPairSync('ed25519');
// The longest a receipt of today gets: version 2, kept offline, with its contact and offset.
const receipt: TReceipt = {
  v: 2,
  kind: 'verifiedhours.punch',
  key_id: `ed25519-${randomBytes(12).toString('base64url')}`,
  punch_id: randomUUID(),
  type: 'clock_out',
  staff_uid: randomUUID(),
  staff_name: 'Maximiliana Fernández-Okonkwo',
  business_id: randomUUID(),
  business_name: 'Harbourfront Community Centre, East Wing',
  shift_id: randomUUID(),
  server_time: '2026-11-25T22:00:03.120Z',
  client_time: '2026-11-25T22:00:01.981Z',
  position: {
    latitude: 43.638812345,
    longitude: -79.380123456,
    accuracy_m: 12.5,
    time: '2026-11-25T21:59:58.000Z',
  },
  location_error: null,
  centre: { latitude: 43.6387, longitude: -79.3802, radius_m: 150 },
  distance_m: 14.2,
  verdict: 'inside',
  reasons: ['NEAR_EDGE', 'RECORDED_OFFLINE'],
  chain: { seq: 1_234_567, hash: randomBytes(32).toString('hex') },
  received_time: '2026-11-25T22:47:31.402Z',
  offset_ms: -1_139,
  last_contact_time: '2026-11-25T21:31:07.518Z',
  signals: [],
};
const signed: TSignedReceipt = {
  receipt,
  alg: 'Ed25519',
  signature: sign(null, receiptBytes(receipt), privateKey).toString('base64url'),
};
const origin = 'https://app.verifiedhours.example';

const json = JSON.stringify(signed);
const full = `${origin}/verify#receipt=${Buffer.from(json).toString('base64url')}`;
const compactLink = receiptLink(origin, signed);
console.log('payload                      chars  L    M    Q    H   (QR version)');
for (const [name, text] of [
  ['signed JSON', json],
  ['link, whole JSON (#receipt=)', full],
  ['link, compact form (#c=)', compactLink],
] as const) {
  const versions = (['L', 'M', 'Q', 'H'] as const).map((level) => {
    try {
      return String(QRCode.create(text, { errorCorrectionLevel: level }).version).padEnd(4);
    } catch {
      return '-   ';
    }
  });
  console.log(`${name.padEnd(29)}${String(text.length).padEnd(7)}${versions.join(' ')}`);
}
console.log(`compact form alone: ${compactReceipt(signed)?.length} characters`);

const payload = receiptQrPayload(origin, signed);
const symbol = QRCode.create(payload, { errorCorrectionLevel: RECEIPT_QR.errorCorrection });
const side = symbol.modules.size + 2 * RECEIPT_QR.quietZone;
const mmPerModule = RECEIPT_QR.sizeMm / side;
console.log(
  `printed: level ${RECEIPT_QR.errorCorrection}, version ${symbol.version}, ${symbol.modules.size} modules + quiet zone = ${side} a side, ${RECEIPT_QR.sizeMm} mm, ${mmPerModule.toFixed(2)} mm a module`,
);

const pdf = await renderReceiptPdf({
  signed,
  timeZone: 'America/Toronto',
  publicUrl: origin,
  printedAt: new Date(),
});
const dir = mkdtempSync(path.join(tmpdir(), 'receipt-qr-'));
try {
  writeFileSync(path.join(dir, 'receipt.pdf'), pdf);
  console.log('\nscan of the whole page   px a module   reads');
  // The smallest resolution above which every scan read: one lucky read below a failure is luck.
  let smallest: number | null = null;
  let failed = false;
  for (const dpi of [150, 120, 100, 90, 80, 72, 64, 56, 48, 40, 32]) {
    const out = path.join(dir, `page-${dpi}`);
    execFileSync('pdftoppm', [
      '-gray',
      '-r',
      String(dpi),
      '-singlefile',
      path.join(dir, 'receipt.pdf'),
      out,
    ]);
    const image = readPgm(readFileSync(`${out}.pgm`));
    const read = jsqr.default(image.rgba, image.width, image.height)?.data;
    const ok = read === payload;
    if (ok && !failed) smallest = dpi;
    if (!ok) failed = true;
    const pixels = (mmPerModule / 25.4) * dpi;
    console.log(
      `${String(dpi).padStart(4)} dpi               ${pixels.toFixed(2).padEnd(14)}${ok ? 'yes' : 'no'}`,
    );
  }
  if (smallest !== null) {
    const pixels = (mmPerModule / 25.4) * smallest;
    const at = (dpi: number) => ((pixels / dpi) * 25.4 * side).toFixed(0);
    console.log(
      `\nreads down to ${pixels.toFixed(2)} px a module: the smallest printed code that a page scan reads is ${at(150)} mm at 150 dpi, ${at(300)} mm at 300 dpi`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/** A binary PGM (P5, 8-bit) as RGBA, the pixels jsQR reads. */
function readPgm(bytes: Buffer): { width: number; height: number; rgba: Uint8ClampedArray } {
  const header = bytes.subarray(0, 64).toString('latin1');
  const match = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(header);
  if (!match) throw new Error('not a binary PGM');
  const width = Number(match[1]);
  const height = Number(match[2]);
  const gray = bytes.subarray(match[0].length);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    rgba[i * 4] = rgba[i * 4 + 1] = rgba[i * 4 + 2] = gray[i] ?? 255;
    rgba[i * 4 + 3] = 255;
  }
  return { width, height, rgba };
}
