import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TProfile } from '@vh/contracts';
import { copy } from '../../../lib/copy.ts';

/** The signed-in user's home. The full dashboard (panels, bot, settings) is a later issue. */
export function UserDashboard({ profile }: { profile: TProfile }) {
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {copy.dashboard.welcome(profile.first_name)}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Detail label={copy.dashboard.emailLabel} value={profile.email} />
        <Detail label={copy.dashboard.usernameLabel} value={profile.username} />
      </SimpleGrid>
    </Stack>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Paper>
  );
}
