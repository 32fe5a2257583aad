import { and, eq, sql } from 'drizzle-orm';
import { PROVINCE_NAMES, isCanadianProvince } from '../canada-sales-tax.ts';
import type { SandboxItemPrice } from '../catalogue.ts';
import { DECLINE_MESSAGE, checkCard, type CardField, type CardInput } from '../cards.ts';
import { change, hostedPageUrl, type Change, type SandboxContext } from '../context.ts';
import {
  ChargebeeApiError,
  invalidState,
  notFound,
  paramMissing,
  paramWrongValue,
  unsupported,
} from '../errors.ts';
import {
  newCustomerId,
  newHostedPageId,
  newPaymentSourceId,
  newReferenceId,
  newSubscriptionId,
} from '../ids.ts';
import {
  asParams,
  indexedStrings,
  optionalBoolean,
  optionalId,
  optionalString,
  optionalUrl,
  type Params,
} from '../params.ts';
import {
  customers,
  hostedPages,
  paymentSources,
  subscriptions,
  type BillingAddress,
  type CheckoutRequest,
  type HostedPageResult,
} from '../schema.ts';
import {
  cardJson,
  customerJson,
  hostedPageJson,
  invoiceJson,
  paymentSourceJson,
  type Json,
} from '../serialize.ts';
import { sandboxNow } from '../settings.ts';
import { addBillingPeriod, toUnix } from '../time.ts';
import { invoiceAndCollect } from './billing.ts';
import { collectInvoice, dueInvoicesOfCustomer } from './dunning.ts';
import {
  findCustomer,
  findPaymentSource,
  paymentContent,
  paymentSourceContent,
  requireCustomer,
  requireInvoice,
  requireSubscription,
  subscriptionContent,
  type CustomerRow,
} from './repo.ts';

export type HostedPageRow = typeof hostedPages.$inferSelect;

// Chargebee's checkout pages live 3 hours; the sandbox gives manage-payment pages the same.
const PAGE_LIFETIME_SECONDS = 3 * 60 * 60;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The page can no longer be submitted: its form shows why instead of taking a card. */
export class PageUnusableError extends ChargebeeApiError {
  readonly reason: 'expired' | 'used';
  constructor(reason: 'expired' | 'used') {
    super(
      400,
      'invalid_state_for_request',
      reason === 'expired'
        ? 'The hosted page has expired'
        : 'The hosted page has already been used',
      { type: 'invalid_request' },
    );
    this.reason = reason;
  }
}

/** The card was refused; `field` tells the form where to show the message. */
export class CardRejectedError extends ChargebeeApiError {
  readonly field: CardField;
  readonly userMessage: string;
  constructor(error: ChargebeeApiError, field: CardField, userMessage: string) {
    super(error.status, error.apiErrorCode, error.message, {
      ...(error.type ? { type: error.type } : {}),
      errorCode: error.errorCode,
      ...(error.param ? { param: error.param } : {}),
    });
    this.field = field;
    this.userMessage = userMessage;
  }
}

/**
 * The page's preassigned subscription id was bought meanwhile (the product reuses one id for all
 * of an owner's open checkouts, so that at most one can be paid).
 */
export class SubscriptionTakenError extends ChargebeeApiError {
  readonly userMessage = 'This subscription has already been bought.';
  constructor(id: string) {
    super(400, 'duplicate_entry', `subscription[id] : The value ${id} is already present.`, {
      type: 'invalid_request',
      param: 'subscription[id]',
    });
  }
}

const CHECKOUT_PARAMS = new Set([
  'subscription_items',
  'customer',
  'subscription',
  'billing_address',
  'redirect_url',
  'cancel_url',
  'pass_thru_content',
  'embed',
]);

