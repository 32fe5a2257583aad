import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapPinQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { copy } from '../lib/copy.ts';

const notFoundCopy = {
  title: 'Page not found',
  text: 'The page you are looking for does not exist or has moved. Check the address, or carry on from the home page or our plans.',
  pricing: 'See pricing',
} as const;

/** The public catch-all, shown inside the public layout. */
export function NotFoundPage() {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" gap="lg" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          <IconMapPinQuestion size={40} stroke={1.5} />
        </ThemeIcon>
        <Title order={1}>{notFoundCopy.title}</Title>
        <Text size="lg" maw={480}>
          {notFoundCopy.text}
        </Text>
        <Group justify="center">
          <Button component={Link} to="/" size="md">
            {copy.actions.backHome}
          </Button>
          <Button component={Link} to="/pricing" size="md" variant="default">
            {notFoundCopy.pricing}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
