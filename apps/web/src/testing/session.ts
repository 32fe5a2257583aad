import type { buildLogin } from './factories.ts';
import { testAuthClient } from './render.tsx';

/**
 * Stores a signed-in session in the test's auth client before rendering, as if the visitor had
 * signed in earlier. supabase-js checks the token with GET /auth/v1/user, so the test's fetch stub
 * must answer that with `user` (see `isAuthUserRequest`).
 */
export async function adoptSession(login: ReturnType<typeof buildLogin>): Promise<void> {
  const { error } = await testAuthClient().auth.setSession({
    access_token: login.session.access_token,
    refresh_token: login.session.refresh_token,
  });
  if (error) throw error;
}

/** The auth service's "who is this token" call that setSession makes. */
export const isAuthUserRequest = (url: string) => url.endsWith('/auth/v1/user');
