import { ZProfile, type TProfile, type TRegisterRequest } from '@vh/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/users/: the free (owner) sign-up. 201 with the new profile; 409 USERNAME_TAKEN or
 * EMAIL_TAKEN; 422 when the password breaks the policy; 400 for anything else invalid.
 */
export function registerUser(body: TRegisterRequest): Promise<TProfile> {
  return apiRequest('/api/users/', { method: 'POST', body, schema: ZProfile });
}
