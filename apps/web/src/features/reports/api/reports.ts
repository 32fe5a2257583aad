import { ZReport, type TReport, type TReportQuery } from '@vh/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

// Reports over a date range. The server applies the plan: 403 PLAN_UPGRADE_REQUIRED for a Free
// plan asking further back than its days, 400 for a range too long or reversed (its words say so).

/** The query as the API reads it: empty filters left out. */
export const reportQueryParams = (query: TReportQuery): Record<string, string | undefined> => ({
  from: query.from,
  to: query.to,
  business_id: query.business_id,
  staff_uid: query.staff_uid,
});

export const getReport = (query: TReportQuery, signal?: AbortSignal): Promise<TReport> =>
  apiRequest('/api/reports/', {
    auth: true,
    schema: ZReport,
    query: reportQueryParams(query),
    ...(signal ? { signal } : {}),
  });
