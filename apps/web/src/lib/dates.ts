// Dates as people read them. Intl does the calendar work; these only pick the contract's formats.

// SPEC §3's 'MMMM D, YYYY' in en-US terms: November 21, 2026.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const monthYearFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** A calendar date (YYYY-MM-DD) as 'MMMM D, YYYY'. Read as UTC so no time zone moves the day. */
export function formatCalendarDate(isoDate: string): string {
  return dayFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** An instant's month and year in the viewer's time zone, e.g. 'November 2026'. */
export function formatMonthYear(isoInstant: string): string {
  return monthYearFormat.format(new Date(isoInstant));
}

// en-CA: the same day as above, with the time written as every other time on screen ('3:04 p.m.').
const instantFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeStyle: 'short' });

/** An instant in the viewer's time zone, e.g. 'November 25, 2026 at 3:04 p.m.'. */
export function formatInstant(isoInstant: string): string {
  return instantFormat.format(new Date(isoInstant));
}

/** A time of day where it happened ('9:05 a.m.'), at that place's clock whatever the viewer's. */
export function formatTimeAt(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
}
