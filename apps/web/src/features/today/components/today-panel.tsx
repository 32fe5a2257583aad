import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { TODAY, t, type TProfile, type TToday, type TTodayPerson } from '@vh/contracts';
import { managesStaff } from '../../../lib/panels.ts';
import { useToday } from '../hooks/use-today.ts';
import { formatTimeAt } from '../../../lib/dates.ts';
import { formatHours } from '../../../lib/hours.ts';

export type TTodayLinks = { review: To; corrections: To; approvals: To; timesheets: To };

/**
 * What an owner or manager runs the day from: who is in and on a break, what waits for them with
 * the button that deals with it, and this week's hours against last week's. The app gives the
 * links, so this feature knows no URL. One column on a phone, a grid from the `sm` breakpoint.
 */
export function TodayPanel({
  profile,
  links,
  headingOrder = 1,
}: {
  profile: TProfile;
  links: TTodayLinks;
  /** 2 when the page around it already has its h1. */
  headingOrder?: 1 | 2;
}) {
  const today = useToday({ enabled: managesStaff(profile) });
  const data = today.data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={headingOrder} fz={{ base: 'h2', sm: 'h1' }}>
          {t('dashboard.today.title')}
        </Title>
        {data && (
          <Text size="xs" c="dimmed">
            {t('dashboard.today.updated', {
              time: new Date(today.dataUpdatedAt).toLocaleTimeString('en-CA'),
              seconds: TODAY.refreshMs / 1000,
            })}
          </Text>
        )}
      </Stack>
      {data ? (
        <TodayView data={data} links={links} />
      ) : today.isError ? (
        <Alert color="red" title={t('toasts.fetchError')}>
          <Button size="xs" variant="default" onClick={() => void today.refetch()}>
            {t('common.actions.tryAgain')}
          </Button>
        </Alert>
      ) : (
        <Loader size="sm" />
      )}
    </Stack>
  );
}

function TodayView({ data, links }: { data: TToday; links: TTodayLinks }) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <WaitingCard
          title={t('dashboard.today.review.title')}
          words={t('dashboard.today.review.count', { count: data.counts.review })}
          count={data.counts.review}
          action={t('dashboard.today.review.action')}
          actionLabel={t('dashboard.today.review.actionLabel')}
          to={links.review}
        />
        <WaitingCard
          title={t('dashboard.today.corrections.title')}
          words={t('dashboard.today.corrections.count', { count: data.counts.corrections })}
          count={data.counts.corrections}
          action={t('dashboard.today.corrections.action')}
          actionLabel={t('dashboard.today.corrections.actionLabel')}
          to={links.corrections}
        />
        <WaitingCard
          title={t('dashboard.today.approvals.title')}
          words={t('dashboard.today.approvals.count', { count: data.counts.approvals })}
          count={data.counts.approvals}
          action={t('dashboard.today.approvals.action')}
          actionLabel={t('dashboard.today.approvals.actionLabel')}
          to={links.approvals}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PeopleCard
          title={t('dashboard.today.inNow')}
          empty={t('dashboard.today.nobodyIn')}
          people={data.in_now}
        />
        <PeopleCard
          title={t('dashboard.today.onBreak')}
          empty={t('dashboard.today.nobodyOnBreak')}
          people={data.on_break}
        />
      </SimpleGrid>
      <HoursCard hours={data.hours} to={links.timesheets} />
    </Stack>
  );
}

/** A bordered section named by its h2, so each card is a landmark a screen reader can jump to. */
function Card({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      style={{ minWidth: 0 }}
    >
      <Stack gap="sm" h="100%">
        <Title order={2} fz="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function WaitingCard({
  title,
  words,
  count,
  action,
  actionLabel,
  to,
}: {
  title: string;
  words: string;
  count: number;
  action: string;
  actionLabel: string;
  to: To;
}) {
  return (
    <Card title={title}>
      <Text
        fw={count > 0 ? 600 : undefined}
        c={count > 0 ? undefined : 'dimmed'}
        style={{ flex: 1 }}
      >
        {words}
      </Text>
      <Group>
        <Button
          component={Link}
          to={to}
          aria-label={actionLabel}
          size="sm"
          variant={count > 0 ? 'filled' : 'default'}
        >
          {action}
        </Button>
      </Group>
    </Card>
  );
}

function PeopleCard({
  title,
  empty,
  people,
}: {
  title: string;
  empty: string;
  people: TTodayPerson[];
}) {
  return (
    <Card title={title}>
      {people.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {people.map((person) => (
            <li key={person.shift_id} style={{ overflowWrap: 'anywhere' }}>
              <Text fw={600} size="sm">
                {person.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t('dashboard.today.where', {
                  centre: person.business_name,
                  time: formatTimeAt(person.since, person.time_zone),
                })}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function HoursCard({ hours, to }: { hours: TToday['hours']; to: To }) {
  return (
    <Card title={t('dashboard.today.hours.title')}>
      <SimpleGrid cols={2} spacing="md">
        <Figure label={t('dashboard.today.hours.thisWeek')}>
          {formatHours(hours.this_week.worked_seconds)}
        </Figure>
        <Figure label={t('dashboard.today.hours.lastWeek')}>
          {formatHours(hours.last_week.worked_seconds)}
        </Figure>
      </SimpleGrid>
      <Group>
        <Button
          component={Link}
          to={to}
          aria-label={t('dashboard.today.hours.actionLabel')}
          size="sm"
          variant="default"
        >
          {t('dashboard.today.hours.action')}
        </Button>
      </Group>
    </Card>
  );
}

/** A figure under its label ("So far this week", then "32 h 15 min"). */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {children}
      </Text>
    </Stack>
  );
}
