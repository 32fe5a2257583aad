import { ErrorCode, timings, toasts, validation } from '@vh/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { delay } from '../../../lib/delay.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { resetPassword } from '../api/reset-password.ts';
import { logoutThen } from '../logout-redirect.ts';

export type ResetLink = { email: string; token: string };

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
      await resetPassword({
        email: link.email,
        token: link.token,
        new_password: newPassword.trim(),
        request_type: 'no-auth',
      });
    } catch (error) {
      await explain(error);
      return;
    }
    notifySuccess(toasts.passwordChanged);
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
      notifyError(toasts.resetLinkInvalid);
      // The button stays busy: this link is spent, a new one is requested on /forgot.
      await delay(timings.redirectAfterInvalidResetLinkMs);
      void navigate('/forgot', { replace: true });
      return;
    }
    if (isApiError(error, 409)) {
      notifyError(toasts.resetSamePassword);
    } else if (isApiError(error, 422)) {
      setPasswordError(
        error.code === ErrorCode.PASSWORD_TOO_LONG
          ? validation.passwordTooLong
          : validation.passwordTooShort,
      );
    } else {
      notifyError(toasts.resetError);
    }
    setWorking(false);
  }

  return { submit, working };
}
