import { ErrorCode, timings, t } from '@vh/contracts';
import { useState } from 'react';
import { isApiError } from './api-client.ts';
import { delay } from './delay.ts';
import { notifyError, notifyFailure, notifySuccess } from './notify.ts';
import { useCountdown } from './use-countdown.ts';
import { sendResetEmail } from './send-reset-email.ts';

/** sessionStorage key of the cooldown's deadline: a reload resumes the countdown. */
export const FORGOT_COOLDOWN_KEY = 'vh-forgot-cooldown-until';

/**
 * Sends the password-reset email (SPEC §4, §8). After a successful send the button rests for
 * the contract's cooldown; `cooldown` is the number of seconds left (0 when it may send again).
 * Shared by /forgot and the settings' Security tab, so the two never drift apart.
 */
export function useForgotPassword() {
  const [working, setWorking] = useState(false);
  const { remaining: cooldown, start: startCooldown } = useCountdown(FORGOT_COOLDOWN_KEY);

  async function send(email: string): Promise<void> {
    setWorking(true);
    try {
      await sendResetEmail(email.trim());
      notifySuccess(t('toasts.forgotSent'));
      startCooldown(timings.forgotPasswordCooldownS);
    } catch (error) {
      await delay(timings.resetEmailErrorDelayMs);
      const noSuchUser =
        isApiError(error, 404) || (isApiError(error) && error.code === ErrorCode.NO_SUCH_USER);
      // A send within the server's own cooldown (429) says how long to wait.
      if (noSuchUser) notifyError(t('toasts.forgotNoUser'));
      else notifyFailure(error, t('toasts.forgotError'));
    } finally {
      setWorking(false);
    }
  }

  return { send, working, cooldown };
}
