import {
  PLAN_KEYS,
  plans,
  t,
  type MessageKey,
  type MessageValues,
  type TPlanKey,
} from '@vh/contracts';

// What each plan includes, for the comparison table (the cards read contracts' planCardFeatures). SPEC §2 calls the table's rows
// placeholders; the paid plans' shared features are SPEC §9's (PAID_PLAN_FEATURES).

/** true: included; false: not included; text: included, with this detail. */
export type FeatureCell = boolean | string;

/**
 * A row: the key of its name and its cell in each plan's column. A feature the plan cards also
 * list has their words (plans.features); the table's own rows are pricing.table.rows.
 */
export type FeatureRow = { name: TRowName; cells: Record<TPlanKey, FeatureCell> };

/** The keys a row's name may have: words without values, of the table or of the plan cards. */
type TRowName = {
  [K in MessageKey]: MessageValues[K] extends undefined
    ? K extends `pricing.table.rows.${string}` | `plans.features.${string}`
      ? K
      : never
    : never;
}[MessageKey];

const byPlan = (cell: (plan: TPlanKey) => FeatureCell) =>
  Object.fromEntries(PLAN_KEYS.map((key) => [key, cell(key)])) as Record<TPlanKey, FeatureCell>;

const onlyIn = (...included: TPlanKey[]) => byPlan((key) => included.includes(key));

/** The rows, in order; called when the table renders, since some cells are words. */
export const featureRows = (): readonly FeatureRow[] => [
  {
    name: 'pricing.table.rows.businessCentres',
    cells: byPlan((key) => String(plans[key].businessCentres ?? t('pricing.table.unlimited'))),
  },
  {
    name: 'pricing.table.rows.employeeAccounts',
    cells: byPlan((key) => (key === 'free' ? true : t('pricing.table.unlimited'))),
  },
  { name: 'plans.features.timeTracking', cells: onlyIn('free', 'basic', 'pro', 'enterprise') },
  { name: 'plans.features.gpsClockIn', cells: onlyIn('free', 'basic', 'pro', 'enterprise') },
  {
    name: 'pricing.table.rows.timesheets',
    cells: onlyIn('free', 'basic', 'pro', 'enterprise'),
  },
  {
    name: 'plans.features.reports',
    cells: byPlan((key) => {
      const days = plans[key].reportHistoryDays;
      return days === null ? true : t('pricing.table.lastDays', { days });
    }),
  },
  { name: 'pricing.table.rows.exports', cells: byPlan((key) => plans[key].exports) },
  { name: 'plans.features.emailSupport', cells: onlyIn('basic', 'pro', 'enterprise') },
  { name: 'plans.features.prioritySupport', cells: onlyIn('pro', 'enterprise') },
  { name: 'plans.features.onboarding', cells: onlyIn('enterprise') },
];
