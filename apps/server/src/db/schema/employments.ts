import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { profiles } from './profiles.ts';

/**
 * A staff account's place in its owner's business: one per staff account (a person working for
 * two employers has two accounts). The job fields the profile screens show (position, manager
 * flag, dates, pending approval) stay on the profile row, which every request reads anyway, so a
 * staff member's own profile needs no join; this row ties the account to its employer.
 */
export const employments = pgTable(
  'employments',
  {
    staffUid: uuid('staff_uid')
      .primaryKey()
      .references(() => profiles.uid, { onDelete: 'cascade' }),
    ownerUid: uuid('owner_uid')
      .notNull()
      .references(() => profiles.uid, { onDelete: 'cascade' }),
    // For the kiosk to come: an argon2 hash, never the PIN itself.
    pinHash: text('pin_hash'),
    joinedWithCode: text('joined_with_code'),
    // The owner's payroll id for the person, as their payroll service knows them; exports that
    // identify people by number refuse to run without it rather than invent one.
    employeeNumber: text('employee_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by'),
  },
  (t) => [
    index('employments_owner_uid_idx').on(t.ownerUid),
    uniqueIndex('employments_employee_number_key')
      .on(t.ownerUid, t.employeeNumber)
      .where(sql`${t.employeeNumber} is not null`),
  ],
);

/** The centres where a staff member may clock in. */
export const assignments = pgTable(
  'assignments',
  {
    staffUid: uuid('staff_uid')
      .notNull()
      .references(() => employments.staffUid, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.staffUid, t.businessId] }),
    index('assignments_business_id_idx').on(t.businessId),
  ],
);
