import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Every change to a business's hours, centres and staff: who, when, what. Append-only and
 * hash-chained per business (ARCHITECTURE §10): `hash` covers the position, the time, the previous
 * hash and `content_hash`, which covers who, what and the data, so content can later be redacted
 * while the chain still verifies.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The business: its owner's account. */
    ownerUid: uuid('owner_uid').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUid: uuid('actor_uid').notNull(),
    /** e.g. centre.created, centre.updated, centre.deactivated, invite_code.replaced */
    action: text('action').notNull(),
    /** What was changed, e.g. centre:<uuid>. */
    subject: text('subject').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** Position in the business's chain, from 1; null only before the chain was sealed. */
    seq: bigint('seq', { mode: 'number' }),
    contentHash: text('content_hash'),
    prevHash: text('prev_hash'),
    hash: text('hash'),
    /**
     * Set when a privacy purge replaced who, what and the data with the redaction marker; the
     * hashes are kept, so the chain still verifies and reports the entry as redacted.
     */
    redactedAt: timestamp('redacted_at', { withTimezone: true }),
  },
  (t) => [
    index('audit_events_owner_uid_id_idx').on(t.ownerUid, t.id),
    uniqueIndex('audit_events_owner_seq_key').on(t.ownerUid, t.seq),
    // A row's entries by its subject: verification finds each punch's entry, and the purge the
    // entries of the rows it removes (decision 013).
    index('audit_events_subject_idx').on(t.subject),
    // The retention job finds entries past the retention period that still hold their content.
    index('audit_events_unredacted_at_idx')
      .on(t.at)
      .where(sql`${t.redactedAt} is null`),
  ],
);

/**
 * Steps that run once after the SQL migrations, in TypeScript (binding the rows that existed
 * before rows were bound to the audit chain, decision 013): a step listed here is done.
 */
export const maintenanceSteps = pgTable('maintenance_steps', {
  name: text('name').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull(),
});
