import { randomBytes } from 'node:crypto';
import {
  CANADA,
  ErrorCode,
  PAID_ACCESS_STATUSES,
  UNITED_STATES,
  planKeyOfItemPrice,
  plans,
  planOf,
  type TBilling,
  type TCancelRequest,
  type TChangePlanRequest,
  type THostedPage,
  type TInvoice,
  type TInvoicePdf,
  type TSubscriptionStatus,
  type TVerifySubscriptionResponse,
  ZInvoice,
} from '@vh/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZCheckoutRequest } from '@vh/contracts';
import type { Database, DatabaseHandle, Transaction } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Caller } from '../../plugins/caller.ts';
import {
  countActiveCentres,
  listCentresOfOwner,
  lockOwnerPlan,
  type CentreRow,
} from '../businesses/businesses.repo.ts';
import type { ProfileRow } from '../users/users.repo.ts';
import type { BillingClient } from './billing-client.ts';
import { billingFailure, callBilling, isNotFound, STATE_CHANGED } from './billing-errors.ts';
import { mirrorRow, paymentOf, statusOf, type Snapshot } from './mirror.ts';
import { applyPlan, checkCentresToKeep } from './plan-change.ts';
import {
  currentSubscription,
  findCheckout,
  dropPlanChangeRequest,
  markEnded,
  recordHostedPage,
  releaseReservation,
  savePlanChangeRequest,
  reserveSubscriptionId,
  ownerOfSubscription,
  ownerWithUid,
  planSuspendedCentreIds,
  saveMirror,
  type SubscriptionRow,
} from './subscriptions.repo.ts';

export type SubscriptionsDeps = {
  db: Database;
  billing: BillingClient;
  publicUrl: string;
  now: () => Date;
  /** A lock every server on the database honours (see DatabaseHandle.exclusive). */
  exclusive: DatabaseHandle['exclusive'];
};

type Me = Caller<ProfileRow>;

const notAllowed = () => new AppError(ErrorCode.FORBIDDEN, 'toasts.notAllowed');
const noActiveSubscription = () =>
  new AppError(ErrorCode.NO_ACTIVE_SUBSCRIPTION, 'toasts.noActiveSubscription');

/** Billing belongs to the business's owner, for their own account only (SPEC §6, ARCHITECTURE §9). */
function assertOwnerOf(me: Me, uid: string = me.uid): void {
  if (me.profile.role !== 'OWNER' || me.uid !== uid) throw notAllowed();
}

const hasPaidAccess = (row: SubscriptionRow | undefined): row is SubscriptionRow =>
  row !== undefined && PAID_ACCESS_STATUSES.includes(row.status as TSubscriptionStatus);

/** SPEC §7 create checkout: a hosted page for a new subscription with a preassigned id. */
export async function createCheckout(
  deps: SubscriptionsDeps,
  me: Me,
  body: z.output<typeof ZCheckoutRequest>,
): Promise<THostedPage> {
  assertOwnerOf(me);
  // SPEC §6: the paid checkout needs a confirmed email.
  if (!me.profile.confirmEmail) {
    throw new AppError(ErrorCode.FORBIDDEN, 'errors.subscriptions.verifyEmailFirst');
  }
  if (planOf(me.profile.plan).key === 'enterprise') {
    throw new AppError(ErrorCode.CONFLICT, 'errors.subscriptions.enterpriseArranged');
  }
  await refuseSecondSubscription(deps, me.uid, body.item_id);
  const subscriptionId = await reserveSubscriptionId(
    deps.db,
    me.uid,
    () => `vh_${randomBytes(16).toString('hex')}`,
    deps.now(),
  );
  let page: Awaited<ReturnType<typeof openCheckoutPage>>;
  try {
    await refuseSecondSubscription(deps, me.uid, body.item_id, subscriptionId);
    page = await openCheckoutPage(deps, me, body, subscriptionId);
  } catch (error) {
    // Billing down or a refusal: a reservation no page was ever opened for is not kept.
    await releaseReservation(deps.db, subscriptionId);
    throw error;
  }
  await recordHostedPage(deps.db, subscriptionId, page.id, body.item_id);
  return page;
}

