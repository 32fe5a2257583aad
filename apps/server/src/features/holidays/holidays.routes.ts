import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAddHolidayRequest, ZHolidayList, ZHolidayParams, ZHolidayQuery } from '@vh/contracts';
import { accountErrors as errors, jwtSecurity as security } from '../../lib/route-schema.ts';
import { callerOf } from '../../plugins/caller.ts';
import type { ProfileRow } from '../users/users.repo.ts';
import { addHoliday, holidayList, removeHoliday, type HolidaysDeps } from './holidays.service.ts';

const tags = ['holidays'];
// The same message for a malformed centre id as for the date route's.
const ZCentre = ZHolidayParams.pick({ id: true });

/** A centre's public holidays: owners and its managers read them; the owner edits them. */
export function holidaysRoutes(deps: HolidaysDeps, authenticate: onRequestAsyncHookHandler) {
  return function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const me = (request: Parameters<typeof callerOf>[0]) => callerOf<ProfileRow>(request);

    r.get(
      '/api/businesses/:id/holidays/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            "A centre's public holidays of a year (default: this year), seeded from the holiday library for its country and province",
          security,
          params: ZCentre,
          querystring: ZHolidayQuery,
          response: { 200: ZHolidayList, ...errors },
        },
      },
      async (request) => holidayList(deps, me(request), request.params.id, request.query.year),
    );

    r.post(
      '/api/businesses/:id/holidays/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            "Add a holiday, or restore a removed library day under the given name (owner only); returns that year's list",
          security,
          params: ZCentre,
          body: ZAddHolidayRequest,
          response: { 200: ZHolidayList, ...errors },
        },
      },
      async (request) => addHoliday(deps, me(request), request.params.id, request.body),
    );

    r.delete(
      '/api/businesses/:id/holidays/:date/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            "Remove a holiday (owner only): a library day stays listed as removed, an added day goes; returns that year's list",
          security,
          params: ZHolidayParams,
          response: { 200: ZHolidayList, ...errors },
        },
      },
      async (request) => removeHoliday(deps, me(request), request.params.id, request.params.date),
    );
  };
}
