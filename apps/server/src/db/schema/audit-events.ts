import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every change to a business's centres and staff: who, when, what. Append-only; the time clock
 * adds the hash chain (ARCHITECTURE §10) on top of these rows.
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
  },
  (t) => [index('audit_events_owner_uid_id_idx').on(t.ownerUid, t.id)],
);
