import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatMonthYear } from './dates.ts';

describe('dates', () => {
  it("shows a calendar date as 'MMMM D, YYYY' on the same day in every time zone", () => {
    expect(formatCalendarDate('2026-11-21')).toBe('November 21, 2026');
    expect(formatCalendarDate('2027-01-01')).toBe('January 1, 2027');
  });

  it('shows the month and year of an instant', () => {
    expect(formatMonthYear('2026-06-15T12:00:00.000Z')).toBe('June 2026');
  });
});
