import type { TPlanKey } from '@vh/contracts';

// The pricing page's own wording. Plan names, prices and the paid plans' features come from
// '@vh/contracts' (plans.ts); only what the spec leaves to us lives here.

export const pricingCopy = {
  title: 'Plans and pricing',
  intro:
    'Start free and upgrade when your team grows. Every paid plan includes unlimited employee accounts, time tracking, reports and GPS-verified clock-in.',

  actions: {
    free: 'Sign up free',
    basic: 'Choose Basic',
    pro: 'Choose Pro',
    enterprise: 'Contact sales',
  } satisfies Record<TPlanKey, string>,
  /** Free for someone who already has an account: it is the dashboard they want. */
  freeSignedIn: 'Go to dashboard',

  table: {
    title: 'Compare plans',
    caption: 'Features included in each plan',
    feature: 'Feature',
    included: 'Included',
    notIncluded: 'Not included',
    unlimited: 'Unlimited',
    lastDays: (days: number) => `On screen, last ${days} days`,
  },
} as const;
