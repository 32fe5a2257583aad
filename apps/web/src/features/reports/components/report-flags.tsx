import { Anchor, Badge, Group, List, Text } from '@mantine/core';
import type { TReport } from '@vh/contracts';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { timesheetSearch } from '../../timesheets/timesheet-url.ts';
import { formatShortDay } from '../../timesheets/wall-clock.ts';
import { reportsCopy as t } from '../reports.copy.ts';

/** Every flagged punch and edited shift of the period, each leading to that person's week. */
export function ReportFlags({ report }: { report: TReport }) {
  const headingId = useId();
  const { pathname } = useLocation();
  return (
    <SectionCard title={t.flags.title} headingId={headingId}>
      {report.flags.length === 0 ? (
        <Text c="dimmed">{t.flags.empty}</Text>
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
                  {t.flags.kinds[flag.kind]}
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
                  {t.flags.linkLabel(flag.name, formatShortDay(flag.date))}
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
          {t.flags.truncated}
        </Text>
      )}
    </SectionCard>
  );
}
