import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { copy } from '../../../lib/copy.ts';

/** A minimal public landing page; the full one (features, pricing, FAQ) is a later issue. */
export function LandingPage() {
  return (
    <Center mih="100dvh" px="md">
      <Stack align="center" gap="lg" maw={560}>
        <Title order={1} ta="center">
          {copy.productName}
        </Title>
        <Text size="lg" ta="center" c="dimmed">
          {copy.tagline}
        </Text>
        <Group justify="center">
          <Button component={Link} to="/login" variant="default" size="md">
            {copy.actions.login}
          </Button>
          <Button component={Link} to="/register" size="md">
            {copy.actions.signUp}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
