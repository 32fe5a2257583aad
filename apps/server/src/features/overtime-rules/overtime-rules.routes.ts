import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOvertimeRules, ZOvertimeRulesRequest } from '@vh/contracts';
import { accountErrors as errors, jwtSecurity as security } from '../../lib/route-schema.ts';
import { callerOf } from '../../plugins/caller.ts';
import type { ProfileRow } from '../users/users.repo.ts';
import { readRules, updateRules, type OvertimeRulesDeps } from './overtime-rules.service.ts';

const tags = ['timesheets'];

/** The employer's overtime rules: owners and managers read them; the owner sets them. */
export function overtimeRulesRoutes(
  deps: OvertimeRulesDeps,
  authenticate: onRequestAsyncHookHandler,
) {
  return function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const me = (request: Parameters<typeof callerOf>[0]) => callerOf<ProfileRow>(request);

    r.get(
      '/api/timesheets/rules/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "The employer's overtime rules (the defaults until the owner sets them)",
          security,
          response: { 200: ZOvertimeRules, ...errors },
        },
      },
      async (request) => readRules(deps, me(request)),
    );

    r.put(
      '/api/timesheets/rules/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            'Set the week start and the daily and weekly overtime thresholds, in hours (owner only)',
          security,
          body: ZOvertimeRulesRequest,
          response: { 200: ZOvertimeRules, ...errors },
        },
      },
      async (request) => updateRules(deps, me(request), request.body),
    );
  };
}
