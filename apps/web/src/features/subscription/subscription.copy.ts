// The Subscription tab's own wording. Plan names and prices come from '@vh/contracts' (plans.ts);
// only what the spec leaves to us lives here.

export const subscriptionCopy = {
  currentPlan: 'Current plan',
  noSubscription: 'You are on the Free plan. No payment method is needed and nothing is billed.',
  includes: 'Includes',
  businessCentres: (count: number | null) =>
    count === null
      ? 'Unlimited business centres'
      : `${count} business ${count === 1 ? 'centre' : 'centres'}`,
  paidPlansInclude: 'Every paid plan includes',
  planDetails: 'Plan details',
  upgradePlan: 'Upgrade plan',
} as const;
