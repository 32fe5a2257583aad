import { Paper, Stack, Text, Title } from '@mantine/core';
import { preferencesCopy as text } from '../preferences.copy.ts';

/** The settings' Preferences tab (SPEC §2, for staff): the spec gives it no settings yet. */
export function PreferencesSettings() {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {text.title}
        </Title>
        <Text size="sm" c="dimmed">
          {text.empty}
        </Text>
      </Stack>
    </Paper>
  );
}
