import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getPublicConfig } from './get-public-config.ts';
import { authClientOptions } from './supabase.ts';

// Loaded only through authClient()'s dynamic import, so supabase-js and the config call stay out
// of the first page load.
export async function createAuthClientFromServer(): Promise<SupabaseClient> {
  const config = await getPublicConfig();
  return createClient(config.auth.url, config.auth.anonKey, authClientOptions);
}
