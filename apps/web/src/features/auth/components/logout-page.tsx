import { Alert, Button, Center, Group, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { t } from '@vh/contracts';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { isLogoutRedirectState, isSignOutEverywhere } from '../logout-redirect.ts';
import { signOut } from '../sign-in.ts';

/**
 * /logout: ends the session through the product (so its tokens stop working on /api too), forgets
 * everything kept in this browser, says goodbye. With router state `{ redirectTo, afterMs }` (see
 * logout-redirect.ts) it then goes on to `redirectTo`; with SIGN_OUT_EVERYWHERE it ends every
 * session of the account.
 */
export function LogoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const [outcome, setOutcome] = useState<'told' | 'not-told' | null>(null);
  const signedOut = outcome !== null;
  const redirect = isLogoutRedirectState(state) ? state : null;
  const scope = isSignOutEverywhere(state) ? 'global' : 'local';

  useEffect(() => {
    let active = true;
    void signOut(scope)
      .catch(() => 'not-told' as const)
      .then((result) => {
        // Even if the server could not be told, nothing of the session stays behind here.
        localStorage.clear();
        queryClient.clear();
        if (active) setOutcome(result);
      });
    return () => {
      active = false;
    };
  }, [queryClient, scope]);

  useEffect(() => {
    if (!signedOut || !redirect) return;
    const timer = setTimeout(
      () => void navigate(redirect.redirectTo, { replace: true }),
      redirect.afterMs,
    );
    return () => clearTimeout(timer);
  }, [signedOut, redirect, navigate]);

  return (
    <CenteredCard title={signedOut ? t('toasts.signedOut') : t('auth.logout.signingOut')}>
      {outcome === 'not-told' && (
        <Alert color="yellow" mb="md" title={t('auth.logout.serverNotToldTitle')}>
          {t('auth.logout.serverNotTold')}
        </Alert>
      )}
      {signedOut ? (
        <Group grow>
          <Button component={Link} to="/" variant="default">
            {t('common.actions.backHome')}
          </Button>
          <Button component={Link} to="/login">
            {t('common.actions.login')}
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
