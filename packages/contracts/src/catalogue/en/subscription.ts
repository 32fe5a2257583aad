// The Subscription tab's words: plan, billing, invoices, checkout. Plan names and prices are in
// '@vh/contracts' (plans.ts), the spec's toasts in spec.toasts; only what the spec leaves to us is here.
export default {
  currentPlan: 'Current plan',
  noSubscription: 'You are on the Free plan. No payment method is needed and nothing is billed.',
  includes: 'Includes',
  businessCentres: '{count, plural, one {# business centre} other {# business centres}}',
  businessCentresUnlimited: 'Unlimited business centres',
  paidPlansInclude: 'Every paid plan includes',
  planDetails: 'Plan details',
  upgradePlan: 'Upgrade plan',
  loading: 'Loading your subscription',
  status: {
    future: 'Starting soon',
    in_trial: 'In trial',
    active: 'Active',
    non_renewing: 'Non-renewing',
    paused: 'Paused',
    cancelled: 'Cancelled',
    transferred: 'Transferred',
  },
  nextBilling: 'Next billing date',
  noNextBilling: 'No further payments',
  autoRenewal: 'Auto renewal {renews, select, on {ON} other {OFF}}',
  termEnds: 'Your plan runs until {date}.',
  paymentMethod: 'Payment method',
  noPaymentMethod: 'No payment method on file',
  cardDots: '••••',
  // Read out instead of the dots.
  cardEndingSpoken: 'card ending in',
  cardExpires: 'Expires {expiry}',
  paypal: 'PayPal',
  // A card whose brand the provider did not say, and the brands we name ourselves.
  card: 'Card',
  applePay: 'Apple Pay ({brand})',
  cardBrands: {
    visa: 'Visa',
    mastercard: 'Mastercard',
    american_express: 'American Express',
    discover: 'Discover',
    jcb: 'JCB',
    diners_club: 'Diners Club',
  },
  notes: {
    cancelledTitle: 'Your subscription has ended',
    cancelled:
      'Your {planName} subscription ended{term, select, dated { on {date}} other {}}, and its upgraded features are no longer available. Reactivate it to get them back; the card on file is charged.',
    nonRenewingTitle: 'Your subscription will not renew',
    nonRenewing:
      'Your {planName} subscription will not renew. You keep its features until {term, select, dated {{date}} other {the end of the current term}}; after that they are lost. Reactivate it to keep them.',
    reactivate: 'Reactivate',
  },
  readOnly: {
    title: 'Some business centres are read-only',
    message:
      '{count, plural, one {# centre is read-only on your plan. Their hours, staff and records are kept, but nobody can clock in there. Upgrade your plan, or choose which centres are active, to use it again.} other {# centres are read-only on your plan. Their hours, staff and records are kept, but nobody can clock in there. Upgrade your plan, or choose which centres are active, to use them again.}}',
    link: 'Go to Business centres',
  },
  actions: {
    label: 'Manage your subscription',
    changePlan: 'Change plan',
    updatePayment: 'Update payment method',
    cancel: 'Cancel subscription',
    // A subscription already set to end with its term: it can only be ended sooner.
    endNow: 'End it now',
    seePlans: 'See plans',
  },
  reactivated: 'Your subscription is active again.',
  planChanged: 'Your plan is now {planName}.',
  changePlanModal: {
    title: 'Change plan',
    intro: 'Open a plan to see what it includes, then choose it.',
    current: 'Your plan',
    choose: 'Choose {planName}',
    contactSales: 'Contact sales',
    upgradeNote:
      'An upgrade starts at once; the difference for the rest of this month is charged to your payment method.',
  },
  confirm: {
    title: 'Confirm your action',
    downgrade:
      'You are moving from {from} to {to}. Features that {to} does not include stop once the change is made.',
    // What happens to the money: the change is made at once, and the billing provider gives no
    // refund or credit for the dearer plan's unused days.
    money:
      '{to} replaces {from} as soon as you confirm. What you have already paid for {from} is not refunded, and no credit is given for the rest of this term.{next, select, dated { Your next payment, on {date}, is for {to}.} other {}}',
    keepLegend:
      'Choose the {count, plural, one {business centre} other {# business centres}} to keep active',
    keepHelp:
      '{to} includes {count, plural, one {# business centre} other {# business centres}}. The others become read-only: nothing is deleted, their hours and staff are kept, and they can be used again after an upgrade.',
    chosen: '{chosen} of {needed} chosen',
    confirm: 'Confirm',
    back: 'Back',
    centresFailed: 'Your business centres could not be loaded. Please try again.',
  },
  cancelModal: {
    title: 'Cancel subscription',
    legend: 'When should it end?',
    endOfTerm: 'At the end of the billing period',
    endOfTermHelp:
      'You keep {planName} until {term, select, dated {{date}} other {the end of the current term}} and are not billed again. You can reactivate it until then.',
    now: 'Now',
    nowHelp:
      '{planName} ends straight away and your account moves to the Free plan. Its upgraded features stop at once, and no refund is made for the rest of the term.',
    confirm: 'Cancel subscription',
    keep: 'Keep subscription',
  },
  // Ending, at once, a subscription already set to end with its term.
  endNowModal: {
    title: 'End your subscription now',
    body: '{planName} is already set to end {term, select, dated {on {date}} other {with the current term}}. Ending it now stops its upgraded features at once and moves your account to the Free plan. No refund is made for the rest of the term.',
    confirm: 'End it now',
    keep: 'Keep it until then',
  },
  // The dashboard's card for the paid plan a visitor picked on /pricing before signing up.
  pendingPlan: {
    title: 'You chose the {planName} plan',
    body: 'Your paid features start as soon as you finish the purchase. You can also stay on the Free plan for now and upgrade at any time from the pricing page.',
    continue: 'Continue to checkout',
    notNow: 'Not now',
  },
  invoices: {
    title: 'Invoices',
    empty: 'No invoices yet.',
    loadFailed: 'Your invoices could not be loaded. Please try again.',
    date: 'Date',
    amount: 'Amount',
    status: 'Status',
    download: 'PDF',
    downloadLabel: 'PDF of the invoice of {date}',
    statuses: {
      paid: 'Paid',
      posted: 'Posted',
      payment_due: 'Payment due',
      not_paid: 'Not paid',
      voided: 'Voided',
      pending: 'Pending',
    },
  },
  success: {
    title: 'Your subscription',
    confirmed: 'Your subscription is active.',
    missingSubId:
      'This page needs the subscription id from the checkout, and the link has none. Taking you to the home page.',
    failed: 'Taking you back to the plans.',
    leavingFrame: 'Continue',
  },
  // A renewal the card did not pay: the billing provider retries it, and cancels the plan if it
  // never gets paid. Shown to the owner on every dashboard page until the dues are paid.
  paymentDue: {
    message: 'Your last payment failed. Update your card to keep your plan.',
    action: 'Update card',
  },
} as const;
