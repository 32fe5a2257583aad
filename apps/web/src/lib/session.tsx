import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { appRoleOf } from './supabase.ts';

export type SessionState = {
  session: Session | null;
  /** user_metadata.role of the signed-in user: USER, ADMIN (operators), or anything else. */
  role: string | null;
};

const SessionContext = createContext<SessionState | null>(null);

/**
 * Follows the auth client's session. Children render only after the initial getSession() has
 * settled, so guards never judge a visitor on a session that is still loading.
 */
export function SessionProvider({
  client,
  fallback,
  children,
}: {
  client: SupabaseClient;
  /** Rendered until the initial session is known. */
  fallback: ReactNode;
  children: ReactNode;
}) {
  const [state, setState] = useState<{ loaded: boolean; session: Session | null }>({
    loaded: false,
    session: null,
  });

  useEffect(() => {
    let active = true;
    const { data } = client.auth.onAuthStateChange((_event, session) => {
      if (active) setState({ loaded: true, session });
    });
    client.auth
      .getSession()
      .then(({ data: { session } }) => {
        if (active) setState({ loaded: true, session });
      })
      .catch(() => {
        if (active) setState({ loaded: true, session: null });
      });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [client]);

  if (!state.loaded) return fallback;
  const value: SessionState = { session: state.session, role: appRoleOf(state.session?.user) };
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionState {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
