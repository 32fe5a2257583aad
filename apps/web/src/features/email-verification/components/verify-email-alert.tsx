import { Alert, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TProfile } from '@vh/contracts';
import { VerifyEmailModal } from './verify-email-modal.tsx';
import { t } from '@vh/contracts';

/** The dashboard's reminder for a user whose email is not confirmed, with the way to confirm it. */
export function VerifyEmailAlert({ profile }: { profile: TProfile }) {
  const [opened, { open, close }] = useDisclosure(false);

  return (
    <>
      <Alert color="yellow" variant="light">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('emailVerification.notVerified')}</Text>
          <Button size="xs" variant="light" onClick={open}>
            {t('emailVerification.open')}
          </Button>
        </Group>
      </Alert>
      <VerifyEmailModal opened={opened} onClose={close} uid={profile.uid} email={profile.email} />
    </>
  );
}
