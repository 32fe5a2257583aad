import { passwordProblem, t } from '@vh/contracts';

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
  currentPassword: (value: string) =>
    value.trim() ? null : t('spec.validation.currentPasswordRequired'),
  newPassword: (value: string) =>
    value.trim()
      ? (passwordProblem(value.trim())?.message ?? null)
      : t('spec.validation.passwordRequired'),
  confirmPassword: (value: string, values: ChangePasswordValues) => {
    if (!value.trim()) return t('spec.validation.passwordRequired');
    return value.trim() === values.newPassword.trim()
      ? null
      : t('spec.validation.passwordsDoNotMatch');
  },
};

/**
 * The toast for a submit that failed validation: the first missing field, else a mismatch. Null
 * when only the policy hint (too short or too long) remains; it shows inline.
 */
export function failedChangePasswordToast(values: ChangePasswordValues): string | null {
  if (!values.currentPassword.trim())
    return t('spec.fillInField', { field: t('security.currentPasswordField') });
  if (!values.newPassword.trim() || !values.confirmPassword.trim()) {
    return t('spec.fillInField', { field: t('spec.fillInFieldNames.password') });
  }
  if (values.newPassword.trim() !== values.confirmPassword.trim()) {
    return t('toasts.yourPasswordsDoNotMatch');
  }
  return null;
}
