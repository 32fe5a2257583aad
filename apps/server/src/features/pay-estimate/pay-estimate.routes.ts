import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPayEstimate } from '@vh/contracts';
import { accountErrors as errors, jwtSecurity as security } from '../../lib/route-schema.ts';
import { callerOf } from '../../plugins/caller.ts';
import type { ProfileRow } from '../users/users.repo.ts';
import { payEstimate, type PayEstimateDeps } from './pay-estimate.service.ts';

const tags = ['pay'];

/** A person's own pay estimate for the open period. */
export function payEstimateRoutes(deps: PayEstimateDeps, authenticate: onRequestAsyncHookHandler) {
  return function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/pay/estimate/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            "The caller's own hours by type and rate in the pay period holding today, with the gross: an estimate, not a payslip",
          security,
          response: { 200: ZPayEstimate, ...errors },
        },
      },
      async (request) => payEstimate(deps, callerOf<ProfileRow>(request)),
    );
  };
}
