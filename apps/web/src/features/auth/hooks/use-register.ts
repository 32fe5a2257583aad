import { ErrorCode, timings, type TSignUpRequest, t } from '@vh/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { delay } from '../../../lib/delay.ts';
import { reloadTo } from '../../../lib/navigation.ts';
import { notifyError, notifyLoading, settleFailure, settleToast } from '../../../lib/notify.ts';
import { checkAvailability, type AvailabilityField } from '../api/check-availability.ts';
import { registerUser } from '../api/register-user.ts';
import { signIn } from '../sign-in.ts';

type SetFieldError = (field: 'username' | 'email' | 'password', message: string) => void;

type RegisterOptions = {
  setFieldError: SetFieldError;
  /**
   * A staff sign-up whose invite code the server refused: it was replaced or its centre closed
   * since the code was validated, so the person has to enter another.
   */
  onInviteInvalid?: () => void;
};

const existsMessage = {
  username: 'toasts.usernameExists',
  email: 'toasts.emailExists',
} as const satisfies Record<AvailabilityField, string>;

/**
 * Sign-up after a form validated, free or with an invite code (SPEC §4, §5, §8): availability
 * checks, the 'Signing up...' toast, POST /api/users/ with the body `toRequest` builds, automatic
 * sign-in, then a full load of /dashboard.
 */
export function useRegister<V>(toRequest: (values: V) => TSignUpRequest, options: RegisterOptions) {
  const { setFieldError } = options;
  const navigate = useNavigate();
  const [working, setWorking] = useState(false);

  async function register(values: V): Promise<void> {
    setWorking(true);
    try {
      await run(values);
    } catch {
      // Nothing in run() should throw; if something does, the visitor still gets an answer.
      notifyError(t('toasts.registerError'));
      setWorking(false);
    }
  }

  async function run(values: V): Promise<void> {
    const request = toRequest(values);

    const taken = await takenFields(request.username, request.email);
    if (taken.length > 0) {
      for (const field of taken) setFieldError(field, t(existsMessage[field]));
      await delay(timings.availabilityErrorDelayMs);
      for (const field of taken) {
        notifyError(t(existsMessage[field]), { autoClose: timings.availabilityErrorAutoCloseMs });
      }
      setWorking(false);
      return;
    }

    const toast = notifyLoading(t('toasts.signingUpTitle'), t('toasts.signingUpMessage'));
    try {
      await registerUser(request);
    } catch (error) {
      setWorking(false);
      const explained = explainRegisterError(error, options);
      if (explained) settleToast(toast, 'error', explained);
      else settleFailure(toast, error, t('toasts.registerError'));
      return;
    }

    try {
      await signIn({
        username: request.username,
        password: request.password,
        type: 'username',
        pin_code: '',
      });
    } catch {
      // The account exists, so 'error registering … try again' would mislead: send them to sign in.
      settleToast(toast, 'error', t('toasts.signInError'));
      setWorking(false);
      void navigate('/login');
      return;
    }

    settleToast(toast, 'success', t('toasts.registeredAndSignedIn'));
    await delay(timings.redirectAfterSignInMs);
    reloadTo('/dashboard');
  }

  return { register, working };
}

/**
 * Both checks run together. A check that fails for another reason (network, rate limit) does not
 * stop the sign-up: the server checks again and answers 409 itself.
 */
async function takenFields(username: string, email: string): Promise<AvailabilityField[]> {
  const fields: AvailabilityField[] = ['username', 'email'];
  const results = await Promise.allSettled([
    checkAvailability('username', username),
    checkAvailability('email', email),
  ]);
  return fields.filter((_, index) => {
    const result = results[index];
    return result?.status === 'fulfilled' && result.value === 'taken';
  });
}

/**
 * The words for a refused sign-up that concern the form itself, shown on the field as well; null
 * for anything else, which settleFailure words (the offline toast, the server's reason where it
 * gives one, such as a rate limit, else SPEC's 'error registering').
 */
function explainRegisterError(
  error: unknown,
  { setFieldError, onInviteInvalid }: RegisterOptions,
): string | null {
  if (!isApiError(error)) return null;
  switch (error.code) {
    case ErrorCode.USERNAME_TAKEN:
      setFieldError('username', t('toasts.usernameExists'));
      return t('toasts.usernameExists');
    case ErrorCode.EMAIL_TAKEN:
      setFieldError('email', t('toasts.emailExists'));
      return t('toasts.emailExists');
    case ErrorCode.PASSWORD_TOO_SHORT:
      setFieldError('password', t('spec.validation.passwordTooShort'));
      return t('toasts.registerError');
    case ErrorCode.PASSWORD_TOO_LONG:
      setFieldError('password', t('spec.validation.passwordTooLong'));
      return t('toasts.registerError');
    case ErrorCode.INVITE_CODE_INVALID:
      onInviteInvalid?.();
      return t('spec.validation.inviteCodeInvalid');
    default:
      return null;
  }
}
