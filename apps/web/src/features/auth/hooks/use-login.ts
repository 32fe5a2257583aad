import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ErrorCode, identifierType, timings, type TLoginRequest, t } from '@vh/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { delay } from '../../../lib/delay.ts';
import { profileQuery } from '../../../lib/get-profile.ts';
import { reloadTo } from '../../../lib/navigation.ts';
import { notifyError, notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { appRoleOf } from '../../../lib/supabase.ts';
import { logoutThen } from '../logout-redirect.ts';
import { dropLocalSession, signIn } from '../sign-in.ts';

export type LoginValues = { identifier: string; password: string };

/** SPEC §5: an identifier with @ is an email, else a username. Both values are trimmed. */
export function toLoginRequest(values: LoginValues): TLoginRequest {
  const identifier = values.identifier.trim();
  const password = values.password.trim();
  return identifierType(identifier) === 'email'
    ? { email: identifier, password, type: 'email', pin_code: '' }
    : { username: identifier, password, type: 'username', pin_code: '' };
}

type Outcome = 'user' | 'refused' | 'disabled' | { failed: unknown };

/** SPEC §4 sign-in: API login, adopt the session, load the profile, then route by role. */
export function useLogin(next: string | null = null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [working, setWorking] = useState(false);

  async function submit(values: LoginValues): Promise<void> {
    setWorking(true);
    const outcome = await attempt(toLoginRequest(values), queryClient);
    if (typeof outcome === 'object') {
      // The server's reason where it has one (too many attempts), else SPEC's words.
      notifyFailure(outcome.failed, t('toasts.signInError'));
      setWorking(false);
      return;
    }
    switch (outcome) {
      case 'user':
        notifySuccess(t('toasts.signedIn'));
        await delay(timings.redirectAfterSignInMs);
        reloadTo(next ?? '/dashboard');
        return;
      case 'refused':
        // Only USER signs in to this app (SPEC §6); the logout page signs out and goes home.
        void navigate('/logout', {
          replace: true,
          state: logoutThen('/', timings.redirectAfterRefusedSignInMs),
        });
        return;
      case 'disabled':
        notifyError(t('toasts.signInDisabled'));
        break;
    }
    setWorking(false);
  }

  return { submit, working };
}

async function attempt(request: TLoginRequest, queryClient: QueryClient): Promise<Outcome> {
  let session;
  try {
    session = await signIn(request);
  } catch (error) {
    return isApiError(error) && error.code === ErrorCode.ACCOUNT_DISABLED
      ? 'disabled'
      : { failed: error };
  }

  try {
    const profile = await queryClient.fetchQuery(profileQuery(session.user.id));
    if (!profile.active) {
      await dropLocalSession();
      return 'disabled';
    }
  } catch (error) {
    await dropLocalSession();
    // A missing profile is the 'Disabled' case of SPEC §4, as is the server refusing the account.
    const disabled =
      isApiError(error, 404) ||
      isApiError(error, 403) ||
      (isApiError(error) && error.code === ErrorCode.ACCOUNT_DISABLED);
    return disabled ? 'disabled' : { failed: error };
  }

  return appRoleOf(session.user) === 'USER' ? 'user' : 'refused';
}
