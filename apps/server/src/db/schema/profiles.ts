import { sql } from 'drizzle-orm';
import { boolean, date, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** One row per auth user: the product's own view of a person. Keyed by the auth user id. */
export const profiles = pgTable(
  'profiles',
  {
    uid: uuid('uid').primaryKey(),
    // Mirrored from the auth service so availability checks need no admin call.
    email: text('email').notNull(),
    username: text('username').notNull(),
    role: text('role', { enum: ['OWNER', 'STAFF'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    cellNumber: text('cell_number'),
    homeNumber: text('home_number'),
    workNumber: text('work_number'),
    street: text('street'),
    street2: text('street_2'),
    city: text('city'),
    province: text('province'),
    country: text('country'),
    postalCode: text('postal_code'),
    gender: text('gender', { enum: ['Male', 'Female', 'Non-binary', 'Undisclosed'] }),
    position: text('position'),
    // Employment dates for staff, as calendar dates in the business's own terms (no time zone).
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    active: boolean('active').notNull().default(true),
    plan: text('plan').notNull().default('Free'),
    confirmEmail: boolean('confirm_email').notNull().default(false),
    // A new sign-in email waiting for both confirmation links; the auth service holds the change.
    pendingEmail: text('pending_email'),
    // Access tokens issued before this instant are refused: sign-out, password or email change,
    // reset and disabling end access on /api at once, not when the token expires.
    tokensNotBefore: timestamp('tokens_not_before', { withTimezone: true }),
    // Sessions begun in the same second as the last revocation but known to come after it (the
    // session a password change opens, a sign-in right after signing out): tokens count their
    // issue time in whole seconds, so only their session id tells them from the ones revoked.
    keptSessionIds: text('kept_session_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Sessions ended one by one (the newest few; older ones' tokens have expired anyway).
    revokedSessionIds: text('revoked_session_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pendingApproval: boolean('pending_approval').notNull().default(false),
    isManager: boolean('is_manager').notNull().default(false),
    // An owner's choice: may their staff (managers included) use the trading simulator? Off
    // until the owner turns it on; owners themselves always may. Meaningless on staff rows.
    staffTradingSimulator: boolean('staff_trading_simulator').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('profiles_email_lower_key').on(sql`lower(${t.email})`),
  ],
);
