import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessage, IconPlus } from '@tabler/icons-react';
import { t, type TTimesheetDay, type TTimesheetShift } from '@vh/contracts';
import { useId } from 'react';
import type { TCentreOption, TEditTarget } from '../edit-request.ts';
import { formatHours } from '../../../lib/hours.ts';
import { formatShortDay } from '../wall-clock.ts';
import { ShiftCard, type TShiftActions } from './shift-card.tsx';

/** What the viewer may do on the week: manage it (edits), ask for corrections, or only read. */
export type TWeekMode =
  | {
      kind: 'manage';
      staffUid: string;
      locked: boolean;
      centres: readonly TCentreOption[];
      onEdit: (target: TEditTarget) => void;
    }
  | { kind: 'ask'; onAsk: (date: string, shift: TTimesheetShift | null) => void }
  | { kind: 'none' };

/** One day of the week: its holiday, its hours, each shift, and adding or asking about one. */
export function DayCard({ day, mode }: { day: TTimesheetDay; mode: TWeekMode }) {
  const headingId = useId();
  const shiftActions = (shift: TTimesheetShift): TShiftActions =>
    mode.kind === 'manage'
      ? { kind: 'manage', locked: mode.locked, onEdit: mode.onEdit }
      : mode.kind === 'ask'
        ? { kind: 'ask', onAsk: () => mode.onAsk(day.date, shift) }
        : { kind: 'none' };
  const split = [
    day.overtime_seconds > 0 &&
      `${t('timesheets.totals.overtime')} ${formatHours(day.overtime_seconds)}`,
    day.holiday_seconds > 0 &&
      `${t('timesheets.totals.holiday')} ${formatHours(day.holiday_seconds)}`,
  ].filter(Boolean);
  // A new shift goes to the centre of the day's (or else the first) shift by default.
  const dayCentre = day.shifts[0]?.business_id ?? null;

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="xs">
            <Title order={3} fz="md" id={headingId}>
              {formatShortDay(day.date)}
            </Title>
            {day.holiday_name && (
              <Badge color="indigo.9" size="sm">
                {t('timesheets.day.holiday', { name: day.holiday_name })}
              </Badge>
            )}
          </Group>
          <Stack gap={0} align="flex-end">
            <Text fw={700} size="sm">
              {formatHours(day.worked_seconds)}
            </Text>
            {split.length > 0 && (
              <Text size="xs" c="dimmed">
                {`${t('timesheets.totals.regular')} ${formatHours(day.regular_seconds)} · ${split.join(' · ')}`}
              </Text>
            )}
          </Stack>
        </Group>
        {day.shifts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('timesheets.day.noShifts')}
          </Text>
        ) : (
          day.shifts.map((shift) => (
            <ShiftCard key={shift.id} shift={shift} actions={shiftActions(shift)} />
          ))
        )}
        {mode.kind === 'manage' && (
          <Group>
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconPlus size={14} aria-hidden />}
              disabled={mode.locked}
              onClick={() =>
                mode.onEdit({
                  kind: 'add_shift',
                  staffUid: mode.staffUid,
                  date: day.date,
                  centres: mode.centres,
                  businessId: dayCentre,
                })
              }
            >
              {t('timesheets.actions.addShift')}
            </Button>
          </Group>
        )}
        {mode.kind === 'ask' && (
          <Group>
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconMessage size={14} aria-hidden />}
              onClick={() => mode.onAsk(day.date, null)}
            >
              {t('timesheets.actions.requestDay')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
