import { Button, Center, Group, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { toasts } from '@vh/contracts';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { copy } from '../../../lib/copy.ts';
import { authClient } from '../../../lib/supabase.ts';
import { isLogoutRedirectState } from '../logout-redirect.ts';

/**
 * /logout: ends the session, forgets everything kept in this browser, says goodbye. With router
 * state `{ redirectTo, afterMs }` (see logout-redirect.ts) it then goes on to `redirectTo`.
 */
export function LogoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const [signedOut, setSignedOut] = useState(false);
  const redirect = isLogoutRedirectState(state) ? state : null;

  useEffect(() => {
    let active = true;
    void authClient()
      .then((client) => client.auth.signOut())
      .catch(() => undefined)
      .then(() => {
        // Even if the auth service could not be told, nothing of the session stays behind here.
        localStorage.clear();
        queryClient.clear();
        if (active) setSignedOut(true);
      });
    return () => {
      active = false;
    };
  }, [queryClient]);

  useEffect(() => {
    if (!signedOut || !redirect) return;
    const timer = setTimeout(
      () => void navigate(redirect.redirectTo, { replace: true }),
      redirect.afterMs,
    );
    return () => clearTimeout(timer);
  }, [signedOut, redirect, navigate]);

  return (
    <CenteredCard title={signedOut ? toasts.signedOut : copy.logout.signingOut}>
      {signedOut ? (
        <Group grow>
          <Button component={Link} to="/" variant="default">
            {copy.actions.backHome}
          </Button>
          <Button component={Link} to="/login">
            {copy.actions.login}
          </Button>
        </Group>
      ) : (
        <Center>
          <Loader />
        </Center>
      )}
    </CenteredCard>
  );
}
