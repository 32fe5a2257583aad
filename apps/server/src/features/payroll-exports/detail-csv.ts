import type { Executor } from '../../db/client.ts';
import type { PayrollData } from './payroll-data.ts';

/** detail.csv: PAYROLL_DETAIL_COLUMNS, one row per counted shift and local day. */
export async function detailCsv(db: Executor, data: PayrollData): Promise<string> {
  throw new Error(`detail.csv is not written yet (${data.start}, ${typeof db})`);
}
