import type { PayrollData } from './payroll-data.ts';

/** summary.xlsx: the summary's columns in a workbook (ExcelJS), numbers as numbers. */
export async function summaryXlsx(data: PayrollData): Promise<Uint8Array> {
  throw new Error(`summary.xlsx is not written yet (${data.start})`);
}
