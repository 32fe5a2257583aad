import { ErrorCode, type TProfile, type TSession, t } from '@vh/contracts';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { notifyLoading, settleToast } from '../../../lib/notify.ts';
import { authClient } from '../../../lib/supabase.ts';
import { changePassword } from '../api/change-password.ts';
import type { ChangePasswordValues } from '../change-password-form.rules.ts';

type PasswordField = 'currentPassword' | 'newPassword';

type Handlers = {
  /** The password was changed: the form can be cleared. */
  onChanged: () => void;
  /** A server answer about one field, shown under it. */
  onFieldError: (field: PasswordField, message: string) => void;
};

/**
 * Changes the password with the current one (SPEC §7 update password). A loading toast settles
 * into the outcome; the fresh session the server returns is adopted so this browser stays signed in.
 */
export function useChangePassword(profile: TProfile, { onChanged, onFieldError }: Handlers) {
  const [working, setWorking] = useState(false);

  async function submit(values: ChangePasswordValues): Promise<void> {
    setWorking(true);
    const toastId = notifyLoading(t('toasts.connectingTitle'), t('toasts.connectingMessage'));
    let session: TSession;
    try {
      session = await changePassword(profile.uid, {
        password: values.currentPassword.trim(),
        new_password: values.newPassword.trim(),
        email: profile.email,
      });
    } catch (error) {
      settleToast(toastId, 'error', explain(error, onFieldError));
      setWorking(false);
      return;
    }
    await adoptSession(session);
    settleToast(toastId, 'success', t('toasts.passwordChanged'));
    setWorking(false);
    onChanged();
  }

  return { submit, working };
}

/**
 * The server ended every other session, ours included, so the browser must hold the returned one.
 * A failure here is not reported as a failed change: the password did change, and saying otherwise
 * would send the user back to retry with a password that no longer works.
 */
async function adoptSession(session: TSession): Promise<void> {
  try {
    await (
      await authClient()
    ).auth.setSession({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
    });
  } catch {
    // The next authenticated call answers 401 and the app signs the user out as usual.
  }
}

/** The toast for a failed change; field-specific answers also show under their field. */
function explain(error: unknown, onFieldError: Handlers['onFieldError']): string {
  if (!isApiError(error)) return t('toasts.saveError');
  switch (error.code) {
    case ErrorCode.CURRENT_PASSWORD_WRONG:
      onFieldError('currentPassword', error.message);
      return t('toasts.saveError');
    case ErrorCode.SAME_PASSWORD:
      return t('toasts.resetSamePassword');
    case ErrorCode.PASSWORD_TOO_SHORT:
      onFieldError('newPassword', t('spec.validation.passwordTooShort'));
      return t('toasts.saveError');
    case ErrorCode.PASSWORD_TOO_LONG:
      onFieldError('newPassword', t('spec.validation.passwordTooLong'));
      return t('toasts.saveError');
    default:
      return t('toasts.saveError');
  }
}
