import { ZSentResponse, type TSendVerificationRequest } from '@vh/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/users/uid/{uid}/verify-email/ with X-JWT: mails a link to
 * `/dashboard?token=…&redirect=…`. 200 sent; 429 RATE_LIMITED.
 */
export async function sendVerificationEmail(
  uid: string,
  body: TSendVerificationRequest,
): Promise<void> {
  await apiRequest(`/api/users/uid/${encodeURIComponent(uid)}/verify-email/`, {
    method: 'POST',
    body,
    auth: true,
    schema: ZSentResponse,
  });
}
