import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { TReportQuery } from '@vh/contracts';
import { getReport } from '../api/reports.ts';

export const reportKeys = {
  all: ['reports'] as const,
  report: (query: TReportQuery | undefined) => ['reports', 'report', query ?? null] as const,
};

/** The report for `query`; undefined (a period half chosen) loads nothing. */
export function useReport(query: TReportQuery | undefined) {
  return useQuery({
    queryKey: reportKeys.report(query),
    queryFn: query ? ({ signal }) => getReport(query, signal) : skipToken,
    placeholderData: keepPreviousData,
  });
}
