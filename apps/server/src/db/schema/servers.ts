import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The allowances every rate limit counts, shared by every server on the database so a caller who
 * spreads attempts over several servers meets the same limit, and a restart forgets nothing. One
 * row per limit and key (a route and an address, a limit and an account); a fixed window that
 * ends at `expires_at`, after which the row holds nothing and the sweep may delete it.
 */
export const rateLimitCounts = pgTable(
  'rate_limit_counts',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counts_expires_at').on(table.expiresAt)],
);

/**
 * The servers running on this database and what each must agree on with the others: the key the
 * embedded auth service signs tokens with and the billing sandbox's credentials (fingerprints
 * only, never the secrets). Each server refreshes `seen_at` while it runs and deletes its row when
 * it stops; a crashed server's row simply stops being fresh.
 */
export const runningServers = pgTable('running_servers', {
  id: text('id').primaryKey(),
  authKeyId: text('auth_key_id'),
  billingFingerprint: text('billing_fingerprint'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});
