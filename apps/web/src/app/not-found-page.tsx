import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapPinQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { t } from '@vh/contracts';

/** The public catch-all, shown inside the public layout. */
export function NotFoundPage() {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" gap="lg" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          <IconMapPinQuestion size={40} stroke={1.5} />
        </ThemeIcon>
        <Title order={1}>{t('common.notFound.title')}</Title>
        <Text size="lg" maw={480}>
          {t('common.notFound.text')}
        </Text>
        <Group justify="center">
          <Button component={Link} to="/" size="md">
            {t('common.actions.backHome')}
          </Button>
          <Button component={Link} to="/pricing" size="md" variant="default">
            {t('common.notFound.pricing')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
