import { hoursText, PAYROLL_SUMMARY_COLUMNS } from '@vh/contracts';
import { cellText, csvText } from '../reports/payroll-csv.ts';
import { moneyText } from './payroll-cells.ts';
import type { PayrollData } from './payroll-data.ts';
import { summaryRows, type SummaryRow } from './summary-rows.ts';

type Column = (typeof PAYROLL_SUMMARY_COLUMNS)[number];

function record(row: SummaryRow): Record<Column, string> {
  const pay = row.payCents;
  return {
    employee_number: row.employeeNumber,
    last_name: cellText(row.lastName),
    first_name: cellText(row.firstName),
    period_start: row.periodStart,
    period_end: row.periodEnd,
    hourly_rate: moneyText(row.rateCents),
    regular_hours: hoursText(row.seconds.regular),
    overtime_hours: hoursText(row.seconds.overtime),
    double_time_hours: hoursText(row.seconds.double_time),
    holiday_hours: hoursText(row.seconds.holiday),
    total_hours: hoursText(row.totalSeconds),
    regular_pay: moneyText(pay?.regular ?? null),
    overtime_pay: moneyText(pay?.overtime ?? null),
    double_time_pay: moneyText(pay?.double_time ?? null),
    holiday_pay: moneyText(pay?.holiday ?? null),
    gross_pay: moneyText(row.grossCents),
    approved_by: cellText(row.approvedBy ?? ''),
    approved_at: row.approvedAt ?? '',
  };
}

/** summary.csv: PAYROLL_SUMMARY_COLUMNS, one row per person and hourly rate. */
export function summaryCsv(data: PayrollData): string {
  return csvText(PAYROLL_SUMMARY_COLUMNS, summaryRows(data).map(record));
}
