// Links from the auth service (a real Supabase project, or ours) may come back with their outcome in
// the URL's hash: `#access_token=…&refresh_token=…&type=recovery|email_change`, `#message=…` (the
// first of two email-change links), or `#error=…&error_description=…`. This module only reads the
// hash; acting on it (auth-hash-actions.ts, loaded on demand) needs supabase-js, which a visitor
// without such a hash never downloads.

export type AuthHash =
  | { kind: 'session'; type: string; accessToken: string; refreshToken: string }
  | { kind: 'message'; message: string }
  | { kind: 'error'; description: string };

/** What a hash says, or null when it is not one of the auth service's. */
export function readAuthHash(hash: string): AuthHash | null {
  if (hash.length < 2) return null;
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (accessToken && refreshToken) {
    return { kind: 'session', type: params.get('type') ?? '', accessToken, refreshToken };
  }
  const error = params.get('error_description') ?? params.get('error');
  if (error) return { kind: 'error', description: error };
  const message = params.get('message');
  if (message) return { kind: 'message', message };
  return null;
}
