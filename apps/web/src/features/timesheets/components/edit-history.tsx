import { Paper, Stack, Text } from '@mantine/core';
import { t, type TTimeEdit } from '@vh/contracts';
import { useId } from 'react';
import { formatInstant } from '../../../lib/dates.ts';
import { formatSpan } from '../wall-clock.ts';

/**
 * Every edit of a shift, oldest first: what it was before and after (at the centre's clock), who
 * changed it, when, and why. Staff see exactly what their manager sees.
 */
export function EditHistory({ edits, timeZone }: { edits: TTimeEdit[]; timeZone: string }) {
  const headingId = useId();
  if (edits.length === 0) return null;
  return (
    <Stack gap={6} component="section" aria-labelledby={headingId}>
      <Text id={headingId} size="xs" fw={700} c="dimmed" tt="uppercase">
        {t('timesheets.history.title')}
      </Text>
      {edits.map((edit) => (
        <Paper
          key={edit.id}
          component="article"
          aria-label={`${t(`timesheets.history.kinds.${edit.kind}`)} ${t('timesheets.history.by', { editor: edit.editor_name, when: formatInstant(edit.edited_at) })}`}
          withBorder
          radius="sm"
          p="xs"
          bg="var(--mantine-color-gray-0)"
        >
          <Text size="sm" fw={600}>
            {t(`timesheets.history.kinds.${edit.kind}`)}{' '}
            <Text span size="sm" fw={400} c="dimmed">
              {t('timesheets.history.by', {
                editor: edit.editor_name,
                when: formatInstant(edit.edited_at),
              })}
            </Text>
          </Text>
          <Text size="sm">
            <Text span fw={600} size="sm">
              {t('timesheets.history.before')}:
            </Text>{' '}
            {edit.before
              ? formatSpan(
                  edit.before.started_at,
                  edit.before.ended_at,
                  timeZone,
                  t('timesheets.shift.noClockOut'),
                )
              : t('timesheets.history.noShift')}
          </Text>
          <Text size="sm">
            <Text span fw={600} size="sm">
              {t('timesheets.history.after')}:
            </Text>{' '}
            {edit.after.length === 0
              ? t('timesheets.history.noShift')
              : edit.after
                  .map((part) => formatSpan(part.started_at, part.ended_at, timeZone, ''))
                  .join(t('timesheets.history.and'))}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            <Text span fw={600} size="sm">
              {t('timesheets.history.reason')}:
            </Text>{' '}
            {edit.reason}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
