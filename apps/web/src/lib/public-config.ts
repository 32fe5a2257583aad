import { ZPublicConfig, type TPublicConfig } from '@vh/contracts';
import { requestJson } from './http.ts';

// The owner of the public config (GET /api/config: where the auth service is). The auth client is
// built from it, so it is fetched without the auth client (http.ts, never api-client.ts).

/** GET /api/config. */
export function getPublicConfig(signal?: AbortSignal): Promise<TPublicConfig> {
  return requestJson('/api/config', { schema: ZPublicConfig, ...(signal ? { signal } : {}) });
}
