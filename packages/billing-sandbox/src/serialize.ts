import { maskedNumber } from './cards.ts';
import type {
  BillingAddress,
  customers,
  events,
  hostedPages,
  invoices,
  paymentSources,
  subscriptions,
} from './schema.ts';

// Row → Chargebee wire object. Fields the sandbox does not model are left out rather than faked,
// except the few the client's types mark required (deleted, auto_collection, ...).

type CustomerRow = typeof customers.$inferSelect;
type PaymentSourceRow = typeof paymentSources.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;
type HostedPageRow = typeof hostedPages.$inferSelect;
type EventRow = typeof events.$inferSelect;

export type Json = Record<string, unknown>;

const GATEWAY = 'chargebee';
const GATEWAY_ACCOUNT_ID = 'gw_billing_sandbox';

function optional(fields: Record<string, unknown>): Json {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value != null));
}

function billingAddressJson(address: BillingAddress): Json {
  return {
    ...optional({
      first_name: address.firstName,
      last_name: address.lastName,
      company: address.company,
      line1: address.line1,
      line2: address.line2,
      city: address.city,
      state_code: address.stateCode,
      state: address.state,
      country: address.country,
      zip: address.zip,
    }),
    validation_status: 'not_validated',
    object: 'billing_address',
  };
}

/** "GST @ 5%", "QST @ 9.975%": how Chargebee describes a tax line. */
const taxDescription = (name: string, rateMilliPercent: number) =>
  `${name} @ ${rateMilliPercent / 1000}%`;

export function customerJson(row: CustomerRow, source?: PaymentSourceRow): Json {
  return {
    id: row.id,
    ...optional({
      email: row.email,
      first_name: row.firstName,
      last_name: row.lastName,
      company: row.company,
      phone: row.phone,
      primary_payment_source_id: row.primaryPaymentSourceId,
    }),
    ...(row.billingAddress ? { billing_address: billingAddressJson(row.billingAddress) } : {}),
    auto_collection: 'on',
    net_term_days: 0,
    allow_direct_debit: false,
    created_at: row.createdAt,
    taxability: 'taxable',
    updated_at: row.updatedAt,
    pii_cleared: 'active',
    channel: 'web',
    resource_version: row.resourceVersion,
    deleted: false,
    object: 'customer',
    card_status: source ? 'valid' : 'no_card',
    ...(source
      ? {
          payment_method: {
            object: 'payment_method',
            type: 'card',
            reference_id: source.referenceId,
            gateway: GATEWAY,
            gateway_account_id: GATEWAY_ACCOUNT_ID,
            status: 'valid',
          },
        }
      : {}),
    promotional_credits: 0,
    refundable_credits: 0,
    excess_payments: 0,
    unbilled_charges: 0,
    preferred_currency_code: 'CAD',
    mrr: 0,
  };
}

function cardDetails(row: PaymentSourceRow): Json {
  return {
    iin: row.iin,
    last4: row.last4,
    brand: row.brand,
    funding_type: 'credit',
    expiry_month: row.expiryMonth,
    expiry_year: row.expiryYear,
    masked_number: maskedNumber(row.iin, row.last4),
    object: 'card',
  };
}

export function paymentSourceJson(row: PaymentSourceRow): Json {
  return {
    id: row.id,
    updated_at: row.updatedAt,
    resource_version: row.resourceVersion,
    deleted: row.deleted,
    object: 'payment_source',
    customer_id: row.customerId,
    type: 'card',
    reference_id: row.referenceId,
    status: 'valid',
    gateway: GATEWAY,
    gateway_account_id: GATEWAY_ACCOUNT_ID,
    created_at: row.createdAt,
    card: cardDetails(row),
  };
}

/** The legacy `card` object the subscription and hosted page responses carry. */
export function cardJson(row: PaymentSourceRow): Json {
  return {
    status: 'valid',
    gateway: GATEWAY,
    gateway_account_id: GATEWAY_ACCOUNT_ID,
    iin: row.iin,
    last4: row.last4,
    card_type: row.brand,
    funding_type: 'credit',
    expiry_month: row.expiryMonth,
    expiry_year: row.expiryYear,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    resource_version: row.resourceVersion,
    object: 'card',
    masked_number: maskedNumber(row.iin, row.last4),
    customer_id: row.customerId,
    payment_source_id: row.id,
  };
}

