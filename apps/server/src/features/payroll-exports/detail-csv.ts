import { hoursText, PAYROLL_DETAIL_COLUMNS } from '@vh/contracts';
import type { Executor } from '../../db/client.ts';
import { cellText, csvText } from '../reports/payroll-csv.ts';
import { detailLines, type DetailLine } from './detail-rows.ts';
import type { PayrollData } from './payroll-data.ts';

type Column = (typeof PAYROLL_DETAIL_COLUMNS)[number];

function record(line: DetailLine): Record<Column, string> {
  return {
    employee_number: line.employeeNumber,
    last_name: cellText(line.lastName),
    first_name: cellText(line.firstName),
    centre: cellText(line.centre),
    date: line.date,
    started_at: line.startedAt,
    ended_at: line.endedAt,
    break_hours: hoursText(line.breakSeconds),
    worked_hours: hoursText(line.workedSeconds),
    regular_hours: hoursText(line.seconds.regular),
    overtime_hours: hoursText(line.seconds.overtime),
    double_time_hours: hoursText(line.seconds.double_time),
    holiday_hours: hoursText(line.seconds.holiday),
    source: line.source,
    approved: line.approved ? 'yes' : 'no',
  };
}

/** detail.csv: PAYROLL_DETAIL_COLUMNS, one row per counted shift and local day. */
export async function detailCsv(db: Executor, data: PayrollData): Promise<string> {
  return csvText(PAYROLL_DETAIL_COLUMNS, (await detailLines(db, data)).map(record));
}
