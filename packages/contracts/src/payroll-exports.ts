import { z } from 'zod';
import { says } from './i18n.ts';
import { ZLocalDate } from './timesheets.ts';

// Payroll files of one pay period, in the business's local time. Column names are part of the
// contract: payroll services and bookkeepers map them once, so they are never translated.

/** The files of a period: our own summary and detail (CSV and XLSX), two import formats, a PDF. */
export const PAYROLL_FILES = [
  'summary.csv',
  'summary.xlsx',
  'detail.csv',
  'detail.xlsx',
  'paymentevolution.csv',
  'sage50.csv',
  'summary.pdf',
] as const;
export const ZPayrollFile = z.enum(PAYROLL_FILES, says('payrollExports.validation.file'));
export type TPayrollFile = z.infer<typeof ZPayrollFile>;

/** GET /api/pay/periods/{start}/exports/{file}. */
export const ZPayrollExportParams = z.strictObject({
  start: ZLocalDate('periodStart'),
  file: ZPayrollFile,
});
export type TPayrollExportParams = z.infer<typeof ZPayrollExportParams>;

/** One centre's hours only (else every centre in the caller's reach). */
export const ZPayrollExportQuery = z.strictObject({
  business_id: z.uuid(says('validation.shared.businessId')).optional(),
});
export type TPayrollExportQuery = z.infer<typeof ZPayrollExportQuery>;

/**
 * The payroll summary: one row per person and hourly rate (two rows when a raise starts inside
 * the period). Hours are decimal hours with two decimals; money is dollars with two decimals and
 * is empty where the reader may not see pay, or the person has no rate for those days.
 */
export const PAYROLL_SUMMARY_COLUMNS = [
  'employee_number',
  'last_name',
  'first_name',
  'period_start',
  'period_end',
  'hourly_rate',
  'regular_hours',
  'overtime_hours',
  'double_time_hours',
  'holiday_hours',
  'total_hours',
  'regular_pay',
  'overtime_pay',
  'double_time_pay',
  'holiday_pay',
  'gross_pay',
  'approved_by',
  'approved_at',
] as const;

/**
 * The detailed file: one row per counted shift and local day. Date-times are the centre's local
 * time with their UTC offset (2026-11-23T08:00:00-05:00), so a reader needs no zone table.
 */
export const PAYROLL_DETAIL_COLUMNS = [
  'employee_number',
  'last_name',
  'first_name',
  'centre',
  'date',
  'started_at',
  'ended_at',
  'break_hours',
  'worked_hours',
  'regular_hours',
  'overtime_hours',
  'double_time_hours',
  'holiday_hours',
  'source',
  'approved',
] as const;

/**
 * PaymentEvolution's timekeeping CSV import (their knowledge base article KA-01062, "File
 * Specifications"): twelve fields in this order, written with these names as the header row.
 */
export const PAYMENTEVOLUTION_COLUMNS = [
  'Shift',
  'EmployeeID',
  'TimeCode',
  'CostAccount',
  'TotalHours',
  'HourRate',
  'Total',
  'WorkDate',
  'WorkDateEnd',
  'TimeIn',
  'TimeOut',
  'Authorized',
] as const;

/**
 * Sage 50 Accounting – Canadian Edition's timesheet import (its help page "Importing
 * Timesheets"): Name, Date and Income are required headers; Hours and Comment are optional ones.
 */
export const SAGE50_TIMESHEET_COLUMNS = ['Name', 'Date', 'Income', 'Hours', 'Comment'] as const;

/** What each format writes for a kind of hours (PaymentEvolution's TimeCode, Sage 50's income). */
export const PAYMENTEVOLUTION_TIME_CODES = {
  regular: 'R',
  overtime: 'O',
  double_time: 'D',
  holiday: '11',
  /** Hours at a multiplier PaymentEvolution's O and D do not pay (they are 1.5× and 2×). */
  other: 'X',
} as const;
export const SAGE50_INCOMES = {
  regular: 'Regular',
  overtime: 'Overtime 1',
  double_time: 'Overtime 2',
  holiday: 'Stat Holiday Worked',
} as const;
