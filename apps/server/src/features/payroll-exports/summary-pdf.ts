import type { Executor } from '../../db/client.ts';
import type { PayrollData } from './payroll-data.ts';

/** summary.pdf: the printable payroll summary with signature lines and the chain appendix. */
export async function summaryPdf(
  db: Executor,
  data: PayrollData,
  publicUrl: string,
): Promise<Uint8Array> {
  throw new Error(`summary.pdf is not written yet (${data.start}, ${typeof db}, ${publicUrl})`);
}
