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
  return createClient(config.auth.url, config.auth.anonKey, authClientOptions);
}