export async function createCheckoutPage(ctx: SandboxContext, body: Params): Promise<Json> {
  rejectUnknown(body, CHECKOUT_PARAMS, {
    subscription_items: new Set(['item_price_id', 'quantity']),
    customer: new Set(['id', 'email', 'first_name', 'last_name', 'phone', 'company']),
    subscription: new Set(['id']),
    billing_address: new Set(BILLING_ADDRESS_FIELDS.map(([param]) => param)),
  });
  const { itemPrice, quantity } = singleItem(ctx, body);
  const billingAddress = billingAddressOf(body);

  const email = optionalString(body, ['customer', 'email'], { maxLength: 70 });
  if (email !== undefined && !EMAIL.test(email)) {
    throw paramWrongValue('customer[email]', 'invalid email address');
  }
  const checkout: CheckoutRequest = {
    itemPriceId: itemPrice.id,
    quantity,
    subscriptionId: optionalId(body, ['subscription', 'id']) ?? null,
    customer: {
      id: optionalId(body, ['customer', 'id']) ?? null,
      email: email ?? null,
      firstName: optionalString(body, ['customer', 'first_name'], { maxLength: 150 }) ?? null,
      lastName: optionalString(body, ['customer', 'last_name'], { maxLength: 150 }) ?? null,
      company: optionalString(body, ['customer', 'company'], { maxLength: 250 }) ?? null,
      phone: optionalString(body, ['customer', 'phone'], { maxLength: 50 }) ?? null,
    },
    billingAddress,
  };
  const redirectUrl = optionalUrl(body, ['redirect_url']);
  const cancelUrl = optionalUrl(body, ['cancel_url']);
  const passThru = optionalString(body, ['pass_thru_content'], { maxLength: 2048 });
  const embed = optionalBoolean(body, ['embed']) ?? false;

  return change(ctx, 'api', async ({ tx, nowUnix, version }) => {
    // Only an existing subscription makes the id taken: other open pages preassigning the same id
    // are fine, as the id is claimed when a page is paid.
    if (checkout.subscriptionId) await assertSubscriptionIdFree(tx, checkout.subscriptionId);
    return insertPage(ctx, tx, {
      type: 'checkout_new',
      checkout,
      customerId: checkout.customer.id,
      redirectUrl: redirectUrl ?? null,
      cancelUrl: cancelUrl ?? null,
      passThruContent: passThru ?? null,
      embed,
      nowUnix,
      version,
    });
  });
}

// billing_address[...] parameters the sandbox keeps, with Chargebee's length limits.
const BILLING_ADDRESS_FIELDS = [
  ['first_name', 'firstName', 150],
  ['last_name', 'lastName', 150],
  ['company', 'company', 250],
  ['line1', 'line1', 150],
  ['line2', 'line2', 150],
  ['city', 'city', 50],
  ['state_code', 'stateCode', 50],
  ['state', 'state', 50],
  ['zip', 'zip', 20],
  ['country', 'country', 50],
] as const satisfies readonly (readonly [string, keyof BillingAddress, number])[];

/** billing_address[...]: the province (state_code) is what the invoice's sales tax follows. */
function billingAddressOf(body: Params): BillingAddress | null {
  const address = Object.fromEntries(
    BILLING_ADDRESS_FIELDS.map(([param, field, maxLength]) => [
      field,
      optionalString(body, ['billing_address', param], { maxLength }) ?? null,
    ]),
  ) as unknown as BillingAddress;
  if (Object.values(address).every((value) => value === null)) return null;
  if (address.country !== null) {
    address.country = address.country.toUpperCase();
    if (!/^[A-Z]{2}$/.test(address.country)) {
      throw paramWrongValue('billing_address[country]', 'must be an ISO 3166 alpha-2 code');
    }
  }
  if (address.country === 'CA' && address.stateCode !== null) {
    address.stateCode = address.stateCode.toUpperCase();
    if (!isCanadianProvince(address.stateCode)) {
      throw paramWrongValue('billing_address[state_code]', 'invalid state code for Canada');
    }
    // As Chargebee does for Canada, the state name follows from the code.
    address.state = PROVINCE_NAMES[address.stateCode];
  }
  return address;
}

export async function createManagePaymentSourcesPage(
  ctx: SandboxContext,
  body: Params,
): Promise<Json> {
  rejectUnknown(body, new Set(['customer', 'redirect_url', 'embed', 'pass_thru_content']), {
    customer: new Set(['id']),
  });
  const customerId = optionalId(body, ['customer', 'id']);
  if (!customerId) throw paramMissing('customer[id]');
  const redirectUrl = optionalUrl(body, ['redirect_url']);
  const passThru = optionalString(body, ['pass_thru_content'], { maxLength: 2048 });
  const embed = optionalBoolean(body, ['embed']) ?? false;
  return change(ctx, 'api', async ({ tx, nowUnix, version }) => {
    if (!(await findCustomer(tx, customerId))) throw notFound('Customer', customerId);
    return insertPage(ctx, tx, {
      type: 'manage_payment_sources',
      customerId,
      redirectUrl: redirectUrl ?? null,
      passThruContent: passThru ?? null,
      embed,
      nowUnix,
      version,
    });
  });
}

