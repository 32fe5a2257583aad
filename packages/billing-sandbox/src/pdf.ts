import { createHmac, timingSafeEqual } from 'node:crypto';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatMoney } from './catalogue.ts';
import type { CustomerRow, InvoiceRow } from './services/repo.ts';

/** Download links live an hour, like Chargebee's signed invoice PDF links. */
export const PDF_LINK_SECONDS = 60 * 60;

/** A key only for PDF links, derived from the API key so rotating that key revokes the links. */
export function pdfKeyFrom(apiKey: string): Buffer {
  return createHmac('sha256', apiKey).update('billing-sandbox/invoice-pdf-link/v1').digest();
}

export function signPdfToken(key: Buffer, invoiceId: string, expiresAt: number): string {
  return `${expiresAt}.${mac(key, invoiceId, expiresAt)}`;
}

export type TokenCheck = 'valid' | 'invalid' | 'expired';

export function checkPdfToken(
  key: Buffer,
  invoiceId: string,
  token: string,
  nowUnix: number,
): TokenCheck {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return 'invalid';
  const expiresAt = Number(match[1]);
  const expected = Buffer.from(mac(key, invoiceId, expiresAt));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return nowUnix < expiresAt ? 'valid' : 'expired';
}

function mac(key: Buffer, invoiceId: string, expiresAt: number): string {
  return createHmac('sha256', key).update(`${invoiceId}\n${expiresAt}`).digest('base64url');
}

// The standard PDF fonts only cover WinAnsi; anything else (emoji, CJK names) would make pdf-lib
// throw, so it is replaced rather than failing the download.
function printable(text: string): string {
  return text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

const SELLER = ['VerifiedHours', 'GPS-verified staff hours', 'Billing sandbox (test mode)'];

export async function renderInvoicePdf(
  invoice: InvoiceRow,
  customer: CustomerRow,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${invoice.seq}`);
  doc.setProducer('VerifiedHours billing sandbox');
  const page = doc.addPage([612, 792]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const text = (value: string, x: number, y: number, font: PDFFont = regular, size = 10) =>
    page.drawText(printable(value), { x, y, size, font, color: rgb(0.1, 0.12, 0.16) });
  const money = (minor: number) => formatMoney(minor, invoice.currencyCode);
  const date = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 10);

  text('INVOICE', 50, 740, bold, 22);
  text(`Invoice #${invoice.seq}  (${invoice.id})`, 50, 718);
  text(`Date: ${date(invoice.date)}`, 50, 704);
  text(`Status: ${invoice.status === 'paid' ? 'Paid' : 'Not paid'}`, 50, 690, bold);
  SELLER.forEach((line, index) => text(line, 380, 740 - index * 14, index === 0 ? bold : regular));

  text('Bill to', 50, 650, bold);
  const billTo = billToLines(invoice, customer);
  (billTo.length > 0 ? billTo : [customer.id]).forEach((line, index) =>
    text(line, 50, 636 - index * 14),
  );

  // The table starts below the bill-to block, however many lines the address took.
  let y = Math.min(570, 636 - Math.max(billTo.length, 1) * 14 - 28);
  rule(page, y + 14);
  text('Description', 50, y, bold);
  text('Period', 280, y, bold);
  text('Qty', 400, y, bold);
  text('Amount', 480, y, bold);
  for (const line of invoice.lines) {
    y -= 18;
    text(line.description.slice(0, 45), 50, y);
    text(`${date(line.dateFrom)} - ${date(line.dateTo)}`, 280, y);
    text(String(line.quantity), 400, y);
    text(money(line.amount), 480, y);
  }
  y -= 12;
  rule(page, y);
  y -= 18;
  text('Subtotal', 400, y);
  text(money(invoice.total - invoice.tax), 480, y);
  // One line per tax, as on Chargebee's invoice: "HST @ 13%", "GST @ 5%" + "QST @ 9.975%".
  for (const tax of taxTotals(invoice)) {
    y -= 16;
    text(tax.label, 380, y);
    text(money(tax.amount), 480, y);
  }
  y -= 16;
  text('Total', 400, y, bold);
  text(money(invoice.total), 480, y, bold);
  y -= 16;
  text('Paid', 400, y);
  text(money(invoice.amountPaid), 480, y);
  y -= 16;
  text('Amount due', 400, y);
  text(money(invoice.amountDue), 480, y);
  if (invoice.paidAt) text(`Paid on ${date(invoice.paidAt)}`, 50, y);
  text('Test mode invoice: no real card was charged.', 50, 60, regular, 9);
  return doc.save();
}

/** The business named on the invoice's billing address, then its address; else the customer. */
function billToLines(invoice: InvoiceRow, customer: CustomerRow): string[] {
  const address = invoice.billingAddress ?? customer.billingAddress;
  const person = (first: string | null, last: string | null) =>
    [first, last].filter(Boolean).join(' ');
  const lines = address
    ? [
        address.company,
        person(address.firstName, address.lastName),
        address.line1,
        address.line2,
        [address.city, address.stateCode ?? address.state, address.zip].filter(Boolean).join(' '),
        address.country,
      ]
    : [person(customer.firstName, customer.lastName), customer.company];
  return [...lines, customer.email].filter((line): line is string => !!line);
}

function taxTotals(invoice: InvoiceRow): { label: string; amount: number }[] {
  const totals = new Map<string, { label: string; amount: number }>();
  for (const tax of invoice.lineTaxes) {
    const label = `${tax.name} @ ${tax.rateMilliPercent / 1000}%`;
    const entry = totals.get(label) ?? { label, amount: 0 };
    entry.amount += tax.amount;
    totals.set(label, entry);
  }
  return [...totals.values()];
}

function rule(page: PDFPage, y: number) {
  page.drawLine({
    start: { x: 50, y },
    end: { x: 562, y },
    thickness: 0.5,
    color: rgb(0.6, 0.6, 0.6),
  });
}
