import { ZChangePasswordResponse, type TChangePasswordRequest, type TSession } from '@vh/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/users/uid/{uid}/password/: 400 CURRENT_PASSWORD_WRONG, 409 SAME_PASSWORD, 422 when the
 * new password breaks the policy. Every other session of the user ends; the fresh one is returned.
 */
export async function changePassword(uid: string, body: TChangePasswordRequest): Promise<TSession> {
  const { session } = await apiRequest(`/api/users/uid/${encodeURIComponent(uid)}/password/`, {
    method: 'POST',
    body,
    auth: true,
    schema: ZChangePasswordResponse,
  });
  return session;
}
