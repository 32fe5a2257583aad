import { Paper, Stack, Text, Title } from '@mantine/core';
import { t } from '@vh/contracts';

/** The settings' Preferences tab (SPEC §2, for staff): the spec gives it no settings yet. */
export function PreferencesSettings() {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {t('preferences.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('preferences.empty')}
        </Text>
      </Stack>
    </Paper>
  );
}
