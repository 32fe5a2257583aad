import { Button, Stack } from '@mantine/core';
import { t } from '@vh/contracts';
import { Link, useLocation } from 'react-router';
import { usePayPeriods } from '../hooks/use-pay-periods.ts';
import { payPeriodSearch } from '../period-link.ts';
import { LatePunchesNotice } from './late-punches-notice.tsx';

/**
 * One notice for each closed period that punches delivered late have reached since, each with a
 * way to the period: on the owner's home and above the Pay panel's list. Only the owner, who
 * alone reopens (the list's can_close), sees them; a refused or failed call shows nothing.
 * `enabled`: false for someone who may not read the periods, so the call is not made.
 */
export function LatePunchesBanners({ enabled = true }: { enabled?: boolean }) {
  const periods = usePayPeriods({ enabled });
  const { pathname } = useLocation();
  const list = periods.data;
  if (!list?.can_close) return null;
  const late = list.periods.filter((period) => period.late_punch_count > 0);
  if (late.length === 0) return null;
  return (
    <Stack gap="sm">
      {late.map((period) => (
        <LatePunchesNotice
          key={period.start}
          period={period}
          action={
            <Button
              component={Link}
              to={{ pathname, search: payPeriodSearch(period.start) }}
              size="xs"
              variant="default"
            >
              {t('payPeriods.latePunches.open')}
            </Button>
          }
        />
      ))}
    </Stack>
  );
}
