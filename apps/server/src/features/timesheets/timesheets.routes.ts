import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZApproveRequest,
  ZApproveResponse,
  ZCorrection,
  ZCorrectionList,
  ZCorrectionParams,
  ZCorrectionRequest,
  ZEditRequest,
  ZResolveCorrectionRequest,
  ZTeamQuery,
  ZTeamWeek,
  ZTimesheetQuery,
  ZTimesheetWeek,
  ZUnlockRequest,
} from '@vh/contracts';
import { accountErrors as errors, jwtSecurity as security } from '../../lib/route-schema.ts';
import { callerOf } from '../../plugins/caller.ts';
import type { ProfileRow } from '../users/users.repo.ts';
import { approveWeek, unlockWeek } from './approvals.service.ts';
import { listCorrections, requestCorrection, resolveCorrection } from './corrections.service.ts';
import { applyEdit } from './edits.service.ts';
import type { TimesheetsDeps } from './timesheet-week.ts';
import { teamWeek, timesheetWeek } from './timesheets.service.ts';

const tags = ['timesheets'];

/** Weeks of hours: staff read their own; owners and managers edit, approve and lock. */
export function timesheetsRoutes(deps: TimesheetsDeps, authenticate: onRequestAsyncHookHandler) {
  return function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const me = (request: Parameters<typeof callerOf>[0]) => callerOf<ProfileRow>(request);

    r.get(
      '/api/timesheets/week/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            "One person's week (the caller's own, or a staff member's for owners and managers): days, shifts, hours, edits and approval",
          security,
          querystring: ZTimesheetQuery,
          response: { 200: ZTimesheetWeek, ...errors },
        },
      },
      async (request) => timesheetWeek(deps, me(request), request.query),
    );

    r.get(
      '/api/timesheets/team/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Everyone the caller manages × the days of one week, with totals and approvals',
          security,
          querystring: ZTeamQuery,
          response: { 200: ZTeamWeek, ...errors },
        },
      },
      async (request) => teamWeek(deps, me(request), request.query),
    );

    r.post(
      '/api/timesheets/edits/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            'Add a missed shift, move a clock-in or clock-out, or split a shift, with a reason. The punches stay; the edit supersedes them',
          security,
          body: ZEditRequest,
          response: { 200: ZTimesheetWeek, ...errors },
        },
      },
      async (request) => applyEdit(deps, me(request), request.body),
    );

    r.post(
      '/api/timesheets/approvals/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "Approve and lock one person's week, or everyone's at a centre",
          security,
          body: ZApproveRequest,
          response: { 200: ZApproveResponse, ...errors },
        },
      },
      async (request) => approveWeek(deps, me(request), request.body),
    );

    r.post(
      '/api/timesheets/approvals/unlock/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'The owner unlocks an approved week, with a reason',
          security,
          body: ZUnlockRequest,
          response: { 200: ZTimesheetWeek, ...errors },
        },
      },
      async (request) => unlockWeek(deps, me(request), request.body),
    );

    r.post(
      '/api/timesheets/corrections/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            'A staff member asks for a correction of their hours; it waits in the review queue',
          security,
          body: ZCorrectionRequest,
          response: { 201: ZCorrection, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await requestCorrection(deps, me(request), request.body)),
    );

    r.get(
      '/api/timesheets/corrections/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            "Open correction requests of the people the caller manages, or a staff member's own",
          security,
          response: { 200: ZCorrectionList, ...errors },
        },
      },
      async (request) => listCorrections(deps, me(request)),
    );

    r.post(
      '/api/timesheets/corrections/:id/resolve/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Answer a correction request: done or declined, with a reason',
          security,
          params: ZCorrectionParams,
          body: ZResolveCorrectionRequest,
          response: { 200: ZCorrection, ...errors },
        },
      },
      async (request) => resolveCorrection(deps, me(request), request.params.id, request.body),
    );
  };
}
