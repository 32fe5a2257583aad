import { Alert, List } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { t } from '@vh/contracts';

/**
 * SPEC §2: what a new staff member sees while their account waits for approval: what happens next,
 * in order, so that waiting is not mistaken for something broken. `business` names whom to ask.
 */
export function PendingApprovalNote({ business }: { business?: string | undefined }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t('dashboard.pendingApprovalTitle')}
      icon={<IconHourglass aria-hidden />}
      // Mantine's yellow title on the light yellow fails WCAG AA contrast; the text colour passes.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <List type="ordered" size="sm" spacing={4}>
        <List.Item>{t('dashboard.pendingApprovalSteps.approve')}</List.Item>
        <List.Item>{t('dashboard.pendingApprovalSteps.clock')}</List.Item>
        <List.Item>{t('dashboard.pendingApprovalSteps.meanwhile')}</List.Item>
        <List.Item>
          {business
            ? t('dashboard.pendingApprovalSteps.askAt', { business })
            : t('dashboard.pendingApprovalSteps.ask')}
        </List.Item>
      </List>
    </Alert>
  );
}
