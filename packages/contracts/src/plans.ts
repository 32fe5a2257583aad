// SPEC §9: the plans, their prices (CAD per month) and what each includes. Screens and the server
// read these; the billing issue maps the paid ones to the billing provider's item prices. What the
// plans say about themselves is in the catalogue (plans.*).
import { t } from './i18n.ts';

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

/** What a plan can include, in the order its card lists them (words: plans.features). */
export const PLAN_FEATURES = [
  'unlimitedStaff',
  'timeTracking',
  'reports',
  'gps',
  'gpsClockIn',
  'inviteWithCode',
  'recentReports',
  'emailSupport',
  'prioritySupport',
  'onboarding',
] as const;
export type TPlanFeature = (typeof PLAN_FEATURES)[number];

/** SPEC §9: every paid plan includes these. */
export const PAID_PLAN_FEATURES = [
  'unlimitedStaff',
  'timeTracking',
  'reports',
  'gps',
] as const satisfies readonly TPlanFeature[];

export function isPlanKey(value: unknown): value is TPlanKey {
  return typeof value === 'string' && (PLAN_KEYS as readonly string[]).includes(value);
}

export function isPurchasablePlanKey(value: unknown): value is TPurchasablePlanKey {
  return typeof value === 'string' && (PURCHASABLE_PLAN_KEYS as readonly string[]).includes(value);
}

/** 39.95 → '$39.95', 0 → '$0', Enterprise → null. Shown beside planPeriodLabel(). */
export function formatPlanPrice(plan: TPlan): string | null {
  if (plan.monthlyPriceCad === null) return null;
  if (plan.monthlyPriceCad === 0) return '$0';
  return `$${plan.monthlyPriceCad.toFixed(2)}`;
}

/** 'CAD / month', beside a price. */
export const planPeriodLabel = (): string => t('plans.period', { currency: PLAN_CURRENCY });

/** The plan the pricing summaries single out. */
export const HIGHLIGHTED_PLAN: TPlanKey = 'pro';

/**
 * The short list on each plan's card, after its business centres. The landing page's summary and
 * /pricing both read it (and each plan's tagline, plans.taglines), so the two never tell a visitor
 * different things.
 */
export const planFeatures: Record<TPlanKey, readonly TPlanFeature[]> = {
  free: ['timeTracking', 'gpsClockIn', 'inviteWithCode', 'recentReports'],
  basic: [...PAID_PLAN_FEATURES, 'emailSupport'],
  pro: [...PAID_PLAN_FEATURES, 'prioritySupport'],
  enterprise: [...PAID_PLAN_FEATURES, 'prioritySupport', 'onboarding'],
};

/** A feature in words: 'Time tracking'. */
export function planFeatureWords(feature: TPlanFeature): string {
  return feature === 'recentReports'
    ? t('plans.features.recentReports', { days: plans.free.reportHistoryDays ?? 0 })
    : t(`plans.features.${feature}`);
}

/** '1 business centre', '3 business centres', 'Unlimited business centres'. */
export function businessCentresLabel(plan: TPlan): string {
  const count = plan.businessCentres;
  if (count === null) return t('plans.unlimitedBusinessCentres');
  return t('plans.businessCentres', { count });
}

/** A plan card's list: its business centres, a staff cap where there is one, then what it includes. */
export const planCardFeatures = (plan: TPlan): readonly string[] => [
  businessCentresLabel(plan),
  ...(plan.activeStaff === null ? [] : [t('plans.activeStaff', { count: plan.activeStaff })]),
  ...planFeatures[plan.key].map(planFeatureWords),
];

/** The plan a stored profile value names ('Free', 'pro', …); an unknown value counts as Free. */
export function planOf(stored: string | null | undefined): TPlan {
  const key = (stored ?? '').trim().toLowerCase();
  return isPlanKey(key) ? plans[key] : plans.free;
}
