import { Button, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { copy } from '../../../lib/copy.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useRegister } from '../hooks/use-register.ts';
import {
  emptyRegisterValues,
  failedSubmitToast,
  registerRules,
  type RegisterValues,
} from '../register-form.rules.ts';

/** The free sign-up form (SPEC §5): validated on change, the toasts of §8 on submit. */
export function RegisterForm() {
  const form = useForm<RegisterValues>({
    mode: 'controlled',
    initialValues: emptyRegisterValues,
    validate: registerRules,
    validateInputOnChange: true,
    // The confirmation depends on the password too: re-check it once it has been typed.
    onValuesChange: (values, previous) => {
      if (values.password !== previous.password && values.confirmPassword) {
        form.validateField('confirmPassword');
      }
    },
  });
  const { register, working } = useRegister((field, message) => form.setFieldError(field, message));

  const onInvalid = (_errors: unknown, values: RegisterValues) => {
    const message = failedSubmitToast(values);
    if (message) notifyError(message);
  };

  return (
    <form noValidate onSubmit={form.onSubmit(register, onInvalid)}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={copy.fields.firstName}
            autoComplete="given-name"
            key={form.key('firstName')}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={copy.fields.lastName}
            autoComplete="family-name"
            key={form.key('lastName')}
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={copy.fields.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <TextInput
          label={copy.fields.email}
          type="email"
          autoComplete="email"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={copy.fields.password}
          autoComplete="new-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={copy.fields.confirmPassword}
          autoComplete="new-password"
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth mt="xs" loading={working} disabled={working}>
          {copy.actions.signUp}
        </Button>
      </Stack>
    </form>
  );
}
