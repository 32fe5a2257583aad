import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  text,
} from 'drizzle-orm/pg-core';

// The sandbox owns its own schema so its tables never collide with the product's; the product only
// ever reaches this data through the Chargebee API.
export const billingSandboxSchema = pgSchema('billing_sandbox');

// Chargebee speaks unix seconds and millisecond resource versions; storing them as such keeps the
// wire objects a plain projection of the rows.
const seconds = (name: string) => bigint(name, { mode: 'number' });

/** One row (id 1): the sandbox clock offset and the webhook test settings, shared by all instances. */
export const settings = billingSandboxSchema.table(
  'settings',
  {
    id: integer('id').primaryKey(),
    clockOffsetSeconds: bigint('clock_offset_seconds', { mode: 'number' }).notNull().default(0),
    webhookCopies: integer('webhook_copies').notNull().default(1),
    webhookOrder: text('webhook_order')
      .$type<'in_order' | 'reversed'>()
      .notNull()
      .default('in_order'),
    webhookDelivery: text('webhook_delivery')
      .$type<'immediate' | 'held'>()
      .notNull()
      .default('immediate'),
  },
  (t) => [check('settings_single_row_check', sql`${t.id} = 1`)],
);

/** Chargebee's billing_address; the province (state_code) decides the sales tax on invoices. */
export interface BillingAddress {
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  stateCode: string | null;
  country: string | null;
  zip: string | null;
}

export const customers = billingSandboxSchema.table('customers', {
  id: text('id').primaryKey(),
  email: text('email'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  company: text('company'),
  phone: text('phone'),
  primaryPaymentSourceId: text('primary_payment_source_id'),
  billingAddress: jsonb('billing_address').$type<BillingAddress>(),
  createdAt: seconds('created_at').notNull(),
  updatedAt: seconds('updated_at').notNull(),
  resourceVersion: seconds('resource_version').notNull(),
});

/** How the test gateway answers charges on this card (the card number itself is never stored). */
export type CardBehaviour = 'approve' | 'decline_insufficient_funds';

export const paymentSources = billingSandboxSchema.table(
  'payment_sources',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    referenceId: text('reference_id').notNull(),
    brand: text('brand').notNull(),
    iin: text('iin').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    behaviour: text('behaviour').$type<CardBehaviour>().notNull(),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: seconds('created_at').notNull(),
    updatedAt: seconds('updated_at').notNull(),
    resourceVersion: seconds('resource_version').notNull(),
  },
  (t) => [index('payment_sources_customer_idx').on(t.customerId)],
);

export type HostedPageType = 'checkout_new' | 'manage_payment_sources';
export type HostedPageState = 'created' | 'requested' | 'succeeded' | 'cancelled' | 'acknowledged';

/** What checkout_new_for_items was asked for, kept until the page is completed. */
export interface CheckoutRequest {
  itemPriceId: string;
  quantity: number;
  subscriptionId: string | null;
  customer: {
    id: string | null;
    email: string | null;
    firstName: string | null;
    lastName: string | null;
    company: string | null;
    phone: string | null;
  };
  /** Absent on pages opened before the sandbox took billing addresses. */
  billingAddress?: BillingAddress | null;
}

/** Ids of what completing the page produced; `content` is rebuilt from them on retrieve. */
export interface HostedPageResult {
  customerId: string;
  paymentSourceId: string;
  subscriptionId?: string;
  invoiceId?: string;
}

export const hostedPages = billingSandboxSchema.table('hosted_pages', {
  id: text('id').primaryKey(),
  type: text('type').$type<HostedPageType>().notNull(),
  state: text('state').$type<HostedPageState>().notNull(),
  checkout: jsonb('checkout').$type<CheckoutRequest>(),
  customerId: text('customer_id'),
  redirectUrl: text('redirect_url'),
  cancelUrl: text('cancel_url'),
  passThruContent: text('pass_thru_content'),
  embed: boolean('embed').notNull().default(false),
  result: jsonb('result').$type<HostedPageResult>(),
  createdAt: seconds('created_at').notNull(),
  expiresAt: seconds('expires_at').notNull(),
  updatedAt: seconds('updated_at').notNull(),
  resourceVersion: seconds('resource_version').notNull(),
});

export type SubscriptionStatus = 'active' | 'non_renewing' | 'cancelled';

