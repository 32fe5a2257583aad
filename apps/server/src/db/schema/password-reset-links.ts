import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The reset links the product mailed, by a hash of their token. The link is checked here before
 * anything else is done with a reset request, so a bogus link learns nothing about the password,
 * and a valid one is not spent by a request that is refused for another reason.
 */
export const passwordResetLinks = pgTable(
  'password_reset_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    uid: uuid('uid').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_links_uid_idx').on(t.uid)],
);
