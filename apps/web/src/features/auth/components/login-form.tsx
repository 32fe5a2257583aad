import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { t } from '@vh/contracts';
import { useLogin, type LoginValues } from '../hooks/use-login.ts';

const loginRules = {
  identifier: (value: string) =>
    value.trim() ? null : t('spec.validation.usernameOrEmailRequired'),
  password: (value: string) => (value.trim() ? null : t('spec.validation.passwordRequired')),
};

/** `next`: where to go after signing in (a path on this site), else /dashboard. */
export function LoginForm({ next = null }: { next?: string | null }) {
  const form = useForm<LoginValues>({
    mode: 'controlled',
    initialValues: { identifier: '', password: '' },
    validate: loginRules,
    validateInputOnChange: true,
  });
  const { submit, working } = useLogin(next);

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <TextInput
          label={t('common.fields.usernameOrEmail')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          key={form.key('identifier')}
          {...form.getInputProps('identifier')}
        />
        <PasswordInput
          label={t('common.fields.password')}
          autoComplete="current-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth mt="xs" loading={working} disabled={working}>
          {t('common.actions.login')}
        </Button>
      </Stack>
    </form>
  );
}
