import { and, asc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { ErrorCode, PAY } from '@vh/contracts';
import type { Executor } from '../../db/client.ts';
import { payPeriodClosures, paySettings } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatCalendarDate } from '../../lib/dates.ts';
import { rulesOf } from '../overtime-rules/overtime-rules.service.ts';

export type PeriodKind = (typeof PAY.periodKinds)[number];

/** An employer's pay settings, as the periods are counted with them. */
export type PaySettings = {
  periodKind: PeriodKind;
  /** The first day of one period (YYYY-MM-DD); every other period is counted from it. */
  anchorDate: string;
  managersSeeRates: boolean;
};

export type PeriodSpan = { start: string; end: string };

// A Monday: the anchor of weekly periods is this day moved to the payroll week's first day.
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

const isPeriodKind = (kind: string): kind is PeriodKind =>
  (PAY.periodKinds as readonly string[]).includes(kind);

/**
 * The pay settings of the business `ownerUid` owns. Without a row: weekly periods that start on
 * the payroll week's first day (the overtime rules' week start), rates hidden from managers.
 */
export async function paySettingsOf(db: Executor, ownerUid: string): Promise<PaySettings> {
  const [row] = await db
    .select({
      periodKind: paySettings.periodKind,
      anchorDate: paySettings.anchorDate,
      managersSeeRates: paySettings.managersSeeRates,
    })
    .from(paySettings)
    .where(eq(paySettings.ownerUid, ownerUid));
  if (row && isPeriodKind(row.periodKind)) {
    return { ...row, periodKind: row.periodKind };
  }
  const { weekStart } = await rulesOf(db, ownerUid);
  const anchor = new Date(A_MONDAY + (weekStart - 1) * DAY_MS).toISOString().slice(0, 10);
  return { periodKind: 'weekly', anchorDate: anchor, managersSeeRates: false };
}

/** The earliest live (not reopened) closed period of the owner's that meets `where`. */
async function firstLiveClosure(
  db: Executor,
  ownerUid: string,
  where: SQL | undefined,
): Promise<PeriodSpan | null> {
  const [row] = await db
    .select({ start: payPeriodClosures.periodStart, end: payPeriodClosures.periodEnd })
    .from(payPeriodClosures)
    .where(
      and(eq(payPeriodClosures.ownerUid, ownerUid), isNull(payPeriodClosures.reopenedAt), where),
    )
    .orderBy(asc(payPeriodClosures.periodStart))
    .limit(1);
  return row ?? null;
}

/**
 * The first live closed period that ends on or after `date`: a rate from `date` would reach into
 * it (a rate applies until the next one), so its pay would no longer be what was paid.
 */
export const closedPeriodFrom = (db: Executor, ownerUid: string, date: string) =>
  firstLiveClosure(db, ownerUid, gte(payPeriodClosures.periodEnd, date));

/** The live (not reopened) closed period holding any of `dates`, the earliest first; else null. */
export async function closedPeriodOn(
  db: Executor,
  ownerUid: string,
  dates: string[],
): Promise<PeriodSpan | null> {
  const wanted = [...new Set(dates)];
  if (wanted.length === 0) return null;
  return firstLiveClosure(
    db,
    ownerUid,
    or(
      ...wanted.map((date) =>
        and(lte(payPeriodClosures.periodStart, date), gte(payPeriodClosures.periodEnd, date)),
      ),
    ),
  );
}

/** The refusal of a change to a closed period, naming it. */
export const closedPeriodError = (period: PeriodSpan) =>
  new AppError(ErrorCode.CONFLICT, 'errors.payPeriods.closed', {
    values: { from: formatCalendarDate(period.start), to: formatCalendarDate(period.end) },
  });

/**
 * Refuses (409) a change touching any of `dates` when one lies in a closed pay period: what was
 * paid stays as it was paid until the owner reopens the period. Call it inside the writer's
 * transaction, after locking the owner's chain head, which closing and reopening lock too.
 */
export async function refuseClosedDates(
  db: Executor,
  ownerUid: string,
  dates: string[],
): Promise<void> {
  const closed = await closedPeriodOn(db, ownerUid, dates);
  if (closed) throw closedPeriodError(closed);
}

/**
 * Refuses (409) a change to shifts with a local day (in the centre's zone `timeZone`) inside a
 * closed pay period: each span is a shift as it is or as the change would make it.
 */
export async function refuseClosedShiftDays(
  db: Executor,
  ownerUid: string,
  timeZone: string,
  spans: { from: Date; to: Date }[],
): Promise<void> {
  if (spans.length === 0) return;
  const local = (at: Date) =>
    sql`(${at.toISOString()}::timestamptz at time zone ${timeZone})::date`;
  const closed = await firstLiveClosure(
    db,
    ownerUid,
    or(
      ...spans.map(
        (span) =>
          sql`(${payPeriodClosures.periodStart} <= ${local(span.to)} and ${payPeriodClosures.periodEnd} >= ${local(span.from)})`,
      ),
    ),
  );
  if (closed) throw closedPeriodError(closed);
}
