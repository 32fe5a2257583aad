import { t, type TPunch } from '@vh/contracts';

/** 1,234 m, or 2.3 km past a kilometre. */
export function formatDistance(metres: number): string {
  if (metres < 1000) return t('common.units.metres', { metres: Math.round(metres) });
  return t('common.units.kilometres', { kilometres: Math.round(metres / 100) / 10 });
}

/** A length of time from seconds: "7 h 05 min", "42 min". */
export function formatDuration(totalSeconds: number): string {
  const minutes = Math.floor(Math.max(0, totalSeconds) / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0
    ? t('common.units.hoursMinutes', { hours, minutes: String(rest).padStart(2, '0') })
    : t('common.units.minutes', { minutes: rest });
}

/** A time of day where the centre is (its own time zone, whatever the viewer's). */
export function formatTimeAt(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
}

export function formatDayAt(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(new Date(iso));
}

/** The verdict in words, as the person reads it right after punching. */
export function verdictWords(punch: TPunch, centreName: string): string {
  if (punch.latitude === null || punch.distance_m === null)
    return t('timeclock.verdict.noLocation');
  if (punch.verdict === 'inside') {
    return t('timeclock.verdict.inside', {
      centre: centreName,
      distance: formatDistance(punch.distance_m),
      accuracy: formatDistance(punch.accuracy_m ?? 0),
    });
  }
  if (punch.verdict === 'outside')
    return t('timeclock.verdict.outside', { distance: formatDistance(punch.distance_m) });
  return t('timeclock.verdict.uncertain', { centre: centreName });
}
