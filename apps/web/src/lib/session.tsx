import type { Session } from '@supabase/supabase-js';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import {
  type AuthClient,
  appRoleOf,
  authClient,
  hasStoredSession,
  loadedAuthClient,
  onAuthClientLoaded,
} from './supabase.ts';

export type SessionState = {
  session: Session | null;
  /** user_metadata.role of the signed-in user: USER, ADMIN (operators), or anything else. */
  role: string | null;
};

type Status = { kind: 'loading' } | { kind: 'ready'; session: Session | null } | { kind: 'failed' };

const SessionContext = createContext<SessionState | null>(null);

/**
 * Follows the auth client's session. When this browser holds a session, children render only
 * after it has been restored, so guards never judge a visitor on a session still loading (SPEC §2:
 * a spinner until the initial session load finishes). A visitor with no stored session is known to
 * be signed out at once, and the auth client is not loaded for them until a sign-in needs it.
 */
export function SessionProvider({
  fallback,
  failed,
  children,
}: {
  /** Rendered while a stored session is being restored. */
  fallback: ReactNode;
  /** Rendered when the auth client could not be loaded (server unreachable); `retry` tries again. */
  failed: (retry: () => void) => ReactNode;
  children: ReactNode;
}) {
  const [status, setStatus] = useState<Status>(() =>
    loadedAuthClient() || hasStoredSession()
      ? { kind: 'loading' }
      : { kind: 'ready', session: null },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};

    const follow = (client: AuthClient) => {
      const { data } = client.auth.onAuthStateChange((event, session) => {
        // The first session is readSession's below, which knows why there may be none.
        if (event === 'INITIAL_SESSION') return;
        if (active) setStatus({ kind: 'ready', session });
      });
      unsubscribe = () => data.subscription.unsubscribe();
      // Loaded with the auth client, never on a signed-out visitor's first page (decision 004).
      import('./session-renewal.ts')
        .then(async ({ readSession, storedSession }) => {
          const { session, unreachable } = await readSession(client);
          // Without signal, the stored session stands in: what the page kept for that person
          // (the clock above all) still opens. Every request renews the token first, so none
          // goes out on it; once online, a refused renewal signs out as always (SIGNED_OUT).
          const kept = !session && unreachable ? storedSession() : null;
          if (active) setStatus({ kind: 'ready', session: session ?? kept });
        })
        .catch(() => {
          if (active) setStatus({ kind: 'ready', session: null });
        });
    };

    const client = loadedAuthClient();
    if (client) {
      follow(client);
    } else if (hasStoredSession()) {
      authClient().then(
        (loaded) => active && follow(loaded),
        () => active && setStatus({ kind: 'failed' }),
      );
    } else {
      // Signed out: start following once a sign-in or sign-up loads the client.
      unsubscribe = onAuthClientLoaded((loaded) => {
        unsubscribe();
        if (active) follow(loaded);
      });
    }
    return () => {
      active = false;
      unsubscribe();
    };
  }, [attempt]);

  if (status.kind === 'loading') return fallback;
  if (status.kind === 'failed') {
    return failed(() => {
      setStatus({ kind: 'loading' });
      setAttempt((n) => n + 1);
    });
  }
  const value: SessionState = { session: status.session, role: appRoleOf(status.session?.user) };
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionState {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
