import { ZContactResponse, type TContactRequest, type TContactResponse } from '@vh/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/contact/, public (no X-JWT, signed in or not): stores the message and mails it to
 * support. 201 with its id; 400 VALIDATION_FAILED naming the field; 429 RATE_LIMITED; 503 when
 * the mail could not go out.
 */
export function submitContact(body: TContactRequest): Promise<TContactResponse> {
  return apiRequest('/api/contact/', { method: 'POST', body, schema: ZContactResponse });
}
