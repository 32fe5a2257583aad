import { Button, Stack } from '@mantine/core';
import { useRegister } from '../hooks/use-register.ts';
import { useSignUpForm } from '../hooks/use-sign-up-form.ts';
import {
  emptyRegisterValues,
  failedSubmitToast,
  registerRules,
  toRegisterRequest,
} from '../register-form.rules.ts';
import { AccountFields, NewPasswordFields } from './sign-up-fields.tsx';
import { t } from '@vh/contracts';

/** The free sign-up form (SPEC §5): validated on change, the toasts of §8 on submit. */
export function RegisterForm() {
  const { form, onInvalid } = useSignUpForm(emptyRegisterValues, registerRules, failedSubmitToast);
  const { register, working } = useRegister(toRegisterRequest, {
    setFieldError: (field, message) => form.setFieldError(field, message),
  });

  return (
    <form noValidate onSubmit={form.onSubmit(register, onInvalid)}>
      <Stack gap="sm">
        <AccountFields form={form} />
        <NewPasswordFields form={form} />
        <Button type="submit" fullWidth mt="xs" loading={working} disabled={working}>
          {t('common.actions.signUp')}
        </Button>
      </Stack>
    </form>
  );
}