async function openCheckoutPage(
  deps: SubscriptionsDeps,
  me: Me,
  body: z.output<typeof ZCheckoutRequest>,
  subscriptionId: string,
): Promise<THostedPage> {
  const redirect = new URL('/success', deps.publicUrl);
  redirect.searchParams.set('sub_id', subscriptionId);
  const centres = await listCentresOfOwner(deps.db, me.uid);
  const billingAddress = billingAddressOf(
    centres.find((centre) => centre.active) ?? centres[0],
    me.profile,
  );
  const { hosted_page: page } = await callBilling(() =>
    deps.billing.hostedPage.checkoutNewForItems({
      subscription_items: [{ item_price_id: body.item_id, quantity: 1 }],
      subscription: { id: subscriptionId },
      // The customer is the owner: their uid, and the email they confirmed with us.
      customer: { id: me.uid, ...customerPrefill(me.profile, body) },
      ...(billingAddress ? { billing_address: billingAddress } : {}),
      redirect_url: redirect.toString(),
      cancel_url: new URL('/pricing', deps.publicUrl).toString(),
    }),
  );
  return hostedPageFor(page, redirect);
}

/** The hosted page for the browser's Chargebee.js, and where it returns once completed. */
function hostedPageFor(
  page: {
    id?: string;
    url?: string;
    type?: string;
    state?: string;
    embed?: boolean;
    created_at?: number;
    expires_at?: number;
  },
  returnUrl: URL,
): THostedPage {
  if (!page.url || !page.id) {
    throw new AppError(ErrorCode.BILLING_UNAVAILABLE, 'toasts.billingConnectionError');
  }
  return {
    id: page.id,
    url: page.url,
    type: page.type,
    state: page.state,
    embed: page.embed,
    created_at: page.created_at,
    expires_at: page.expires_at,
    return_url: returnUrl.toString(),
  };
}

/**
 * One subscription per owner. The mirror may lag (a checkout paid in another tab whose webhook
 * has not come), so a reserved id that is about to be reused is asked about first.
 */
async function refuseSecondSubscription(
  deps: SubscriptionsDeps,
  ownerUid: string,
  itemId: string,
  reservedId?: string,
): Promise<void> {
  if (reservedId) {
    try {
      const snapshot = await deps.billing.subscription.retrieve(reservedId);
      await syncSnapshot(deps, ownerUid, snapshot);
    } catch (error) {
      if (!isNotFound(error)) throw billingFailure(error);
    }
  }
  const current = await currentSubscription(deps.db, ownerUid);
  if (!hasPaidAccess(current)) return;
  if (planKeyOfItemPrice(current.itemPriceId) === planKeyOfItemPrice(itemId)) {
    throw new AppError(ErrorCode.ALREADY_ON_PLAN, 'toasts.alreadyHavePlan');
  }
  throw new AppError(ErrorCode.CONFLICT, 'errors.subscriptions.secondSubscription');
}

// Chargebee's field limits: a longer prefill would fail the whole checkout, so it is left out.
const PREFILL_LIMITS = { email: 70, first_name: 150, last_name: 150, phone: 50 } as const;

function customerPrefill(profile: ProfileRow, body: z.output<typeof ZCheckoutRequest>) {
  const wanted = {
    email: profile.email,
    first_name: body.first_name ?? profile.firstName,
    last_name: body.last_name ?? profile.lastName,
    phone: body.phone ?? profile.cellNumber ?? undefined,
  };
  return Object.fromEntries(
    Object.entries(wanted).filter(
      ([key, value]) =>
        value !== undefined && value.length <= PREFILL_LIMITS[key as keyof typeof PREFILL_LIMITS],
    ),
  );
}

// Chargebee's billing_address limits; a longer value is left out rather than failing the checkout.
const ADDRESS_LIMITS = {
  first_name: 150,
  last_name: 150,
  company: 250,
  line1: 150,
  line2: 150,
  city: 50,
  state_code: 50,
  state: 50,
  zip: 20,
  country: 50,
} as const;

