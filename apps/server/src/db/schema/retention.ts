import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Accounts whose profile was deleted, waiting for the retention job to erase what survives them
 * (their mentions in the audit log, their reset links). Measured from `deleted_at`, not from the
 * age of each entry; the row itself goes once the purge is done. `owner_uid` is the business whose
 * audit chain speaks of the person (their own for an owner), so the purge reads one chain.
 */
export const deletedAccounts = pgTable('deleted_accounts', {
  uid: uuid('uid').primaryKey(),
  ownerUid: uuid('owner_uid').notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
});

/**
 * Background jobs that must run on one server at a time: the holder may run it until
 * `expires_at`; a crashed holder's lease simply runs out. `last_finished_at` tells every server
 * when the job last completed, so a second server does not run it again straight after.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
});
