import { Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatMoney, t, type TPayBreakdown, type TReportDay } from '@vh/contracts';
import { lazy, Suspense, useId } from 'react';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatHours } from '../../../lib/hours.ts';
import { formatShortDay } from '../../timesheets/wall-clock.ts';

const HoursChart = lazy(() => import('./hours-chart.tsx'));

/**
 * The period's hours day by day: a chart for the eye, a summary and a table for everyone; the
 * table carries each day's gross pay where the caller may see money.
 */
export function HoursPerDay({
  days,
  gross = null,
}: {
  days: readonly TReportDay[];
  gross?: TPayBreakdown['days'] | null;
}) {
  const summaryId = useId();
  const worked = days.reduce((sum, day) => sum + day.worked_seconds, 0);
  const busiest = days.reduce<TReportDay | null>(
    (top, day) => (day.worked_seconds > (top?.worked_seconds ?? 0) ? day : top),
    null,
  );
  return (
    <SectionCard title={t('reports.chart.title')} describedBy={worked > 0 ? summaryId : undefined}>
      {worked === 0 ? (
        <Text c="dimmed">{t('reports.chart.empty')}</Text>
      ) : (
        <>
          <Text id={summaryId} size="sm" c="dimmed">
            {busiest
              ? t('reports.chart.summaryBusiest', {
                  days: days.length,
                  worked: formatHours(worked),
                  busiest: formatShortDay(busiest.date),
                })
              : t('reports.chart.summary', { days: days.length, worked: formatHours(worked) })}
          </Text>
          <Suspense
            fallback={<Loader size="sm" role="status" aria-label={t('reports.chart.loading')} />}
          >
            <HoursChart days={days} />
          </Suspense>
          <VisuallyHidden>
            <Table>
              <caption>{t('reports.chart.tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('reports.chart.day')}</th>
                  <th scope="col">{t('reports.chart.regular')}</th>
                  <th scope="col">{t('reports.chart.overtime')}</th>
                  {gross && <th scope="col">{t('pay.gross')}</th>}
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{formatShortDay(day.date)}</th>
                    <td>{formatHours(day.regular_seconds)}</td>
                    <td>{formatHours(day.overtime_seconds)}</td>
                    {gross && (
                      <td>
                        {formatMoney(gross.find((g) => g.date === day.date)?.gross_cents ?? 0)}
                      </td>
                    )}
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
