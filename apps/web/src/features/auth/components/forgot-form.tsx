import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { t } from '@vh/contracts';
import { useForgotPassword } from '../../../lib/use-forgot-password.ts';

type ForgotValues = { email: string };

// SPEC §5: the email is required; no format check (the server answers a malformed one).
const forgotRules = {
  email: (value: string) => (value.trim() ? null : t('spec.validation.emailRequired')),
};

/** The email field and the send button, which counts down its cooldown after a send. */
export function ForgotForm() {
  const form = useForm<ForgotValues>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: forgotRules,
    validateInputOnChange: true,
  });
  const { send, working, cooldown } = useForgotPassword();

  return (
    <form noValidate onSubmit={form.onSubmit(({ email }) => send(email))}>
      <Stack gap="sm">
        <TextInput
          label={t('common.fields.email')}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button
          type="submit"
          fullWidth
          mt="xs"
          loading={working}
          disabled={working || cooldown > 0}
        >
          {cooldown > 0 ? t('spec.waitToTryAgain', { seconds: cooldown }) : t('auth.forgot.send')}
        </Button>
      </Stack>
    </form>
  );
}
