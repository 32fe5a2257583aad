import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DEVICE_TIME_HEADER,
  REVIEWS,
  ZAuditPage,
  ZAuditQuery,
  ZBoard,
  ZCentreParams,
  ZAuditVerification,
  ZAuditVerificationParams,
  ZClockStatus,
  ZLatestAuditVerification,
  ZPunch,
  ZPunchParams,
  ZPunchRequest,
  ZPunchResponse,
  ZReceiptList,
  ZReceiptsQuery,
  ZReviewBatchRequest,
  ZReviewBatchResult,
  ZReviewQueue,
  ZReviewRequest,
  ZShiftList,
  ZShiftsQuery,
  ZSignedReceipt,
} from '@vh/contracts';
import { accountErrors as errors, jwtSecurity as security } from '../../lib/route-schema.ts';
import { callerOf } from '../../plugins/caller.ts';
import type { AuditVerifier } from '../audit/audit-verification.ts';
import type { ProfileRow } from '../users/users.repo.ts';
import { deviceTimeOf } from './honest-time.ts';
import { recordPunch, type TimeclockDeps } from './punch.service.ts';
import { reviewBatch } from './review-batch.service.ts';
import {
  auditPage,
  clockStatus,
  myReceipts,
  myShifts,
  receiptOf,
  reviewPunch,
  reviewQueue,
  startAuditVerification,
  latestAuditVerification,
  auditVerificationOf,
  whosIn,
} from './timeclock.service.ts';

const tags = ['time clock'];

/** Staff punch and read their own hours; owners and managers watch, review and audit. */
export function timeclockRoutes(
  deps: TimeclockDeps & { verifier: AuditVerifier },
  authenticate: onRequestAsyncHookHandler,
) {
  return function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const me = (request: Parameters<typeof callerOf>[0]) => callerOf<ProfileRow>(request);

    r.post(
      '/api/timeclock/punches/',
      {
        onRequest: authenticate,
        // Never refused because the auth service is down: the punch is the product's reason to be.
        config: { punch: true },
        schema: {
          tags,
          summary:
            'Clock in or out, start or end a break. Returns the signed receipt; the same id again returns the same result (200)',
          description: `A punch kept on the device without a connection states \`last_contact\` (the server's time at the device's last contact and the device clock's offset then): its time of record is \`client_time\` corrected by that offset, kept between the contact and the arrival. A delivery may send the header \`${DEVICE_TIME_HEADER}\` with the device's clock at sending (ISO 8601): an offset that moved since the contact is flagged; a header that is not a time is ignored.`,
          security,
          body: ZPunchRequest,
          response: { 200: ZPunchResponse, 201: ZPunchResponse, ...errors },
        },
      },
      async (request, reply) => {
        const outcome = await recordPunch(deps, me(request), request.body, {
          deviceTime: deviceTimeOf(request.headers[DEVICE_TIME_HEADER]),
        });
        return reply.status(outcome.created ? 201 : 200).send(outcome.response);
      },
    );

    r.get(
      '/api/timeclock/status/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "The caller's centres and open shift, for the Clock panel",
          security,
          response: { 200: ZClockStatus, ...errors },
        },
      },
      async (request) => clockStatus(deps, me(request)),
    );

    r.get(
      '/api/timeclock/shifts/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "The caller's shifts that started in [from, to) (default: the last 14 days)",
          security,
          querystring: ZShiftsQuery,
          response: { 200: ZShiftList, ...errors },
        },
      },
      async (request) => ({ shifts: await myShifts(deps, me(request), request.query) }),
    );

    r.get(
      '/api/timeclock/receipts/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "The caller's signed punch receipts in [from, to), to keep",
          security,
          querystring: ZReceiptsQuery,
          response: { 200: ZReceiptList, ...errors },
        },
      },
      async (request) => myReceipts(deps, me(request), request.query),
    );

    r.get(
      '/api/timeclock/punches/:id/receipt/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "One punch's signed receipt (the person's own, or their employer's)",
          security,
          params: ZPunchParams,
          response: { 200: ZSignedReceipt, ...errors },
        },
      },
      async (request) => receiptOf(deps, me(request), request.params.id),
    );

    r.get(
      '/api/timeclock/board/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "Who is clocked in now at the caller's centres",
          security,
          response: { 200: ZBoard, ...errors },
        },
      },
      async (request) => whosIn(deps, me(request)),
    );

    r.get(
      '/api/timeclock/reviews/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Flagged punches waiting for an owner or manager to accept or reject them',
          security,
          response: { 200: ZReviewQueue, ...errors },
        },
      },
      async (request) => reviewQueue(deps, me(request)),
    );

    r.post(
      '/api/timeclock/reviews/batch/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: `Accept or reject many flagged punches at once (at most ${REVIEWS.batchMax}): each decision its own review and audit entry, committed in chunks; the answer says what became of each punch, and the same batch sent again gets the same answer`,
          security,
          body: ZReviewBatchRequest,
          response: { 200: ZReviewBatchResult, ...errors },
        },
      },
      async (request) => reviewBatch(deps, me(request), request.body),
    );

    r.post(
      '/api/timeclock/reviews/:id/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            'Accept or reject a flagged punch, with a written reason (chained in the audit log)',
          security,
          params: ZPunchParams,
          body: ZReviewRequest,
          response: { 200: ZPunch, ...errors },
        },
      },
      async (request) => reviewPunch(deps, me(request), request.params.id, request.body),
    );

    r.get(
      '/api/businesses/:id/audit/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'The audit log of the business the centre belongs to, newest first (owner only)',
          security,
          params: ZCentreParams,
          querystring: ZAuditQuery,
          response: { 200: ZAuditPage, ...errors },
        },
      },
      async (request) => auditPage(deps, me(request), request.params.id, request.query.before),
    );

    r.post(
      '/api/businesses/:id/audit/verifications/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            "Starts a check of the business's audit chain and of the rows the hours are computed from, in the background (owner only); while one runs, answers with it",
          security,
          params: ZCentreParams,
          response: { 202: ZAuditVerification, ...errors },
        },
      },
      async (request, reply) => {
        const check = await startAuditVerification(
          deps,
          deps.verifier,
          me(request),
          request.params.id,
        );
        return reply.code(202).send(check);
      },
    );

    r.get(
      '/api/businesses/:id/audit/verifications/latest/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            "The business's latest check of its audit chain, running or finished (owner only)",
          security,
          params: ZCentreParams,
          response: { 200: ZLatestAuditVerification, ...errors },
        },
      },
      async (request) =>
        latestAuditVerification(deps, deps.verifier, me(request), request.params.id),
    );

    r.get(
      '/api/businesses/:id/audit/verifications/:verification_id/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            'A check of the audit chain: its progress while it runs; once done, the first entry altered, removed or reordered and the rows that disagree with the chain (owner only)',
          security,
          params: ZAuditVerificationParams,
          response: { 200: ZAuditVerification, ...errors },
        },
      },
      async (request) =>
        auditVerificationOf(
          deps,
          deps.verifier,
          me(request),
          request.params.id,
          request.params.verification_id,
        ),
    );
  };
}
