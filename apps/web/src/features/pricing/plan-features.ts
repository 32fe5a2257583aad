import { PLAN_KEYS, plans, type TPlanKey } from '@vh/contracts';
import { pricingCopy } from './pricing.copy.ts';

// What each plan includes, for the comparison table (the cards read contracts' planPitch). SPEC §2 calls the table's rows
// placeholders; the paid plans' shared features are SPEC §9's (PAID_PLAN_FEATURES).

/** true: included; false: not included; text: included, with this detail. */
export type FeatureCell = boolean | string;

export type FeatureRow = { feature: string; cells: Record<TPlanKey, FeatureCell> };

const byPlan = (cell: (plan: TPlanKey) => FeatureCell) =>
  Object.fromEntries(PLAN_KEYS.map((key) => [key, cell(key)])) as Record<TPlanKey, FeatureCell>;

const onlyIn = (...included: TPlanKey[]) => byPlan((key) => included.includes(key));

export const featureRows: readonly FeatureRow[] = [
  {
    feature: 'Business centres',
    cells: byPlan((key) => String(plans[key].businessCentres ?? pricingCopy.table.unlimited)),
  },
  {
    feature: 'Employee accounts',
    cells: byPlan((key) => (key === 'free' ? true : pricingCopy.table.unlimited)),
  },
  { feature: 'Time tracking', cells: onlyIn('free', 'basic', 'pro', 'enterprise') },
  { feature: 'GPS-verified clock-in', cells: onlyIn('free', 'basic', 'pro', 'enterprise') },
  {
    feature: 'Timesheets, edits and approval',
    cells: onlyIn('free', 'basic', 'pro', 'enterprise'),
  },
  {
    feature: 'Reports',
    cells: byPlan((key) => {
      const days = plans[key].reportHistoryDays;
      return days === null ? true : pricingCopy.table.lastDays(days);
    }),
  },
  { feature: 'Payroll exports (CSV, PDF)', cells: byPlan((key) => plans[key].exports) },
  { feature: 'Email support', cells: onlyIn('basic', 'pro', 'enterprise') },
  { feature: 'Priority support', cells: onlyIn('pro', 'enterprise') },
  { feature: 'Dedicated onboarding', cells: onlyIn('enterprise') },
];
