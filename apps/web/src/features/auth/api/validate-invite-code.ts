import {
  ZValidateInviteResponse,
  type TValidateInviteRequest,
  type TValidateInviteResponse,
} from '@vh/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export type InviteOwner = TValidateInviteResponse['data'];

/**
 * POST /api/businesses/validate-code/: the business an invite code belongs to. 200 with its
 * owner_uid and business_id; the error code INVITE_CODE_INVALID for a code that matches no
 * invite; 429 RATE_LIMITED when codes are tried too fast.
 */
export async function validateInviteCode(body: TValidateInviteRequest): Promise<InviteOwner> {
  const response = await apiRequest('/api/businesses/validate-code/', {
    method: 'POST',
    body,
    schema: ZValidateInviteResponse,
  });
  return response.data;
}
