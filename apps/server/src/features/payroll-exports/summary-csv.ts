import type { PayrollData } from './payroll-data.ts';

/** summary.csv: PAYROLL_SUMMARY_COLUMNS, one row per person and hourly rate. */
export function summaryCsv(data: PayrollData): string {
  throw new Error(`summary.csv is not written yet (${data.start})`);
}
