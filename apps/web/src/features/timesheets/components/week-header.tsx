import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconLockOpen } from '@tabler/icons-react';
import { t, type TTimesheetWeek } from '@vh/contracts';
import { formatInstant } from '../../../lib/dates.ts';
import { formatLongDay } from '../wall-clock.ts';
import { HoursSummary } from './hours-summary.tsx';
import { WeekNav } from './week-nav.tsx';

/** Whose week, which week, its approval and lock, and its totals. */
export function WeekHeader({
  week,
  ownView,
  onWeek,
  onApprove,
  approving,
  onUnlock,
}: {
  week: TTimesheetWeek;
  ownView: boolean;
  onWeek: (week: string | null) => void;
  onApprove: () => void;
  approving: boolean;
  onUnlock: () => void;
}) {
  const lockedWords = week.can_unlock
    ? t('timesheets.approval.lockedOwner')
    : week.can_manage
      ? t('timesheets.approval.lockedManager')
      : t('timesheets.approval.lockedStaff');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
            {ownView
              ? t('timesheets.week.ownTitle')
              : t('timesheets.week.title', { name: week.name })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('timesheets.week.range', {
              from: formatLongDay(week.week_start),
              to: formatLongDay(week.week_end),
            })}
          </Text>
        </div>
        <WeekNav previous={week.previous_week} next={week.next_week} onWeek={onWeek} />
        <Group gap="xs" wrap="wrap">
          {week.locked && (
            <Badge color="teal.9" leftSection={<IconLock size={12} aria-hidden />}>
              {t('timesheets.approval.locked')}
            </Badge>
          )}
          <Text size="sm" fw={week.approval ? 600 : 400}>
            {week.approval
              ? t('timesheets.approval.approvedBy', {
                  name: week.approval.approved_by_name,
                  when: formatInstant(week.approval.approved_at),
                })
              : t('timesheets.approval.notApproved')}
          </Text>
          {week.can_manage && !week.locked && (
            <Button size="xs" loading={approving} onClick={onApprove}>
              {t('timesheets.approval.approve')}
            </Button>
          )}
          {week.locked && week.can_unlock && (
            <Button
              size="xs"
              variant="outline"
              leftSection={<IconLockOpen size={14} aria-hidden />}
              onClick={onUnlock}
            >
              {t('timesheets.approval.unlock')}
            </Button>
          )}
        </Group>
        {week.locked && (
          <Alert color="gray" icon={<IconLock aria-hidden />}>
            {lockedWords}
          </Alert>
        )}
        {week.approval?.stale && (
          <Alert color="orange" variant="light">
            {t('timesheets.approval.stale')}
          </Alert>
        )}
        <HoursSummary hours={week.totals} label={t('timesheets.totals.label')} />
        {week.flag_count > 0 && (
          <Group gap={6} wrap="nowrap">
            <IconAlertTriangle size={16} color="var(--mantine-color-red-9)" aria-hidden />
            <Text size="sm" c="red.9">
              {t('timesheets.week.flagCount', { count: week.flag_count })}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
