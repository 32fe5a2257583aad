import { Alert, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { layout, t } from '@vh/contracts';
import type { ReactNode } from 'react';
import { notifySuccess } from '../../../lib/notify.ts';
import { ContactForm } from './contact-form.tsx';

export type ContactModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The subject the form starts with; blank when omitted. */
  initialSubject?: string;
  /** A note shown above the form, e.g. why the visitor is writing to us instead of paying online. */
  notice?: ReactNode;
};

/**
 * 'Contact us' (SPEC §2 modals): the contact form in a modal, full screen on narrow screens. On
 * success it closes and confirms with a toast. The form starts afresh each time it opens.
 */
export function ContactModal({ opened, onClose, initialSubject, notice }: ContactModalProps) {
  const narrow = useMediaQuery(`(max-width: ${layout.mobileBreakpoint})`);

  function sent(email: string) {
    notifySuccess(t('contact.sentToast', { email }));
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('contact.title')}
      // Mantine's close button is an icon alone; without a label it has no accessible name.
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      fullScreen={narrow}
      size="lg"
    >
      <Stack gap="md">
        {notice ? (
          <Alert variant="light" icon={<IconInfoCircle aria-hidden />}>
            {notice}
          </Alert>
        ) : null}
        <ContactForm initialSubject={initialSubject} onSent={sent} />
      </Stack>
    </Modal>
  );
}
