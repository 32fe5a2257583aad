import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { TPublicConfig } from '@vh/contracts';

// One auth client for the whole page. It is created once the server has told us where the auth
// service lives (GET /api/config), so a single build serves the embedded service and a real
// Supabase project alike. The API client reads the access token from it, outside React.
let client: SupabaseClient | null = null;

export function initSupabase(config: TPublicConfig): SupabaseClient {
  client ??= createClient(config.auth.url, config.auth.anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      // Sessions arrive from our own login endpoint, never as tokens in the URL.
      detectSessionInUrl: false,
    },
  });
  return client;
}

export function getSupabase(): SupabaseClient {
  if (!client) throw new Error('The auth client is used before /api/config was loaded');
  return client;
}

/** The role the auth service keeps for the user (USER, or ADMIN for operators); null if unset. */
export function appRoleOf(user: { user_metadata?: Record<string, unknown> } | null | undefined) {
  const role = user?.user_metadata?.role;
  return typeof role === 'string' ? role : null;
}

/** Roles allowed into the protected area (SPEC §2 route guards). */
export function isAllowedAppRole(role: string | null): role is 'USER' | 'ADMIN' {
  return role === 'USER' || role === 'ADMIN';
}
