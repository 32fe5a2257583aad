import { ZPublicConfig, type TPublicConfig } from '@vh/contracts';
import { apiRequest } from './api-client.ts';

/** GET /api/config: where the auth service is. Loaded once, before anything else renders. */
export function getPublicConfig(signal?: AbortSignal): Promise<TPublicConfig> {
  return apiRequest('/api/config', { schema: ZPublicConfig, ...(signal ? { signal } : {}) });
}
