import { saveFile } from '../../lib/save-file.ts';
import { fetchReceiptPdf } from './api/receipt-pdf.ts';

/** Saves JSON as a file the person keeps (a receipt, or a period's receipts). */
export function downloadJson(fileName: string, value: unknown): void {
  saveFile(
    fileName,
    new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' }),
  );
}

/** Saves a punch's printable receipt (PDF); fails with the API's error. */
export async function saveReceiptPdf(punchId: string): Promise<void> {
  saveFile(`receipt-${punchId}.pdf`, await fetchReceiptPdf(punchId));
}
