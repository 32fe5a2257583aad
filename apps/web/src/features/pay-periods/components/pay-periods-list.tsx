import { Badge, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { t, type TPayPeriodState, type TPayPeriodSummary } from '@vh/contracts';
import { formatCalendarDate } from '../../../lib/dates.ts';

const STATE_WORDS: Record<TPayPeriodState, () => string> = {
  open: () => t('payPeriods.periods.states.open'),
  ready: () => t('payPeriods.periods.states.ready'),
  closed: () => t('payPeriods.periods.states.closed'),
};
// Filled in the darkest shades, as the app's other badges: Mantine's light badges put green text
// on pale green at 3.8:1, under WCAG AA's 4.5:1 for text this small.
const STATE_COLOURS: Record<TPayPeriodState, string> = {
  open: 'gray.7',
  ready: 'teal.9',
  closed: 'indigo.9',
};

export const spanText = (period: Pick<TPayPeriodSummary, 'start' | 'end'>) =>
  t('payPeriods.periods.span', {
    from: formatCalendarDate(period.start),
    to: formatCalendarDate(period.end),
  });

/** A period's state as a badge, and "changed since closed" beside it when so. */
export function PeriodBadges({ period }: { period: TPayPeriodSummary }) {
  return (
    <Group gap={6}>
      <Badge color={STATE_COLOURS[period.state]} variant="filled">
        {STATE_WORDS[period.state]()}
      </Badge>
      {period.changed_since_closed && (
        <Badge color="yellow" c="dark" variant="filled">
          {t('payPeriods.periods.changed')}
        </Badge>
      )}
    </Group>
  );
}

/** What keeps a period from being ready, in the server's words. */
export function Blockers({ period }: { period: TPayPeriodSummary }) {
  if (period.blockers.length === 0) return null;
  return (
    <List size="sm" spacing={2}>
      {period.blockers.map((blocker) => (
        <List.Item key={`${blocker.kind}/${blocker.staff_uid ?? ''}/${blocker.week_start ?? ''}`}>
          {blocker.text}
        </List.Item>
      ))}
    </List>
  );
}

/** The recent periods, newest first: each with its state, what blocks it, and a way in. */
export function PayPeriodsList({
  periods,
  onOpen,
}: {
  periods: TPayPeriodSummary[];
  onOpen: (start: string) => void;
}) {
  if (periods.length === 0) return <Text size="sm">{t('payPeriods.periods.empty')}</Text>;
  return (
    <Stack gap="sm" component="section" aria-label={t('payPeriods.periods.title')}>
      {periods.map((period) => (
        <Card key={period.start} withBorder padding="sm">
          <Stack gap={6}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600}>{spanText(period)}</Text>
              <PeriodBadges period={period} />
            </Group>
            <Blockers period={period} />
            <Group justify="flex-end">
              <Button variant="subtle" size="compact-sm" onClick={() => onOpen(period.start)}>
                {t('payPeriods.periods.open')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
