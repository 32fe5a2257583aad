import { ZErrorResponse, t, type TReportQuery } from '@vh/contracts';
import { ApiError, authHeaders, ClientErrorCode } from '../../../lib/api-client.ts';
import { reportingFetch } from '../../../lib/http.ts';
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
  const named = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i)?.[1];
  if (named) {
    try {
      return decodeURIComponent(named);
    } catch {
      return named;
    }
  }
  return `${kind}-${query.from}-to-${query.to}.${EXTENSION[kind]}`;
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
  let response: Response;
  try {
    response = await reportingFetch(`/api/reports/export/${kind}/?${params.toString()}`, {
      headers: await authHeaders(),
    });
  } catch {
    throw new ApiError(0, ClientErrorCode.NETWORK_ERROR, t('common.errors.unreachable'));
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const parsed = ZErrorResponse.safeParse(body);
    if (parsed.success) {
      const { code, message, field } = parsed.data.error;
      throw new ApiError(response.status, code, message, field);
    }
    throw new ApiError(response.status, ClientErrorCode.HTTP_ERROR, '');
  }
  const fileName = exportFileName(kind, query, response.headers.get('Content-Disposition'));
  return { blob: await response.blob(), fileName };
}
