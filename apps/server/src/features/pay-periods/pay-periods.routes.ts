import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZPayPeriod,
  ZPayPeriodList,
  ZPayPeriodParams,
  ZPaySettings,
  ZPaySettingsRequest,
  ZReopenPeriodRequest,
} from '@vh/contracts';
import { accountErrors as errors, jwtSecurity as security } from '../../lib/route-schema.ts';
import { callerOf } from '../../plugins/caller.ts';
import type { ProfileRow } from '../users/users.repo.ts';
import { closePeriod, listPeriods, readPeriod, reopenPeriod } from './pay-periods.service.ts';
import { readPaySettings, updatePaySettings, type PayPeriodsDeps } from './pay-settings.service.ts';

const tags = ['pay'];

/** Pay settings and periods: owners and managers read them; the owner changes, closes, reopens. */
export function payPeriodsRoutes(deps: PayPeriodsDeps, authenticate: onRequestAsyncHookHandler) {
  return function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const me = (request: Parameters<typeof callerOf>[0]) => callerOf<ProfileRow>(request);

    r.get(
      '/api/pay/settings/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'The pay period kind, its anchor date and whether managers see rates',
          security,
          response: { 200: ZPaySettings, ...errors },
        },
      },
      async (request) => readPaySettings(deps, me(request)),
    );

    r.put(
      '/api/pay/settings/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            'Set the pay periods (weekly, biweekly, semi_monthly, monthly from an anchor date) and whether managers see rates (owner only)',
          security,
          body: ZPaySettingsRequest,
          response: { 200: ZPaySettings, ...errors },
        },
      },
      async (request) => updatePaySettings(deps, me(request), request.body),
    );

    r.get(
      '/api/pay/periods/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            'The recent pay periods, newest first: open, ready or closed, and what blocks each',
          security,
          response: { 200: ZPayPeriodList, ...errors },
        },
      },
      async (request) => listPeriods(deps, me(request)),
    );

    r.get(
      '/api/pay/periods/:start',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            'One pay period: its state, hours by type and pay (closed: as it closed; managers see pay only when allowed)',
          security,
          params: ZPayPeriodParams,
          response: { 200: ZPayPeriod, ...errors },
        },
      },
      async (request) => readPeriod(deps, me(request), request.params.start),
    );

    r.post(
      '/api/pay/periods/:start/close',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            'Close a pay period once its last day has ended everywhere and every week is approved (owner only)',
          security,
          params: ZPayPeriodParams,
          response: { 200: ZPayPeriod, ...errors },
        },
      },
      async (request) => closePeriod(deps, me(request), request.params.start),
    );

    r.post(
      '/api/pay/periods/:start/reopen',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Reopen a closed pay period, with a reason (owner only)',
          security,
          params: ZPayPeriodParams,
          body: ZReopenPeriodRequest,
          response: { 200: ZPayPeriod, ...errors },
        },
      },
      async (request) => reopenPeriod(deps, me(request), request.params.start, request.body.reason),
    );
  };
}
