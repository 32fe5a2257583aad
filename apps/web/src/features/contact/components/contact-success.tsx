import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { contactCopy } from '../contact.copy.ts';

/** What replaces the form once the message is sent. */
export function ContactSuccess({
  email,
  onSendAnother,
}: {
  email: string;
  onSendAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);

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
        {contactCopy.success.title}
      </Title>
      <Text>
        {contactCopy.success.replyTo}{' '}
        <Text span fw={700}>
          {email}
        </Text>
        .
      </Text>
      <Button variant="light" onClick={onSendAnother}>
        {contactCopy.success.sendAnother}
      </Button>
    </Stack>
  );
}
