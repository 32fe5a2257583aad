import { afterEach, describe, expect, it } from 'vitest';
import { formatCalendarDate, formatInstant, formatMonthYear } from './dates.ts';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('dates', () => {
  it("shows a calendar date as 'MMMM D, YYYY' on the same day west of Greenwich too", () => {
    // Midnight UTC is still the day before in Vancouver: reading the date as local time would say
    // November 20.
    process.env.TZ = 'America/Vancouver';
    expect(formatCalendarDate('2026-11-21')).toBe('November 21, 2026');
    expect(formatCalendarDate('2027-01-01')).toBe('January 1, 2027');
  });

  it("writes an instant's time as the other times on screen do, with a.m. or p.m.", () => {
    // The viewer's zone decides the hour; noon UTC is the same day everywhere in the Americas.
    expect(formatInstant('2026-11-25T12:04:00.000Z')).toMatch(
      /^November 25, 2026 at \d{1,2}:04 [ap]\.m\.$/,
    );
  });

  it('shows the month and year of an instant', () => {
    expect(formatMonthYear('2026-06-15T12:00:00.000Z')).toBe('June 2026');
  });
});
