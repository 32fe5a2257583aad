import { t } from '@vh/contracts';

// Times and lengths as the other screens write them: a time of day at the centre's clock
// ('9:05 a.m.', en-CA as everywhere on screen) and hours and minutes rounded to the minute
// ('7 h 30 min', '45 min', '8 h').

/** A time of day where the centre is (its own time zone, whatever the viewer's). */
export function timeAt(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
}

/** Seconds as hours and minutes: 27000 → "7 h 30 min", 2700 → "45 min", 28800 → "8 h". */
export function hoursWorked(seconds: number): string {
  const minutes = Math.round(Math.max(0, seconds) / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('common.units.minutes', { minutes: rest });
  return rest === 0
    ? t('common.units.hours', { hours })
    : t('common.units.hoursMinutes', { hours, minutes: String(rest).padStart(2, '0') });
}
