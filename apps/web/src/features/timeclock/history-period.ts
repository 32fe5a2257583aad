import { TIMECLOCK, t } from '@vh/contracts';

/** A period of whole days on the person's own calendar, as the date inputs give them. */
export type HistoryPeriod = { from: string; to: string };

/** YYYY-MM-DD of a local calendar day. */
function dayString(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight at the start of a YYYY-MM-DD day, or null when it is not a real day. */
function startOfDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const start = new Date(year, month, date);
  // Date rolls 2026-02-30 over into March; a rolled date was not a real day.
  return start.getFullYear() === year && start.getMonth() === month && start.getDate() === date
    ? start
    : null;
}

/** The default: the last `TIMECLOCK.historyDays` days, today included. */
export function recentPeriod(today = new Date()): HistoryPeriod {
  const first = new Date(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() - (TIMECLOCK.historyDays - 1),
  );
  return { from: dayString(first), to: dayString(today) };
}

/**
 * The instants a period covers: from the first day's midnight to the midnight after the last
 * (a day of 23 or 25 hours where the clocks change), or why the period cannot be used.
 */
export function periodInstants(
  period: HistoryPeriod,
): { ok: true; from: Date; to: Date } | { ok: false; field: 'from' | 'to'; error: string } {
  const from = startOfDay(period.from);
  if (!from) return { ok: false, field: 'from', error: t('timeclock.period.invalid') };
  const last = startOfDay(period.to);
  if (!last) return { ok: false, field: 'to', error: t('timeclock.period.invalid') };
  if (last < from) return { ok: false, field: 'from', error: t('timeclock.period.reversed') };
  const to = new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1);
  const limit = new Date(
    from.getFullYear(),
    from.getMonth(),
    from.getDate() + TIMECLOCK.receiptsMaxDays,
  );
  if (to > limit)
    return {
      ok: false,
      field: 'to',
      error: t('timeclock.period.tooLong', { days: TIMECLOCK.receiptsMaxDays }),
    };
  return { ok: true, from, to };
}