// Chargebee wants ISO codes; the product stores country names, and province codes for these two.
const COUNTRY_CODES: Record<string, string> = { [CANADA]: 'CA', [UNITED_STATES]: 'US' };

/**
 * The business (the owner's first centre) as the customer's billing address, with its name as the
 * company: a Chargebee site set up for Canada taxes the invoice by its province. An owner with no
 * centre yet is billed without an address.
 */
function billingAddressOf(centre: CentreRow | undefined, profile: ProfileRow) {
  if (!centre) return undefined;
  const country = COUNTRY_CODES[centre.country];
  const wanted: Partial<Record<keyof typeof ADDRESS_LIMITS, string | null>> = {
    first_name: profile.firstName,
    last_name: profile.lastName,
    company: centre.name,
    line1: centre.street,
    line2: centre.street2,
    city: centre.city,
    ...(country ? { state_code: centre.province, country } : { state: centre.province }),
    zip: centre.postalCode,
  };
  return Object.fromEntries(
    Object.entries(wanted).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' &&
        entry[1].length > 0 &&
        entry[1].length <= ADDRESS_LIMITS[entry[0] as keyof typeof ADDRESS_LIMITS],
    ),
  );
}

/**
 * SPEC §4's check on /success. A sub_id that is not one of the caller's checkouts is "not found"
 * whether or not it exists, so nobody learns about anyone else's subscription.
 */
export async function verifySubscription(
  deps: SubscriptionsDeps,
  me: Me,
  subId: string,
): Promise<TVerifySubscriptionResponse> {
  assertOwnerOf(me);
  const checkout = await findCheckout(deps.db, subId);
  if (!checkout || checkout.ownerUid !== me.uid)
    throw notFound('errors.subscriptions.noSuchSubscription');
  let snapshot: Snapshot;
  try {
    snapshot = await deps.billing.subscription.retrieve(subId);
  } catch (error) {
    // Until the hosted page is paid, the provider has no subscription with this id.
    if (isNotFound(error)) return { status: 'pending' };
    throw billingFailure(error);
  }
  await syncSnapshot(deps, me.uid, snapshot);
  return { status: statusOf(snapshot.subscription) };
}

/** GET /api/businesses/subscriptions/{uid}/: what the subscription tab shows. */
export async function getBilling(deps: SubscriptionsDeps, me: Me, uid: string): Promise<TBilling> {
  assertOwnerOf(me, uid);
  return billingOf(deps, uid);
}

async function billingOf(deps: SubscriptionsDeps, ownerUid: string): Promise<TBilling> {
  const [row, readOnly, plan] = await Promise.all([
    currentSubscription(deps.db, ownerUid),
    planSuspendedCentreIds(deps.db, ownerUid),
    ownerPlan(deps, ownerUid),
  ]);
  return {
    plan,
    subscription: row ? summaryOf(row) : null,
    payment: row?.payment ?? null,
    payment_due: paymentDueOf(row),
    read_only_business_ids: readOnly,
  };
}

/**
 * Dues matter while the plan is still on (the provider is retrying): the owner keeps the plan and
 * is asked to update the card. Once dunning cancels the subscription, the plan is Free and the old
 * dues are the provider's business, not a reason to nag.
 */
function paymentDueOf(row: SubscriptionRow | undefined): TBilling['payment_due'] {
  if (!hasPaidAccess(row) || !row.paymentDueSince) return null;
  return { since: row.paymentDueSince.toISOString(), amount: row.paymentDueAmount ?? 0 };
}