export async function retrieveHostedPage(ctx: SandboxContext, id: string): Promise<Json> {
  const row = await requirePage(ctx, id);
  return {
    hosted_page: hostedPageJson(row, hostedPageUrl(ctx, row.id), await pageContent(ctx, row)),
  };
}

export async function acknowledgeHostedPage(ctx: SandboxContext, id: string): Promise<Json> {
  const row = await change(ctx, 'api', async ({ tx, nowUnix, version }) => {
    const [page] = await tx.select().from(hostedPages).where(eq(hostedPages.id, id)).for('update');
    if (!page) throw notFound('Hosted page', id);
    if (page.state === 'acknowledged') return page;
    if (page.state !== 'succeeded') {
      throw invalidState(
        `Hosted page is in ${page.state} state; only a succeeded page can be acknowledged`,
      );
    }
    const [updated] = await tx
      .update(hostedPages)
      .set({ state: 'acknowledged', updatedAt: nowUnix, resourceVersion: version })
      .where(eq(hostedPages.id, id))
      .returning();
    return updated ?? page;
  });
  return {
    hosted_page: hostedPageJson(row, hostedPageUrl(ctx, row.id), await pageContent(ctx, row)),
  };
}

/** What the page form needs, and whether it can still be submitted. */
export interface PageView {
  page: HostedPageRow;
  itemPrice: SandboxItemPrice | undefined;
  customer: CustomerRow | undefined;
  unusable: 'expired' | 'used' | undefined;
}

/** Loads a page for display; a first view moves it to `requested`, as Chargebee does. */
export async function viewHostedPage(
  ctx: SandboxContext,
  id: string,
): Promise<PageView | undefined> {
  const now = toUnix(await sandboxNow(ctx.db, ctx.baseNow));
  const [page] = await ctx.db
    .update(hostedPages)
    .set({ state: 'requested' })
    .where(and(eq(hostedPages.id, id), eq(hostedPages.state, 'created')))
    .returning();
  const row = page ?? (await findPage(ctx, id));
  if (!row) return undefined;
  return {
    page: row,
    itemPrice: row.checkout ? ctx.catalogue.get(row.checkout.itemPriceId) : undefined,
    customer: row.customerId ? await findCustomer(ctx.db, row.customerId) : undefined,
    unusable: unusableReason(row, now),
  };
}

/** Name and email as edited on the checkout form (only used for a new customer). */
export interface ContactOverride {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
}

export interface Completion {
  id: string;
  state: 'succeeded';
  redirectTo: string | null;
}

/**
 * Submits a card on a hosted page: the one path behind both the HTML form and the test control.
 * Everything (customer, card, subscription, invoice, events, page state) commits together, and the
 * page row lock makes a second submission see the page as used.
 */
export async function completeHostedPage(
  ctx: SandboxContext,
  id: string,
  input: CardInput,
  contact: ContactOverride = {},
): Promise<Completion> {
  return change(ctx, 'hosted_page', async (c) => {
    const [page] = await c.tx
      .select()
      .from(hostedPages)
      .where(eq(hostedPages.id, id))
      .for('update');
    if (!page) throw notFound('Hosted page', id);
    const reason = unusableReason(page, c.nowUnix);
    if (reason) throw new PageUnusableError(reason);
    // Before looking at the card: a page whose subscription was bought elsewhere cannot be paid,
    // whatever card is given.
    const subscriptionId = page.checkout?.subscriptionId;
    if (subscriptionId) await claimSubscriptionId(c.tx, subscriptionId);

    const checked = checkCard(input, c.now);
    if (!checked.ok) {
      const error =
        checked.reason === 'not_stored'
          ? new ChargebeeApiError(402, 'payment_method_verification_failed', checked.message, {
              type: 'payment',
              errorCode: 'card_verification_failed',
              param: 'card[number]',
            })
          : paramWrongValue(cardParam(checked.field), checked.message);
      throw new CardRejectedError(error, checked.field, checked.message);
    }
    const result =
      page.type === 'checkout_new'
        ? await completeCheckout(ctx, c, page, checked.card, contact)
        : await replaceCard(c, page, checked.card);
    await c.tx
      .update(hostedPages)
      .set({ state: 'succeeded', result, updatedAt: c.nowUnix, resourceVersion: c.version })
      .where(eq(hostedPages.id, id));
    return { id, state: 'succeeded', redirectTo: redirectWith(page.redirectUrl, id, 'succeeded') };
  });
}

