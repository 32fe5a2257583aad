import { ZSignedOutResponse } from '@vh/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/users/auth/logout/: `local` ends this session, `global` every session of the account.
 * The server tells the auth service and refuses the ended tokens on /api from the next request.
 */
export async function logout(scope: 'local' | 'global'): Promise<void> {
  await apiRequest('/api/users/auth/logout/', {
    method: 'POST',
    body: { scope },
    auth: true,
    schema: ZSignedOutResponse,
  });
}
