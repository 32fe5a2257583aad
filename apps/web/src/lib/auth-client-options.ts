import type { createClient } from '@supabase/supabase-js';

// How the page's auth client is made; shared by supabase.ts (which holds the client) and
// auth-client-loader.ts (which creates it), so neither imports the other.

/** The page's auth client, exactly as supabase-js's createClient returns it. */
export type AuthClient = ReturnType<typeof createClient>;

/** Where supabase-js keeps the session in localStorage (set explicitly so we can look for it). */
export const AUTH_STORAGE_KEY = 'vh-auth';

export const authClientOptions = {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    // Sessions arrive from our own login endpoint; tokens in a link's hash (a recovery or an
    // email-change link) are adopted on purpose by the screen that expects them (auth-links).
    detectSessionInUrl: false,
    storageKey: AUTH_STORAGE_KEY,
  },
};
