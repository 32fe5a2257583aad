import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { punches } from './timeclock.ts';

/**
 * A note a staff member added to their own punch after the fact. The signed punch is never
 * changed: the note is a row of its own, written with its audit entry (whose data holds the body),
 * so it is append-only like the chain: never edited, never deleted but with its punch. `chain_seq`
 * and `chain_hash` name that entry, as a punch's receipt names its own.
 */
export const punchNotes = pgTable(
  'punch_notes',
  {
    /** The client's UUID, so a note sent twice is one note. */
    id: uuid('id').primaryKey(),
    punchId: uuid('punch_id')
      .notNull()
      .references(() => punches.id, { onDelete: 'cascade' }),
    ownerUid: uuid('owner_uid').notNull(),
    authorUid: uuid('author_uid').notNull(),
    body: text('body').notNull(),
    /** SHA-256 of the request's canonical JSON: the same id with another note is refused. */
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    chainSeq: bigint('chain_seq', { mode: 'number' }).notNull(),
    chainHash: text('chain_hash').notNull(),
  },
  (t) => [
    index('punch_notes_punch_created_idx').on(t.punchId, t.createdAt),
    // The chain check reads a business's notes a page at a time, in id order.
    index('punch_notes_owner_id_idx').on(t.ownerUid, t.id),
  ],
);
