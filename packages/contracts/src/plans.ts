// SPEC §9: the plans, their prices (CAD per month) and what each includes. Screens and the server
// read these; the billing issue maps the paid ones to the billing provider's item prices.

export const PLAN_KEYS = ['free', 'basic', 'pro', 'enterprise'] as const;
export type TPlanKey = (typeof PLAN_KEYS)[number];

/** The plans a visitor can pick on /pricing and carry to /register as ?plan=. */
export const PURCHASABLE_PLAN_KEYS = ['basic', 'pro'] as const;
export type TPurchasablePlanKey = (typeof PURCHASABLE_PLAN_KEYS)[number];

export const PLAN_CURRENCY = 'CAD';

export type TPlan = {
  key: TPlanKey;
  name: string;
  /** Monthly price in CAD; null when the price is agreed with sales (Enterprise). */
  monthlyPriceCad: number | null;
  /** The billing provider's item price id; null for plans that are not bought online. */
  itemPriceId: string | null;
  /** Business centres (sites) the plan allows; null means unlimited. */
  businessCentres: number | null;
};

export const plans: Record<TPlanKey, TPlan> = {
  // SPEC leaves the Free plan's centres unnamed. Free is for trying the product: one centre, so an
  // owner can invite staff and see a verified punch before paying (rival free tiers do the same).
  free: { key: 'free', name: 'Free', monthlyPriceCad: 0, itemPriceId: null, businessCentres: 1 },
  basic: {
    key: 'basic',
    name: 'Basic',
    monthlyPriceCad: 39.95,
    itemPriceId: 'Basic-CAD-Monthly',
    businessCentres: 1,
  },
  pro: {
    key: 'pro',
    name: 'Pro',
    monthlyPriceCad: 79.95,
    itemPriceId: 'Pro-CAD-Monthly',
    businessCentres: 3,
  },
  enterprise: {
    key: 'enterprise',
    name: 'Enterprise',
    monthlyPriceCad: null,
    itemPriceId: null,
    businessCentres: null,
  },
};

/** SPEC §9: every paid plan includes these. */
export const PAID_PLAN_FEATURES = [
  'Unlimited employee accounts',
  'Time tracking',
  'Reports',
  'GPS geolocation',
] as const;

export function isPlanKey(value: unknown): value is TPlanKey {
  return typeof value === 'string' && (PLAN_KEYS as readonly string[]).includes(value);
}

export function isPurchasablePlanKey(value: unknown): value is TPurchasablePlanKey {
  return typeof value === 'string' && (PURCHASABLE_PLAN_KEYS as readonly string[]).includes(value);
}

/** 39.95 → '$39.95', 0 → '$0', Enterprise → null. Shown beside PLAN_PERIOD_LABEL. */
export function formatPlanPrice(plan: TPlan): string | null {
  if (plan.monthlyPriceCad === null) return null;
  if (plan.monthlyPriceCad === 0) return '$0';
  return `$${plan.monthlyPriceCad.toFixed(2)}`;
}

export const PLAN_PERIOD_LABEL = `${PLAN_CURRENCY} / month`;
