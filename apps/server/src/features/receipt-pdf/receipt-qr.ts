import QRCode from 'qrcode';
import { RECEIPT_QR, receiptLink, type TSignedReceipt } from '@vh/contracts';

/** What the printed receipt's QR code carries: the link that opens /verify and checks it. */
export function receiptQrPayload(publicUrl: string, signed: TSignedReceipt): string {
  return receiptLink(publicUrl, signed);
}

/** The code's modules, row by row, dark = true: drawn as squares, so it prints sharp at any size. */
export function qrMatrix(payload: string): boolean[][] {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: RECEIPT_QR.errorCorrection });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => Boolean(modules.get(row, column))),
  );
}
