import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZReport, ZReportQuery } from '@vh/contracts';
import { accountErrors as errors, jwtSecurity as security } from '../../lib/route-schema.ts';
import { callerOf } from '../../plugins/caller.ts';
import type { ProfileRow } from '../users/users.repo.ts';
import type { ReportsDeps } from './report-scope.ts';
import { buildReport } from './reports.service.ts';

const tags = ['reports'];

/** Owners and managers read hours over any period their plan allows. */
export function reportsRoutes(deps: ReportsDeps, authenticate: onRequestAsyncHookHandler) {
  return function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const me = (request: Parameters<typeof callerOf>[0]) => callerOf<ProfileRow>(request);

    r.get(
      '/api/reports/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            'Hours by person, centre and day over a period (local dates), with flagged punches and edited shifts',
          security,
          querystring: ZReportQuery,
          response: { 200: ZReport, ...errors },
        },
      },
      async (request) => buildReport(deps, me(request), request.query),
    );
  };
}
