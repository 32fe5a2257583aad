import Holidays from 'date-holidays';
import { TIMESHEETS } from '@vh/contracts';
import type { HolidayRegion } from './holiday-region.ts';
import { isStatutory } from './statutory-days.ts';

export type LibraryDay = { date: string; name: string; statutory: boolean };

const DAY_MS = 86_400_000;
// No public holiday lasts longer; a longer span would be a data error, not days off.
const MAX_SPAN_DAYS = 14;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The library's public holidays of a region and year, one per date, in English where it has it.
 *
 * Only type 'public': the library also lists bank, school, optional and observance days (Groundhog
 * Day, Halloween), which are no days off. Even its 'public' list is not always the statutory one
 * (for Ontario it lists Easter Monday, which the Employment Standards Act does not): such a day is
 * kept, marked not statutory (statutory-days.ts), and the owner can still add and remove days.
 *
 * A holiday's day is the first 10 characters of its local `date` ('2026-07-01 00:00:00'); one that
 * lasts several days (Eid al-Fitr's three in some countries) gives a row for each of its days.
 * Two holidays on one date share the row, their names joined.
 */
export function libraryDays(region: HolidayRegion, year: number): LibraryDay[] {
  if (!region.country) return [];
  const library = region.state
    ? new Holidays(region.country, region.state)
    : new Holidays(region.country);
  const names = new Map<string, string[]>();
  for (const holiday of library.getHolidays(year, 'en')) {
    if (holiday.type !== 'public') continue;
    const first = holiday.date.slice(0, 10);
    const span = Math.round((holiday.end.getTime() - holiday.start.getTime()) / DAY_MS);
    for (let i = 0; i < Math.min(Math.max(span, 1), MAX_SPAN_DAYS); i++) {
      const date = addDays(first, i);
      const list = names.get(date) ?? [];
      if (!list.includes(holiday.name)) list.push(holiday.name);
      names.set(date, list);
    }
  }
  return [...names.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({
      date,
      // Owners' names are capped at this length; the library's joined ones are kept to it too.
      name: list.join(' / ').slice(0, TIMESHEETS.holidayNameMax),
      statutory: list.some((name) => isStatutory(region.region, name)),
    }));
}
