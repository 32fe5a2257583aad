import type { Executor } from '../../db/client.ts';
import type { PayrollData } from './payroll-data.ts';

/** detail.xlsx: the detailed file's columns in a workbook (ExcelJS). */
export async function detailXlsx(db: Executor, data: PayrollData): Promise<Uint8Array> {
  throw new Error(`detail.xlsx is not written yet (${data.start}, ${typeof db})`);
}
