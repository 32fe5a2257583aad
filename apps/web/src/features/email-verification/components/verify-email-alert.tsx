import { Button, Group, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMailExclamation } from '@tabler/icons-react';
import { t, type TProfile } from '@vh/contracts';
import { VerifyEmailModal } from './verify-email-modal.tsx';

/**
 * The dashboard's reminder for a user whose email is not confirmed, with the way to confirm it. One
 * line, a short one on a phone, so that it never pushes the clock below the fold.
 */
export function VerifyEmailAlert({ profile }: { profile: TProfile }) {
  const [opened, { open, close }] = useDisclosure(false);

  return (
    <>
      <Paper
        // A standing reminder, not news: nothing a screen reader should announce on arrival.
        role="note"
        bg="var(--mantine-color-yellow-light)"
        radius="sm"
        px="sm"
        py={6}
      >
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap" miw={0}>
            <IconMailExclamation size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" truncate hiddenFrom="xs">
              {t('emailVerification.notVerifiedShort')}
            </Text>
            <Text size="sm" truncate visibleFrom="xs">
              {t('emailVerification.notVerified')}
            </Text>
          </Group>
          <Button size="compact-sm" variant="default" onClick={open} style={{ flexShrink: 0 }}>
            {t('emailVerification.open')}
          </Button>
        </Group>
      </Paper>
      <VerifyEmailModal opened={opened} onClose={close} uid={profile.uid} email={profile.email} />
    </>
  );
}
