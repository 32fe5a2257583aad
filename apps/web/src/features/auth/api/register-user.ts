import { ZProfile, type TProfile, type TSignUpRequest } from '@vh/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/users/: the free (owner) sign-up, or staff with an invite code. 201 with the new
 * profile; 409 USERNAME_TAKEN or EMAIL_TAKEN; 422 when the password breaks the policy; 404
 * INVITE_CODE_INVALID for a code that no longer opens a business; 429 RATE_LIMITED; 400 for
 * anything else invalid.
 */
export function registerUser(body: TSignUpRequest): Promise<TProfile> {
  return apiRequest('/api/users/', { method: 'POST', body, schema: ZProfile });
}
