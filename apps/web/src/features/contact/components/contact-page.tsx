import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { t } from '@vh/contracts';
import { useState } from 'react';
import { ContactForm } from './contact-form.tsx';
import { ContactSuccess } from './contact-success.tsx';

/** /contact: the page content only; the public layout around it brings the header and footer. */
export function ContactPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('contact.title')}</Title>
          <Text>{t('contact.page.intro')}</Text>
          <Text size="sm" c="dimmed">
            {t('contact.page.hours')}
          </Text>
        </Stack>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          {sentTo === null ? (
            <ContactForm onSent={setSentTo} />
          ) : (
            <ContactSuccess email={sentTo} onSendAnother={() => setSentTo(null)} />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
