import { ErrorCode, timings, t } from '@vh/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, isApiError } from '../../../lib/api-client.ts';
import { authClient } from '../../../lib/supabase.ts';
import { delay } from '../../../lib/delay.ts';
import { notifyError, notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { resetPassword } from '../api/reset-password.ts';
import { logoutThen } from '../logout-redirect.ts';

/** Our server's mailed link, or a Supabase project's recovery session (from the link's hash). */
export type ResetLink =
  | { kind: 'token'; email: string; token: string }
  | { kind: 'session'; accessToken: string; refreshToken: string };

/**
 * Sets the new password with the mailed link's email and token (SPEC §4, §8). Success → toast,
 * /logout, then /login; an invalid link → toast, then /forgot; a policy breach shows inline.
 */
export function useResetPassword(link: ResetLink, setPasswordError: (message: string) => void) {
  const navigate = useNavigate();
  const [working, setWorking] = useState(false);

  async function submit(newPassword: string): Promise<void> {
    setWorking(true);
    try {
      if (link.kind === 'token') {
        await resetPassword({
          email: link.email,
          token: link.token,
          new_password: newPassword.trim(),
          request_type: 'no-auth',
        });
      } else {
        await setPasswordWithRecoverySession(link, newPassword.trim());
      }
    } catch (error) {
      await explain(error);
      return;
    }
    notifySuccess(t('toasts.passwordUpdated'));
    // Any session in this browser predates the new password: sign out, then on to /login.
    void navigate('/logout', {
      replace: true,
      state: logoutThen('/login', timings.redirectAfterResetMs),
    });
  }

  async function explain(error: unknown): Promise<void> {
    if (
      isApiError(error, 408) ||
      (isApiError(error) && error.code === ErrorCode.RESET_LINK_INVALID)
    ) {
      notifyError(t('toasts.resetLinkInvalid'));
      // The button stays busy: this link is spent, a new one is requested on /forgot.
      await delay(timings.redirectAfterInvalidResetLinkMs);
      void navigate('/forgot', { replace: true });
      return;
    }
    if (isApiError(error, 409)) {
      notifyError(t('toasts.resetSamePassword'));
    } else if (isApiError(error, 422)) {
      setPasswordError(
        error.code === ErrorCode.PASSWORD_TOO_LONG
          ? t('spec.validation.passwordTooLong')
          : t('spec.validation.passwordTooShort'),
      );
    } else {
      notifyFailure(error, t('toasts.resetError'));
    }
    setWorking(false);
  }

  return { submit, working };
}

/**
 * A Supabase project's recovery link: its session is adopted (setSession), then the password set
 * with updateUser. The auth service's refusals are told in the same words as our server's.
 */
async function setPasswordWithRecoverySession(
  link: Extract<ResetLink, { kind: 'session' }>,
  password: string,
): Promise<void> {
  const client = await authClient();
  const adopted = await client.auth.setSession({
    access_token: link.accessToken,
    refresh_token: link.refreshToken,
  });
  if (adopted.error || !adopted.data.session) {
    throw new ApiError(408, ErrorCode.RESET_LINK_INVALID, t('toasts.resetLinkInvalid'));
  }
  const { error } = await client.auth.updateUser({ password });
  if (!error) return;
  if (error.code === 'same_password')
    throw new ApiError(409, ErrorCode.SAME_PASSWORD, error.message);
  if (error.code === 'weak_password') {
    throw new ApiError(422, ErrorCode.PASSWORD_TOO_SHORT, error.message);
  }
  if (error.status === 429) throw new ApiError(429, ErrorCode.RATE_LIMITED, error.message);
  if (error.status === 401 || error.status === 403) {
    throw new ApiError(408, ErrorCode.RESET_LINK_INVALID, t('toasts.resetLinkInvalid'));
  }
  throw new ApiError(error.status ?? 500, ErrorCode.INTERNAL, error.message);
}
