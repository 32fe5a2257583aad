import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPayRateHistory, ZPayRateParams, ZPayRateQuery, ZSetPayRateRequest } from '@vh/contracts';
import { accountErrors as errors, jwtSecurity as security } from '../../lib/route-schema.ts';
import { callerOf } from '../../plugins/caller.ts';
import type { ProfileRow } from '../users/users.repo.ts';
import { readRates, removeRate, setRate, type PayRatesDeps } from './pay-rates.service.ts';

const tags = ['pay'];

/** A person's hourly rates: the owner sets them; permitted managers and the person read them. */
export function payRatesRoutes(deps: PayRatesDeps, authenticate: onRequestAsyncHookHandler) {
  return function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const me = (request: Parameters<typeof callerOf>[0]) => callerOf<ProfileRow>(request);

    r.get(
      '/api/pay/rates/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            "A person's hourly rates, newest date first, and today's (staff: their own; managers: when the owner allows)",
          security,
          querystring: ZPayRateQuery,
          response: { 200: ZPayRateHistory, ...errors },
        },
      },
      async (request) => readRates(deps, me(request), request.query.staff_uid),
    );

    r.post(
      '/api/pay/rates/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            'Set a person\'s hourly rate from a date on ("18.50"); the same date again replaces it (owner only)',
          security,
          body: ZSetPayRateRequest,
          response: { 200: ZPayRateHistory, ...errors },
        },
      },
      async (request) => setRate(deps, me(request), request.body),
    );

    r.delete(
      '/api/pay/rates/:id',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Remove a rate; the one before it applies again (owner only)',
          security,
          params: ZPayRateParams,
          response: { 200: ZPayRateHistory, ...errors },
        },
      },
      async (request) => removeRate(deps, me(request), request.params.id),
    );
  };
}