export function subscriptionJson(row: SubscriptionRow): Json {
  const amount = row.unitPrice * row.quantity;
  const live = row.status !== 'cancelled';
  return {
    id: row.id,
    billing_period: row.billingPeriod,
    billing_period_unit: row.billingPeriodUnit,
    customer_id: row.customerId,
    status: row.status,
    current_term_start: row.currentTermStart,
    current_term_end: row.currentTermEnd,
    ...(row.status === 'active' ? { next_billing_at: row.currentTermEnd } : {}),
    created_at: row.createdAt,
    started_at: row.startedAt,
    activated_at: row.activatedAt,
    ...optional({
      cancelled_at: row.cancelledAt,
      cancel_reason: row.cancelReason,
      payment_source_id: row.paymentSourceId,
    }),
    updated_at: row.updatedAt,
    has_scheduled_changes: false,
    channel: 'web',
    resource_version: row.resourceVersion,
    deleted: false,
    object: 'subscription',
    currency_code: row.currencyCode,
    subscription_items: [
      {
        item_price_id: row.itemPriceId,
        item_type: 'plan',
        quantity: row.quantity,
        unit_price: row.unitPrice,
        amount,
        free_quantity: 0,
        object: 'subscription_item',
      },
    ],
    due_invoices_count: row.dueInvoicesCount,
    ...(row.dueInvoicesCount > 0
      ? optional({ due_since: row.dueSince, total_dues: row.totalDues })
      : {}),
    mrr:
      live && row.billingPeriodUnit === 'month'
        ? Math.round(amount / row.billingPeriod)
        : live
          ? Math.round(amount / (12 * row.billingPeriod))
          : 0,
    auto_collection: 'on',
  };
}

export function invoiceJson(row: InvoiceRow): Json {
  const transaction = row.transaction;
  const taxesOf = (lineItemId: string) => row.lineTaxes.filter((t) => t.lineItemId === lineItemId);
  // taxes[]: one entry per tax name, summed over the lines.
  const taxes = new Map<string, { name: string; amount: number; description: string }>();
  for (const lineTax of row.lineTaxes) {
    const entry = taxes.get(lineTax.name) ?? {
      name: lineTax.name,
      amount: 0,
      description: taxDescription(lineTax.name, lineTax.rateMilliPercent),
    };
    entry.amount += lineTax.amount;
    taxes.set(lineTax.name, entry);
  }
  return {
    id: row.id,
    customer_id: row.customerId,
    ...optional({ subscription_id: row.subscriptionId }),
    recurring: row.recurring,
    status: row.status,
    price_type: 'tax_exclusive',
    date: row.date,
    due_date: row.date,
    net_term_days: 0,
    exchange_rate: 1,
    total: row.total,
    amount_paid: row.amountPaid,
    amount_adjusted: 0,
    write_off_amount: 0,
    credits_applied: 0,
    amount_due: row.amountDue,
    ...optional({ paid_at: row.paidAt }),
    updated_at: row.updatedAt,
    resource_version: row.resourceVersion,
    deleted: false,
    object: 'invoice',
    first_invoice: false,
    amount_to_collect: row.amountDue,
    round_off_amount: 0,
    has_advance_charges: false,
    currency_code: row.currencyCode,
    base_currency_code: row.currencyCode,
    generated_at: row.date,
    is_gifted: false,
    term_finalized: true,
    channel: 'web',
    tax: row.tax,
    ...(row.billingAddress ? { billing_address: billingAddressJson(row.billingAddress) } : {}),
    line_items: row.lines.map((line) => ({
      id: line.id,
      date_from: line.dateFrom,
      date_to: line.dateTo,
      unit_amount: line.unitAmount,
      quantity: line.quantity,
      amount: line.amount,
      pricing_model: 'flat_fee',
      is_taxed: taxesOf(line.id).length > 0,
      tax_amount: taxesOf(line.id).reduce((sum, t) => sum + t.amount, 0),
      ...(taxesOf(line.id).length > 0
        ? { tax_rate: taxesOf(line.id).reduce((sum, t) => sum + t.rateMilliPercent, 0) / 1000 }
        : {}),
      object: 'line_item',
      ...optional({ subscription_id: row.subscriptionId }),
      customer_id: row.customerId,
      description: line.description,
      entity_type: 'plan_item_price',
      entity_id: line.itemPriceId,
      discount_amount: 0,
      item_level_discount_amount: 0,
    })),
    sub_total: row.total - row.tax,
    taxes: [...taxes.values()].map((tax) => ({ ...tax, object: 'tax' })),
    line_item_taxes: row.lineTaxes.map((lineTax) => ({
      line_item_id: lineTax.lineItemId,
      tax_name: lineTax.name,
      tax_rate: lineTax.rateMilliPercent / 1000,
      is_partial_tax_applied: false,
      is_non_compliance_tax: false,
      taxable_amount: lineTax.taxableAmount,
      tax_amount: lineTax.amount,
      tax_juris_type: lineTax.jurisType,
      tax_juris_name: lineTax.jurisName,
      tax_juris_code: lineTax.jurisCode,
      object: 'line_item_tax',
    })),
    linked_payments: transaction
      ? [
          {
            txn_id: transaction.id,
            applied_amount: transaction.status === 'success' ? transaction.amount : 0,
            applied_at: transaction.date,
            txn_status: transaction.status,
            txn_date: transaction.date,
            txn_amount: transaction.amount,
          },
        ]
      : [],
    ...(row.nextRetryAt !== null ? { next_retry_at: row.nextRetryAt } : {}),
    dunning_attempts: [],
    applied_credits: [],
    adjustment_credit_notes: [],
    issued_credit_notes: [],
    linked_orders: [],
  };
}

