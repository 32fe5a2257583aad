import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

/** A business centre (site): where staff clock in, and the circle around it that verifies them. */
export const businesses = pgTable(
  'businesses',
  {
    id: uuid('id').primaryKey(),
    ownerUid: uuid('owner_uid')
      .notNull()
      .references(() => profiles.uid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    street: text('street').notNull(),
    street2: text('street_2'),
    city: text('city').notNull(),
    province: text('province').notNull(),
    country: text('country').notNull(),
    postalCode: text('postal_code'),
    // IANA name: the centre's days, weeks and overtime are counted in its own time zone.
    timeZone: text('time_zone').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    radiusM: integer('radius_m').notNull().default(100),
    /** A shift open longer than this is probably a forgotten clock-out (NO_CLOCK_OUT). */
    maxShiftHours: integer('max_shift_hours').notNull().default(16),
    active: boolean('active').notNull().default(true),
    /**
     * Set when a smaller plan (a downgrade, a lapsed subscription) made this centre read-only;
     * a bigger plan reactivates such centres, oldest first. Null for centres the owner turned off.
     */
    planSuspendedAt: timestamp('plan_suspended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('businesses_owner_uid_idx').on(t.ownerUid),
    // The API checks these first with clear messages; the database refuses anything that slips by.
    check('businesses_latitude_range', sql`${t.latitude} between -90 and 90`),
    check('businesses_longitude_range', sql`${t.longitude} between -180 and 180`),
    check('businesses_radius_range', sql`${t.radiusM} between 25 and 2000`),
    check('businesses_max_shift_range', sql`${t.maxShiftHours} between 1 and 48`),
  ],
);

/** Invite codes: one live code per centre; a replaced code is kept, revoked, so it is never reused. */
export const inviteCodes = pgTable(
  'invite_codes',
  {
    id: uuid('id').primaryKey(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invite_codes_live_code_key')
      .on(t.code)
      .where(sql`${t.revokedAt} is null`),
    uniqueIndex('invite_codes_live_business_key')
      .on(t.businessId)
      .where(sql`${t.revokedAt} is null`),
  ],
);
