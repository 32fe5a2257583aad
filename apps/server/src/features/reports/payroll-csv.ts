import { inArray } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { PAYROLL_CSV_COLUMNS, t } from '@vh/contracts';
import type { Executor } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/sql-helpers.ts';
import type { ReportScope } from './report-scope.ts';
import { flaggedCountsQuery, totalsQuery } from './report.sql.ts';

/**
 * Spreadsheets run a cell that starts like a formula (CSV injection): OWASP's advice is a leading
 * apostrophe on any cell beginning with =, +, -, @, a tab or a carriage return, which makes it
 * text. Spaces before such a character are caught too, since some spreadsheets skip them. Only
 * text that people typed (names, centre names, reasons) goes through here, never our numbers.
 */
export function cellText(value: string): string {
  return /^[\t\r ]*[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Whole seconds as decimal hours with 2 decimals, rounded half up: 27000 → '7.50'. */
export function hoursText(seconds: number): string {
  // Hundredths of an hour are 36 s; integer arithmetic, so no float ever shows as 7.4999.
  const hundredths = Math.round(Math.abs(seconds) / 36);
  const sign = seconds < 0 && hundredths > 0 ? '-' : '';
  return `${sign}${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** RFC 4180 text (CRLF, quotes only where needed) with the stable header first. */
export function csvText(columns: readonly string[], records: Record<string, string>[]): string {
  return stringify(records, {
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    // With CRLF records, csv-stringify would leave a lone LF (a reason typed on two lines)
    // unquoted, which spreadsheets read as a new row.
    quoted_match: /[\r\n]/,
  });
}

export const personName = (first: unknown, last: unknown) =>
  [first, last]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(' ');

export type PayrollRow = {
  staffUid: string;
  name: string;
  worked: number;
  regular: number;
  overtime: number;
  holiday: number;
  flaggedPunches: number;
  editedShifts: number;
};

/**
 * One row per person with hours or flagged punches in the period: the same figures as the JSON
 * report's `people` (the same queries), sorted by name.
 */
export async function payrollRows(db: Executor, scope: ReportScope): Promise<PayrollRow[]> {
  const p = scope.params;
  const totals = rowsOf(await db.execute(totalsQuery(p))).filter((r) => r.g_staff === 0);
  const flagged = rowsOf(await db.execute(flaggedCountsQuery(p))).filter((r) => r.g_staff === 0);
  const uids = [...new Set([...totals, ...flagged].map((r) => String(r.staff_uid)))];
  const names = new Map(
    (uids.length === 0
      ? []
      : await db
          .select({ uid: profiles.uid, first: profiles.firstName, last: profiles.lastName })
          .from(profiles)
          .where(inArray(profiles.uid, uids))
    ).map((r) => [r.uid, personName(r.first, r.last)]),
  );
  return uids
    .map((uid) => {
      const row = totals.find((r) => r.staff_uid === uid);
      return {
        staffUid: uid,
        name: names.get(uid) || t('server.people.formerStaff'),
        worked: Number(row?.worked ?? 0),
        regular: Number(row?.regular ?? 0),
        overtime: Number(row?.overtime ?? 0),
        holiday: Number(row?.holiday ?? 0),
        flaggedPunches: Number(flagged.find((r) => r.staff_uid === uid)?.n ?? 0),
        editedShifts: Number(row?.edited ?? 0),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.staffUid.localeCompare(b.staffUid));
}

/** GET /api/reports/export/payroll/: what a payroll system imports, one line per person. */
export async function payrollCsv(db: Executor, scope: ReportScope): Promise<string> {
  const { from, to } = scope.params;
  const rows = await payrollRows(db, scope);
  return csvText(
    PAYROLL_CSV_COLUMNS,
    rows.map((r) => ({
      staff_uid: r.staffUid,
      name: cellText(r.name),
      period_start: from,
      period_end: to,
      regular_hours: hoursText(r.regular),
      overtime_hours: hoursText(r.overtime),
      holiday_hours: hoursText(r.holiday),
      worked_hours: hoursText(r.worked),
      flagged_punches: String(r.flaggedPunches),
      edited_shifts: String(r.editedShifts),
    })),
  );
}
