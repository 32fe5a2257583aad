import { saveFile } from '../../lib/save-file.ts';

/** Saves JSON as a file the person keeps (a receipt, or a period's receipts). */
export function downloadJson(fileName: string, value: unknown): void {
  saveFile(
    fileName,
    new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' }),
  );
}
