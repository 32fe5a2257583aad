import { t } from '@vh/contracts';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { sendVerificationEmail } from '../api/send-verification-email.ts';

/**
 * Mails the signed-in user a verification link that comes back to `redirect` (SPEC §4, §8).
 * `onSent` runs after the success toast; a failure toasts and leaves everything as it was.
 */
export function useSendVerificationEmail(uid: string, redirect: string, onSent: () => void) {
  const [working, setWorking] = useState(false);

  async function send(): Promise<void> {
    setWorking(true);
    try {
      await sendVerificationEmail(uid, { redirect });
    } catch (error) {
      // A resend within the cooldown gets the server's reason (how long to wait).
      notifyFailure(error, t('toasts.genericError'));
      setWorking(false);
      return;
    }
    notifySuccess(t('toasts.verificationEmailSent'));
    setWorking(false);
    onSent();
  }

  return { send, working };
}
