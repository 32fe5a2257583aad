import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { timesheetsCopy as t } from '../timesheets.copy.ts';

/** Previous, this and next week; `onWeek(null)` is this week. */
export function WeekNav({
  previous,
  next,
  onWeek,
}: {
  previous: string | undefined;
  next: string | undefined;
  onWeek: (week: string | null) => void;
}) {
  return (
    <Group gap="xs" role="group" aria-label={t.week.navLabel} wrap="wrap">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconChevronLeft size={14} aria-hidden />}
        disabled={!previous}
        onClick={() => previous && onWeek(previous)}
      >
        {t.week.previous}
      </Button>
      <Button variant="default" size="xs" onClick={() => onWeek(null)}>
        {t.week.thisWeek}
      </Button>
      <Button
        variant="default"
        size="xs"
        rightSection={<IconChevronRight size={14} aria-hidden />}
        disabled={!next}
        onClick={() => next && onWeek(next)}
      >
        {t.week.next}
      </Button>
    </Group>
  );
}
