import { Stack, Tabs } from '@mantine/core';
import { t, type TProfile } from '@vh/contracts';
import { useState } from 'react';
import { HolidaysSettings } from './holidays-settings.tsx';
import { OvertimeRulesForm } from './overtime-rules-form.tsx';
import { ReportView } from './report-view.tsx';

type Tab = 'report' | 'settings';

/**
 * The Reports panel (?panel=reports), for owners and managers: a period's report and exports, and
 * what the counting rests on: the overtime rules and each centre's public holidays (the owner
 * edits them; managers read them).
 */
export function ReportsPanel({ profile }: { profile: TProfile }) {
  const [tab, setTab] = useState<Tab>('report');
  return (
    <Tabs
      value={tab}
      onChange={(value) => setTab(value === 'settings' ? 'settings' : 'report')}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('reports.tabs.label')}>
        <Tabs.Tab value="report">{t('reports.tabs.report')}</Tabs.Tab>
        <Tabs.Tab value="settings">{t('reports.tabs.settings')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="report" pt="md">
        <ReportView profile={profile} />
      </Tabs.Panel>
      <Tabs.Panel value="settings" pt="md">
        <Stack gap="lg">
          <OvertimeRulesForm />
          <HolidaysSettings profile={profile} />
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
