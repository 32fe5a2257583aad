import { Alert, SimpleGrid, Text } from '@mantine/core';
import { formatMoney, t, type TReport } from '@vh/contracts';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatHours } from '../../../lib/hours.ts';
import { formatLongDay } from '../../timesheets/wall-clock.ts';

/**
 * The period's totals: hours by kind, how many punches were flagged and shifts edited, and the
 * gross pay where the caller may see money (with who has hours on days without a rate).
 */
export function ReportTotals({ report }: { report: TReport }) {
  const { totals, pay } = report;
  const figures = [
    [t('reports.summary.worked'), formatHours(totals.worked_seconds)],
    [t('reports.summary.regular'), formatHours(totals.regular_seconds)],
    [t('reports.summary.overtime'), formatHours(totals.overtime_seconds)],
    [t('reports.summary.holiday'), formatHours(totals.holiday_seconds)],
    [t('reports.summary.flaggedPunches'), totals.flagged_punches.toLocaleString('en-CA')],
    [t('reports.summary.editedShifts'), totals.edited_shifts.toLocaleString('en-CA')],
    ...(pay ? [[t('pay.gross'), formatMoney(pay.total_gross_cents)] as const] : []),
  ];
  return (
    <SectionCard
      title={t('reports.summary.title')}
      subtitle={
        <Text size="sm" c="dimmed">
          {t('reports.summary.range', {
            from: formatLongDay(report.from),
            to: formatLongDay(report.to),
          })}
        </Text>
      }
    >
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" m={0}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" fw={700} fz="lg" m={0}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {pay && pay.missing_rates.length > 0 && (
        <Alert color="orange" variant="light" p="xs">
          <Text size="sm">
            {t('pay.missingRates', {
              names: new Intl.ListFormat('en-CA').format(pay.missing_rates.map((p) => p.name)),
            })}
          </Text>
        </Alert>
      )}
    </SectionCard>
  );
}
