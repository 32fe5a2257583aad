import type { Session } from '@supabase/supabase-js';
import type { TLoginRequest } from '@vh/contracts';
import { authClient } from '../../lib/supabase.ts';
import { isApiError } from '../../lib/api-client.ts';
import { login } from './api/login.ts';
import { logout } from './api/logout.ts';

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

/**
 * Signs out through the product, which ends the session at the auth service and refuses its
 * tokens on /api, then forgets it in this browser whatever the answer. 'not-told' when the
 * server could not be reached: the session then lives on elsewhere until its token expires.
 */
export async function signOut(scope: 'local' | 'global'): Promise<'told' | 'not-told'> {
  let outcome: 'told' | 'not-told' = 'told';
  try {
    await logout(scope);
  } catch (error) {
    // 401 or 403: no session here, or it had ended already; nothing is left to tell.
    if (!(isApiError(error) && (error.status === 401 || error.status === 403))) {
      outcome = 'not-told';
    }
  }
  await dropLocalSession();
  return outcome;
}

/** Drops this browser's session only: used when a sign-in is refused after it was adopted. */
export async function dropLocalSession(): Promise<void> {
  await authClient()
    .then((client) => client.auth.signOut({ scope: 'local' }))
    .catch(() => undefined);
}
