import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { layout, verifyEmailModal } from '@vh/contracts';
import { copy } from '../../../lib/copy.ts';
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
      title={verifyEmailModal.title}
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': copy.actions.close }}
    >
      <Stack gap="md">
        <TextInput label={copy.fields.email} value={email} readOnly />
        <Button onClick={() => void send()} loading={working} disabled={working}>
          {verifyEmailModal.sendButton}
        </Button>
      </Stack>
    </Modal>
  );
}
