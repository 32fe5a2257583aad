import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  businesses,
  centreHolidays,
  overtimeRules,
  payPeriodClosures,
  payRates,
  paySettings,
  punches,
  punchNotes,
  punchReviews,
  shifts,
  timeEdits,
} from '../../db/schema/index.ts';
import {
  bindCentre,
  bindHoliday,
  bindNote,
  bindOvertimeRules,
  bindPayRate,
  bindPaySettings,
  bindPeriodClosure,
  bindReview,
  bindShift,
  bindTimeEdit,
  holidayKey,
  type Binding,
  type BoundTable,
} from './audit-bindings.ts';

/** Rows read per page. */
export const BATCH = 500;

/**
 * A business's rows of each bound table, bound as their writers bind them (decision 013): read a
 * page at a time in key order (what the backfill binds and verification walks), or by key (a bound
 * row verification did not meet among the business's own: gone, or moved to another business).
 */
export type Pager = {
  table: BoundTable;
  /** The owner's rows after `after` (by key). */
  page(
    db: Executor,
    ownerUid: string,
    after: string | undefined,
    limit?: number,
  ): Promise<Binding[]>;
  /** The rows of these keys, whoever's they are now. */
  byKeys(db: Executor, keys: string[]): Promise<Binding[]>;
};

const uuidsOf = (keys: string[]) => keys.filter((key) => /^[0-9a-f-]{36}$/i.test(key));

/** A table whose key is its `id`: pages by owner and id, and looks rows up by id. */
function byId(
  table:
    'businesses' | 'shifts' | 'time_edits' | 'punch_notes' | 'pay_rates' | 'pay_period_closures',
  read: (db: Executor, where: SQL | undefined, limit: number) => Promise<Binding[]>,
  columns: { id: PgColumn; ownerUid: PgColumn },
): Pager {
  return {
    table,
    page: (db, ownerUid, after, limit = BATCH) =>
      read(
        db,
        and(eq(columns.ownerUid, ownerUid), after ? gt(columns.id, after) : undefined),
        limit,
      ),
    // A key names one row at most.
    byKeys: (db, keys) => read(db, inArray(columns.id, uuidsOf(keys)), Math.max(1, keys.length)),
  };
}

export const BOUND_TABLES: Pager[] = [
  byId(
    'businesses',
    async (db, where, limit) =>
      (
        await db.select().from(businesses).where(where).orderBy(asc(businesses.id)).limit(limit)
      ).map(bindCentre),
    businesses,
  ),
  {
    table: 'overtime_rules',
    // One row per business at most: one page.
    page: async (db, ownerUid, after) =>
      after
        ? []
        : (await db.select().from(overtimeRules).where(eq(overtimeRules.ownerUid, ownerUid))).map(
            (r) => bindOvertimeRules(r),
          ),
    byKeys: async (db, keys) =>
      (
        await db
          .select()
          .from(overtimeRules)
          .where(inArray(overtimeRules.ownerUid, uuidsOf(keys)))
      ).map((r) => bindOvertimeRules(r)),
  },
  {
    table: 'centre_holidays',
    page: async (db, ownerUid, after, limit = BATCH) => {
      const centres = db
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.ownerUid, ownerUid));
      const [afterCentre, afterDate] = after ? after.split(':') : [];
      const days = await db
        .select()
        .from(centreHolidays)
        .where(
          and(
            inArray(centreHolidays.businessId, centres),
            afterCentre && afterDate
              ? sql`(${centreHolidays.businessId}, ${centreHolidays.date}) > (${afterCentre}::uuid, ${afterDate}::date)`
              : undefined,
          ),
        )
        .orderBy(asc(centreHolidays.businessId), asc(centreHolidays.date))
        .limit(limit);
      return days.map((d) => bindHoliday(d.businessId, d.date, d));
    },
    byKeys: async (db, keys) => {
      const wanted = new Set(keys);
      const centreIds = [...new Set(keys.map((key) => key.split(':')[0] ?? ''))];
      const days = await db
        .select()
        .from(centreHolidays)
        .where(inArray(centreHolidays.businessId, uuidsOf(centreIds)));
      return days
        .filter((d) => wanted.has(holidayKey(d.businessId, d.date)))
        .map((d) => bindHoliday(d.businessId, d.date, d));
    },
  },
  byId(
    'shifts',
    async (db, where, limit) =>
      (await db.select().from(shifts).where(where).orderBy(asc(shifts.id)).limit(limit)).map(
        bindShift,
      ),
    shifts,
  ),
  byId(
    'time_edits',
    async (db, where, limit) =>
      (await db.select().from(timeEdits).where(where).orderBy(asc(timeEdits.id)).limit(limit)).map(
        bindTimeEdit,
      ),
    timeEdits,
  ),
  {
    table: 'punch_reviews',
    // A review is the business's through its punch.
    page: async (db, ownerUid, after, limit = BATCH) =>
      (
        await db
          .select({ review: punchReviews })
          .from(punchReviews)
          .innerJoin(punches, eq(punches.id, punchReviews.punchId))
          .where(
            and(
              eq(punches.ownerUid, ownerUid),
              after ? gt(punchReviews.punchId, after) : undefined,
            ),
          )
          .orderBy(asc(punchReviews.punchId))
          .limit(limit)
      ).map((r) => bindReview(r.review)),
    byKeys: async (db, keys) =>
      (
        await db
          .select()
          .from(punchReviews)
          .where(inArray(punchReviews.punchId, uuidsOf(keys)))
      ).map(bindReview),
  },
  byId(
    'punch_notes',
    async (db, where, limit) =>
      (
        await db.select().from(punchNotes).where(where).orderBy(asc(punchNotes.id)).limit(limit)
      ).map(bindNote),
    punchNotes,
  ),
  byId(
    'pay_rates',
    async (db, where, limit) =>
      (await db.select().from(payRates).where(where).orderBy(asc(payRates.id)).limit(limit)).map(
        (r) => bindPayRate(r.id, r),
      ),
    payRates,
  ),
  {
    table: 'pay_settings',
    // One row per business at most: one page.
    page: async (db, ownerUid, after) =>
      after
        ? []
        : (await db.select().from(paySettings).where(eq(paySettings.ownerUid, ownerUid))).map(
            bindPaySettings,
          ),
    byKeys: async (db, keys) =>
      (
        await db
          .select()
          .from(paySettings)
          .where(inArray(paySettings.ownerUid, uuidsOf(keys)))
      ).map(bindPaySettings),
  },
  byId(
    'pay_period_closures',
    async (db, where, limit) =>
      (
        await db
          .select()
          .from(payPeriodClosures)
          .where(where)
          .orderBy(asc(payPeriodClosures.id))
          .limit(limit)
      ).map(bindPeriodClosure),
    payPeriodClosures,
  ),
];
