import {
  ZUpdateProfileResponse,
  type TUpdateProfileRequest,
  type TUpdateProfileResponse,
} from '@vh/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * PATCH /api/users/uid/{uid} with X-JWT: saves personal_information, contact_information or both
 * together and answers the saved profile. 400 VALIDATION_FAILED and 409 EMAIL_TAKEN
 * name the request field at fault.
 */
export function updateProfile(
  uid: string,
  body: TUpdateProfileRequest,
): Promise<TUpdateProfileResponse> {
  return apiRequest(`/api/users/uid/${encodeURIComponent(uid)}`, {
    method: 'PATCH',
    body,
    auth: true,
    schema: ZUpdateProfileResponse,
  });
}
