import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { profiles } from './profiles.ts';
import { shifts } from './timeclock.ts';

/** The employer's overtime rules: one row per owner; no row means the defaults. */
export const overtimeRules = pgTable(
  'overtime_rules',
  {
    ownerUid: uuid('owner_uid')
      .primaryKey()
      .references(() => profiles.uid, { onDelete: 'cascade' }),
    /** ISO weekday the payroll week starts on: 1 = Monday … 7 = Sunday. */
    weekStart: integer('week_start').notNull().default(1),
    /** Thresholds in seconds; null: no overtime of that kind. */
    dailySeconds: integer('daily_seconds'),
    weeklySeconds: integer('weekly_seconds'),
    preset: text('preset'),
    /**
     * Premiums as whole percent of the rate (150 = 1.5×); null: the product's default (150 for
     * overtime and holidays, 200 for double time). Added after the chain began, so a null is bound
     * as absent and the entries written before these columns still match (decision 013).
     */
    overtimePct: integer('overtime_pct'),
    /** Seconds in a day past which the rest is double time (British Columbia: 12 h); null: none. */
    doubleDailySeconds: integer('double_daily_seconds'),
    doublePct: integer('double_pct'),
    holidayPct: integer('holiday_pct'),
    /** 'province' while the rules are the preset the first centre's province gave; not bound. */
    origin: text('origin'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('overtime_rules_week_start_range', sql`${t.weekStart} between 1 and 7`),
    check(
      'overtime_rules_pct_range',
      sql`coalesce(${t.overtimePct}, 150) between 100 and 400
        and coalesce(${t.doublePct}, 200) between 100 and 400
        and coalesce(${t.holidayPct}, 150) between 100 and 400`,
    ),
  ],
);

/**
 * An edit never overwrites: each row is a shift's new times with the reason, superseding either a
 * punched shift (`supersedes_shift_id`) or an earlier edit (`supersedes_edit_id`). A split writes
 * two rows that supersede the same thing. Live rows are those nothing supersedes.
 */
export const timeEdits = pgTable(
  'time_edits',
  {
    id: uuid('id').primaryKey(),
    ownerUid: uuid('owner_uid').notNull(),
    staffUid: uuid('staff_uid')
      .notNull()
      .references(() => profiles.uid, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Edits made together (the two halves of a split) share a group id. */
    groupId: uuid('group_id').notNull(),
    supersedesShiftId: uuid('supersedes_shift_id').references(() => shifts.id, {
      onDelete: 'cascade',
    }),
    supersedesEditId: uuid('supersedes_edit_id'),
    /** The punched shift whose break punches still apply (null for an added shift). */
    punchedShiftId: uuid('punched_shift_id').references(() => shifts.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** An added shift's unpaid break, counted in the middle of the shift. */
    breakSeconds: integer('break_seconds').notNull().default(0),
    reason: text('reason').notNull(),
    editorUid: uuid('editor_uid').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    check(
      'time_edits_kind_known',
      sql`${t.kind} in ('add_shift','move_clock_in','move_clock_out','split_shift')`,
    ),
    check('time_edits_ordered', sql`${t.endedAt} > ${t.startedAt}`),
    index('time_edits_owner_started_idx').on(t.ownerUid, t.startedAt),
    index('time_edits_staff_started_idx').on(t.staffUid, t.startedAt),
    index('time_edits_supersedes_shift_idx').on(t.supersedesShiftId),
    index('time_edits_supersedes_edit_idx').on(t.supersedesEditId),
    index('time_edits_group_idx').on(t.groupId),
  ],
);

/** An approved week of one person; unlocking keeps the row (audited) and sets unlocked_*. */
export const weekApprovals = pgTable(
  'week_approvals',
  {
    id: uuid('id').primaryKey(),
    ownerUid: uuid('owner_uid').notNull(),
    staffUid: uuid('staff_uid')
      .notNull()
      .references(() => profiles.uid, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    approvedBy: uuid('approved_by').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }).notNull(),
    unlockedBy: uuid('unlocked_by'),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true, mode: 'date' }),
    unlockReason: text('unlock_reason'),
  },
  (t) => [
    uniqueIndex('week_approvals_live_key')
      .on(t.staffUid, t.weekStart)
      .where(sql`${t.unlockedAt} is null`),
    index('week_approvals_owner_week_idx').on(t.ownerUid, t.weekStart),
  ],
);

/** A staff member's request to correct their hours; it waits in the review queue. */
export const correctionRequests = pgTable(
  'correction_requests',
  {
    id: uuid('id').primaryKey(),
    ownerUid: uuid('owner_uid').notNull(),
    staffUid: uuid('staff_uid')
      .notNull()
      .references(() => profiles.uid, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    shiftId: uuid('shift_id'),
    date: date('date', { mode: 'string' }).notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').notNull().default('open'),
    resolutionReason: text('resolution_reason'),
    resolvedBy: uuid('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('correction_requests_status_known', sql`${t.status} in ('open','done','declined')`),
    index('correction_requests_owner_open_idx')
      .on(t.ownerUid, t.createdAt)
      .where(sql`${t.status} = 'open'`),
    index('correction_requests_staff_idx').on(t.staffUid, t.createdAt),
  ],
);

/**
 * A centre's public holidays: seeded per year from the holiday library (by its country and
 * province), plus days the owner added; a library day the owner removed stays, marked removed.
 */
export const centreHolidays = pgTable(
  'centre_holidays',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    source: text('source').notNull(),
    removed: boolean('removed').notNull().default(false),
    /**
     * A statutory holiday (hours worked on it are paid at the holiday premium), or another public
     * day (Easter Monday in Ontario): shown, counted as no holiday hours.
     */
    statutory: boolean('statutory').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.date] }),
    check('centre_holidays_source_known', sql`${t.source} in ('library','owner')`),
  ],
);

/** Which (centre, year) lists have been seeded, and from which region, so seeding runs once. */
export const centreHolidayYears = pgTable(
  'centre_holiday_years',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    region: text('region'),
    notice: text('notice'),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.year] })],
);
