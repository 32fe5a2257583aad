import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

/**
 * A person's hourly rate from a local date on: the rate of a day is the row with the latest
 * `effective_from` on or before it, so a raise from a date keeps the past at the old rate. Money is
 * integer cents, never a float.
 */
export const payRates = pgTable(
  'pay_rates',
  {
    id: uuid('id').primaryKey(),
    ownerUid: uuid('owner_uid').notNull(),
    staffUid: uuid('staff_uid')
      .notNull()
      .references(() => profiles.uid, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    centsPerHour: integer('cents_per_hour').notNull(),
    setBy: uuid('set_by').notNull(),
    setAt: timestamp('set_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    check('pay_rates_cents_range', sql`${t.centsPerHour} between 1 and 100000`),
    uniqueIndex('pay_rates_staff_from_key').on(t.staffUid, t.effectiveFrom),
    // The chain check reads a business's rates a page at a time, in id order.
    index('pay_rates_owner_id_idx').on(t.ownerUid, t.id),
  ],
);

/**
 * The employer's pay settings: one row per owner; no row means weekly periods from the week's
 * start and rates hidden from managers.
 */
export const paySettings = pgTable(
  'pay_settings',
  {
    ownerUid: uuid('owner_uid')
      .primaryKey()
      .references(() => profiles.uid, { onDelete: 'cascade' }),
    periodKind: text('period_kind').notNull(),
    /** The first day of one period; every other period is counted from it. */
    anchorDate: date('anchor_date', { mode: 'string' }).notNull(),
    managersSeeRates: boolean('managers_see_rates').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    check(
      'pay_settings_period_kind_known',
      sql`${t.periodKind} in ('weekly','biweekly','semi_monthly','monthly')`,
    ),
  ],
);

/**
 * A closed pay period: its lines as they were when it closed (`snapshot`, with `snapshot_hash`),
 * so a punch that lands in it later counts in no closed total. Reopening keeps the row (audited)
 * and sets reopened_*; a period closes again as a new row.
 */
export const payPeriodClosures = pgTable(
  'pay_period_closures',
  {
    id: uuid('id').primaryKey(),
    ownerUid: uuid('owner_uid').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    closedBy: uuid('closed_by').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }).notNull(),
    snapshot: jsonb('snapshot').notNull(),
    snapshotHash: text('snapshot_hash').notNull(),
    reopenedBy: uuid('reopened_by'),
    reopenedAt: timestamp('reopened_at', { withTimezone: true, mode: 'date' }),
    reopenReason: text('reopen_reason'),
  },
  (t) => [
    check('pay_period_closures_ordered', sql`${t.periodEnd} >= ${t.periodStart}`),
    uniqueIndex('pay_period_closures_live_key')
      .on(t.ownerUid, t.periodStart)
      .where(sql`${t.reopenedAt} is null`),
    index('pay_period_closures_owner_id_idx').on(t.ownerUid, t.id),
  ],
);
