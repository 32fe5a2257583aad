import {
  ZApproveResponse,
  ZCorrection,
  ZCorrectionList,
  ZTeamWeek,
  ZTimesheetWeek,
  type TApproveRequest,
  type TApproveResponse,
  type TCorrection,
  type TCorrectionList,
  type TCorrectionRequest,
  type TEditRequest,
  type TTeamWeek,
  type TTimesheetWeek,
  type TUnlockRequest,
} from '@vh/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

// The timesheets' endpoints. The server decides who may see, edit, approve and unlock whose week
// (can_manage, can_unlock say what it decided); a refused change answers with its reason, such as
// 409 WEEK_LOCKED, which the screens show as the server words it.

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The week that contains `week` (default this week) of `staffUid` (default the caller). */
export const getWeek = (
  view: { staff: string | null; week: string | null },
  signal?: AbortSignal,
): Promise<TTimesheetWeek> =>
  apiRequest('/api/timesheets/week/', {
    auth: true,
    schema: ZTimesheetWeek,
    query: { week: view.week ?? undefined, staff_uid: view.staff ?? undefined },
    ...withSignal(signal),
  });

/** Everyone the caller manages (at one centre, or all), people × days. */
export const getTeamWeek = (
  week: string | null,
  businessId: string | null,
  signal?: AbortSignal,
): Promise<TTeamWeek> =>
  apiRequest('/api/timesheets/team/', {
    auth: true,
    schema: ZTeamWeek,
    query: { week: week ?? undefined, business_id: businessId ?? undefined },
    ...withSignal(signal),
  });

/** One edit; the answer is the affected person's week as it now counts. */
export const sendEdit = (body: TEditRequest): Promise<TTimesheetWeek> =>
  apiRequest('/api/timesheets/edits/', {
    method: 'POST',
    body,
    auth: true,
    schema: ZTimesheetWeek,
  });

export const approveWeeks = (body: TApproveRequest): Promise<TApproveResponse> =>
  apiRequest('/api/timesheets/approvals/', {
    method: 'POST',
    body,
    auth: true,
    schema: ZApproveResponse,
  });

export const unlockWeek = (body: TUnlockRequest): Promise<TTimesheetWeek> =>
  apiRequest('/api/timesheets/approvals/unlock/', {
    method: 'POST',
    body,
    auth: true,
    schema: ZTimesheetWeek,
  });

export const requestCorrection = (body: TCorrectionRequest): Promise<TCorrection> =>
  apiRequest('/api/timesheets/corrections/', {
    method: 'POST',
    body,
    auth: true,
    schema: ZCorrection,
  });

/** Owners and managers: the open requests in reach; staff: their own. */
export const getCorrections = (signal?: AbortSignal): Promise<TCorrectionList> =>
  apiRequest('/api/timesheets/corrections/', {
    auth: true,
    schema: ZCorrectionList,
    ...withSignal(signal),
  });

export const resolveCorrection = (
  id: string,
  body: { status: 'done' | 'declined'; reason: string },
): Promise<TCorrection> =>
  apiRequest(`/api/timesheets/corrections/${encodeURIComponent(id)}/resolve/`, {
    method: 'POST',
    body,
    auth: true,
    schema: ZCorrection,
  });
