import { Alert, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { copy } from '../../../lib/copy.ts';

/** SPEC §2: a new owner is invited to set up their first business profile; `action` leads there. */
export function BusinessSetupNote({ action }: { action?: ReactNode }) {
  return (
    <Alert
      color="indigo"
      variant="light"
      title={copy.dashboard.businessSetupTitle}
      icon={<IconBuildingStore aria-hidden />}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{copy.dashboard.businessSetup}</Text>
        {action}
      </Stack>
    </Alert>
  );
}