export const subscriptions = billingSandboxSchema.table(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    itemPriceId: text('item_price_id').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    currencyCode: text('currency_code').notNull(),
    billingPeriod: integer('billing_period').notNull(),
    billingPeriodUnit: text('billing_period_unit').$type<'month' | 'year'>().notNull(),
    paymentSourceId: text('payment_source_id'),
    currentTermStart: seconds('current_term_start').notNull(),
    currentTermEnd: seconds('current_term_end').notNull(),
    startedAt: seconds('started_at').notNull(),
    activatedAt: seconds('activated_at').notNull(),
    cancelledAt: seconds('cancelled_at'),
    cancelReason: text('cancel_reason'),
    // Unpaid invoices of this subscription (payment_due or not_paid), kept in step with them.
    dueInvoicesCount: integer('due_invoices_count').notNull().default(0),
    dueSince: seconds('due_since'),
    totalDues: integer('total_dues').notNull().default(0),
    createdAt: seconds('created_at').notNull(),
    updatedAt: seconds('updated_at').notNull(),
    resourceVersion: seconds('resource_version').notNull(),
  },
  (t) => [
    index('subscriptions_customer_idx').on(t.customerId),
    index('subscriptions_due_idx').on(t.status, t.currentTermEnd),
  ],
);

/**
 * `payment_due`: a renewal charge failed and dunning retries it; `not_paid`: dunning gave up (or a
 * charge that is never retried failed).
 */
export type InvoiceStatus = 'paid' | 'payment_due' | 'not_paid';

export interface InvoiceLine {
  id: string;
  description: string;
  itemPriceId: string;
  quantity: number;
  unitAmount: number;
  amount: number;
  dateFrom: number;
  dateTo: number;
}

/** One sales tax on one line, as Chargebee's line_item_taxes[] carries it. */
export interface InvoiceLineTax {
  lineItemId: string;
  name: string;
  rateMilliPercent: number;
  jurisType: string;
  jurisName: string;
  jurisCode: string;
  taxableAmount: number;
  amount: number;
}

/** The gateway transaction that paid (or failed to pay) the invoice. */
export interface InvoiceTransaction {
  id: string;
  status: 'success' | 'failure';
  amount: number;
  date: number;
  paymentSourceId: string;
  maskedCardNumber: string;
  errorCode?: string;
  errorText?: string;
}

export const invoices = billingSandboxSchema.table(
  'invoices',
  {
    id: text('id').primaryKey(),
    // Orders invoices that share a date second; also the human-facing invoice number.
    seq: bigserial('seq', { mode: 'number' }).notNull().unique('invoices_seq_key'),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    subscriptionId: text('subscription_id').references(() => subscriptions.id),
    status: text('status').$type<InvoiceStatus>().notNull(),
    recurring: boolean('recurring').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** Sales tax in the total (total = sum of the lines + tax); 0 without a taxed address. */
    tax: integer('tax').notNull().default(0),
    total: integer('total').notNull(),
    amountPaid: integer('amount_paid').notNull(),
    amountDue: integer('amount_due').notNull(),
    date: seconds('date').notNull(),
    paidAt: seconds('paid_at'),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    lineTaxes: jsonb('line_taxes')
      .$type<InvoiceLineTax[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The customer's billing address when the invoice was raised. */
    billingAddress: jsonb('billing_address').$type<BillingAddress>(),
    transaction: jsonb('transaction').$type<InvoiceTransaction>(),
    /** Dunning: charge attempts that failed so far, and when the next retry is due. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    nextRetryAt: seconds('next_retry_at'),
    updatedAt: seconds('updated_at').notNull(),
    resourceVersion: seconds('resource_version').notNull(),
  },
  (t) => [
    index('invoices_customer_idx').on(t.customerId, t.date),
    index('invoices_subscription_idx').on(t.subscriptionId, t.date),
    index('invoices_retry_idx').on(t.status, t.nextRetryAt),
  ],
);

export type WebhookStatus =
  'not_configured' | 'scheduled' | 're_scheduled' | 'succeeded' | 'failed';

export const events = billingSandboxSchema.table(
  'events',
  {
    id: text('id').primaryKey(),
    // Commit order of events; offsets, "newest first" and webhook order all follow it.
    seq: bigserial('seq', { mode: 'number' }).notNull().unique('events_seq_key'),
    eventType: text('event_type').notNull(),
    source: text('source').$type<'api' | 'hosted_page' | 'scheduled_job'>().notNull(),
    occurredAt: seconds('occurred_at').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    webhookStatus: text('webhook_status').$type<WebhookStatus>().notNull(),
    webhookAttempts: integer('webhook_attempts').notNull().default(0),
    // Real (not sandbox) epoch milliseconds: retries run on real timers.
    nextAttemptAtMs: bigint('next_attempt_at_ms', { mode: 'number' }),
    claimedUntilMs: bigint('claimed_until_ms', { mode: 'number' }),
    webhookFailureReason: text('webhook_failure_reason'),
  },
  (t) => [
    index('events_type_idx').on(t.eventType, t.seq),
    index('events_pending_idx').on(t.webhookStatus, t.nextAttemptAtMs),
  ],
);
