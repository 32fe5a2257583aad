import { Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TReportDay } from '@vh/contracts';
import { lazy, Suspense, useId } from 'react';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatHours } from '../../timesheets/hours.ts';
import { formatShortDay } from '../../timesheets/wall-clock.ts';
import { reportsCopy as t } from '../reports.copy.ts';

const HoursChart = lazy(() => import('./hours-chart.tsx'));

/** The period's hours day by day: a chart for the eye, a summary and a table for everyone. */
export function HoursPerDay({ days }: { days: readonly TReportDay[] }) {
  const summaryId = useId();
  const worked = days.reduce((sum, day) => sum + day.worked_seconds, 0);
  const busiest = days.reduce<TReportDay | null>(
    (top, day) => (day.worked_seconds > (top?.worked_seconds ?? 0) ? day : top),
    null,
  );
  return (
    <SectionCard title={t.chart.title} describedBy={worked > 0 ? summaryId : undefined}>
      {worked === 0 ? (
        <Text c="dimmed">{t.chart.empty}</Text>
      ) : (
        <>
          <Text id={summaryId} size="sm" c="dimmed">
            {t.chart.summary(
              days.length,
              formatHours(worked),
              busiest ? formatShortDay(busiest.date) : null,
            )}
          </Text>
          <Suspense fallback={<Loader size="sm" role="status" aria-label={t.chart.loading} />}>
            <HoursChart days={days} />
          </Suspense>
          <VisuallyHidden>
            <Table>
              <caption>{t.chart.tableCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.chart.day}</th>
                  <th scope="col">{t.chart.regular}</th>
                  <th scope="col">{t.chart.overtime}</th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{formatShortDay(day.date)}</th>
                    <td>{formatHours(day.regular_seconds)}</td>
                    <td>{formatHours(day.overtime_seconds)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </VisuallyHidden>
        </>
      )}
    </SectionCard>
  );
}
