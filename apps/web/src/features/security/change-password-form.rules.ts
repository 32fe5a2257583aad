import { fillInField, fillInFieldNames, passwordProblem, toasts, validation } from '@vh/contracts';
import { CURRENT_PASSWORD_FIELD } from './security.copy.ts';

// The change-password form's rules (SPEC §5, as for the reset form). Passwords are trimmed before
// they are compared or sent, as on sign-up and sign-in, so the one stored is the one compared.

export type ChangePasswordValues = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};

export const emptyChangePassword: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

export const changePasswordRules = {
  // Only presence: whatever the current password is, the server is the one to judge it.
  currentPassword: (value: string) => (value.trim() ? null : validation.currentPasswordRequired),
  newPassword: (value: string) =>
    value.trim() ? (passwordProblem(value.trim())?.message ?? null) : validation.passwordRequired,
  confirmPassword: (value: string, values: ChangePasswordValues) => {
    if (!value.trim()) return validation.passwordRequired;
    return value.trim() === values.newPassword.trim() ? null : validation.passwordsDoNotMatch;
  },
};

/**
 * The toast for a submit that failed validation: the first missing field, else a mismatch. Null
 * when only the policy hint (too short or too long) remains; it shows inline.
 */
export function failedChangePasswordToast(values: ChangePasswordValues): string | null {
  if (!values.currentPassword.trim()) return fillInField(CURRENT_PASSWORD_FIELD);
  if (!values.newPassword.trim() || !values.confirmPassword.trim()) {
    return fillInField(fillInFieldNames.password);
  }
  if (values.newPassword.trim() !== values.confirmPassword.trim()) {
    return toasts.yourPasswordsDoNotMatch;
  }
  return null;
}
