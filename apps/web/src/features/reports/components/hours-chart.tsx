import { BarChart } from '@mantine/charts';
import type { TReportDay } from '@vh/contracts';
import { decimalHours } from '../../timesheets/hours.ts';
import { formatShortDay } from '../../timesheets/wall-clock.ts';
import { reportsCopy as t } from '../reports.copy.ts';

/**
 * Regular and overtime hours per day, stacked. Loaded on its own (recharts is large) only when a
 * report has hours to draw. Hidden from screen readers: the section's summary and table say it.
 */
export default function HoursChart({ days }: { days: readonly TReportDay[] }) {
  const data = days.map((day) => ({
    day: formatShortDay(day.date),
    regular: decimalHours(day.regular_seconds),
    overtime: decimalHours(day.overtime_seconds),
  }));
  return (
    <div aria-hidden>
      <BarChart
        h={260}
        data={data}
        dataKey="day"
        type="stacked"
        series={[
          { name: 'regular', label: t.chart.regular, color: 'indigo.6' },
          { name: 'overtime', label: t.chart.overtime, color: 'orange.7' },
        ]}
        valueFormatter={(value) => `${value} h`}
        withLegend
        tickLine="y"
        maxBarWidth={40}
        accessibilityLayer={false}
      />
    </div>
  );
}
