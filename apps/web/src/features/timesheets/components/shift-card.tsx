import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { t, type TTimesheetShift } from '@vh/contracts';
import type { TEditTarget } from '../edit-request.ts';
import { formatHours } from '../../../lib/hours.ts';
import { formatShiftTimes } from '../wall-clock.ts';
import { EditHistory } from './edit-history.tsx';
import { ShiftFlags } from './shift-flags.tsx';

/** How the viewer may act on a shift: a manager edits (not while locked); staff ask. */
export type TShiftActions =
  | { kind: 'manage'; locked: boolean; onEdit: (target: TEditTarget) => void }
  | { kind: 'ask'; onAsk: () => void }
  | { kind: 'none' };

/** One shift at its centre's clock: times, break, hours, flags, what may be done, its edits. */
export function ShiftCard({ shift, actions }: { shift: TTimesheetShift; actions: TShiftActions }) {
  const times = formatShiftTimes(
    shift.started_at,
    shift.ended_at,
    shift.time_zone,
    t('timesheets.shift.open'),
  );
  // An open shift (still going, or forgotten) has no clock-out to move: it needs one set.
  const missingOut = shift.ended_at === null;
  const extra = [
    shift.overtime_seconds > 0
      ? t('timesheets.shift.overtime', { duration: formatHours(shift.overtime_seconds) })
      : null,
    shift.holiday_seconds > 0
      ? t('timesheets.shift.holiday', { duration: formatHours(shift.holiday_seconds) })
      : null,
  ].filter(Boolean);

  return (
    <Paper component="article" aria-label={times} withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {times}
            </Text>
            <Text size="xs" c="dimmed">
              {shift.business_name}
              {shift.break_seconds > 0 &&
                ` · ${t('timesheets.shift.breakTime', { duration: formatHours(shift.break_seconds) })}`}
            </Text>
            <ShiftFlags flags={shift.flags} />
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
              {t('timesheets.shift.worked', { duration: formatHours(shift.worked_seconds) })}
            </Text>
            {extra.length > 0 && (
              <Text size="xs" c="dimmed" ta="right">
                {extra.join(' · ')}
              </Text>
            )}
          </Stack>
        </Group>
        {actions.kind === 'manage' && (
          <Group gap="xs" role="group" aria-label={t('timesheets.actions.label')} wrap="wrap">
            <Button
              size="compact-sm"
              variant="light"
              disabled={actions.locked}
              onClick={() => actions.onEdit({ kind: 'move_clock_in', shift })}
            >
              {t('timesheets.actions.moveIn')}
            </Button>
            <Button
              size="compact-sm"
              variant={missingOut ? 'filled' : 'light'}
              disabled={actions.locked}
              onClick={() => actions.onEdit({ kind: 'move_clock_out', shift })}
            >
              {missingOut ? t('timesheets.actions.setOut') : t('timesheets.actions.moveOut')}
            </Button>
            {shift.ended_at && (
              <Button
                size="compact-sm"
                variant="light"
                disabled={actions.locked}
                onClick={() => actions.onEdit({ kind: 'split_shift', shift })}
              >
                {t('timesheets.actions.split')}
              </Button>
            )}
          </Group>
        )}
        {actions.kind === 'ask' && (
          <Group>
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconMessage size={14} aria-hidden />}
              onClick={actions.onAsk}
            >
              {t('timesheets.actions.requestCorrection')}
            </Button>
          </Group>
        )}
        <EditHistory edits={shift.edits} timeZone={shift.time_zone} />
      </Stack>
    </Paper>
  );
}
