import { ZSentResponse, type TForgotPasswordRequest } from '@vh/contracts';
import { apiRequest } from './api-client.ts';

/**
 * POST /api/users/forgot-password/: mails a password-reset link. 200 sent; 404 NO_SUCH_USER;
 * 429 RATE_LIMITED; 400 when the email is malformed.
 */
export async function sendResetEmail(email: string): Promise<void> {
  const body: TForgotPasswordRequest = { email, request_type: 'no-auth' };
  await apiRequest('/api/users/forgot-password/', { method: 'POST', body, schema: ZSentResponse });
}
