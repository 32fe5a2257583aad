import { Alert, Stack, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { t, type TPayPeriodSummary } from '@vh/contracts';
import type { ReactNode } from 'react';
import { formatCalendarDate } from '../../../lib/dates.ts';

/**
 * Punches kept on a phone without signal that reached the server after their pay period was
 * closed: the closed total is not what the hours now say. For the owner, who alone reopens.
 * `action` leads to the period (nothing on the period's own screen, whose Reopen is below).
 */
export function LatePunchesNotice({
  period,
  action,
}: {
  period: Pick<TPayPeriodSummary, 'start' | 'end' | 'late_punch_count'>;
  action?: ReactNode;
}) {
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t('payPeriods.latePunches.title')}
      icon={<IconClockExclamation aria-hidden />}
      // Mantine's yellow title on the light yellow fails WCAG AA contrast; the text colour passes.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="late-punches"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {t('payPeriods.latePunches.notice', {
            count: period.late_punch_count,
            from: formatCalendarDate(period.start),
            to: formatCalendarDate(period.end),
          })}
        </Text>
        {action}
      </Stack>
    </Alert>
  );
}
