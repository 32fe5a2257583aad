import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  itemPriceOfPlan,
  PAID_ACCESS_STATUSES,
  planKeyOfItemPrice,
  plans,
  planOf,
  toasts,
  type TBilling,
  type TCancelRequest,
  type TChangePlanRequest,
  type THostedPage,
  type TInvoice,
  type TInvoicePdf,
  type TItemPriceId,
  type TSubscriptionStatus,
  type TVerifySubscriptionResponse,
  ZInvoice,
} from '@vh/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZCheckoutRequest } from '@vh/contracts';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Caller } from '../../plugins/caller.ts';
import { countActiveCentres, lockOwnerPlan } from '../businesses/businesses.repo.ts';
import type { ProfileRow } from '../users/users.repo.ts';
import type { BillingClient } from './billing-client.ts';
import { billingFailure, callBilling, isNotFound } from './billing-errors.ts';
import { mirrorRow, paymentOf, statusOf, type Snapshot } from './mirror.ts';
import { applyPlan } from './plan-change.ts';
import {
  currentSubscription,
  findCheckout,
  insertCheckout,
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
};

type Me = Caller<ProfileRow>;

const notAllowed = () => new AppError(ErrorCode.FORBIDDEN, toasts.notAllowed);
const noActiveSubscription = () =>
  new AppError(ErrorCode.NO_ACTIVE_SUBSCRIPTION, toasts.noActiveSubscription);

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
    throw new AppError(ErrorCode.FORBIDDEN, 'Verify your email before you subscribe.');
  }
  const current = await currentSubscription(deps.db, me.uid);
  if (hasPaidAccess(current)) {
    if (planKeyOfItemPrice(current.itemPriceId) === planKeyOfItemPrice(body.item_id)) {
      throw new AppError(ErrorCode.ALREADY_ON_PLAN, toasts.alreadyHavePlan);
    }
    throw new AppError(
      ErrorCode.CONFLICT,
      'You already have a subscription. Change your plan in Settings, under Subscription.',
    );
  }
  const subscriptionId = `vh_${randomBytes(16).toString('hex')}`;
  const redirect = new URL('/success', deps.publicUrl);
  redirect.searchParams.set('sub_id', subscriptionId);
  const { hosted_page: page } = await callBilling(() =>
    deps.billing.hostedPage.checkoutNewForItems({
      subscription_items: [{ item_price_id: body.item_id, quantity: 1 }],
      subscription: { id: subscriptionId },
      // The customer is the owner: their uid, and the email they confirmed with us.
      customer: {
        id: me.uid,
        email: me.profile.email,
        first_name: body.first_name ?? me.profile.firstName,
        last_name: body.last_name ?? me.profile.lastName,
        ...((body.phone ?? me.profile.cellNumber)
          ? { phone: body.phone ?? me.profile.cellNumber ?? undefined }
          : {}),
      },
      redirect_url: redirect.toString(),
      cancel_url: new URL('/pricing', deps.publicUrl).toString(),
    }),
  );
  if (!page.url || !page.id) {
    throw new AppError(ErrorCode.BILLING_UNAVAILABLE, toasts.billingConnectionError);
  }
  await insertCheckout(deps.db, {
    subscriptionId,
    ownerUid: me.uid,
    hostedPageId: page.id,
    itemPriceId: body.item_id,
  });
  return { url: page.url, id: page.id };
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
  if (!checkout || checkout.ownerUid !== me.uid) throw notFound('There is no such subscription.');
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
    read_only_business_ids: readOnly,
  };
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
  const snapshot = await callBilling(() =>
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
    snapshot = await callBilling(() => deps.billing.subscription.removeScheduledCancellation(id));
  } else if (current.status === 'cancelled') {
    snapshot = await callBilling(() => deps.billing.subscription.reactivate(id));
  } else {
    throw new AppError(
      ErrorCode.CONFLICT,
      'Your subscription is active; there is nothing to reactivate.',
    );
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
    throw new AppError(ErrorCode.ALREADY_ON_PLAN, toasts.alreadyHavePlan);
  }
  const limit = plans[target].businessCentres;
  if (limit !== null && !body.keep_business_ids) {
    const active = await countActiveCentres(deps.db, uid);
    if (active > limit) {
      throw new AppError(
        ErrorCode.CHOOSE_CENTRES_TO_KEEP,
        `The ${plans[target].name} plan includes ${limit} business ${limit === 1 ? 'centre' : 'centres'} and you have ${active} active. Choose which to keep active; the others become read-only and nothing is deleted.`,
      );
    }
  }
  const itemPriceId: TItemPriceId = itemPriceOfPlan(target) ?? body.item_id;
  const snapshot = await callBilling(() =>
    deps.billing.subscription.updateForItems(current.subscriptionId, {
      subscription_items: [{ item_price_id: itemPriceId, quantity: 1 }],
      replace_items_list: true,
    }),
  );
  await syncSnapshot(deps, uid, snapshot, { actorUid: me.uid, keepIds: body.keep_business_ids });
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
  if (!page.url || !page.id) {
    throw new AppError(ErrorCode.BILLING_UNAVAILABLE, toasts.billingConnectionError);
  }
  return { url: page.url, id: page.id };
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
  const noSuchInvoice = () => notFound('There is no such invoice.');
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
  const ownerUid =
    (await ownerOfSubscription(deps.db, subscriptionId)) ??
    (customerId ? await ownerWith(deps, customerId) : undefined);
  if (!ownerUid) return 'unknown';
  const snapshot = await callBilling(() => deps.billing.subscription.retrieve(subscriptionId));
  await syncSnapshot(deps, ownerUid, snapshot);
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
  options: { actorUid?: string; keepIds?: string[] | undefined } = {},
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
    // The plan follows whichever subscription is current after this write, not this snapshot:
    // a late event about an old, cancelled subscription must not take a newer one's plan away.
    const current = await currentSubscription(tx, ownerUid);
    await applyPlan(tx, {
      ownerUid,
      plan: hasPaidAccess(current) ? (planKeyOfItemPrice(current.itemPriceId) ?? 'free') : 'free',
      actorUid: options.actorUid ?? ownerUid,
      keepIds: options.keepIds,
      at: deps.now(),
    });
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