type AcceptedCard = Extract<ReturnType<typeof checkCard>, { ok: true }>['card'];

async function completeCheckout(
  ctx: SandboxContext,
  c: Change,
  page: HostedPageRow,
  card: AcceptedCard,
  contact: ContactOverride,
): Promise<HostedPageResult> {
  const checkout = page.checkout;
  if (!checkout) throw new Error('billing-sandbox: checkout page without its request');
  const itemPrice = lookupItemPrice(
    ctx,
    checkout.itemPriceId,
    'subscription_items[item_price_id][0]',
  );
  // A preassigned id was locked and checked by the caller; a generated one is new.
  const subscriptionId = checkout.subscriptionId ?? newSubscriptionId();

  // What the buyer typed on the form wins over what the merchant prefilled.
  const given = {
    ...checkout.customer,
    ...Object.fromEntries(Object.entries(contact).filter(([, value]) => value)),
  };
  let customer = given.id ? await findCustomer(c.tx, given.id, true) : undefined;
  const isNewCustomer = !customer;
  if (!customer) {
    const [inserted] = await c.tx
      .insert(customers)
      .values({
        id: given.id ?? newCustomerId(),
        email: given.email,
        firstName: given.firstName,
        lastName: given.lastName,
        company: given.company,
        phone: given.phone,
        billingAddress: checkout.billingAddress ?? null,
        createdAt: c.nowUnix,
        updatedAt: c.nowUnix,
        resourceVersion: c.version,
      })
      .returning();
    customer = inserted;
  }
  if (!customer) throw new Error('billing-sandbox: customer insert returned nothing');

  const source = await insertCard(c, customer.id, card);
  await c.tx
    .update(customers)
    .set({
      primaryPaymentSourceId: source.id,
      // A checkout for a known customer that gives an address replaces the one on file.
      ...(checkout.billingAddress ? { billingAddress: checkout.billingAddress } : {}),
      updatedAt: c.nowUnix,
      resourceVersion: c.version,
    })
    .where(eq(customers.id, customer.id));

  const termEnd = addBillingPeriod(c.nowUnix, itemPrice.period_unit, itemPrice.period, c.nowUnix);
  const [subscription] = await c.tx
    .insert(subscriptions)
    .values({
      id: subscriptionId,
      customerId: customer.id,
      status: 'active',
      itemPriceId: itemPrice.id,
      quantity: checkout.quantity,
      unitPrice: itemPrice.price,
      currencyCode: itemPrice.currency_code,
      billingPeriod: itemPrice.period,
      billingPeriodUnit: itemPrice.period_unit,
      paymentSourceId: source.id,
      currentTermStart: c.nowUnix,
      currentTermEnd: termEnd,
      startedAt: c.nowUnix,
      activatedAt: c.nowUnix,
      createdAt: c.nowUnix,
      updatedAt: c.nowUnix,
      resourceVersion: c.version,
    })
    .returning();
  if (!subscription) throw new Error('billing-sandbox: subscription insert returned nothing');

  const { invoice, paid } = await invoiceAndCollect(
    c,
    {
      customerId: customer.id,
      subscriptionId,
      description: itemPrice.name,
      itemPrice,
      quantity: checkout.quantity,
      unitAmount: itemPrice.price,
      amount: itemPrice.price * checkout.quantity,
      dateFrom: c.nowUnix,
      dateTo: termEnd,
      recurring: true,
    },
    source,
  );
  // Throwing rolls back the customer, card and subscription: a declined checkout leaves nothing.
  if (!paid) throw declined();

  if (isNewCustomer) {
    const row = await requireCustomer(c.tx, customer.id);
    await c.emit('customer_created', { customer: customerJson(row, source) });
  }
  await c.emit('payment_source_added', await paymentSourceContent(c.tx, source));
  await c.emit('subscription_created', await subscriptionContent(c.tx, subscription, invoice));
  await c.emit('payment_succeeded', await paymentContent(c.tx, invoice, subscription));
  return {
    customerId: customer.id,
    paymentSourceId: source.id,
    subscriptionId,
    invoiceId: invoice.id,
  };
}

