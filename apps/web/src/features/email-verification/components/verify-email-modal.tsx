import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { layout, t } from '@vh/contracts';
import { useSendVerificationEmail } from '../hooks/use-send-verification-email.ts';

/**
 * 'Verify your email' (SPEC §2 modals): the user's email, read-only, and a button that mails the
 * verification link. Full screen on narrow screens. Closes itself once the mail is sent.
 */
export function VerifyEmailModal({
  opened,
  onClose,
  uid,
  email,
  redirect = '/dashboard',
}: {
  opened: boolean;
  onClose: () => void;
  uid: string;
  email: string;
  /** Where the mailed link leads after confirming: a path on this site. */
  redirect?: string;
}) {
  const narrow = useMediaQuery(`(max-width: ${layout.mobileBreakpoint})`);
  const { send, working } = useSendVerificationEmail(uid, redirect, onClose);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('spec.verifyEmailModal.title')}
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <Stack gap="md">
        <TextInput label={t('common.fields.email')} value={email} readOnly />
        <Button onClick={() => void send()} loading={working} disabled={working}>
          {t('spec.verifyEmailModal.sendButton')}
        </Button>
      </Stack>
    </Modal>
  );
}
