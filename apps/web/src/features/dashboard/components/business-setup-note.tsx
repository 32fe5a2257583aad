import { Alert, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { t } from '@vh/contracts';

/** SPEC §2: a new owner is invited to set up their first business profile; `action` leads there. */
export function BusinessSetupNote({ action }: { action?: ReactNode }) {
  return (
    <Alert
      color="indigo"
      variant="light"
      title={t('dashboard.businessSetupTitle')}
      icon={<IconBuildingStore aria-hidden />}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('dashboard.businessSetup')}</Text>
        {action}
      </Stack>
    </Alert>
  );
}
