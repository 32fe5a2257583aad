import { PAYROLL_DETAIL_COLUMNS } from '@vh/contracts';
import type { Executor } from '../../db/client.ts';
import { detailLines, type DetailLine } from './detail-rows.ts';
import { hoursNumber, HOURS_FORMAT, sheetBytes, type SheetCell } from './payroll-cells.ts';
import type { PayrollData } from './payroll-data.ts';

type Column = (typeof PAYROLL_DETAIL_COLUMNS)[number];

const FORMATS: Partial<Record<Column, string>> = {
  break_hours: HOURS_FORMAT,
  worked_hours: HOURS_FORMAT,
  regular_hours: HOURS_FORMAT,
  overtime_hours: HOURS_FORMAT,
  double_time_hours: HOURS_FORMAT,
  holiday_hours: HOURS_FORMAT,
};

/*
 * Names stay as typed: a text cell of a workbook is never run as a formula, so the CSV's
 * apostrophe guard would only show. Dates and date-times are the CSV's text: a spreadsheet's date
 * cell has no time zone or offset, and the offset is what makes a local time unambiguous (the
 * hour a daylight-saving change repeats, a shift at a centre in another zone).
 */
function cells(line: DetailLine): Record<Column, SheetCell> {
  return {
    employee_number: line.employeeNumber,
    last_name: line.lastName,
    first_name: line.firstName,
    centre: line.centre,
    date: line.date,
    started_at: line.startedAt,
    ended_at: line.endedAt,
    break_hours: hoursNumber(line.breakSeconds),
    worked_hours: hoursNumber(line.workedSeconds),
    regular_hours: hoursNumber(line.seconds.regular),
    overtime_hours: hoursNumber(line.seconds.overtime),
    double_time_hours: hoursNumber(line.seconds.double_time),
    holiday_hours: hoursNumber(line.seconds.holiday),
    source: line.source,
    approved: line.approved ? 'yes' : 'no',
  };
}

/** detail.xlsx: the detailed file's columns in a workbook (ExcelJS). */
export async function detailXlsx(db: Executor, data: PayrollData): Promise<Uint8Array> {
  const rows = (await detailLines(db, data)).map((line) => {
    const values = cells(line);
    return PAYROLL_DETAIL_COLUMNS.map((column) => values[column]);
  });
  return sheetBytes('Detail', PAYROLL_DETAIL_COLUMNS, FORMATS, rows, data.generatedAt);
}
