import type { FastifyInstance, FastifyReply, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPayrollExportParams, ZPayrollExportQuery, type TPayrollFile } from '@vh/contracts';
import type { Executor } from '../../db/client.ts';
import { accountErrors as errors, jwtSecurity as security } from '../../lib/route-schema.ts';
import { callerOf } from '../../plugins/caller.ts';
import { inReportSession } from '../reports/report.sql.ts';
import type { ExportsDeps } from '../reports/exports.routes.ts';
import type { ProfileRow } from '../users/users.repo.ts';
import { detailCsv } from './detail-csv.ts';
import { detailXlsx } from './detail-xlsx.ts';
import { paymentEvolutionCsv } from './paymentevolution-csv.ts';
import { payrollData, requireEmployeeNumbers, type PayrollData } from './payroll-data.ts';
import { attachmentHeader, payrollFileName } from './payroll-file-name.ts';
import { sage50Csv } from './sage50-csv.ts';
import { summaryCsv } from './summary-csv.ts';
import { summaryPdf } from './summary-pdf.ts';
import { summaryXlsx } from './summary-xlsx.ts';

const CSV = 'text/csv; charset=utf-8';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PDF = 'application/pdf';

type Writer = (
  tx: Executor,
  data: PayrollData,
  publicUrl: string,
) => Promise<string | Uint8Array> | string;

/**
 * Each file: its type, whether it identifies people by employee number (then a person without
 * one makes it a 409 naming them, never a file with a gap), and what writes it.
 */
const FILES: Record<TPayrollFile, { type: string; byNumber: boolean; write: Writer }> = {
  'summary.csv': { type: CSV, byNumber: true, write: (_tx, data) => summaryCsv(data) },
  'summary.xlsx': { type: XLSX, byNumber: true, write: (_tx, data) => summaryXlsx(data) },
  'detail.csv': { type: CSV, byNumber: true, write: (tx, data) => detailCsv(tx, data) },
  'detail.xlsx': { type: XLSX, byNumber: true, write: (tx, data) => detailXlsx(tx, data) },
  'paymentevolution.csv': {
    type: CSV,
    byNumber: true,
    write: (_tx, data) => paymentEvolutionCsv(data),
  },
  // Sage 50 matches people by name, not number.
  'sage50.csv': { type: CSV, byNumber: false, write: (_tx, data) => sage50Csv(data) },
  'summary.pdf': {
    type: PDF,
    byNumber: false,
    write: (tx, data, publicUrl) => summaryPdf(tx, data, publicUrl),
  },
};

/** Sent as a download; payroll data is never kept by shared caches. */
function download(reply: FastifyReply, type: string, name: string, body: string | Uint8Array) {
  return reply
    .type(type)
    .header('content-disposition', attachmentHeader(name))
    .header('cache-control', 'no-store')
    .send(typeof body === 'string' ? body : Buffer.from(body));
}

const binary = z.string().meta({ format: 'binary' });

/** A pay period's payroll files for owners and managers (paid plans). */
export function payrollExportsRoutes(deps: ExportsDeps, authenticate: onRequestAsyncHookHandler) {
  return function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/pay/periods/:start/exports/:file',
      {
        onRequest: authenticate,
        schema: {
          tags: ['pay'],
          summary:
            'A pay period’s payroll file: summary or detail (CSV, XLSX), PaymentEvolution or Sage 50 import, printable PDF (paid plans)',
          description:
            'Local dates and times of the business. Money only for readers who may see rates. A file that identifies people by employee number is a 409 naming anyone without one (or, for PaymentEvolution, with one it cannot carry).',
          security,
          params: ZPayrollExportParams,
          querystring: ZPayrollExportQuery,
          response: {
            200: {
              description: 'The file',
              content: {
                [CSV]: { schema: z.string().meta({ description: 'UTF-8 CSV (RFC 4180)' }) },
                [XLSX]: { schema: binary },
                [PDF]: { schema: binary },
              },
            },
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const { start, file } = request.params;
        const spec = FILES[file];
        const me = callerOf<ProfileRow>(request);
        const data = await payrollData(deps, me, start, request.query);
        if (spec.byNumber) requireEmployeeNumbers(data);
        const body = await inReportSession(deps.db, async (tx) =>
          spec.write(tx, data, deps.publicUrl),
        );
        const name = payrollFileName(data.business.name, file, data.start, data.end);
        return download(reply, spec.type, name, body);
      },
    );
  };
}
