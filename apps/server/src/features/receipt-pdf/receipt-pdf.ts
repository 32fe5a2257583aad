import { PDFDocument, StandardFonts, type PDFFont, type rgb } from 'pdf-lib';
import { RECEIPT_QR, receiptWords, t, type TSignedReceipt } from '@vh/contracts';
import { printableText, wrapText } from '../../lib/pdf-lines.ts';
import { drawQr, GREY, INK, LEFT, PAGE, RIGHT, TOP } from '../../lib/pdf-writer.ts';
import { qrMatrix, receiptQrPayload } from './receipt-qr.ts';

export type ReceiptPdfData = {
  signed: TSignedReceipt;
  /** The centre's time zone, so times read as its clock did. */
  timeZone: string;
  /** The app's public address, e.g. https://app.example.com. */
  publicUrl: string;
  printedAt: Date;
};

const MM = 72 / 25.4;
const QR_SIZE = RECEIPT_QR.sizeMm * MM;
/** The facts' column stops short of the QR code. */
const FACTS_RIGHT = RIGHT - QR_SIZE - 16;
const VALUE_X = 110;

/** The QR code carries the name exactly as signed; the page prints what the font can. */
function printable(font: PDFFont, text: string): string {
  return printableText(new Set(font.getCharacterSet()), text);
}

function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  return wrapText(font, printable(font, text), size, width);
}

/** The receipt on one page: the card's facts in words, and a QR code that carries it signed. */
export async function renderReceiptPdf(data: ReceiptPdfData): Promise<Uint8Array> {
  const { receipt } = data.signed;
  const words = receiptWords(receipt, data.timeZone);
  const doc = await PDFDocument.create();
  const what = t(`punches.types.${receipt.type}`);
  doc.setTitle(t('pdf.receipt.title', { what, name: receipt.staff_name }));
  doc.setAuthor('VerifiedHours');
  doc.setProducer('VerifiedHours');
  doc.setCreationDate(data.printedAt);
  doc.setModificationDate(data.printedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage(PAGE);
  let y = TOP;
  const text = (
    value: string,
    x: number,
    options: { size?: number; font?: PDFFont; color?: ReturnType<typeof rgb> } = {},
  ) => {
    const font = options.font ?? regular;
    page.drawText(printable(font, value), {
      x,
      y,
      size: options.size ?? 10,
      font,
      color: options.color ?? INK,
    });
  };
  const paragraph = (
    value: string,
    x: number,
    right: number,
    options: { size?: number; font?: PDFFont; color?: ReturnType<typeof rgb> } = {},
  ) => {
    const size = options.size ?? 10;
    for (const line of wrap(options.font ?? regular, value, size, right - x)) {
      y -= size * 1.35;
      text(line, x, { ...options, size });
    }
  };

  y -= 6;
  text(t('pdf.receipt.heading'), LEFT, { size: 22, font: bold });
  const verifyUrl = `${data.publicUrl.replace(/\/+$/, '')}/verify`;
  const qrTop = y + 16;
  drawQr(page, qrMatrix(receiptQrPayload(data.publicUrl, data.signed)), {
    x: RIGHT - QR_SIZE,
    top: qrTop,
    size: QR_SIZE,
    quietZone: RECEIPT_QR.quietZone,
  });
  y -= 12;
  paragraph(words.title, LEFT, FACTS_RIGHT, { size: 14, font: bold });
  y -= 6;
  for (const fact of words.facts) {
    const lines = wrap(regular, fact.value, 10, FACTS_RIGHT - VALUE_X);
    lines.forEach((line, index) => {
      y -= 14;
      if (index === 0) text(fact.label, LEFT, { font: bold });
      text(line, VALUE_X, {});
    });
    y -= 4;
  }
  // Version 2 says the phone's time among its facts, with the time it reached the server.
  if (words.deviceTime) paragraph(words.deviceTime, LEFT, FACTS_RIGHT, { size: 9, color: GREY });
  const scanY = qrTop - QR_SIZE - 12;
  const scan = t('pdf.receipt.scan');
  page.drawText(printable(regular, scan), {
    x: RIGHT - QR_SIZE / 2 - regular.widthOfTextAtSize(scan, 9) / 2,
    y: scanY,
    size: 9,
    font: regular,
    color: GREY,
  });
  y = Math.min(y, scanY - 6);
  if (words.reasons.length > 0) {
    y -= 14;
    text(t('verify.card.why'), LEFT, { size: 11, font: bold });
    for (const reason of words.reasons) paragraph(reason, LEFT, RIGHT);
  }
  y -= 10;
  paragraph(t('pdf.receipt.signed', { url: verifyUrl }), LEFT, RIGHT);

  y -= 18;
  text(t('pdf.receipt.technical'), LEFT, { size: 9, font: bold, color: GREY });
  const small = { size: 8, color: GREY };
  paragraph(t('pdf.receipt.punchId', { id: receipt.punch_id }), LEFT, RIGHT, small);
  paragraph(t('pdf.receipt.keyId', { id: receipt.key_id }), LEFT, RIGHT, small);
  paragraph(
    t('pdf.receipt.chain', { seq: receipt.chain.seq, hash: receipt.chain.hash }),
    LEFT,
    RIGHT,
    small,
  );
  const printed = `${data.printedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  y = 30;
  text(t('pdf.receipt.generatedAt', { generated: printed }), LEFT, { size: 8, color: GREY });
  return doc.save();
}
