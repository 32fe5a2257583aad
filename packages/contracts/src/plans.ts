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
  /** Active staff accounts the plan allows; null means unlimited. */
  activeStaff: number | null;
  /** How far back on-screen reports reach, in days; null means any period. */
  reportHistoryDays: number | null;
  /** Whether payroll CSV, punch list CSV and PDF exports are included. */
  exports: boolean;
};

export const plans: Record<TPlanKey, TPlan> = {
  // SPEC leaves the Free plan's centres unnamed. Free is for trying the product: one centre, so an
  // owner can invite staff and see a verified punch before paying (rival free tiers do the same).
  free: {
    key: 'free',
    name: 'Free',
    monthlyPriceCad: 0,
    itemPriceId: null,
    businessCentres: 1,
    activeStaff: 10,
    reportHistoryDays: 31,
    exports: false,
  },
  basic: {
    key: 'basic',
    name: 'Basic',
    monthlyPriceCad: 39.95,
    itemPriceId: 'Basic-CAD-Monthly',
    businessCentres: 1,
    activeStaff: null,
    reportHistoryDays: null,
    exports: true,
  },
  pro: {
    key: 'pro',
    name: 'Pro',
    monthlyPriceCad: 79.95,
    itemPriceId: 'Pro-CAD-Monthly',
    businessCentres: 3,
    activeStaff: null,
    reportHistoryDays: null,
    exports: true,
  },
  enterprise: {
    key: 'enterprise',
    name: 'Enterprise',
    monthlyPriceCad: null,
    itemPriceId: null,
    businessCentres: null,
    activeStaff: null,
    reportHistoryDays: null,
    exports: true,
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

/** The plan the pricing summaries single out. */
export const HIGHLIGHTED_PLAN: TPlanKey = 'pro';

/**
 * What each plan says about itself: a line on who it is for and the short list on its card, after
 * its business centres. The landing page's summary and /pricing both read these, so the two never
 * tell a visitor different things.
 */
export const planPitch: Record<TPlanKey, { tagline: string; features: readonly string[] }> = {
  free: {
    tagline: 'Try VerifiedHours with your team.',
    features: [
      'Time tracking',
      'GPS-verified clock-in',
      'Invite your staff with a code',
      `Timesheets, and reports of the last ${String(plans.free.reportHistoryDays)} days`,
    ],
  },
  basic: {
    tagline: 'For a business with one location.',
    features: [...PAID_PLAN_FEATURES, 'Email support'],
  },
  pro: {
    tagline: 'For a growing business with several sites.',
    features: [...PAID_PLAN_FEATURES, 'Priority support'],
  },
  enterprise: {
    tagline: 'For large organisations with many sites.',
    features: [...PAID_PLAN_FEATURES, 'Priority support', 'Dedicated onboarding'],
  },
};

/** '1 business centre', '3 business centres', 'Unlimited business centres'. */
export function businessCentresLabel(plan: TPlan): string {
  const count = plan.businessCentres;
  if (count === null) return 'Unlimited business centres';
  return count === 1 ? '1 business centre' : `${count} business centres`;
}

/** A plan card's list: its business centres, a staff cap where there is one, then what it includes. */
export const planCardFeatures = (plan: TPlan): readonly string[] => [
  businessCentresLabel(plan),
  ...(plan.activeStaff === null ? [] : [`Up to ${plan.activeStaff} active staff`]),
  ...planPitch[plan.key].features,
];

/** The words around the prices, the same wherever plans are shown. */
export const planWords = {
  highlighted: 'Most popular',
  /** Enterprise's price, agreed with sales. */
  customPrice: 'Custom',
  customPriceNote: 'Priced for your organisation',
  currencyNote: 'Prices are in Canadian dollars, billed monthly. Cancel at any time.',
} as const;

/** The plan a stored profile value names ('Free', 'pro', …); an unknown value counts as Free. */
export function planOf(stored: string | null | undefined): TPlan {
  const key = (stored ?? '').trim().toLowerCase();
  return isPlanKey(key) ? plans[key] : plans.free;
}

/** The smallest plan that allows more business centres than `plan`, to offer as the upgrade. */
function nextPlanForCentres(plan: TPlan): TPlan | undefined {
  const allowed = plan.businessCentres;
  if (allowed === null) return undefined;
  return PLAN_KEYS.map((key) => plans[key]).find(
    (other) => other.businessCentres === null || other.businessCentres > allowed,
  );
}

/** The 409 answer to one business centre too many: names the plan and the upgrade. */
export function centreLimitMessage(plan: TPlan): string {
  const allowed = `Your ${plan.name} plan includes ${businessCentresLabel(plan).toLowerCase()}`;
  const next = nextPlanForCentres(plan);
  if (!next) return `${allowed}.`;
  const offer =
    next.businessCentres === null
      ? `contact us about ${next.name} for unlimited business centres`
      : `upgrade to ${next.name} for ${businessCentresLabel(next).toLowerCase()}`;
  return `${allowed}. To add another, deactivate one or ${offer}.`;
}

/** The 409 answer to one active staff member too many (only Free has a cap). */
export function staffLimitMessage(plan: TPlan): string {
  return `Your ${plan.name} plan includes up to ${plan.activeStaff ?? 'unlimited'} active staff. To approve or enable another, disable someone or upgrade to ${plans.basic.name} for unlimited staff.`;
}
