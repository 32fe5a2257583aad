import { createClient } from '@supabase/supabase-js';
import type { TPublicConfig } from '@vh/contracts';
import { authClientOptions, type AuthClient } from './auth-client-options.ts';
import { reportingFetch } from './http.ts';
import { getPublicConfig } from './public-config.ts';

// Loaded only through authClient()'s dynamic import, so supabase-js and the config call stay out
// of the first page load.
export async function createAuthClientFromServer(): Promise<AuthClient> {
  return createAuthClient(await getPublicConfig());
}

export function createAuthClient(config: Pick<TPublicConfig, 'auth'>): AuthClient {
  // No URL: the embedded auth service, on the origin this page came from.
  const url = config.auth.url ?? window.location.origin;
  // The auth service being unreachable is the server being unreachable: the app says so, and
  // says so again when it is back (connection.ts), as for its own API calls.
  return createClient(url, config.auth.anonKey, {
    ...authClientOptions,
    global: { fetch: reportingFetch },
  });
}