/** The new card becomes the customer's primary and every subscription of theirs follows it. */
async function replaceCard(
  c: Change,
  page: HostedPageRow,
  card: AcceptedCard,
): Promise<HostedPageResult> {
  const customerId = page.customerId;
  if (!customerId) throw new Error('billing-sandbox: manage page without a customer');
  const customer = await requireCustomer(c.tx, customerId, true);
  const previous = await findPaymentSource(c.tx, customer.primaryPaymentSourceId);
  const source = await insertCard(c, customerId, card);
  await c.tx
    .update(customers)
    .set({ primaryPaymentSourceId: source.id, updatedAt: c.nowUnix, resourceVersion: c.version })
    .where(eq(customers.id, customerId));
  await c.tx
    .update(subscriptions)
    .set({ paymentSourceId: source.id, updatedAt: c.nowUnix, resourceVersion: c.version })
    .where(eq(subscriptions.customerId, customerId));
  await c.emit('payment_source_added', await paymentSourceContent(c.tx, source));
  // As Chargebee does when a card is added: unpaid invoices in dunning are charged to it at once.
  await collectDues(c, customerId);
  if (previous && !previous.deleted) {
    const [removed] = await c.tx
      .update(paymentSources)
      .set({ deleted: true, updatedAt: c.nowUnix, resourceVersion: c.version })
      .where(eq(paymentSources.id, previous.id))
      .returning();
    if (removed) await c.emit('payment_source_deleted', await paymentSourceContent(c.tx, removed));
  }
  return { customerId, paymentSourceId: source.id };
}

async function collectDues(c: Change, customerId: string): Promise<void> {
  for (const invoice of await dueInvoicesOfCustomer(c, customerId)) {
    if (!invoice.subscriptionId) continue;
    const subscription = await requireSubscription(c.tx, invoice.subscriptionId, true);
    await collectInvoice(c, invoice, subscription, { countsAsRetry: false });
  }
}

async function insertCard(c: Change, customerId: string, card: AcceptedCard) {
  const [source] = await c.tx
    .insert(paymentSources)
    .values({
      id: newPaymentSourceId(),
      customerId,
      referenceId: newReferenceId(),
      brand: card.brand,
      iin: card.iin,
      last4: card.last4,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      behaviour: card.behaviour,
      createdAt: c.nowUnix,
      updatedAt: c.nowUnix,
      resourceVersion: c.version,
    })
    .returning();
  if (!source) throw new Error('billing-sandbox: payment source insert returned nothing');
  return source;
}

/** Content appears once the page succeeded, rebuilt from the current rows like Chargebee's. */
async function pageContent(ctx: SandboxContext, page: HostedPageRow): Promise<Json | undefined> {
  const result = page.result;
  if (!result || (page.state !== 'succeeded' && page.state !== 'acknowledged')) return undefined;
  const customer = await requireCustomer(ctx.db, result.customerId);
  const source = await findPaymentSource(ctx.db, result.paymentSourceId);
  const primary = await findPaymentSource(ctx.db, customer.primaryPaymentSourceId);
  const content: Json = { customer: customerJson(customer, primary) };
  if (source) {
    content.card = cardJson(source);
    if (page.type === 'manage_payment_sources') content.payment_source = paymentSourceJson(source);
  }
  if (result.subscriptionId) {
    const subscription = await requireSubscription(ctx.db, result.subscriptionId);
    content.subscription = (await subscriptionContent(ctx.db, subscription)).subscription;
  }
  if (result.invoiceId)
    content.invoice = invoiceJson(await requireInvoice(ctx.db, result.invoiceId));
  return content;
}

export function redirectWith(base: string | null, id: string, state: 'succeeded' | 'cancelled') {
  if (!base) return null;
  const url = new URL(base);
  url.searchParams.set('id', id);
  url.searchParams.set('state', state);
  return url.toString();
}

function unusableReason(page: HostedPageRow, nowUnix: number): 'expired' | 'used' | undefined {
  if (page.state !== 'created' && page.state !== 'requested') return 'used';
  if (nowUnix >= page.expiresAt) return 'expired';
  return undefined;
}

async function requirePage(ctx: SandboxContext, id: string): Promise<HostedPageRow> {
  const row = await findPage(ctx, id);
  if (!row) throw notFound('Hosted page', id);
  return row;
}