export function transactionJson(row: InvoiceRow): Json | undefined {
  const transaction = row.transaction;
  if (!transaction) return undefined;
  return {
    id: transaction.id,
    customer_id: row.customerId,
    ...optional({ subscription_id: row.subscriptionId }),
    payment_source_id: transaction.paymentSourceId,
    payment_method: 'card',
    gateway: GATEWAY,
    gateway_account_id: GATEWAY_ACCOUNT_ID,
    type: 'payment',
    date: transaction.date,
    currency_code: row.currencyCode,
    amount: transaction.amount,
    id_at_gateway: `sbx_${transaction.id}`,
    status: transaction.status,
    ...optional({ error_code: transaction.errorCode, error_text: transaction.errorText }),
    masked_card_number: transaction.maskedCardNumber,
    updated_at: row.updatedAt,
    resource_version: row.resourceVersion,
    deleted: false,
    object: 'transaction',
    base_currency_code: row.currencyCode,
    amount_unused: 0,
    linked_invoices: [
      {
        invoice_id: row.id,
        applied_amount: transaction.status === 'success' ? transaction.amount : 0,
        applied_at: transaction.date,
        invoice_date: row.date,
        invoice_total: row.total,
        invoice_status: row.status,
      },
    ],
  };
}

export function hostedPageJson(row: HostedPageRow, url: string, content?: Json): Json {
  return {
    id: row.id,
    type: row.type,
    url,
    state: row.state,
    ...optional({ pass_thru_content: row.passThruContent }),
    embed: row.embed,
    created_at: row.createdAt,
    expires_at: row.expiresAt,
    ...(content ? { content } : {}),
    updated_at: row.updatedAt,
    resource_version: row.resourceVersion,
    object: 'hosted_page',
  };
}

export function eventJson(row: EventRow): Json {
  return {
    id: row.id,
    occurred_at: row.occurredAt,
    source: row.source,
    object: 'event',
    api_version: 'v2',
    content: row.content,
    event_type: row.eventType,
    webhook_status: row.webhookStatus,
    ...optional({ webhook_failure_reason: row.webhookFailureReason }),
  };
}
