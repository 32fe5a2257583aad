import { z } from 'zod';
import { plans, type TPlanKey } from './plans.ts';
import { says } from './i18n.ts';
import { tooLongFor, ZText, type FieldLabel } from './text.ts';
import { notText } from './users.ts';

// SPEC §3, §4, §7: subscriptions bought through the billing provider's hosted checkout. The
// provider's item price ids (SPEC §9) are the wire values; everything else speaks plan keys.

/** SPEC §9: the item price ids a checkout or a plan change may name. */
export const ITEM_PRICE_IDS = [
  'Basic-CAD-Monthly',
  'Pro-CAD-Monthly',
  'VerifiedHours_Pro-CAD-Monthly',
] as const;
export type TItemPriceId = (typeof ITEM_PRICE_IDS)[number];

const itemPricePlans: Record<TItemPriceId, TPlanKey> = {
  'Basic-CAD-Monthly': 'basic',
  'Pro-CAD-Monthly': 'pro',
  'VerifiedHours_Pro-CAD-Monthly': 'pro',
};

/** The plan an item price id buys; undefined for an id that is not one of ours. */
export function planKeyOfItemPrice(itemPriceId: string): TPlanKey | undefined {
  return (itemPricePlans as Record<string, TPlanKey | undefined>)[itemPriceId];
}

/** The item price a new checkout or a change to `plan` uses (the first id SPEC §9 lists). */
export function itemPriceOfPlan(plan: TPlanKey): TItemPriceId | undefined {
  const id = plans[plan].itemPriceId;
  return ITEM_PRICE_IDS.find((known) => known === id);
}

export const ZItemPriceId = z.enum(ITEM_PRICE_IDS, says('validation.subscriptions.itemId'));

const prefill = (label: FieldLabel, max: number) =>
  ZText({ max, required: notText(label), tooLong: tooLongFor(label, max) })
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * SPEC §3 checkout request. The names, email and phone only prefill the hosted page: the server
 * bills the signed-in owner's account and their confirmed email, whatever the body says.
 */
export const ZCheckoutRequest = z.strictObject({
  item_id: ZItemPriceId,
  first_name: prefill('firstName', 100),
  last_name: prefill('lastName', 100),
  email: prefill('email', 254),
  phone: prefill('phone', 50),
});
export type TCheckoutRequest = z.input<typeof ZCheckoutRequest>;

/**
 * A hosted page, as Chargebee's API gives it (the object Chargebee.js's `openCheckout({ hostedPage })`
 * wants: id, type, url, state, embed, created_at, expires_at), plus `return_url`: where the page
 * sends the person when it completes, which the app follows when Chargebee.js reports success.
 */
export const ZHostedPage = z.object({
  id: z.string(),
  url: z.url(),
  type: z.string().optional(),
  state: z.string().optional(),
  embed: z.boolean().optional(),
  created_at: z.number().int().optional(),
  expires_at: z.number().int().optional(),
  return_url: z.url().optional(),
});
export type THostedPage = z.infer<typeof ZHostedPage>;

export const ZCancelRequest = z.strictObject({
  end_of_term: z.boolean(says('validation.shared.trueOrFalse', { field: 'end_of_term' })),
});
export type TCancelRequest = z.infer<typeof ZCancelRequest>;

export const ZChangePlanRequest = z.strictObject({
  item_id: ZItemPriceId,
  /**
   * A downgrade below the active centres names the centres that stay active; the others become
   * read-only (never deleted). Not needed when everything fits.
   */
  keep_business_ids: z
    .array(z.uuid(says('validation.subscriptions.keepCentreId')))
    .max(100, says('validation.subscriptions.keepAtMost', { max: 100 }))
    .optional(),
});
export type TChangePlanRequest = z.infer<typeof ZChangePlanRequest>;

/** Checkout ids we hand out: `vh_` and 32 hex characters (the sandbox and Chargebee accept ≤50). */
export const ZSubscriptionId = z
  .string(says('validation.shared.required', { field: 'sub_id' }))
  .regex(/^vh_[0-9a-f]{32}$/, says('validation.subscriptions.subId'));

export const ZVerifySubscriptionQuery = z.strictObject({ sub_id: ZSubscriptionId });

export const SUBSCRIPTION_STATUSES = [
  'future',
  'in_trial',
  'active',
  'non_renewing',
  'paused',
  'cancelled',
  'transferred',
] as const;
export const ZSubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

/** /success's answer: the subscription's status, or `pending` while the checkout is not done. */
export const ZVerifySubscriptionResponse = z.object({
  status: z.union([ZSubscriptionStatus, z.literal('pending')]),
});
export type TVerifySubscriptionResponse = z.infer<typeof ZVerifySubscriptionResponse>;

/** The statuses in which the paid plan's features are on. */
export const PAID_ACCESS_STATUSES: readonly TSubscriptionStatus[] = [
  'active',
  'non_renewing',
  'in_trial',
];

