import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { t } from '@vh/contracts';
import { useEffect, useRef } from 'react';

// Stands for the address inside the sentence.
const EMAIL_MARK = '\u0000';

/** What replaces the form once the message is sent. */
export function ContactSuccess({
  email,
  onSendAnother,
}: {
  email: string;
  onSendAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The address is set in bold inside the sentence: the sentence is cut in two around it.
  const [before = '', after = ''] = t('contact.success.replyTo', { email: EMAIL_MARK }).split(
    EMAIL_MARK,
  );

  // The form the user was in has gone; move focus so screen readers announce the outcome.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <Stack align="center" gap="md" py="md" ta="center">
      <ThemeIcon size="xl" radius="xl" color="teal" variant="light" aria-hidden>
        <IconCircleCheck />
      </ThemeIcon>
      <Title order={2} fz="h3" ref={heading} tabIndex={-1}>
        {t('contact.success.title')}
      </Title>
      <Text>
        {before}
        <Text span fw={700}>
          {email}
        </Text>
        {after}
      </Text>
      <Button variant="light" onClick={onSendAnother}>
        {t('contact.success.sendAnother')}
      </Button>
    </Stack>
  );
}
