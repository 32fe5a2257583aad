import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId } from 'react';
import type { TProfile } from '@vh/contracts';
import { notifyError } from '../../../lib/notify.ts';
import {
  changePasswordRules,
  emptyChangePassword,
  failedChangePasswordToast,
  type ChangePasswordValues,
} from '../change-password-form.rules.ts';
import { useChangePassword } from '../hooks/use-change-password.ts';
import { t } from '@vh/contracts';

/** Current, new and confirmed password (SPEC §5 rules, validated on change). */
export function ChangePasswordCard({ profile }: { profile: TProfile }) {
  const titleId = useId();
  const form = useForm<ChangePasswordValues>({
    mode: 'controlled',
    initialValues: emptyChangePassword,
    validate: changePasswordRules,
    validateInputOnChange: true,
    // The confirmation depends on the new password too: re-check it once it has been typed.
    onValuesChange: (values, previous) => {
      if (values.newPassword !== previous.newPassword && values.confirmPassword) {
        form.validateField('confirmPassword');
      }
    },
  });
  const { submit, working } = useChangePassword(profile, {
    onChanged: () => form.reset(),
    onFieldError: (field, message) => form.setFieldError(field, message),
  });

  const onInvalid = (_errors: unknown, values: ChangePasswordValues) => {
    const message = failedChangePasswordToast(values);
    if (message) notifyError(message);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={form.onSubmit((values) => submit(values), onInvalid)}
      >
        <Stack gap="sm">
          <Title order={2} fz="h3" id={titleId}>
            {t('security.changePassword.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('security.changePassword.intro')}
          </Text>
          <PasswordInput
            label={t('security.changePassword.currentPassword')}
            autoComplete="current-password"
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('common.fields.newPassword')}
            autoComplete="new-password"
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('common.fields.confirmNewPassword')}
            autoComplete="new-password"
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Group justify="flex-end" mt="xs">
            <Button type="submit" loading={working}>
              {t('security.changePassword.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
