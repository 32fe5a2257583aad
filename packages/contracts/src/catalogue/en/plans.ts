// What the plans say about themselves (SPEC §9), the same on the landing page, /pricing and the
// Subscription tab, so they never tell a visitor different things. The plans' names stay in plans.ts.
export default {
  /** The plan the pricing summaries single out. */
  highlighted: 'Most popular',
  /** Enterprise's price, agreed with sales. */
  customPrice: 'Custom',
  customPriceNote: 'Priced for your organisation',
  // Beside a paid plan's price, wherever one is shown: the prices are before tax.
  plusTaxes: 'Plus applicable taxes',
  currencyNote: 'Prices are in Canadian dollars, billed monthly. Cancel at any time.',
  /** Beside a price: 'CAD / month'. */
  period: '{currency} / month',
  /** A line on who each plan is for. */
  taglines: {
    free: 'Try VerifiedHours with your team.',
    basic: 'For a business with one location.',
    pro: 'For a growing business with several sites.',
    enterprise: 'For large organisations with many sites.',
  },
  businessCentres: '{count, plural, one {# business centre} other {# business centres}}',
  unlimitedBusinessCentres: 'Unlimited business centres',
  activeStaff: 'Up to {count} active staff',
  /** What a plan includes, on its card (PLAN_FEATURES). */
  features: {
    unlimitedStaff: 'Unlimited employee accounts',
    timeTracking: 'Time tracking',
    reports: 'Reports',
    gps: 'GPS geolocation',
    gpsClockIn: 'GPS-verified clock-in',
    inviteWithCode: 'Invite your staff with a code',
    recentReports: 'Timesheets, and reports of the last {days, plural, one {day} other {# days}}',
    emailSupport: 'Email support',
    prioritySupport: 'Priority support',
    onboarding: 'Dedicated onboarding',
  },
} as const;
