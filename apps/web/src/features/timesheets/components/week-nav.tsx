import { t } from '@vh/contracts';
import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

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
    <Group gap="xs" role="group" aria-label={t('timesheets.week.navLabel')} wrap="wrap">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconChevronLeft size={14} aria-hidden />}
        disabled={!previous}
        onClick={() => previous && onWeek(previous)}
      >
        {t('timesheets.week.previous')}
      </Button>
      <Button variant="default" size="xs" onClick={() => onWeek(null)}>
        {t('timesheets.week.thisWeek')}
      </Button>
      <Button
        variant="default"
        size="xs"
        rightSection={<IconChevronRight size={14} aria-hidden />}
        disabled={!next}
        onClick={() => next && onWeek(next)}
      >
        {t('timesheets.week.next')}
      </Button>
    </Group>
  );
}
