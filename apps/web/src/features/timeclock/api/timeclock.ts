import {
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
  type TPunchRequest,
  type TPunchResponse,
  type TReceiptList,
  type TReviewBatchRequest,
  type TReviewBatchResult,
  type TReviewQueue,
  type TReviewRequest,
  type TShiftList,
  type TSignedReceipt,
} from '@vh/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

// The time clock's endpoints. The server decides everything: who may punch where, the verdict,
// who may see whose hours. The same punch id sent twice is one punch, so a retry is always safe.

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const getClockStatus = (signal?: AbortSignal): Promise<TClockStatus> =>
  apiRequest('/api/timeclock/status/', { auth: true, schema: ZClockStatus, ...withSignal(signal) });

export const sendPunch = (body: TPunchRequest): Promise<TPunchResponse> =>
  apiRequest('/api/timeclock/punches/', {
    method: 'POST',
    body,
    auth: true,
    schema: ZPunchResponse,
  });

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
