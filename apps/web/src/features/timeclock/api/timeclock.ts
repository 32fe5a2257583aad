import {
  DEVICE_TIME_HEADER,
  ErrorCode,
  t,
  ZAuditPage,
  ZBoard,
  ZAuditVerification,
  ZLatestAuditVerification,
  ZClockStatus,
  ZPunch,
  ZPunchResponse,
  ZReceiptList,
  ZReviewBatchResult,
  ZReviewQueue,
  ZShiftList,
  ZSignedReceipt,
  type TAuditPage,
  type TBoard,
  type TAuditVerification,
  type TLatestAuditVerification,
  type TClockStatus,
  type TPunch,
  type TPunchResponse,
  type TReceiptList,
  type TReviewBatchRequest,
  type TReviewBatchResult,
  type TReviewQueue,
  type TReviewRequest,
  type TShiftList,
  type TSignedReceipt,
} from '@vh/contracts';
import { ApiError, apiRequest, authHeaders, ClientErrorCode } from '../../../lib/api-client.ts';
import { requestJson } from '../../../lib/http.ts';
import { readSession } from '../../../lib/session-renewal.ts';
import { authClient } from '../../../lib/supabase.ts';

// The time clock's endpoints. The server decides everything: who may punch where, the verdict,
// who may see whose hours. The same punch id sent twice is one punch, so a retry is always safe.

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/**
 * The clock status, with the device's clock (ms) when the request left and when its answer
 * arrived: the offset of the device clock at this contact is measured from them.
 */
export async function getClockStatus(
  signal?: AbortSignal,
): Promise<{ status: TClockStatus; sentAt: number; receivedAt: number }> {
  // The token first, so a session refresh does not count in the round trip.
  const headers = await authHeaders();
  const sentAt = Date.now();
  const status = await requestJson('/api/timeclock/status/', {
    headers,
    schema: ZClockStatus,
    ...withSignal(signal),
  });
  return { status, sentAt, receivedAt: Date.now() };
}

/** The session's token, if the session is still `uid`'s: a punch is sent only as who made it. */
async function tokenOf(uid: string): Promise<string> {
  const { session, unreachable } = await readSession(await authClient());
  // The token needs renewing and the auth service is out of reach: no answer, try later.
  if (!session && unreachable) {
    throw new ApiError(0, ClientErrorCode.NETWORK_ERROR, t('common.errors.unreachable'));
  }
  if (!session || session.user.id !== uid) {
    throw new ApiError(401, ErrorCode.UNAUTHENTICATED, t('common.errors.notSignedIn'));
  }
  return session.access_token;
}

/**
 * POST /api/timeclock/punches/ with a body already written (a queued punch's, byte for byte), as
 * `uid`, and the device's clock at sending in the device-time header.
 */
export async function sendPunchBody(
  uid: string,
  body: string,
  signal?: AbortSignal,
): Promise<TPunchResponse> {
  const token = await tokenOf(uid);
  return requestJson('/api/timeclock/punches/', {
    method: 'POST',
    json: body,
    headers: { 'X-JWT': token, [DEVICE_TIME_HEADER]: new Date().toISOString() },
    schema: ZPunchResponse,
    ...withSignal(signal),
  });
}

/** The person's shifts that started in [from, to). */
export const getMyShifts = (from: Date, to: Date, signal?: AbortSignal): Promise<TShiftList> =>
  apiRequest(
    `/api/timeclock/shifts/?${new URLSearchParams({ from: from.toISOString(), to: to.toISOString() }).toString()}`,
    { auth: true, schema: ZShiftList, ...withSignal(signal) },
  );

export const getReceipt = (punchId: string): Promise<TSignedReceipt> =>
  apiRequest(`/api/timeclock/punches/${encodeURIComponent(punchId)}/receipt/`, {
    auth: true,
    schema: ZSignedReceipt,
  });

export const getReceipts = (from: Date, to: Date): Promise<TReceiptList> =>
  apiRequest(
    `/api/timeclock/receipts/?${new URLSearchParams({ from: from.toISOString(), to: to.toISOString() }).toString()}`,
    { auth: true, schema: ZReceiptList },
  );

export const getBoard = (signal?: AbortSignal): Promise<TBoard> =>
  apiRequest('/api/timeclock/board/', { auth: true, schema: ZBoard, ...withSignal(signal) });

export const getReviewQueue = (signal?: AbortSignal): Promise<TReviewQueue> =>
  apiRequest('/api/timeclock/reviews/', {
    auth: true,
    schema: ZReviewQueue,
    ...withSignal(signal),
  });

/** Many decisions in one call; the answer says what became of each punch. */
export const reviewBatch = (body: TReviewBatchRequest): Promise<TReviewBatchResult> =>
  apiRequest('/api/timeclock/reviews/batch/', {
    method: 'POST',
    body,
    auth: true,
    schema: ZReviewBatchResult,
  });

export const reviewPunch = (punchId: string, body: TReviewRequest): Promise<TPunch> =>
  apiRequest(`/api/timeclock/reviews/${encodeURIComponent(punchId)}/`, {
    method: 'POST',
    body,
    auth: true,
    schema: ZPunch,
  });

export const getAuditPage = (
  centreId: string,
  before: number | null,
  signal?: AbortSignal,
): Promise<TAuditPage> =>
  apiRequest(
    `/api/businesses/${encodeURIComponent(centreId)}/audit/${before ? `?before=${before}` : ''}`,
    { auth: true, schema: ZAuditPage, ...withSignal(signal) },
  );

/** Starts a check of the business's chain in the background, or joins the one running. */
export const startAuditVerification = (centreId: string): Promise<TAuditVerification> =>
  apiRequest(`/api/businesses/${encodeURIComponent(centreId)}/audit/verifications/`, {
    method: 'POST',
    auth: true,
    schema: ZAuditVerification,
  });

/** The business's latest check: its progress while it runs, its report once done. */
export const getLatestAuditVerification = (
  centreId: string,
  signal?: AbortSignal,
): Promise<TLatestAuditVerification> =>
  apiRequest(`/api/businesses/${encodeURIComponent(centreId)}/audit/verifications/latest/`, {
    auth: true,
    schema: ZLatestAuditVerification,
    ...withSignal(signal),
  });
