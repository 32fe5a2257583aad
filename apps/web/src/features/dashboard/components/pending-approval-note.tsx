import { Alert, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { t } from '@vh/contracts';

/** SPEC §2: what a new staff member sees while their manager has not approved the account. */
export function PendingApprovalNote() {
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t('dashboard.pendingApprovalTitle')}
      icon={<IconHourglass aria-hidden />}
      // Mantine's yellow title on the light yellow fails WCAG AA contrast; the text colour passes.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm">{t('dashboard.pendingApproval')}</Text>
    </Alert>
  );
}
