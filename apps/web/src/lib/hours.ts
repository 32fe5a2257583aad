import { t } from '@vh/contracts';

// Hours as people read them on every screen (timesheets, reports, today): hours and minutes,
// rounded to the nearest minute ("7 h 30 min", "45 min", "8 h"); charts use decimal hours.

/** Seconds as hours and minutes: 27000 → "7 h 30 min", 2700 → "45 min", 28800 → "8 h". */
export function formatHours(seconds: number): string {
  const minutes = Math.round(Math.max(0, seconds) / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('common.units.minutes', { minutes: rest });
  return rest === 0
    ? t('common.units.hours', { hours })
    : t('common.units.hoursMinutes', { hours, minutes: String(rest).padStart(2, '0') });
}

/** Seconds as decimal hours to two places, for a chart's axis: 27000 → 7.5. */
export const decimalHours = (seconds: number): number =>
  Math.round(Math.max(0, seconds) / 36) / 100;