/** SPEC §3 "Subscription on the user", mirrored from the billing provider. Times are ISO 8601. */
export const ZSubscriptionSummary = z.object({
  id: z.string(),
  /** SPEC names the plan here: Basic, Pro, Enterprise or Free. */
  item_price_id: z.enum(['Free', 'Basic', 'Pro', 'Enterprise']),
  status: ZSubscriptionStatus,
  current_term_start: z.iso.datetime().nullable(),
  current_term_end: z.iso.datetime().nullable(),
  next_billing_at: z.iso.datetime().nullable(),
  /** When a cancellation took or takes effect. */
  cancelled_at: z.iso.datetime().nullable(),
  /** Monthly price in minor units (cents) and currency. */
  amount: z.number().int().nullable(),
  currency_code: z.string().nullable(),
});
export type TSubscriptionSummary = z.infer<typeof ZSubscriptionSummary>;

export const PAYMENT_TYPES = ['card', 'apple_pay', 'paypal_express_checkout'] as const;

/** SPEC §3 "Payment on the user". */
export const ZPaymentSummary = z.object({
  payment_type: z.string(),
  card_last4: z.string().nullable(),
  card_brand: z.string().nullable(),
  card_funding_type: z.string().nullable(),
  card_expiry_year: z.number().int().nullable(),
  card_expiry_month: z.number().int().nullable(),
  paypal_email: z.string().nullable(),
  /** The last payment, in minor units. */
  txn_amount: z.number().int().nullable(),
});
export type TPaymentSummary = z.infer<typeof ZPaymentSummary>;

/**
 * A renewal the card did not pay: the provider retries it (dunning) while the plan stays on, and
 * cancels the subscription if it never gets paid. `since` is when the oldest unpaid invoice was
 * raised (ISO 8601); `amount` is everything unpaid, in minor units of the subscription's currency.
 */
export const ZPaymentDue = z.object({
  since: z.iso.datetime(),
  amount: z.number().int(),
});
export type TPaymentDue = z.infer<typeof ZPaymentDue>;

/** GET /api/businesses/subscriptions/{uid}/: the owner's plan as the billing provider has it. */
export const ZBilling = z.object({
  plan: z.enum(['free', 'basic', 'pro', 'enterprise']),
  subscription: ZSubscriptionSummary.nullable(),
  payment: ZPaymentSummary.nullable(),
  /**
   * Unpaid dues of a subscription that still gives paid access, else null. The server always
   * sends it; optional only so answers (and fixtures) from before dunning still parse.
   */
  payment_due: ZPaymentDue.nullable().optional(),
  /** Centres made read-only by a plan change, waiting for a bigger plan (or a swap). */
  read_only_business_ids: z.array(z.uuid()),
});
export type TBilling = z.infer<typeof ZBilling>;

export const ZInvoice = z.object({
  id: z.string(),
  date: z.iso.datetime(),
  /** Minor units. */
  total: z.number().int(),
  amount_paid: z.number().int(),
  currency_code: z.string(),
  status: z.enum(['paid', 'posted', 'payment_due', 'not_paid', 'voided', 'pending']),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZInvoiceList = z.object({ invoices: z.array(ZInvoice) });
export type TInvoiceList = z.infer<typeof ZInvoiceList>;

export const ZInvoiceParams = z.strictObject({
  uid: z.uuid(says('validation.shared.uid')),
  invoice_id: z.string().regex(/^[A-Za-z0-9_-]{1,50}$/, says('validation.subscriptions.invoiceId')),
});

/** A short-lived link to the invoice's PDF. */
export const ZInvoicePdf = z.object({ url: z.url(), valid_till: z.iso.datetime() });
export type TInvoicePdf = z.infer<typeof ZInvoicePdf>;

/** cents → '$39.95' (CAD amounts shown as the plans are). */
export function formatMinorUnits(amount: number, currency = 'CAD'): string {
  const value = (amount / 100).toFixed(2);
  return currency === 'CAD' ? `$${value}` : `${value} ${currency}`;
}

/**
 * The billing provider's webhook event, as far as we read it: which event, and the ids it names.
 * Its content is only a hint of what changed; the subscription is always re-fetched.
 */
export const ZBillingWebhookEvent = z.object({
  id: z
    .string(says('validation.shared.required', { field: 'id' }))
    .min(1)
    .max(100),
  event_type: z
    .string(says('validation.shared.required', { field: 'event_type' }))
    .min(1)
    .max(100),
  content: z
    .object({
      subscription: z.object({ id: z.string().max(100) }).optional(),
      customer: z.object({ id: z.string().max(100) }).optional(),
      invoice: z.object({ subscription_id: z.string().max(100).optional() }).optional(),
    })
    .optional(),
});
export type TBillingWebhookEvent = z.infer<typeof ZBillingWebhookEvent>;

export const ZBillingWebhookResponse = z.object({
  result: z.enum(['processed', 'duplicate', 'ignored']),
});
