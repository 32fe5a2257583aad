import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PanelTitle } from './panel-title.tsx';
import { t } from '@vh/contracts';

/**
 * SPEC §2: the dashboard panel. Its content (the paper-trading bot and its Recent activity log)
 * belongs to another feature, so the shell passes it in as `children`.
 */
export function DashboardPanel({ children }: { children: ReactNode }) {
  return (
    <Stack gap="lg">
      <PanelTitle>{t('common.dashboard.panels.dashboard.label')}</PanelTitle>
      {children}
    </Stack>
  );
}
