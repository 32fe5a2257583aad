import { useForm, type FormValidateInput } from '@mantine/form';
import { notifyError } from '../../../lib/notify.ts';
import type { RegisterValues } from '../register-form.rules.ts';

/**
 * The form state both sign-up forms share (SPEC §5): validated on change, and on a failed submit
 * the toast `failedSubmitToast` picks (the first missing field, or the password mismatch).
 */
export function useSignUpForm<V extends RegisterValues>(
  initialValues: V,
  validate: FormValidateInput<V>,
  failedSubmitToast: (values: V) => string | null,
) {
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validate,
    validateInputOnChange: true,
    // The confirmation depends on the password too: re-check it once it has been typed.
    onValuesChange: (values, previous) => {
      if (values.password !== previous.password && values.confirmPassword) {
        form.validateField('confirmPassword');
      }
    },
  });

  const onInvalid = (_errors: unknown, values: V) => {
    const message = failedSubmitToast(values);
    if (message) notifyError(message);
  };

  return { form, onInvalid };
}
