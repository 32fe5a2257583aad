// The pricing page’s own words. Plan names, prices and the paid plans’ features come from the
// contracts (plans.ts); only what the spec leaves to us lives here.
export default {
  title: 'Plans and pricing',
  intro:
    'Start free and upgrade when your team grows. Every paid plan includes unlimited employee accounts, time tracking, reports and GPS-verified clock-in.',
  actions: {
    free: 'Sign up free',
    basic: 'Choose Basic',
    pro: 'Choose Pro',
    enterprise: 'Contact sales',
  },
  // Free for someone who already has an account: it is the dashboard they want.
  freeSignedIn: 'Go to dashboard',
  table: {
    title: 'Compare plans',
    caption: 'Features included in each plan',
    feature: 'Feature',
    included: 'Included',
    notIncluded: 'Not included',
    unlimited: 'Unlimited',
    lastDays: 'On screen, last {days, plural, one {# day} other {# days}}',
    // The table's own rows (SPEC §2 calls them placeholders); the rest read plans.features.
    rows: {
      businessCentres: 'Business centres',
      employeeAccounts: 'Employee accounts',
      timesheets: 'Timesheets, edits and approval',
      exports: 'Payroll exports (CSV, PDF)',
    },
  },
} as const;
