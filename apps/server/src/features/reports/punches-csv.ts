import { PUNCHES_CSV_COLUMNS, t } from '@vh/contracts';
import type { Executor } from '../../db/client.ts';
import { toSegment, type Segment } from '../timesheets/hours.sql.ts';
import { rowsOf } from '../../db/sql-helpers.ts';
import { cellText, csvText, hoursText, personName } from './payroll-csv.ts';
import type { ReportScope } from './report-scope.ts';
import { detailQuery } from './report.sql.ts';

/** One counted shift on one local day, as the detailed CSV and the printable timesheet use it. */
export type DetailRow = Segment & {
  name: string;
  centre: string;
  timeZone: string;
  /** Reasons of the edit that made this shift ('' for a punched shift). */
  editReasons: string;
  /** The punches (= signed receipts) behind the shift, oldest first; none for an added shift. */
  receiptIds: string[];
  /** Punches of the shift that were flagged and never reviewed. */
  unreviewed: number;
};

export async function detailRows(db: Executor, scope: ReportScope): Promise<DetailRow[]> {
  return rowsOf(await db.execute(detailQuery(scope.params))).map((r) => ({
    ...toSegment(r),
    name: personName(r.first_name, r.last_name) || t('server.people.formerStaff'),
    centre: typeof r.business_name === 'string' ? r.business_name : '',
    timeZone: typeof r.time_zone === 'string' ? r.time_zone : 'UTC',
    editReasons: typeof r.edit_reason === 'string' ? r.edit_reason : '',
    receiptIds: typeof r.receipt_ids === 'string' ? r.receipt_ids.split(' ').filter(Boolean) : [],
    unreviewed: Number(r.unreviewed ?? 0),
  }));
}

/** What a reader should look at twice: space separated, like the receipt ids. */
export const flagsOf = (row: DetailRow): string[] => [
  ...(row.source === 'edited' ? ['edited'] : []),
  ...(row.unreviewed > 0 ? ['unreviewed'] : []),
];

/**
 * GET /api/reports/export/punches/: one line per counted shift and local day. Times are UTC
 * (ISO 8601 with Z): unambiguous across centres and daylight-saving changes; `date` is the
 * centre's local date the hours count on. The *_seconds columns are exact and sum to the report.
 */
export async function punchesCsv(db: Executor, scope: ReportScope): Promise<string> {
  const rows = await detailRows(db, scope);
  return csvText(
    PUNCHES_CSV_COLUMNS,
    rows.map((r) => ({
      date: r.day,
      staff_uid: r.staffUid,
      name: cellText(r.name),
      centre: cellText(r.centre),
      shift_id: r.shiftId,
      source: r.source,
      started_at: new Date(r.startMs).toISOString(),
      ended_at: new Date(r.endMs).toISOString(),
      worked_hours: hoursText(r.worked),
      break_seconds: String(r.breakSeconds),
      worked_seconds: String(r.worked),
      regular_seconds: String(r.regular),
      overtime_seconds: String(r.overtime),
      holiday_seconds: String(r.holiday),
      flags: flagsOf(r).join(' '),
      edit_reasons: cellText(r.editReasons),
      receipt_ids: r.receiptIds.join(' '),
    })),
  );
}
