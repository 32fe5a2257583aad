import { ErrorCode, timings, toasts, validation } from '@vh/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { delay } from '../../../lib/delay.ts';
import { reloadTo } from '../../../lib/navigation.ts';
import { notifyError, notifyLoading, settleToast } from '../../../lib/notify.ts';
import { checkAvailability, type AvailabilityField } from '../api/check-availability.ts';
import { registerUser } from '../api/register-user.ts';
import { toRegisterRequest, type RegisterValues } from '../register-form.rules.ts';
import { signIn } from '../sign-in.ts';

type SetFieldError = (field: 'username' | 'email' | 'password', message: string) => void;

const existsMessage = {
  username: toasts.usernameExists,
  email: toasts.emailExists,
} as const satisfies Record<AvailabilityField, string>;

/**
 * The free sign-up after the form validated (SPEC §4, §5, §8): availability checks, the
 * 'Signing up...' toast, POST /api/users/, automatic sign-in, then a full load of /dashboard.
 */
export function useRegister(setFieldError: SetFieldError) {
  const navigate = useNavigate();
  const [working, setWorking] = useState(false);

  async function register(values: RegisterValues): Promise<void> {
    setWorking(true);
    try {
      await run(values);
    } catch {
      // Nothing in run() should throw; if something does, the visitor still gets an answer.
      notifyError(toasts.registerError);
      setWorking(false);
    }
  }

  async function run(values: RegisterValues): Promise<void> {
    const request = toRegisterRequest(values);

    const taken = await takenFields(request.username, request.email);
    if (taken.length > 0) {
      for (const field of taken) setFieldError(field, existsMessage[field]);
      await delay(timings.availabilityErrorDelayMs);
      for (const field of taken) {
        notifyError(existsMessage[field], { autoClose: timings.availabilityErrorAutoCloseMs });
      }
      setWorking(false);
      return;
    }

    const toast = notifyLoading(toasts.signingUpTitle, toasts.signingUpMessage);
    try {
      await registerUser(request);
    } catch (error) {
      settleToast(toast, 'error', explainRegisterError(error, setFieldError));
      setWorking(false);
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
      settleToast(toast, 'error', toasts.signInError);
      setWorking(false);
      void navigate('/login');
      return;
    }

    settleToast(toast, 'success', toasts.registeredAndSignedIn);
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

function explainRegisterError(error: unknown, setFieldError: SetFieldError): string {
  if (!isApiError(error)) return toasts.registerError;
  switch (error.code) {
    case ErrorCode.USERNAME_TAKEN:
      setFieldError('username', toasts.usernameExists);
      return toasts.usernameExists;
    case ErrorCode.EMAIL_TAKEN:
      setFieldError('email', toasts.emailExists);
      return toasts.emailExists;
    case ErrorCode.PASSWORD_TOO_SHORT:
      setFieldError('password', validation.passwordTooShort);
      return toasts.registerError;
    case ErrorCode.PASSWORD_TOO_LONG:
      setFieldError('password', validation.passwordTooLong);
      return toasts.registerError;
    default:
      return toasts.registerError;
  }
}