async function ownerPlan(deps: SubscriptionsDeps, ownerUid: string) {
  const [row] = await deps.db
    .select({ plan: profiles.plan })
    .from(profiles)
    .where(eq(profiles.uid, ownerUid));
  return planOf(row?.plan).key;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function summaryOf(row: SubscriptionRow): NonNullable<TBilling['subscription']> {
  const key = planKeyOfItemPrice(row.itemPriceId);
  return {
    id: row.subscriptionId,
    item_price_id: key ? (plans[key].name as 'Basic' | 'Pro') : 'Free',
    status: row.status as TSubscriptionStatus,
    current_term_start: iso(row.currentTermStart),
    current_term_end: iso(row.currentTermEnd),
    next_billing_at: iso(row.nextBillingAt),
    cancelled_at: iso(row.cancelledAt),
    amount: row.amount,
    currency_code: row.currencyCode,
  };
}

/** SPEC §4 cancel: at the end of the term (non_renewing) or now (cancelled, back to Free). */
export async function cancelSubscription(
  deps: SubscriptionsDeps,
  me: Me,
  uid: string,
  body: TCancelRequest,
): Promise<TBilling> {
  assertOwnerOf(me, uid);
  const current = await currentSubscription(deps.db, uid);
  if (!hasPaidAccess(current)) throw noActiveSubscription();
  if (body.end_of_term && current.status === 'non_renewing') return billingOf(deps, uid);
  const snapshot = await changeAtProvider(deps, uid, current.subscriptionId, () =>
    deps.billing.subscription.cancelForItems(current.subscriptionId, {
      end_of_term: body.end_of_term,
    }),
  );
  await syncSnapshot(deps, uid, snapshot, { actorUid: me.uid });
  return billingOf(deps, uid);
}

/** Undoes an end-of-term cancellation, or restarts a cancelled subscription on the card on file. */
export async function reactivateSubscription(
  deps: SubscriptionsDeps,
  me: Me,
  uid: string,
): Promise<TBilling> {
  assertOwnerOf(me, uid);
  const current = await currentSubscription(deps.db, uid);
  if (!current) throw noActiveSubscription();
  const id = current.subscriptionId;
  let snapshot: Snapshot;
  if (current.status === 'non_renewing') {
    snapshot = await changeAtProvider(deps, uid, id, () =>
      deps.billing.subscription.removeScheduledCancellation(id),
    );
  } else if (current.status === 'cancelled') {
    snapshot = await changeAtProvider(deps, uid, id, () =>
      deps.billing.subscription.reactivate(id),
    );
  } else {
    throw new AppError(ErrorCode.CONFLICT, 'errors.subscriptions.nothingToReactivate');
  }
  await syncSnapshot(deps, uid, snapshot, { actorUid: me.uid });
  return billingOf(deps, uid);
}

/**
 * Changes the paid plan. A plan with fewer centres than the owner has active needs to know which
 * to keep: asked before anything is charged, so a refused change leaves nothing half-done.
 */
export async function changePlan(
  deps: SubscriptionsDeps,
  me: Me,
  uid: string,
  body: TChangePlanRequest,
): Promise<TBilling> {
  assertOwnerOf(me, uid);
  const current = await currentSubscription(deps.db, uid);
  if (!hasPaidAccess(current)) throw noActiveSubscription();
  const target = planKeyOfItemPrice(body.item_id) ?? 'free';
  if (planKeyOfItemPrice(current.itemPriceId) === target) {
    throw new AppError(ErrorCode.ALREADY_ON_PLAN, 'toasts.alreadyHavePlan');
  }
  const limit = plans[target].businessCentres;
  if (body.keep_business_ids) {
    // Checked and saved before anything is charged, so whichever sync applies the new plan first
    // (this call's, or the webhook's) keeps the centres the owner chose.
    const keepIds = await checkCentresToKeep(deps.db, uid, target, body.keep_business_ids);
    await savePlanChangeRequest(deps.db, { ownerUid: uid, plan: target, keepIds });
  } else if (limit !== null) {
    const active = await countActiveCentres(deps.db, uid);
    if (active > limit) {
      throw new AppError(
        ErrorCode.CHOOSE_CENTRES_TO_KEEP,
        'errors.subscriptions.tooManyCentresForPlan',
        { values: { plan: plans[target].name, limit, active } },
      );
    }
  }
  let snapshot: Snapshot;
  try {
    snapshot = await changeAtProvider(deps, uid, current.subscriptionId, () =>
      deps.billing.subscription.updateForItems(current.subscriptionId, {
        subscription_items: [{ item_price_id: body.item_id, quantity: 1 }],
        replace_items_list: true,
      }),
    );
  } catch (error) {
    await dropPlanChangeRequest(deps.db, uid);
    throw error;
  }
  await syncSnapshot(deps, uid, snapshot, { actorUid: me.uid });
  return billingOf(deps, uid);
}

/** SPEC §5: updating the card needs an active paid plan. */
export async function paymentMethodPage(
  deps: SubscriptionsDeps,
  me: Me,
  uid: string,
): Promise<THostedPage> {
  assertOwnerOf(me, uid);
  const current = await currentSubscription(deps.db, uid);
  if (!hasPaidAccess(current) || planOf(me.profile.plan).key === 'free') {
    throw noActiveSubscription();
  }
  const back = new URL('/dashboard', deps.publicUrl);
  back.searchParams.set('panel', 'settings');
  back.searchParams.set('tab', 'subscription');
  const { hosted_page: page } = await callBilling(() =>
    deps.billing.hostedPage.managePaymentSources({
      customer: { id: current.customerId },
      redirect_url: back.toString(),
    }),
  );
  return hostedPageFor(page, back);
}

export async function listInvoices(
  deps: SubscriptionsDeps,
  me: Me,
  uid: string,
): Promise<{ invoices: TInvoice[] }> {
  assertOwnerOf(me, uid);
  const current = await currentSubscription(deps.db, uid);
  if (!current) return { invoices: [] };
  const { list } = await callBilling(() =>
    deps.billing.invoice.list({
      customer_id: { is: current.customerId },
      limit: 50,
      'sort_by[desc]': 'date',
    }),
  );
  const invoices: TInvoice[] = [];
  for (const { invoice } of list) {
    const parsed = ZInvoice.safeParse({
      id: invoice.id,
      date: new Date((invoice.date ?? 0) * 1000).toISOString(),
      total: invoice.total ?? 0,
      amount_paid: invoice.amount_paid ?? 0,
      currency_code: invoice.currency_code,
      status: invoice.status,
    });
    if (parsed.success) invoices.push(parsed.data);
  }
  return { invoices };
}

/** A short-lived PDF link, for the caller's own invoices only. */
export async function invoicePdf(
  deps: SubscriptionsDeps,
  me: Me,
  uid: string,
  invoiceId: string,
): Promise<TInvoicePdf> {
  assertOwnerOf(me, uid);
  const current = await currentSubscription(deps.db, uid);
  const noSuchInvoice = () => notFound('errors.subscriptions.noSuchInvoice');
  if (!current) throw noSuchInvoice();
  let owner: string;
  try {
    owner = (await deps.billing.invoice.retrieve(invoiceId)).invoice.customer_id;
  } catch (error) {
    if (isNotFound(error)) throw noSuchInvoice();
    throw billingFailure(error);
  }
  if (owner !== current.customerId) throw noSuchInvoice();
  const { download } = await callBilling(() => deps.billing.invoice.pdf(invoiceId));
  return {
    url: download.download_url,
    valid_till: new Date(download.valid_till * 1000).toISOString(),
  };
}

/**
 * Re-fetches a subscription and mirrors it: the way webhooks are handled, since their order and
 * count cannot be trusted. Unknown subscriptions (another system's customers) are ignored.
 */
export async function syncSubscription(
  deps: SubscriptionsDeps,
  subscriptionId: string,
  customerId: string | undefined,
): Promise<'synced' | 'unknown'> {
  let snapshot: Snapshot;
  try {
    snapshot = await deps.billing.subscription.retrieve(subscriptionId);
  } catch (error) {
    if (!isNotFound(error)) throw billingFailure(error);
    // Deleted at the provider (or its test data cleared): no paid access is left behind.
    const ownerUid = await ownerOfSubscription(deps.db, subscriptionId);
    if (!ownerUid) return customerId ? syncOwnerPlan(deps, customerId) : 'unknown';
    await deps.db.transaction(async (tx) => {
      await lockOwnerPlan(tx, ownerUid);
      await markEnded(tx, subscriptionId, deps.now());
      await applyCurrentPlan(tx, ownerUid, ownerUid, deps.now());
    });
    return 'synced';
  }
  // Whose it is comes from our checkout, else from the provider's answer, never the event.
  const ownerUid =
    (await ownerOfSubscription(deps.db, subscriptionId)) ??
    (await ownerWith(deps, snapshot.subscription.customer_id));
  if (!ownerUid) return 'unknown';
  await syncSnapshot(deps, ownerUid, snapshot);
  return 'synced';
}

/** Re-applies the plan of an owner's current subscription (after a customer was deleted). */
async function syncOwnerPlan(deps: SubscriptionsDeps, customerId: string) {
  const ownerUid = await ownerWith(deps, customerId);
  if (!ownerUid) return 'unknown';
  await deps.db.transaction(async (tx) => {
    await lockOwnerPlan(tx, ownerUid);
    await applyCurrentPlan(tx, ownerUid, ownerUid, deps.now());
  });
  return 'synced';
}

const ownerWith = (deps: SubscriptionsDeps, customerId: string) =>
  ownerWithUid(deps.db, customerId);

/** The owner's current subscription, re-fetched (a card change arrives without a subscription). */
export async function syncOwner(
  deps: SubscriptionsDeps,
  customerId: string,
): Promise<'synced' | 'unknown'> {
  const ownerUid = await ownerWith(deps, customerId);
  if (!ownerUid) return 'unknown';
  const current = await currentSubscription(deps.db, ownerUid);
  if (!current) return 'unknown';
  return syncSubscription(deps, current.subscriptionId, customerId);
}

async function syncSnapshot(
  deps: SubscriptionsDeps,
  ownerUid: string,
  snapshot: Snapshot,
  options: { actorUid?: string } = {},
): Promise<void> {
  const payment = paymentOf(
    snapshot,
    await paypalEmailOf(deps, snapshot),
    await lastPaymentOf(deps, snapshot),
  );
  const row = mirrorRow(ownerUid, snapshot, payment);
  await deps.db.transaction(async (tx) => {
    // The owner first: syncs of one owner's subscriptions (a webhook racing our own call) take turns.
    await lockOwnerPlan(tx, ownerUid);
    await saveMirror(tx, row);
    await applyCurrentPlan(tx, ownerUid, options.actorUid ?? ownerUid, deps.now());
  });
}

/**
 * The plan follows whichever subscription is current after a write, not the one just written:
 * a late event about an old, cancelled subscription must not take a newer one's plan away.
 */
async function applyCurrentPlan(tx: Transaction, ownerUid: string, actorUid: string, at: Date) {
  const current = await currentSubscription(tx, ownerUid);
  await applyPlan(tx, {
    ownerUid,
    plan: hasPaidAccess(current) ? (planKeyOfItemPrice(current.itemPriceId) ?? 'free') : 'free',
    actorUid,
    at,
  });
}

async function paypalEmailOf(deps: SubscriptionsDeps, snapshot: Snapshot): Promise<string | null> {
  const customer = snapshot.customer;
  if (snapshot.card || customer?.payment_method?.type !== 'paypal_express_checkout') return null;
  const sourceId = customer.primary_payment_source_id;
  if (!sourceId) return null;
  try {
    const { payment_source: source } = await deps.billing.paymentSource.retrieve(sourceId);
    return source.paypal?.email ?? null;
  } catch {
    // The summary is still right without the address; the tab shows "PayPal".
    return null;
  }
}

async function lastPaymentOf(deps: SubscriptionsDeps, snapshot: Snapshot): Promise<number | null> {
  try {
    const { list } = await deps.billing.invoice.list({
      subscription_id: { is: snapshot.subscription.id },
      limit: 1,
      'sort_by[desc]': 'date',
    });
    return list[0]?.invoice.amount_paid ?? null;
  } catch {
    return null;
  }
}

/**
 * A change asked of the provider. When it refuses because our copy was behind, the copy is
 * refreshed before the owner is told, so what they see next is what the provider has.
 */
async function changeAtProvider(
  deps: SubscriptionsDeps,
  ownerUid: string,
  subscriptionId: string,
  call: () => Promise<Snapshot>,
): Promise<Snapshot> {
  try {
    return await callBilling(call);
  } catch (error) {
    if (error instanceof AppError && error.key === STATE_CHANGED) {
      await syncSubscription(deps, subscriptionId, ownerUid).catch(() => 'unknown');
    }
    throw error;
  }
}
