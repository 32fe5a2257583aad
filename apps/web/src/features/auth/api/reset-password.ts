import { ZChangedResponse, type TResetPasswordRequest } from '@vh/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * PATCH /api/users/reset-password/ with the email and token of the mailed link. 200 changed;
 * 408 RESET_LINK_INVALID (invalid, expired or used link); 409 SAME_PASSWORD; 422
 * PASSWORD_TOO_SHORT or PASSWORD_TOO_LONG; 429 RATE_LIMITED.
 */
export async function resetPassword(body: TResetPasswordRequest): Promise<void> {
  await apiRequest('/api/users/reset-password/', {
    method: 'PATCH',
    body,
    schema: ZChangedResponse,
  });
}
