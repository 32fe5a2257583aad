import { EmptyState, Paper, Stack, Title } from '@mantine/core';
import { IconActivity } from '@tabler/icons-react';
import { useId } from 'react';
import { copy } from '../../../lib/copy.ts';
import { PanelTitle } from './panel-title.tsx';

/**
 * SPEC §2: the dashboard panel's Recent activity. The live log and the bot controls come with a
 * later issue; until then it says plainly that there is nothing to show.
 */
export function DashboardPanel() {
  const headingId = useId();
  return (
    <Stack gap="lg">
      <PanelTitle>{copy.dashboard.panels.dashboard.label}</PanelTitle>
      <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={2} fz="h3" id={headingId}>
            {copy.dashboard.recentActivity}
          </Title>
          <EmptyState py="xl" icon={<IconActivity aria-hidden />} withIndicatorBackground>
            <EmptyState.Title order={3}>{copy.dashboard.noActivityTitle}</EmptyState.Title>
            <EmptyState.Description>{copy.dashboard.noActivity}</EmptyState.Description>
          </EmptyState>
        </Stack>
      </Paper>
    </Stack>
  );
}
