import { Anchor, Badge, Group, List, Text } from '@mantine/core';
import type { TReport } from '@vh/contracts';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { timesheetSearch } from '../../timesheets/timesheet-url.ts';
import { formatShortDay } from '../../timesheets/wall-clock.ts';
import { TIMESHEETS, t } from '@vh/contracts';

/** Every flagged punch and edited shift of the period, each leading to that person's week. */
export function ReportFlags({ report }: { report: TReport }) {
  const headingId = useId();
  const { pathname } = useLocation();
  return (
    <SectionCard title={t('reports.flags.title')} headingId={headingId}>
      {report.flags.length === 0 ? (
        <Text c="dimmed">{t('reports.flags.empty')}</Text>
      ) : (
        <List listStyleType="none" spacing="sm" aria-labelledby={headingId}>
          {report.flags.map((flag) => (
            <List.Item key={`${flag.kind}:${flag.id}`}>
              <Group gap="xs" wrap="wrap" align="baseline">
                <Badge
                  size="sm"
                  color={flag.kind === 'flagged_punch' ? 'yellow' : 'grape.9'}
                  c={flag.kind === 'flagged_punch' ? 'dark' : undefined}
                >
                  {t(`reports.flags.kinds.${flag.kind}`)}
                </Badge>
                <Anchor
                  component={Link}
                  to={{
                    pathname,
                    search: timesheetSearch({ staff: flag.staff_uid, week: flag.week }),
                  }}
                  size="sm"
                  fw={600}
                >
                  {t('reports.flags.linkLabel', {
                    name: flag.name,
                    day: formatShortDay(flag.date),
                  })}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {flag.business_name}
                </Text>
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {flag.detail}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
      {report.flags_truncated && (
        <Text size="sm" c="dimmed">
          {t('reports.flags.truncated', { max: TIMESHEETS.reportFlagsMax })}
        </Text>
      )}
    </SectionCard>
  );
}
