import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  rateLimits,
  ZCentre,
  ZCentreList,
  ZCentreParams,
  ZCreateCentreRequest,
  ZNewInviteCodeRequest,
  ZUpdateCentreRequest,
  ZValidateInviteRequest,
  ZValidateInviteResponse,
} from '@vh/contracts';
import { accountErrors as errors, jwtSecurity as security } from '../../lib/route-schema.ts';
import { callerOf } from '../../plugins/caller.ts';
import { limit } from '../../plugins/rate-limit.ts';
import type { ProfileRow } from '../users/users.repo.ts';
import {
  createCentre,
  getCentre,
  listCentres,
  replaceInviteCode,
  setCentreActive,
  updateCentre,
  validateInviteCode,
  type BusinessesDeps,
} from './businesses.service.ts';

const tags = ['businesses'];

/** Business centres (owners) and the invite codes staff join them with. */
export function businessesRoutes(deps: BusinessesDeps, authenticate: onRequestAsyncHookHandler) {
  return function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const me = (request: Parameters<typeof callerOf>[0]) => callerOf<ProfileRow>(request);

    r.post(
      '/api/businesses/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "Create a business centre with its first invite code (within the plan's limit)",
          security,
          body: ZCreateCentreRequest,
          response: { 201: ZCentre, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createCentre(deps, me(request), request.body)),
    );

    r.get(
      '/api/businesses/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "The caller's business centres, active or not, with their invite codes",
          security,
          response: { 200: ZCentreList, ...errors },
        },
      },
      async (request) => ({ centres: await listCentres(deps, me(request)) }),
    );

    r.get(
      '/api/businesses/:id/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'One business centre of the caller',
          security,
          params: ZCentreParams,
          response: { 200: ZCentre, ...errors },
        },
      },
      async (request) => getCentre(deps, me(request), request.params.id),
    );

    r.patch(
      '/api/businesses/:id/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "Edit a business centre's name, address, time zone, position or radius",
          security,
          params: ZCentreParams,
          body: ZUpdateCentreRequest,
          response: { 200: ZCentre, ...errors },
        },
      },
      async (request) => updateCentre(deps, me(request), request.params.id, request.body),
    );

    for (const [action, active] of [
      ['deactivate', false],
      ['reactivate', true],
    ] as const) {
      r.post(
        `/api/businesses/:id/${action}/`,
        {
          onRequest: authenticate,
          schema: {
            tags,
            summary: active
              ? 'Reactivate a business centre (within the plan limit)'
              : 'Deactivate a business centre: its invite code stops working',
            security,
            params: ZCentreParams,
            response: { 200: ZCentre, ...errors },
          },
        },
        async (request) => setCentreActive(deps, me(request), request.params.id, active),
      );
    }

    r.post(
      '/api/businesses/:id/invite-code/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            'Replace the invite code (the old one stops working at once), with an optional expiry',
          security,
          params: ZCentreParams,
          body: ZNewInviteCodeRequest,
          response: { 200: ZCentre, ...errors },
        },
      },
      async (request) =>
        replaceInviteCode(
          deps,
          me(request),
          request.params.id,
          request.body.expires_in_days ?? null,
        ),
    );

    r.post(
      '/api/businesses/validate-code/',
      {
        config: limit(rateLimits.inviteCode),
        schema: {
          tags,
          summary: 'The business centre an invite code joins (limited per client address)',
          body: ZValidateInviteRequest,
          response: { 200: ZValidateInviteResponse, ...errors },
        },
      },
      async (request) => ({ data: await validateInviteCode(deps, request.body.code) }),
    );
  };
}
