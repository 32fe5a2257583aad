import {
  ZStaffList,
  ZStaffMember,
  type TStaffMember,
  type TUpdateStaffRequest,
} from '@vh/contracts';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

// The owner's and managers' staff endpoints. The server decides who may touch whom; a person out
// of reach is 404, and 409 PLAN_LIMIT_REACHED names the plan's limit and the upgrade.

const staffPath = (uid: string) => encodeURIComponent(uid);

export async function listStaff(signal?: AbortSignal): Promise<TStaffMember[]> {
  const { staff } = await apiRequest('/api/businesses/staffs/', {
    schema: ZStaffList,
    auth: true,
    ...(signal ? { signal } : {}),
  });
  return staff;
}

export function approveStaff(uid: string): Promise<TStaffMember> {
  return apiRequest(`/api/businesses/approve/staffs/${staffPath(uid)}/`, {
    method: 'POST',
    auth: true,
    schema: ZStaffMember,
  });
}

/** 204: the pending sign-up is gone. */
export async function rejectStaff(uid: string): Promise<void> {
  await apiRequest(`/api/businesses/reject/staffs/${staffPath(uid)}/`, {
    method: 'POST',
    auth: true,
    schema: z.unknown(),
  });
}

export function updateStaff(uid: string, body: TUpdateStaffRequest): Promise<TStaffMember> {
  return apiRequest(`/api/businesses/staffs/${staffPath(uid)}/`, {
    method: 'PATCH',
    body,
    auth: true,
    schema: ZStaffMember,
  });
}

export async function sendResetLink(uid: string): Promise<void> {
  await apiRequest(`/api/businesses/staffs/${staffPath(uid)}/reset-password/`, {
    method: 'POST',
    auth: true,
    schema: z.unknown(),
  });
}