async function findPage(ctx: SandboxContext, id: string) {
  const [row] = await ctx.db.select().from(hostedPages).where(eq(hostedPages.id, id));
  return row;
}

/** The one subscription item a checkout or a change names (we support exactly one). */
export function singleItem(
  ctx: SandboxContext,
  body: Params,
): { itemPrice: SandboxItemPrice; quantity: number } {
  const itemIds = indexedStrings(body, ['subscription_items', 'item_price_id']);
  const quantities = indexedStrings(body, ['subscription_items', 'quantity']);
  if (itemIds.length === 0 || itemIds[0] === undefined) {
    throw paramMissing('subscription_items[item_price_id][0]');
  }
  if (itemIds.length > 1 || quantities.length > 1) {
    throw unsupported('More than one subscription item', 'subscription_items[item_price_id][1]');
  }
  return {
    itemPrice: lookupItemPrice(ctx, itemIds[0], 'subscription_items[item_price_id][0]'),
    quantity: parseQuantity(quantities[0], 'subscription_items[quantity][0]'),
  };
}

export function lookupItemPrice(ctx: SandboxContext, id: string, param: string): SandboxItemPrice {
  const itemPrice = ctx.catalogue.get(id);
  if (!itemPrice) {
    throw new ChargebeeApiError(
      404,
      'resource_not_found',
      `${param} : Item price ${id} not found`,
      {
        type: 'invalid_request',
        param,
        errorCode: 'referenced_resource_not_found',
      },
    );
  }
  return itemPrice;
}

export function parseQuantity(value: string | undefined, param: string): number {
  if (value === undefined) return 1;
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1) {
    throw paramWrongValue(param, 'must be a positive whole number');
  }
  return Number(value);
}

async function assertSubscriptionIdFree(tx: Change['tx'], id: string): Promise<void> {
  const [existing] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.id, id));
  if (existing) throw new SubscriptionTakenError(id);
}

/**
 * Several pages may preassign one subscription id, and their page row locks do not exclude each
 * other: a transaction-scoped advisory lock on the id makes a concurrent completion wait for the
 * first to commit and then see its subscription, instead of racing it into a unique violation.
 */
async function claimSubscriptionId(tx: Change['tx'], id: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`billing_sandbox.subscription:${id}`}, 0))`,
  );
  await assertSubscriptionIdFree(tx, id);
}

export function declined(): ChargebeeApiError {
  return new CardRejectedError(
    new ChargebeeApiError(402, 'payment_processing_failed', 'Insufficient funds', {
      type: 'payment',
      errorCode: 'payment_declined',
    }),
    'number',
    DECLINE_MESSAGE,
  );
}

function cardParam(field: CardField): string {
  return field === 'number' ? 'card[number]' : field === 'cvv' ? 'card[cvv]' : 'card[expiry_month]';
}

/** Params (and sub-params) the sandbox does not emulate are refused, never silently ignored. */
export function rejectUnknown(
  body: Params,
  allowed: Set<string>,
  nested: Record<string, Set<string>> = {},
): void {
  for (const [key, value] of Object.entries(body)) {
    if (!allowed.has(key)) throw unsupported(`The parameter ${key}`, key);
    const inner = nested[key];
    if (inner && value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const sub of Object.keys(asParams(value))) {
        if (!inner.has(sub)) throw unsupported(`The parameter ${key}[${sub}]`, `${key}[${sub}]`);
      }
    }
  }
}

/** A new page in state `created`, open for PAGE_LIFETIME_SECONDS, as the API returns it. */
async function insertPage(
  ctx: SandboxContext,
  tx: Change['tx'],
  page: Omit<
    typeof hostedPages.$inferInsert,
    'id' | 'state' | 'createdAt' | 'expiresAt' | 'updatedAt' | 'resourceVersion'
  > & {
    nowUnix: number;
    version: number;
  },
): Promise<Json> {
  const { nowUnix, version, ...values } = page;
  const [row] = await tx
    .insert(hostedPages)
    .values({
      ...values,
      id: newHostedPageId(),
      state: 'created',
      createdAt: nowUnix,
      expiresAt: nowUnix + PAGE_LIFETIME_SECONDS,
      updatedAt: nowUnix,
      resourceVersion: version,
    })
    .returning();
  if (!row) throw new Error('billing-sandbox: hosted page insert returned nothing');
  return { hosted_page: hostedPageJson(row, hostedPageUrl(ctx, row.id)) };
}
