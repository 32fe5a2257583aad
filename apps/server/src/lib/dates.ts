// Dates in the server's messages, written as the screens write them (the web's lib/dates.ts):
// never ISO. Moments are read in the centre's time zone, where the person worked.

// 'November 23, 2026', as the web's formatCalendarDate. Read as UTC so no zone moves the day.
const calendarDay = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const name = `${timeZone} ${JSON.stringify(options)}`;
  let format = formats.get(name);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { ...options, timeZone });
    } catch {
      // A zone the database knows and ICU does not: UTC rather than a failed message.
      format = new Intl.DateTimeFormat('en-CA', { ...options, timeZone: 'UTC' });
    }
    formats.set(name, format);
  }
  return format;
}

/** A calendar date (YYYY-MM-DD) as 'November 23, 2026'. */
export function formatCalendarDate(isoDate: string): string {
  return calendarDay.format(new Date(`${isoDate}T00:00:00Z`));
}

/** A moment where the centre is: 'Monday, November 23 at 9:02 a.m.'. */
export function formatMomentAt(at: Date, timeZone: string): string {
  return formatIn(timeZone, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}

/** A day where the centre is: 'Monday, November 23'. */
export function formatDayAt(at: Date, timeZone: string): string {
  return formatIn(timeZone, { weekday: 'long', month: 'long', day: 'numeric' }).format(at);
}

/** A time of day where the centre is: '9:02 a.m.'. */
export function formatTimeAt(at: Date, timeZone: string): string {
  return formatIn(timeZone, { hour: 'numeric', minute: '2-digit' }).format(at);
}

/**
 * A wall-clock time as typed (YYYY-MM-DDTHH:MM), 'March 8, 2026 at 2:30 a.m.', written without a
 * zone: it may be a time the zone skips, which no instant stands for.
 */
export function formatWallClock(local: string): string {
  return formatIn('UTC', { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(`${local}:00Z`),
  );
}

/** A shift where the centre is: 'Monday, November 23, 9:02 a.m. to 5:00 p.m.'. */
export function formatShiftAt(startedAt: Date, endedAt: Date, timeZone: string): string {
  return `${formatDayAt(startedAt, timeZone)}, ${formatTimeAt(startedAt, timeZone)} – ${formatTimeAt(endedAt, timeZone)}`;
}

/**
 * An instant as the local date-time where it happened, with that moment's UTC offset:
 * '2026-11-23T08:00:00-05:00'. The offset comes from ICU's zone data, so a daylight-saving
 * change shows as it happened.
 */
export function localIsoWithOffset(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    formatIn(timeZone, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  // 'GMT-05:00', or 'GMT' alone at UTC.
  const offset = String(parts.timeZoneName).replace('GMT', '') || '+00:00';
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}
