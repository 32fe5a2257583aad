import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZToday } from '@vh/contracts';
import { accountErrors as errors, jwtSecurity as security } from '../../lib/route-schema.ts';
import { callerOf } from '../../plugins/caller.ts';
import type { ProfileRow } from '../users/users.repo.ts';
import { todayFor, type TodayDeps } from './today.service.ts';

/** The owner's and manager's day at a glance; staff have their clock instead. */
export function todayRoutes(deps: TodayDeps, authenticate: onRequestAsyncHookHandler) {
  return function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/today/',
      {
        onRequest: authenticate,
        schema: {
          tags: ['today'],
          summary:
            "Who is in and on a break now, what waits for a decision (flagged punches, correction requests, people to approve) and the hours of this week and last, at the caller's centres (owners and managers)",
          security,
          response: { 200: ZToday, ...errors },
        },
      },
      async (request) => todayFor(deps, callerOf<ProfileRow>(request)),
    );
  };
}
