import type { Session } from '@supabase/supabase-js';
import type { TLoginRequest } from '@vh/contracts';
import { authClient } from '../../lib/supabase.ts';
import { login } from './api/login.ts';

/**
 * Signs in through the product API (which resolves usernames and refuses disabled accounts), then
 * hands the returned session to the auth client so it persists and refreshes it.
 */
export async function signIn(request: TLoginRequest): Promise<Session> {
  const [{ session }, client] = await Promise.all([login(request), authClient()]);
  const { data, error } = await client.auth.setSession({
    access_token: session.access_token,
    refresh_token: session.refresh_token,
  });
  if (error) throw error;
  if (!data.session) throw new Error('The auth service did not accept the session');
  return data.session;
}

/** Drops this browser's session only: used when a sign-in is refused after it was adopted. */
export async function dropLocalSession(): Promise<void> {
  await authClient()
    .then((client) => client.auth.signOut({ scope: 'local' }))
    .catch(() => undefined);
}
