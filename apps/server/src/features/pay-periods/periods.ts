import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { PaySettings, PeriodSpan } from '../closed-periods/closed-periods.ts';

dayjs.extend(utc);

// Pay periods from the settings. Dates are calendar dates (YYYY-MM-DD) read as UTC midnights, so
// no zone or daylight-saving change moves a day; the calendar arithmetic is the library's.

const FORMAT = 'YYYY-MM-DD';
const day = (date: string) => dayjs.utc(date);
const text = (value: dayjs.Dayjs) => value.format(FORMAT);

/** The date `days` days after `date` (before, when negative). */
export const addDays = (date: string, days: number) => text(day(date).add(days, 'day'));

/** The period of these settings holding `date`. */
export function periodHolding(
  settings: Omit<PaySettings, 'managersSeeRates'>,
  date: string,
): PeriodSpan {
  const at = day(date);
  switch (settings.periodKind) {
    case 'monthly':
      return { start: text(at.startOf('month')), end: text(at.endOf('month')) };
    case 'semi_monthly':
      return at.date() <= 15
        ? { start: text(at.startOf('month')), end: text(at.date(15)) }
        : { start: text(at.date(16)), end: text(at.endOf('month')) };
    case 'weekly':
    case 'biweekly': {
      const length = settings.periodKind === 'weekly' ? 7 : 14;
      // Floor division: a date before the anchor falls in a period counted backwards from it.
      const steps = Math.floor(at.diff(day(settings.anchorDate), 'day') / length);
      const start = day(settings.anchorDate).add(steps * length, 'day');
      return { start: text(start), end: text(start.add(length - 1, 'day')) };
    }
  }
}

/** `count` periods: the one holding `today` and those before it, newest first. */
export function periodsUpTo(
  settings: Omit<PaySettings, 'managersSeeRates'>,
  today: string,
  count: number,
  /** No period ending before this day is listed (the business's first day); today's always is. */
  since?: string,
): PeriodSpan[] {
  const periods: PeriodSpan[] = [];
  let date = today;
  while (periods.length < count) {
    const period = periodHolding(settings, date);
    if (periods.length > 0 && since !== undefined && period.end < since) break;
    periods.push(period);
    date = addDays(period.start, -1);
  }
  return periods;
}

/** Whether `span` starts and ends on period boundaries of these settings (whole periods). */
export const alignsWith = (settings: Omit<PaySettings, 'managersSeeRates'>, span: PeriodSpan) =>
  periodHolding(settings, span.start).start === span.start &&
  periodHolding(settings, span.end).end === span.end;

/** The starts of the payroll weeks (ISO weekday `weekStart`) with a day in the span. */
export function weeksOf(span: PeriodSpan, weekStart: number): string[] {
  const first = day(span.start);
  // dayjs counts Sunday as 0; ISO as 7.
  const back = ((((first.day() || 7) - weekStart) % 7) + 7) % 7;
  const weeks: string[] = [];
  for (let week = first.subtract(back, 'day'); text(week) <= span.end; week = week.add(7, 'day')) {
    weeks.push(text(week));
  }
  return weeks;
}
