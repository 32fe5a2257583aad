import { t } from './i18n.ts';

// Distances and lengths of time in words, for the receipt (web and PDF) and the web's screens.

/** 12 m, or 2.3 km past a kilometre. */
export function distanceWords(metres: number): string {
  if (metres < 1000) return t('common.units.metres', { metres: Math.round(metres) });
  return t('common.units.kilometres', { kilometres: Math.round(metres / 100) / 10 });
}

/** A length of time from seconds: '42 min', '7 h 05 min'. */
export function durationWords(totalSeconds: number): string {
  const minutes = Math.floor(Math.max(0, totalSeconds) / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0
    ? t('common.units.hoursMinutes', { hours, minutes: String(rest).padStart(2, '0') })
    : t('common.units.minutes', { minutes: rest });
}
