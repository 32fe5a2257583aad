import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type TProfile, t } from '@vh/contracts';
import { useForgotPassword } from '../../../lib/use-forgot-password.ts';

/** Mails a reset link to the account's own address: the user is known, so nothing is typed. */
export function ForgotPasswordCard({ profile }: { profile: TProfile }) {
  const { send, working, cooldown } = useForgotPassword();

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {t('security.forgotPassword.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('security.forgotPassword.intro')}
        </Text>
        {/* Long addresses wrap anywhere rather than push a narrow screen sideways. */}
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('security.forgotPassword.sentTo')}{' '}
          <Text span fw={600} inherit>
            {profile.email}
          </Text>
        </Text>
        <Group justify="flex-end" mt="xs">
          <Button
            variant="light"
            loading={working}
            disabled={working || cooldown > 0}
            onClick={() => void send(profile.email)}
          >
            {cooldown > 0
              ? t('spec.waitToTryAgain', { seconds: cooldown })
              : t('security.forgotPassword.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
