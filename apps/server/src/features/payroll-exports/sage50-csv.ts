import type { PayrollData } from './payroll-data.ts';

/** sage50.csv: Sage 50 Canadian Edition's timesheet import (SAGE50_TIMESHEET_COLUMNS). */
export function sage50Csv(data: PayrollData): string {
  throw new Error(`sage50.csv is not written yet (${data.start})`);
}
