import { PAYROLL_SUMMARY_COLUMNS } from '@vh/contracts';
import {
  hoursNumber,
  HOURS_FORMAT,
  moneyNumber,
  MONEY_FORMAT,
  sheetBytes,
  type SheetCell,
} from './payroll-cells.ts';
import type { PayrollData } from './payroll-data.ts';
import { summaryRows, type SummaryRow } from './summary-rows.ts';

type Column = (typeof PAYROLL_SUMMARY_COLUMNS)[number];

const FORMATS: Partial<Record<Column, string>> = {
  hourly_rate: MONEY_FORMAT,
  regular_hours: HOURS_FORMAT,
  overtime_hours: HOURS_FORMAT,
  double_time_hours: HOURS_FORMAT,
  holiday_hours: HOURS_FORMAT,
  total_hours: HOURS_FORMAT,
  regular_pay: MONEY_FORMAT,
  overtime_pay: MONEY_FORMAT,
  double_time_pay: MONEY_FORMAT,
  holiday_pay: MONEY_FORMAT,
  gross_pay: MONEY_FORMAT,
};

/*
 * Names stay as typed: a text cell of a workbook is never run as a formula, so the CSV's
 * apostrophe guard would only show. Dates and date-times are the CSV's text: a spreadsheet's date
 * cell has no time zone or offset, and the offset is what makes a local time unambiguous.
 */
function cells(row: SummaryRow): Record<Column, SheetCell> {
  const pay = row.payCents;
  return {
    employee_number: row.employeeNumber,
    last_name: row.lastName,
    first_name: row.firstName,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    hourly_rate: moneyNumber(row.rateCents),
    regular_hours: hoursNumber(row.seconds.regular),
    overtime_hours: hoursNumber(row.seconds.overtime),
    double_time_hours: hoursNumber(row.seconds.double_time),
    holiday_hours: hoursNumber(row.seconds.holiday),
    total_hours: hoursNumber(row.totalSeconds),
    regular_pay: moneyNumber(pay?.regular ?? null),
    overtime_pay: moneyNumber(pay?.overtime ?? null),
    double_time_pay: moneyNumber(pay?.double_time ?? null),
    holiday_pay: moneyNumber(pay?.holiday ?? null),
    gross_pay: moneyNumber(row.grossCents),
    approved_by: row.approvedBy,
    approved_at: row.approvedAt,
  };
}

/** summary.xlsx: the summary's columns in a workbook (ExcelJS), numbers as numbers. */
export async function summaryXlsx(data: PayrollData): Promise<Uint8Array> {
  const rows = summaryRows(data).map((row) => {
    const values = cells(row);
    return PAYROLL_SUMMARY_COLUMNS.map((column) => values[column]);
  });
  return sheetBytes('Summary', PAYROLL_SUMMARY_COLUMNS, FORMATS, rows, data.generatedAt);
}
