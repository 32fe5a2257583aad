import { createClient } from '@supabase/supabase-js';
import type { TPublicConfig } from '@vh/contracts';
import { getPublicConfig } from './get-public-config.ts';
import { authClientOptions, type AuthClient } from './supabase.ts';

// Loaded only through authClient()'s dynamic import, so supabase-js and the config call stay out
// of the first page load.
export async function createAuthClientFromServer(): Promise<AuthClient> {
  return createAuthClient(await getPublicConfig());
}

export function createAuthClient(config: TPublicConfig): AuthClient {
  // No URL: the embedded auth service, on the origin this page came from (a LAN address works too).
  return createClient(
    config.auth.url ?? window.location.origin,
    config.auth.anonKey,
    authClientOptions,
  );
}
