import { ZLoginResponse, type TLoginRequest, type TLoginResponse } from '@vh/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/users/auth/login/: 200 with a Supabase session; 401 INVALID_CREDENTIALS;
 * 403 ACCOUNT_DISABLED.
 */
export function login(body: TLoginRequest): Promise<TLoginResponse> {
  return apiRequest('/api/users/auth/login/', { method: 'POST', body, schema: ZLoginResponse });
}
