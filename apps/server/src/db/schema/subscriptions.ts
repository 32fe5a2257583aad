import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TPaymentSummary } from '@vh/contracts';
import { profiles } from './profiles.ts';

/**
 * The owner's subscriptions as the billing provider last reported them: a mirror, re-fetched on
 * every webhook and after every change we make, never edited on its own. An owner who cancels and
 * buys again has two; the current one is the one with paid access, else the latest started.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    subscriptionId: text('subscription_id').primaryKey(),
    ownerUid: uuid('owner_uid')
      .notNull()
      .references(() => profiles.uid, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    itemPriceId: text('item_price_id').notNull(),
    status: text('status').notNull(),
    currentTermStart: timestamp('current_term_start', { withTimezone: true }),
    currentTermEnd: timestamp('current_term_end', { withTimezone: true }),
    nextBillingAt: timestamp('next_billing_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Monthly price in minor units, as billed. */
    amount: integer('amount'),
    currencyCode: text('currency_code'),
    payment: jsonb('payment').$type<TPaymentSummary>(),
    /** Dunning: since when invoices are unpaid, and how much (minor units); null when none. */
    paymentDueSince: timestamp('payment_due_since', { withTimezone: true }),
    paymentDueAmount: integer('payment_due_amount'),
    /** The provider's resource_version (ms): an older copy never overwrites a newer one. */
    resourceVersion: bigint('resource_version', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_owner_uid_idx').on(t.ownerUid)],
);

/**
 * A checkout we started: its preassigned subscription id is how /success and webhooks find the
 * owner, and how a sub_id of somebody else's is told apart from one that is not done yet.
 */
export const billingCheckouts = pgTable(
  'billing_checkouts',
  {
    subscriptionId: text('subscription_id').primaryKey(),
    ownerUid: uuid('owner_uid')
      .notNull()
      .references(() => profiles.uid, { onDelete: 'cascade' }),
    hostedPageId: text('hosted_page_id').notNull(),
    itemPriceId: text('item_price_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_checkouts_owner_uid_idx').on(t.ownerUid)],
);

/** Webhook events already handled: the provider retries and duplicates, we act once. */
export const billingEvents = pgTable('billing_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A downgrade's choice of centres to keep, saved before the provider is asked to change the plan,
 * so whichever sync applies the new plan first (ours or a webhook's) applies the owner's choice.
 */
export const planChangeRequests = pgTable('plan_change_requests', {
  ownerUid: uuid('owner_uid')
    .primaryKey()
    .references(() => profiles.uid, { onDelete: 'cascade' }),
  plan: text('plan').notNull(),
  keepIds: jsonb('keep_ids').$type<string[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
