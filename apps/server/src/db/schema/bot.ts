import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

/** Shares one paper account holds of a simulated symbol. */
export type BotHolding = { units: number; costCents: number };

/**
 * One row per person: their paper-trading account and its bot. A running bot is a job leased by
 * one server at a time (lease_owner until lease_expires_at); `last_step` is the market step it
 * last acted on, so a step is never acted on twice whichever server gets there.
 */
export const botRuns = pgTable(
  'bot_runs',
  {
    userUid: uuid('user_uid')
      .primaryKey()
      .references(() => profiles.uid, { onDelete: 'cascade' }),
    status: text('status', { enum: ['running', 'stopped'] })
      .notNull()
      .default('stopped'),
    /** The stake per trade of the running bot, or of its last run. */
    amountCents: bigint('amount_cents', { mode: 'number' }),
    cashCents: bigint('cash_cents', { mode: 'number' }).notNull(),
    holdings: jsonb('holdings').$type<Record<string, BotHolding>>().notNull().default({}),
    trades: integer('trades').notNull().default(0),
    lastStep: bigint('last_step', { mode: 'number' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
  },
  (t) => [
    // Claiming looks for expired leases; each worker pass finds its own bots by owner.
    index('bot_runs_running_lease_idx')
      .on(t.leaseExpiresAt)
      .where(sql`${t.status} = 'running'`),
    index('bot_runs_running_owner_idx')
      .on(t.leaseOwner)
      .where(sql`${t.status} = 'running'`),
  ],
);

/**
 * The bot's log, in plain words. Entries of one person are written while their bot_runs row is
 * locked, so ids grow in the order the entries commit and `?after=<id>` never skips one.
 */
export const botLogs = pgTable(
  'bot_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userUid: uuid('user_uid')
      .notNull()
      .references(() => profiles.uid, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    text: text('text').notNull(),
    /** The market step a tick's summary speaks of: one per step and person, whoever ran it. */
    step: bigint('step', { mode: 'number' }),
  },
  (t) => [
    index('bot_logs_user_id_idx').on(t.userUid, t.id),
    uniqueIndex('bot_logs_user_step_key')
      .on(t.userUid, t.step)
      .where(sql`${t.step} is not null`),
  ],
);
