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
import type { TChainReport } from '@vh/contracts';
import { profiles } from './profiles.ts';

/**
 * Checks of a business's audit chain and of the rows bound to it (decision 013), run in the
 * background because a large business takes longer than a request may. One runs per business at a
 * time (the partial unique index); any server reads its progress, which its own server writes
 * with `heartbeat_at`, so a check whose server died is seen as stopped, not as running for ever.
 */
export const auditVerifications = pgTable(
  'audit_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUid: uuid('owner_uid')
      .notNull()
      .references(() => profiles.uid, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => profiles.uid, { onDelete: 'set null' }),
    /** queued, running, done or failed. */
    state: text('state').notNull(),
    entriesTotal: bigint('entries_total', { mode: 'number' }).notNull().default(0),
    entriesChecked: bigint('entries_checked', { mode: 'number' }).notNull().default(0),
    rowsTotal: bigint('rows_total', { mode: 'number' }).notNull().default(0),
    rowsChecked: bigint('rows_checked', { mode: 'number' }).notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    report: jsonb('report').$type<TChainReport>(),
    /** Why a failed check stopped, in words. */
    failure: text('failure'),
  },
  (t) => [
    uniqueIndex('audit_verifications_one_active_key')
      .on(t.ownerUid)
      .where(sql`${t.state} in ('queued', 'running')`),
    index('audit_verifications_owner_started_idx').on(t.ownerUid, t.startedAt),
  ],
);
