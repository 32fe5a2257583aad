import { passwordProblem, t } from '@vh/contracts';

// The new-password form's rules (SPEC §5). Both values are trimmed before they are compared or
// sent, like the sign-up form's, so the stored password is the one that was compared.

export type UpdatePasswordValues = { password: string; confirmPassword: string };

export const updatePasswordRules = {
  password: (value: string) =>
    value.trim()
      ? (passwordProblem(value.trim())?.message ?? null)
      : t('spec.validation.passwordRequired'),
  confirmPassword: (value: string, values: UpdatePasswordValues) => {
    if (!value.trim()) return t('spec.validation.passwordRequired');
    return value.trim() === values.password.trim()
      ? null
      : t('spec.validation.passwordsDoNotMatch');
  },
};

/** SPEC §2: the submit button is enabled once both are non-empty and equal after trimming. */
export function canSubmitNewPassword(values: UpdatePasswordValues): boolean {
  const password = values.password.trim();
  return password !== '' && password === values.confirmPassword.trim();
}

/**
 * The toast for a submit that failed validation: a missing password, else a mismatch. Null when
 * only the policy hint (too short or too long) remains; it shows inline.
 */
export function failedNewPasswordToast(values: UpdatePasswordValues): string | null {
  if (!values.password.trim() || !values.confirmPassword.trim()) {
    return t('spec.fillInField', { field: t('spec.fillInFieldNames.password') });
  }
  if (values.password.trim() !== values.confirmPassword.trim()) {
    return t('toasts.yourPasswordsDoNotMatch');
  }
  return null;
}
