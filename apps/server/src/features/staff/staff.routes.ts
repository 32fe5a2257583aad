import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZSentResponse,
  ZStaffList,
  ZStaffMember,
  ZStaffParams,
  ZUpdateStaffRequest,
} from '@vh/contracts';
import { accountErrors as errors, jwtSecurity as security } from '../../lib/route-schema.ts';
import { callerOf } from '../../plugins/caller.ts';
import type { ProfileRow } from '../users/users.repo.ts';
import {
  approveStaff,
  listStaffFor,
  rejectStaff,
  sendStaffResetLink,
  updateStaff,
  type StaffDeps,
  type StaffResetDeps,
} from './staff.service.ts';

const tags = ['staff'];

/** The owner's and managers' side of staff: the list, approval, and the Edit staff profile modal. */
export function staffRoutes(
  deps: StaffDeps & StaffResetDeps,
  authenticate: onRequestAsyncHookHandler,
) {
  return function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const me = (request: Parameters<typeof callerOf>[0]) => callerOf<ProfileRow>(request);

    r.get(
      '/api/businesses/staffs/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "The business's staff (a manager: those of their centres), with their centres",
          security,
          response: { 200: ZStaffList, ...errors },
        },
      },
      async (request) => ({ staff: await listStaffFor(deps, me(request)) }),
    );

    r.post(
      '/api/businesses/approve/staffs/:id/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            'Approve a staff member waiting for approval (full access from the next request)',
          security,
          params: ZStaffParams,
          response: { 200: ZStaffMember, ...errors },
        },
      },
      async (request) => approveStaff(deps, me(request), request.params.id),
    );

    r.post(
      '/api/businesses/reject/staffs/:id/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Reject a sign-up waiting for approval: the account is removed',
          security,
          params: ZStaffParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await rejectStaff(deps, me(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    r.patch(
      '/api/businesses/staffs/:id/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "Edit a staff member's profile, job, centres and ACTIVE/DISABLED switch",
          security,
          params: ZStaffParams,
          body: ZUpdateStaffRequest,
          response: { 200: ZStaffMember, ...errors },
        },
      },
      async (request) => updateStaff(deps, me(request), request.params.id, request.body),
    );

    r.post(
      '/api/businesses/staffs/:id/reset-password/',
      {
        onRequest: authenticate,
        // The per-person limit is counted in the service, once the caller is known to be the
        // person's employer: counted here, anyone's 404s would lock the employer out.
        schema: {
          tags,
          summary: 'Mail a staff member a password-reset link (employers never set passwords)',
          security,
          params: ZStaffParams,
          response: { 200: ZSentResponse, ...errors },
        },
      },
      async (request) => {
        await sendStaffResetLink(deps, me(request), request.params.id);
        return { status: 'sent' as const };
      },
    );
  };
}
