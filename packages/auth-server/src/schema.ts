import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The auth service owns its own schema so its tables never collide with the product's, mirroring
// where Supabase keeps them; the product only ever reaches this data over HTTP.
export const authSchema = pgSchema('auth');

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type Metadata = Record<string, unknown>;

export const users = authSchema.table(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull().unique('users_email_key'),
    encryptedPassword: text('encrypted_password'),
    emailConfirmedAt: timestamptz('email_confirmed_at'),
    rawAppMetaData: jsonb('raw_app_meta_data').$type<Metadata>().notNull().default({}),
    rawUserMetaData: jsonb('raw_user_meta_data').$type<Metadata>().notNull().default({}),
    bannedUntil: timestamptz('banned_until'),
    lastSignInAt: timestamptz('last_sign_in_at'),
    // When the last one-time code of each kind was issued: GoTrue's per-user resend gap.
    confirmationSentAt: timestamptz('confirmation_sent_at'),
    recoverySentAt: timestamptz('recovery_sent_at'),
    // A pending email change (GoTrue's secure email change): the address it moves to, when its
    // two links were sent (also the resend gap), and how many of the two have been opened. Its
    // link tokens are one_time_codes of the email_change_* kinds.
    emailChange: text('email_change'),
    emailChangeSentAt: timestamptz('email_change_sent_at'),
    emailChangeConfirmStatus: smallint('email_change_confirm_status').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  // Emails are stored lower-cased so the plain unique constraint is case-insensitive; the check
  // keeps a future writer from slipping a mixed-case duplicate past it.
  (t) => [check('users_email_lowercase_check', sql`${t.email} = lower(${t.email})`)],
);

/** What GoTrue keeps about an email identity; the provider's claims for other providers. */
export interface IdentityData extends Metadata {
  sub: string;
  email: string;
  email_verified: boolean;
  phone_verified: boolean;
}

/**
 * GoTrue's identities: how a user signs in. Here every user has exactly one, provider 'email',
 * whose provider id is the user id; supabase-js reads them from the User (getUserIdentities).
 */
export const identities = authSchema.table(
  'identities',
  {
    id: uuid('id').primaryKey(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    identityData: jsonb('identity_data').$type<IdentityData>().notNull(),
    provider: text('provider').notNull(),
    lastSignInAt: timestamptz('last_sign_in_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    // Derived, as in GoTrue's table, so it can never disagree with identity_data.
    email: text('email').generatedAlwaysAs(sql`lower(identity_data ->> 'email')`),
  },
  (t) => [
    uniqueIndex('identities_provider_id_provider_unique').on(t.providerId, t.provider),
    index('identities_user_id_idx').on(t.userId),
  ],
);

/** How a session was opened; reported in the JWT `amr` claim. */
export type AuthMethod = 'password' | 'otp' | 'recovery';

export const sessions = authSchema.table(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A fresh 'recovery' session may set a new password without the current one.
    authMethod: text('auth_method').$type<AuthMethod>().notNull().default('password'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    check('sessions_auth_method_check', sql`${t.authMethod} in ('password', 'otp', 'recovery')`),
  ],
);

export const refreshTokens = authSchema.table(
  'refresh_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    token: text('token').notNull().unique('refresh_tokens_token_key'),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    parent: text('parent'),
    revoked: boolean('revoked').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_session_id_idx').on(t.sessionId)],
);

/**
 * 'recovery' codes only verify as recovery; 'email' codes (magiclink, signup, email) are
 * interchangeable; an email change has one code for the current address and one for the new, both
 * verified as `email_change`. One pending code per user and kind: a new one replaces the old.
 */
export type CodeKind = 'recovery' | 'email' | 'email_change_current' | 'email_change_new';

export const oneTimeCodes = authSchema.table(
  'one_time_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CodeKind>().notNull(),
    // SHA-256 of the hashed_token handed out (itself SHA-224 of email + OTP). Neither the OTP nor
    // the link token is stored, so reading this table gives nothing that verifies.
    tokenHash: text('token_hash').notNull(),
    // Wrong OTPs typed for this user's email; the code is voided after a few.
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'one_time_codes_pkey', columns: [t.userId, t.kind] }),
    // Per kind: a user's recovery and email codes may, rarely, share an OTP and so a token.
    uniqueIndex('one_time_codes_token_hash_kind_key').on(t.tokenHash, t.kind),
    check(
      'one_time_codes_kind_check',
      sql`${t.kind} in ('recovery', 'email', 'email_change_current', 'email_change_new')`,
    ),
  ],
);

/**
 * One token bucket per limit and client address, shared by every server on this database. A row
 * whose bucket has refilled (`full_at` passed) says nothing a missing row would not, so such rows
 * are deleted now and then; `full_at` is stored, not derived, so that delete can use an index.
 */
export const rateLimitBuckets = authSchema.table(
  'rate_limits',
  {
    name: text('name').notNull(),
    address: text('address').notNull(),
    tokens: doublePrecision('tokens').notNull(),
    measuredAt: timestamptz('measured_at').notNull(),
    fullAt: timestamptz('full_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'rate_limits_pkey', columns: [t.name, t.address] }),
    index('rate_limits_full_at_idx').on(t.fullAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
export type IdentityRow = typeof identities.$inferSelect;
