import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgSchema,
  text,
  timestamp,
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
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  // Emails are stored lower-cased so the plain unique constraint is case-insensitive; the check
  // keeps a future writer from slipping a mixed-case duplicate past it.
  (t) => [check('users_email_lowercase_check', sql`${t.email} = lower(${t.email})`)],
);

export const sessions = authSchema.table(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
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

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
