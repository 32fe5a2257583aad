import type { TReportQuery } from '@vh/contracts';
import { dispositionFileName, fetchFile } from '../../../lib/fetch-file.ts';
import { reportQueryParams } from './reports.ts';

// The report's files: payroll and punch list as CSV, the printable timesheet as PDF. They are
// fetched with the session's token (a plain link could not carry it) and saved from memory.

export const EXPORT_KINDS = ['payroll', 'punches', 'timesheet'] as const;
export type TExportKind = (typeof EXPORT_KINDS)[number];

const EXTENSION: Record<TExportKind, string> = { payroll: 'csv', punches: 'csv', timesheet: 'pdf' };

/** The file name the server gives (Content-Disposition), else one made from the period. */
export function exportFileName(
  kind: TExportKind,
  query: TReportQuery,
  disposition: string | null,
): string {
  return (
    dispositionFileName(disposition) ?? `${kind}-${query.from}-to-${query.to}.${EXTENSION[kind]}`
  );
}

/** Fetches one export; fails with the API's error (PLAN_UPGRADE_REQUIRED, a range problem…). */
export async function fetchExport(
  kind: TExportKind,
  query: TReportQuery,
): Promise<{ blob: Blob; fileName: string }> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(reportQueryParams(query))) {
    if (value !== undefined) params.set(key, value);
  }
  return fetchFile(
    `/api/reports/export/${kind}/?${params.toString()}`,
    exportFileName(kind, query, null),
  );
}
