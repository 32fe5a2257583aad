import type { Me } from '../staff/staff-access.ts';
import type { TimeclockDeps } from '../timeclock/punch.service.ts';
import { receiptOf } from '../timeclock/timeclock.service.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { centreTimeZone } from './receipt-pdf.repo.ts';

export type ReceiptPdfDeps = TimeclockDeps & {
  /** The app's public address: the QR code's link opens /verify there. */
  publicUrl: string;
};

/** GET /api/timeclock/punches/{id}/receipt.pdf: whoever may read the receipt may print it. */
export async function receiptPdf(
  deps: ReceiptPdfDeps,
  me: Me,
  punchId: string,
): Promise<Uint8Array> {
  const signed = await receiptOf(deps, me, punchId);
  const timeZone = (await centreTimeZone(deps.db, signed.receipt.business_id)) ?? 'UTC';
  return renderReceiptPdf({ signed, timeZone, publicUrl: deps.publicUrl, printedAt: deps.now() });
}
