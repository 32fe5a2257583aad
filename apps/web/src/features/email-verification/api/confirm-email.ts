import { ZProfile, type TConfirmEmailRequest, type TProfile } from '@vh/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/users/uid/{uid}/email-verify-confirm/ with X-JWT and the token of the mailed link.
 * 200 with the profile (confirm_email now true); 400 EMAIL_LINK_INVALID.
 */
export function confirmEmail(uid: string, body: TConfirmEmailRequest): Promise<TProfile> {
  return apiRequest(`/api/users/uid/${encodeURIComponent(uid)}/email-verify-confirm/`, {
    method: 'POST',
    body,
    auth: true,
    schema: ZProfile,
  });
}
