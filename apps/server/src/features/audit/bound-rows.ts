import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  businesses,
  centreHolidays,
  overtimeRules,
  shifts,
  timeEdits,
} from '../../db/schema/index.ts';
import {
  bindCentre,
  bindHoliday,
  bindOvertimeRules,
  bindShift,
  bindTimeEdit,
  type Binding,
  type BoundTable,
} from './audit-bindings.ts';

/** Rows read per page. */
export const BATCH = 500;

/**
 * A business's rows of each bound table, a page at a time in key order, bound as their writers
 * bind them (decision 013): what the backfill binds and what verification compares.
 */
export type Pager = {
  table: BoundTable;
  /** The owner's rows after `after` (by key), bound as their writers bind them. */
  page(
    db: Executor,
    ownerUid: string,
    after: string | undefined,
    limit?: number,
  ): Promise<Binding[]>;
};

export const BOUND_TABLES: Pager[] = [
  {
    table: 'businesses',
    page: async (db, ownerUid, after, limit = BATCH) =>
      (
        await db
          .select()
          .from(businesses)
          .where(
            and(eq(businesses.ownerUid, ownerUid), after ? gt(businesses.id, after) : undefined),
          )
          .orderBy(asc(businesses.id))
          .limit(limit)
      ).map(bindCentre),
  },
  {
    table: 'overtime_rules',
    // One row per business at most: one page.
    page: async (db, ownerUid, after) =>
      after
        ? []
        : (await db.select().from(overtimeRules).where(eq(overtimeRules.ownerUid, ownerUid))).map(
            (r) => bindOvertimeRules(r),
          ),
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
  },
  {
    table: 'shifts',
    page: async (db, ownerUid, after, limit = BATCH) =>
      (
        await db
          .select()
          .from(shifts)
          .where(and(eq(shifts.ownerUid, ownerUid), after ? gt(shifts.id, after) : undefined))
          .orderBy(asc(shifts.id))
          .limit(limit)
      ).map(bindShift),
  },
  {
    table: 'time_edits',
    page: async (db, ownerUid, after, limit = BATCH) =>
      (
        await db
          .select()
          .from(timeEdits)
          .where(and(eq(timeEdits.ownerUid, ownerUid), after ? gt(timeEdits.id, after) : undefined))
          .orderBy(asc(timeEdits.id))
          .limit(limit)
      ).map(bindTimeEdit),
  },
];
