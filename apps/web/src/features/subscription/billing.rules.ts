import {
  isPurchasablePlanKey,
  PAID_ACCESS_STATUSES,
  PLAN_KEYS,
  plans,
  type TBilling,
  type TPaymentSummary,
  type TPlanKey,
  type TPurchasablePlanKey,
  type TSubscriptionStatus,
  t,
} from '@vh/contracts';

// The subscription tab's decisions, kept pure so the tests can walk every case without a screen.

const rank = (key: TPlanKey) => PLAN_KEYS.indexOf(key);

/** SPEC §4: Pro → Basic, Enterprise → Pro or lower (anything to a smaller plan). */
export const isDowngrade = (from: TPlanKey, to: TPlanKey): boolean => rank(to) < rank(from);

/** SPEC §4: auto renewal is ON only while the subscription is active. */
export const autoRenews = (status: TSubscriptionStatus): boolean => status === 'active';

/** SPEC §5: managing the payment method needs a paid plan whose features are on. */
export function hasActivePaidPlan(billing: TBilling): boolean {
  const status = billing.subscription?.status;
  return billing.plan !== 'free' && status !== undefined && PAID_ACCESS_STATUSES.includes(status);
}

/** What picking `chosen` in the change-plan modal does. */
export type PlanChangeStep =
  | { kind: 'already-on-plan' }
  /** ARCHITECTURE §9: Enterprise is agreed with sales, so it opens the inquiry. */
  | { kind: 'contact-sales' }
  /**
   * SPEC §4: a smaller plan is confirmed first. `keep` is how many active centres the owner
   * chooses to keep when they have more than the plan allows; null when everything fits.
   */
  | { kind: 'confirm-downgrade'; keep: number | null }
  | { kind: 'change' }
  /** SPEC §5: with no subscription to change, the plan is bought like a new one. */
  | { kind: 'checkout'; plan: TPurchasablePlanKey };

/** `subscribed`: the owner has a subscription that can be changed (hasActivePaidPlan). */
export function decidePlanChange(
  current: TPlanKey,
  chosen: TPlanKey,
  activeCentres: number,
  subscribed = true,
): PlanChangeStep {
  if (!subscribed && isPurchasablePlanKey(chosen)) return { kind: 'checkout', plan: chosen };
  if (chosen === current) return { kind: 'already-on-plan' };
  if (chosen === 'enterprise') return { kind: 'contact-sales' };
  if (!isDowngrade(current, chosen)) return { kind: 'change' };
  const allowed = plans[chosen].businessCentres;
  return {
    kind: 'confirm-downgrade',
    keep: allowed !== null && activeCentres > allowed ? allowed : null,
  };
}

const CARD_BRANDS = [
  'visa',
  'mastercard',
  'american_express',
  'discover',
  'jcb',
  'diners_club',
] as const;

const isKnownBrand = (brand: string): brand is (typeof CARD_BRANDS)[number] =>
  (CARD_BRANDS as readonly string[]).includes(brand);

/** 'visa' → 'Visa'; a brand we do not know is shown as the provider names it, tidied. */
export function cardBrandName(brand: string | null): string {
  if (!brand) return t('subscription.card');
  const key = brand.toLowerCase();
  if (isKnownBrand(key)) return t(`subscription.cardBrands.${key}`);
  const words = brand.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A card's expiry as MM/YYYY; null when the provider did not say. */
export function cardExpiry(payment: TPaymentSummary): string | null {
  const { card_expiry_month: month, card_expiry_year: year } = payment;
  if (month === null || year === null) return null;
  return `${String(month).padStart(2, '0')}/${year}`;
}

export type PaymentDescription =
  | { kind: 'card'; brand: string; last4: string | null; expiry: string | null }
  | { kind: 'paypal'; email: string | null }
  | { kind: 'none' };

export function describePayment(payment: TPaymentSummary | null): PaymentDescription {
  if (!payment) return { kind: 'none' };
  if (payment.payment_type === 'paypal_express_checkout') {
    return { kind: 'paypal', email: payment.paypal_email };
  }
  const brand =
    payment.payment_type === 'apple_pay'
      ? t('subscription.applePay', { brand: cardBrandName(payment.card_brand) })
      : cardBrandName(payment.card_brand);
  return { kind: 'card', brand, last4: payment.card_last4, expiry: cardExpiry(payment) };
}

// SPEC's 'MMMM D, YYYY', in the viewer's own time zone: a renewal instant is a moment, and the
// owner reads its day where they are.
const billingDay = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

export const formatBillingDate = (isoInstant: string): string =>
  billingDay.format(new Date(isoInstant));
