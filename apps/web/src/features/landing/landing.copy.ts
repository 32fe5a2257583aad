// The landing page's words (SPEC §1: placeholder marketing text). Figures come from the contracts,
// so the page never promises a number the product does not keep.
import {
  formatPlanPrice,
  INVITE_CODE_LENGTH,
  legalFacts,
  plans,
  planWords,
  SIGN_UP_SECONDS_CLAIM,
} from '@vh/contracts';

const signUpClaim = `Sign up in under ${SIGN_UP_SECONDS_CLAIM} seconds`;

export const heroCopy = {
  eyebrow: 'Time and attendance for hourly teams',
  title: 'Pay your team for verified hours, not guesswork',
  lead: 'VerifiedHours records every clock-in and clock-out with a GPS position, so the timesheets on your desk are accurate before they reach payroll.',
  signUp: 'Start for free',
  signUpClaim: `${signUpClaim}. No credit card needed for the Free plan.`,
  pricing: 'See pricing',
  previewLabel:
    'Example timesheet: three staff members with GPS-verified clock-ins at the Downtown centre',
  previewTitle: 'Today · Downtown centre',
  previewBadge: 'Live',
  previewRows: [
    { name: 'Maria G.', times: '8:02 – 16:31', total: '8h 29m' },
    { name: 'Sam T.', times: '8:15 – on shift', total: '5h 10m' },
    { name: 'Priya K.', times: '9:00 – 17:04', total: '8h 04m' },
  ],
  previewVerified: 'GPS verified',
  previewFooter: 'Week to date',
  previewFooterTotal: '112h 40m',
} as const;

export type TFeatureKey =
  'timeTracking' | 'gps' | 'reports' | 'businessCentres' | 'unlimitedEmployees' | 'inviteCodes';

export const featuresCopy = {
  title: 'Everything you need to pay hourly staff right',
  lead: 'One place for clock-ins, locations and hours, from a single shop to a group of sites.',
  items: [
    {
      key: 'timeTracking',
      title: 'Time tracking',
      text: 'Staff clock in and out from their own phone. Hours add up into timesheets by themselves: no paper cards, no spreadsheets.',
    },
    {
      key: 'gps',
      title: 'GPS geolocation',
      text: 'Each clock-in and clock-out records where it happened, so you can see that a shift started on site and not on the way there.',
    },
    {
      key: 'reports',
      title: 'Reports',
      text: 'Hours per employee, per day and per business centre, ready to check before you run payroll.',
    },
    {
      key: 'businessCentres',
      title: 'Business centres',
      text: 'Run more than one location? Give each site its own business centre and keep its staff and hours apart.',
    },
    {
      key: 'unlimitedEmployees',
      title: 'Unlimited employees',
      text: 'Every paid plan includes unlimited employee accounts. Add seasonal staff without counting seats.',
    },
    {
      key: 'inviteCodes',
      title: 'Invite codes',
      text: `Staff join your business with a ${INVITE_CODE_LENGTH}-character invite code. No forms for you to fill in on their behalf.`,
    },
  ] satisfies readonly { key: TFeatureKey; title: string; text: string }[],
} as const;

export const stepsCopy = {
  title: 'Up and running in three steps',
  items: [
    {
      title: 'Create your account',
      text: `${signUpClaim}, then add your first business centre.`,
    },
    {
      title: 'Invite your staff',
      text: `Share a ${INVITE_CODE_LENGTH}-character invite code. Each staff member creates their own account with it.`,
    },
    {
      title: 'Review verified hours',
      text: 'See every clock-in with its location and run reports before payroll.',
    },
  ],
} as const;

export const pricingCopy = {
  title: 'Simple monthly pricing',
  // Plan names, taglines, prices and lists come from the contracts (plans.ts), as on /pricing.
  lead: planWords.currencyNote,
  compare: 'Compare all plans',
} as const;

export type TFaqItem = {
  question: string;
  answer: string;
  link?: { label: string; to: string };
};

const freePlanPrice = formatPlanPrice(plans.free) ?? '';

const faqItems: readonly TFaqItem[] = [
  {
    question: 'How does GPS verification work?',
    answer:
      'When a staff member clocks in or out, VerifiedHours asks their phone for its position once and saves it with the punch. You see where each shift started and ended next to the hours. Nobody is tracked between punches.',
  },
  {
    question: 'What if a staff member has no GPS or turns location off?',
    answer:
      'They can still clock in and out. The punch is saved without a position and shows as unverified, so you can ask about it before you approve the hours.',
  },
  {
    question: 'Who can see my staff’s data?',
    answer: `Only you and the people you give access to. We use the data to run the service and never sell it. Records are kept for up to ${legalFacts.dataRetentionYears} years, as payroll records usually must be, and data you delete is removed within ${legalFacts.deletedDataPurgeDays} days.`,
    link: { label: 'Read our privacy policy', to: '/privacy' },
  },
  {
    question: 'Can I cancel any time?',
    answer:
      'Yes. Plans are billed month to month with no contract. Cancel from your settings at the end of the billing period or right away.',
  },
  {
    question: 'Is there a free plan?',
    answer: `Yes. The Free plan costs ${freePlanPrice} and lets you set up a business centre and invite staff, so you can see verified hours before you choose a paid plan.`,
  },
  {
    question: 'How do staff join my business?',
    answer: `You share an invite code of ${INVITE_CODE_LENGTH} characters. Staff enter it when they sign up, and their account is linked to your business automatically.`,
  },
  {
    question: 'Do my staff need to install an app?',
    answer:
      'No. VerifiedHours runs in the web browser of any recent phone, tablet or computer, so staff sign in with the device they already carry.',
  },
];

export const faqCopy = {
  title: 'Frequently asked questions',
  items: faqItems,
} as const;

export const closingCopy = {
  title: 'Know the hours are real before you pay them',
  text: `${signUpClaim} and invite your first staff member today.`,
  signUp: 'Create your free account',
  contact: 'Talk to us',
} as const;
