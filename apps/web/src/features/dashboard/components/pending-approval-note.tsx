import { Alert, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { copy } from '../../../lib/copy.ts';

/** SPEC §2: what a new staff member sees while their manager has not approved the account. */
export function PendingApprovalNote() {
  return (
    <Alert
      color="yellow"
      variant="light"
      title={copy.dashboard.pendingApprovalTitle}
      icon={<IconHourglass aria-hidden />}
    >
      <Text size="sm">{copy.dashboard.pendingApproval}</Text>
    </Alert>
  );
}
