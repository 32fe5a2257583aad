import { formatCalendarDate } from '../../lib/dates.ts';
import { formatDayAt, formatTimeAt } from '../timeclock/time-words.ts';

// Times on a timesheet are the centre's wall-clock times, whatever the viewer's own time zone: a
// manager in Halifax fixing a Vancouver shift types what the Vancouver clock said.

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** An instant as the wall clock at `timeZone` shows it: 'YYYY-MM-DDTHH:mm', what edits send. */
export function wallClockAt(iso: string, timeZone: string): string {
  const parts = wallClockFormat(timeZone).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/**
 * A form's wall-clock minute ('YYYY-MM-DDTHH:mm') as the date-time picker holds it
 * ('YYYY-MM-DD HH:mm:ss'). Only the text is reshaped: no Date is made, so no zone moves it.
 */
export function toPickerValue(wallClock: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(wallClock);
  return match ? `${match[1]} ${match[2]}:00` : null;
}

/** The picker's value back as the form's wall-clock minute; seconds are never asked for. */
export function fromPickerValue(value: string | null): string {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})/.exec(value ?? '');
  return match ? `${match[1]}T${match[2]}` : '';
}

/** The wall-clock minute halfway between two instants (where a split usually goes). */
export function wallClockHalfway(fromIso: string, toIso: string, timeZone: string): string {
  const middle = (new Date(fromIso).getTime() + new Date(toIso).getTime()) / 2;
  return wallClockAt(new Date(middle).toISOString(), timeZone);
}

const shortDay = new Intl.DateTimeFormat('en-CA', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date (YYYY-MM-DD) as 'Mon, Nov 23'; read as UTC so no zone moves the day. */
export const formatShortDay = (date: string): string =>
  shortDay.format(new Date(`${date}T00:00:00Z`));

/** A calendar date (YYYY-MM-DD) as 'November 23, 2026'. */
export const formatLongDay = formatCalendarDate;

/** A shift's times at its centre: '9:00 a.m. – 5:00 p.m.', naming the end's day if it differs. */
export function formatShiftTimes(
  startedAt: string,
  endedAt: string | null,
  timeZone: string,
  openWords: string,
): string {
  const start = formatTimeAt(startedAt, timeZone);
  if (!endedAt) return `${start} – ${openWords}`;
  const sameDay =
    wallClockAt(startedAt, timeZone).slice(0, 10) === wallClockAt(endedAt, timeZone).slice(0, 10);
  const end = formatTimeAt(endedAt, timeZone);
  return `${start} – ${sameDay ? end : `${formatDayAt(endedAt, timeZone)} ${end}`}`;
}

/** A span with its day: 'Mon, Nov 23, 9:00 a.m. – 5:00 p.m.' (edit history's before and after). */
export function formatSpan(
  startedAt: string,
  endedAt: string | null,
  timeZone: string,
  openWords: string,
): string {
  return `${formatDayAt(startedAt, timeZone)}, ${formatShiftTimes(startedAt, endedAt, timeZone, openWords)}`;
}

const weekdayAndDay = new Intl.DateTimeFormat('en-CA', {
  weekday: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date as a column heading: 'Mon 23'. */
export const formatWeekdayShort = (date: string): string =>
  weekdayAndDay.format(new Date(`${date}T00:00:00Z`));
