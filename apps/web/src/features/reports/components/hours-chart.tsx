import { BarChart } from '@mantine/charts';
import { t, type TReportDay } from '@vh/contracts';
import { decimalHours } from '../../../lib/hours.ts';
import { formatShortDay } from '../../timesheets/wall-clock.ts';

const SECONDS_PER_HOUR = 3600;

/**
 * Regular and overtime hours per day, stacked. Loaded on its own (recharts is large) only when a
 * report has hours to draw. Hidden from screen readers: the section's summary and table say it.
 */
export default function HoursChart({ days }: { days: readonly TReportDay[] }) {
  const busiest = Math.max(0, ...days.map((day) => day.regular_seconds + day.overtime_seconds));
  // A period of short days in hours would read '0.0075 h' on the axis; minutes read plainly.
  const inMinutes = busiest < SECONDS_PER_HOUR;
  const amount = (seconds: number) =>
    inMinutes ? Math.round(Math.max(0, seconds) / 60) : decimalHours(seconds);
  const unit = inMinutes ? t('reports.chart.minutesUnit') : t('reports.chart.hoursUnit');
  const data = days.map((day) => ({
    day: formatShortDay(day.date),
    regular: amount(day.regular_seconds),
    overtime: amount(day.overtime_seconds),
  }));
  return (
    <div aria-hidden>
      <BarChart
        h={260}
        data={data}
        dataKey="day"
        type="stacked"
        series={[
          { name: 'regular', label: t('reports.chart.regular'), color: 'indigo.6' },
          { name: 'overtime', label: t('reports.chart.overtime'), color: 'orange.7' },
        ]}
        valueFormatter={(value) => `${value.toLocaleString('en-CA')} ${unit}`}
        // Whole units on the axis (0, 1, 2 h), not 0.25 min steps.
        yAxisProps={{ allowDecimals: false }}
        withLegend
        tickLine="y"
        maxBarWidth={40}
        accessibilityLayer={false}
      />
    </div>
  );
}
