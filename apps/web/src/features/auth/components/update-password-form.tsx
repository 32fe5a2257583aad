import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifyError } from '../../../lib/notify.ts';
import { useResetPassword, type ResetLink } from '../hooks/use-reset-password.ts';
import {
  canSubmitNewPassword,
  failedNewPasswordToast,
  updatePasswordRules,
  type UpdatePasswordValues,
} from '../update-password-form.rules.ts';
import { t } from '@vh/contracts';

/** The new-password form (SPEC §5): validated on change, enabled once both values agree. */
export function UpdatePasswordForm({ link }: { link: ResetLink }) {
  const form = useForm<UpdatePasswordValues>({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: updatePasswordRules,
    validateInputOnChange: true,
    // The confirmation depends on the password too: re-check it once it has been typed.
    onValuesChange: (values, previous) => {
      if (values.password !== previous.password && values.confirmPassword) {
        form.validateField('confirmPassword');
      }
    },
  });
  const { submit, working } = useResetPassword(link, (message) =>
    form.setFieldError('password', message),
  );

  const onInvalid = (_errors: unknown, values: UpdatePasswordValues) => {
    const message = failedNewPasswordToast(values);
    if (message) notifyError(message);
  };

  return (
    <form noValidate onSubmit={form.onSubmit(({ password }) => submit(password), onInvalid)}>
      <Stack gap="sm">
        <PasswordInput
          label={t('common.fields.newPassword')}
          autoComplete="new-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('common.fields.confirmNewPassword')}
          autoComplete="new-password"
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Button
          type="submit"
          fullWidth
          mt="xs"
          loading={working}
          disabled={working || !canSubmitNewPassword(form.values)}
        >
          {t('auth.updatePassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
