import { Paper, Stack, Text } from '@mantine/core';
import type { TTimeEdit } from '@vh/contracts';
import { useId } from 'react';
import { formatInstant } from '../../../lib/dates.ts';
import { timesheetsCopy as t } from '../timesheets.copy.ts';
import { formatSpan } from '../wall-clock.ts';

const h = t.history;

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
        {h.title}
      </Text>
      {edits.map((edit) => (
        <Paper
          key={edit.id}
          component="article"
          aria-label={`${h.kinds[edit.kind]} ${h.by(edit.editor_name, formatInstant(edit.edited_at))}`}
          withBorder
          radius="sm"
          p="xs"
          bg="var(--mantine-color-gray-0)"
        >
          <Text size="sm" fw={600}>
            {h.kinds[edit.kind]}{' '}
            <Text span size="sm" fw={400} c="dimmed">
              {h.by(edit.editor_name, formatInstant(edit.edited_at))}
            </Text>
          </Text>
          <Text size="sm">
            <Text span fw={600} size="sm">
              {h.before}:
            </Text>{' '}
            {edit.before
              ? formatSpan(
                  edit.before.started_at,
                  edit.before.ended_at,
                  timeZone,
                  t.shift.noClockOut,
                )
              : h.noShift}
          </Text>
          <Text size="sm">
            <Text span fw={600} size="sm">
              {h.after}:
            </Text>{' '}
            {edit.after.length === 0
              ? h.noShift
              : edit.after
                  .map((part) => formatSpan(part.started_at, part.ended_at, timeZone, ''))
                  .join(h.and)}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            <Text span fw={600} size="sm">
              {h.reason}:
            </Text>{' '}
            {edit.reason}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
