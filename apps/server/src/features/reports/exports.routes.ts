import type { FastifyInstance, FastifyReply, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZReportQuery, type TReportQuery } from '@vh/contracts';
import { accountErrors as errors, jwtSecurity as security } from '../../lib/route-schema.ts';
import { callerOf } from '../../plugins/caller.ts';
import type { Me } from '../staff/staff-access.ts';
import type { ProfileRow } from '../users/users.repo.ts';
import { inReportSession } from './report.sql.ts';
import { payrollCsv } from './payroll-csv.ts';
import { punchesCsv } from './punches-csv.ts';
import {
  exportsNeedUpgrade,
  reportScope,
  type ReportScope,
  type ReportsDeps,
} from './report-scope.ts';
import { timesheetPdf } from './timesheet-pdf.ts';

export type ExportsDeps = ReportsDeps & {
  /** The app's public address, for the /verify link printed on the timesheet. */
  publicUrl: string;
};

const tags = ['reports'];

/** The JSON report's checks (who, which centres, which period), then the plan's exports. */
export async function exportScope(
  deps: ReportsDeps,
  me: Me,
  query: TReportQuery,
): Promise<ReportScope> {
  const scope = await reportScope(deps, me, query, { forExport: true });
  if (!scope.plan.exports) throw exportsNeedUpgrade();
  return scope;
}

const file = (contentType: string, description: string, schema: z.ZodType) => ({
  description,
  content: { [contentType]: { schema } },
});
const csvFile = (description: string) =>
  file('text/csv', description, z.string().meta({ description: 'UTF-8 CSV (RFC 4180)' }));

/** Sent as a download; payroll data is never kept by shared caches. */
function download(reply: FastifyReply, type: string, name: string, body: string | Uint8Array) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** Owners and managers download a period's hours: payroll CSV, detailed CSV, printable PDF. */
export function exportsRoutes(deps: ExportsDeps, authenticate: onRequestAsyncHookHandler) {
  return function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const me = (request: Parameters<typeof callerOf>[0]) => callerOf<ProfileRow>(request);
    // from and to are YYYY-MM-DD (the query's schema), so they are safe in a file name.
    const period = (query: TReportQuery) => `${query.from}-to-${query.to}`;

    r.get(
      '/api/reports/export/payroll/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            'Payroll CSV: one line per person with regular, overtime, holiday and worked hours (paid plans)',
          security,
          querystring: ZReportQuery,
          response: {
            200: csvFile(`A CSV file with the columns of PAYROLL_CSV_COLUMNS`),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const scope = await exportScope(deps, me(request), request.query);
        const body = await inReportSession(deps.db, (tx) => payrollCsv(tx, scope));
        return download(
          reply,
          'text/csv; charset=utf-8',
          `payroll-${period(request.query)}.csv`,
          body,
        );
      },
    );

    r.get(
      '/api/reports/export/punches/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            'Detailed CSV: one line per shift and local day, with exact seconds, edit reasons and receipt ids (paid plans)',
          security,
          querystring: ZReportQuery,
          response: {
            200: csvFile(`A CSV file with the columns of PUNCHES_CSV_COLUMNS; times in UTC`),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const scope = await exportScope(deps, me(request), request.query);
        const body = await inReportSession(deps.db, (tx) => punchesCsv(tx, scope));
        return download(
          reply,
          'text/csv; charset=utf-8',
          `punches-${period(request.query)}.csv`,
          body,
        );
      },
    );

    r.get(
      '/api/reports/export/timesheet/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            'Printable timesheet (PDF): each person’s days, totals, receipt ids and the audit chain head (paid plans)',
          security,
          querystring: ZReportQuery,
          response: {
            200: file('application/pdf', 'A PDF document', z.string().meta({ format: 'binary' })),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const scope = await exportScope(deps, me(request), request.query);
        const body = await inReportSession(deps.db, (tx) =>
          timesheetPdf(tx, scope, deps.now(), deps.publicUrl),
        );
        return download(reply, 'application/pdf', `timesheet-${period(request.query)}.pdf`, body);
      },
    );
  };
}
