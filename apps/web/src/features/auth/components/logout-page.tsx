import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { t } from '@vh/contracts';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { useSession } from '../../../lib/session.tsx';
import { isEndedByServer, isLogoutRedirectState, isSignOutEverywhere } from '../logout-redirect.ts';
import { signOut } from '../sign-in.ts';

/**
 * What this browser keeps of a person's punches made without signal (the time clock's queue,
 * handed in by the app: a feature above this one). They belong to that person and stay after a
 * sign-out, to be sent the next time they sign in here.
 */
export type KeptPunches = {
  /** How many of `uid`'s punches still wait to be sent. */
  waiting: (uid: string) => Promise<number>;
  /** Forgets what the phone knew of `uid`'s clock; their waiting punches stay. */
  forget: (uid: string) => Promise<void>;
};

type Step =
  | { kind: 'checking'; uid: string }
  | { kind: 'asking'; uid: string; waiting: number }
  | { kind: 'signingOut'; uid: string | null };

/**
 * /logout: ends the session through the product (so its tokens stop working on /api too), forgets
 * everything kept in this browser, says goodbye. With router state `{ redirectTo, afterMs }` (see
 * logout-redirect.ts) it then goes on to `redirectTo`; with SIGN_OUT_EVERYWHERE it ends every
 * session of the account. When the person chose to sign out while punches of theirs still wait
 * on this phone, it first says so, and signs out only if they still want to.
 */
export function LogoutPage({ keptPunches }: { keptPunches?: KeptPunches | undefined }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const state: unknown = location.state;
  const uid = useSession().session?.user.id ?? null;
  const [outcome, setOutcome] = useState<'told' | 'not-told' | null>(null);
  const signedOut = outcome !== null;
  const redirect = isLogoutRedirectState(state) ? state : null;
  const scope = isSignOutEverywhere(state) ? 'global' : 'local';
  // Signed out by a flow or by the server, not by the person: nothing to ask.
  const asks = keptPunches !== undefined && redirect === null && !isEndedByServer(state);
  const [step, setStep] = useState<Step>(() =>
    asks && uid ? { kind: 'checking', uid } : { kind: 'signingOut', uid },
  );

  const checking = step.kind === 'checking' ? step : null;
  useEffect(() => {
    if (!checking || !keptPunches) return;
    let active = true;
    const { uid: whose } = checking;
    void keptPunches
      .waiting(whose)
      .catch(() => 0)
      .then((waiting) => {
        if (!active) return;
        setStep(
          waiting > 0
            ? { kind: 'asking', uid: whose, waiting }
            : { kind: 'signingOut', uid: whose },
        );
      });
    return () => {
      active = false;
    };
  }, [checking, keptPunches]);

  const leaving = step.kind === 'signingOut' ? step : null;
  useEffect(() => {
    if (!leaving) return;
    let active = true;
    const forgetClock = leaving.uid ? keptPunches?.forget(leaving.uid) : undefined;
    void signOut(scope)
      .catch(() => 'not-told' as const)
      .then(async (result) => {
        // Even if the server could not be told, nothing of the session stays behind here
        // (the punches waiting on the phone are the person's, and stay for them).
        localStorage.clear();
        queryClient.clear();
        await forgetClock?.catch(() => undefined);
        if (active) setOutcome(result);
      });
    return () => {
      active = false;
    };
  }, [leaving, keptPunches, queryClient, scope]);

  useEffect(() => {
    if (!signedOut || !redirect) return;
    const timer = setTimeout(
      () => void navigate(redirect.redirectTo, { replace: true }),
      redirect.afterMs,
    );
    return () => clearTimeout(timer);
  }, [signedOut, redirect, navigate]);

  if (step.kind === 'asking') {
    // Back where they came from; to the dashboard when /logout was opened directly.
    const stay = () =>
      location.key === 'default'
        ? void navigate('/dashboard', { replace: true })
        : void navigate(-1);
    return (
      <CenteredCard title={t('auth.logout.waitingTitle')}>
        <Text mb="md" data-testid="waiting-punches">
          {t('auth.logout.waiting', { count: step.waiting })}
        </Text>
        {/* One above the other: side by side, "Sign out anyway" does not fit a phone's half. */}
        <Stack gap="sm">
          <Button variant="default" fullWidth onClick={stay}>
            {t('auth.logout.staySignedIn')}
          </Button>
          <Button
            color="red.9"
            fullWidth
            onClick={() => setStep({ kind: 'signingOut', uid: step.uid })}
          >
            {t('auth.logout.signOutAnyway')}
          </Button>
        </Stack>
      </CenteredCard>
    );
  }

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
