import { AUTH_STORAGE_KEY, type AuthClient } from './auth-client-options.ts';

export { AUTH_STORAGE_KEY, type AuthClient } from './auth-client-options.ts';

// One auth client for the whole page, created on first need. supabase-js is a large library, so it
// is loaded only when there is a session to restore or the visitor signs in or up: a signed-out
// visitor reading the landing page never downloads it (the lazy import below is its own chunk).
// The server says where the auth service lives (GET /api/config), so one build serves the
// embedded service and a real Supabase project alike.

let loaded: AuthClient | null = null;
let loading: Promise<AuthClient> | null = null;
const listeners = new Set<(client: AuthClient) => void>();

/** The auth client, loading it (and /api/config) on the first call. Rejects if the server is unreachable. */
export function authClient(): Promise<AuthClient> {
  loading ??= import('./auth-client-loader.ts')
    .then(({ createAuthClientFromServer }) => createAuthClientFromServer())
    .then(installAuthClient)
    .catch((error: unknown) => {
      // Let a later call try again (a flaky network should not break the page for good).
      loading = null;
      throw error;
    });
  return loading;
}

/** Makes `client` the page's auth client (the loader calls this; tests install their own). */
export function installAuthClient(client: AuthClient): AuthClient {
  if (loaded) return loaded;
  loaded = client;
  loading = Promise.resolve(client);
  for (const listener of listeners) listener(client);
  return client;
}

/** The auth client if it has been loaded, else null. */
export function loadedAuthClient(): AuthClient | null {
  return loaded;
}

/** The loaded auth client; for code that runs only after a session was restored or adopted. */
export function getSupabase(): AuthClient {
  if (!loaded) throw new Error('The auth client is used before it was loaded');
  return loaded;
}

/** Calls `listener` once the client is loaded (e.g. by a sign-in); returns an unsubscribe. */
export function onAuthClientLoaded(listener: (client: AuthClient) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether this browser holds a session to restore; when not, nothing needs the auth client yet. */
export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    // Storage blocked (privacy settings): supabase-js cannot have stored a session either.
    return false;
  }
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
