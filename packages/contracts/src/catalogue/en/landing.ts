// The landing page's words (SPEC §1: placeholder marketing text), and only its own: the page is on
// a strict download budget. Figures arrive as values from the contracts, so the page never
// promises a number the product does not keep.
export default {
  hero: {
    eyebrow: 'Time and attendance for hourly teams',
    title: 'Pay your team for verified hours, not guesswork',
    lead: 'VerifiedHours records every clock-in and clock-out with a GPS position, so the timesheets on your desk are accurate before they reach payroll.',
    signUp: 'Start for free',
    signUpClaim: 'Sign up in under {seconds} seconds. No credit card needed for the Free plan.',
    pricing: 'See pricing',
    previewLabel:
      'Example timesheet: three staff members with GPS-verified clock-ins at the Downtown centre',
    previewTitle: 'Today · Downtown centre',
    previewBadge: 'Live',
    // The drawn example's rows (names and times are part of the picture).
    previewRows: {
      maria: { name: 'Maria G.', times: '8:02 – 16:31', total: '8h 29m' },
      sam: { name: 'Sam T.', times: '8:15 – on shift', total: '5h 10m' },
      priya: { name: 'Priya K.', times: '9:00 – 17:04', total: '8h 04m' },
    },
    previewVerified: 'GPS verified',
    previewFooter: 'Week to date',
    previewFooterTotal: '112h 40m',
  },
  features: {
    title: 'Everything you need to pay hourly staff right',
    lead: 'One place for clock-ins, locations and hours, from a single shop to a group of sites.',
    items: {
      timeTracking: {
        title: 'Time tracking',
        text: 'Staff clock in and out from their own phone. Hours add up into timesheets by themselves: no paper cards, no spreadsheets.',
      },
      gps: {
        title: 'GPS geolocation',
        text: 'Each clock-in and clock-out records where it happened, so you can see that a shift started on site and not on the way there.',
      },
      reports: {
        title: 'Reports',
        text: 'Hours per employee, per day and per business centre, ready to check before you run payroll.',
      },
      businessCentres: {
        title: 'Business centres',
        text: 'Run more than one location? Give each site its own business centre and keep its staff and hours apart.',
      },
      unlimitedEmployees: {
        title: 'Unlimited employees',
        text: 'Every paid plan includes unlimited employee accounts. Add seasonal staff without counting seats.',
      },
      inviteCodes: {
        title: 'Invite codes',
        text: 'Staff join your business with a {length}-character invite code. No forms for you to fill in on their behalf.',
      },
    },
  },
  steps: {
    title: 'Up and running in three steps',
    items: {
      createAccount: {
        title: 'Create your account',
        text: 'Sign up in under {seconds} seconds, then add your first business centre.',
      },
      inviteStaff: {
        title: 'Invite your staff',
        text: 'Share a {length}-character invite code. Each staff member creates their own account with it.',
      },
      reviewHours: {
        title: 'Review verified hours',
        text: 'See every clock-in with its location and run reports before payroll.',
      },
    },
  },
  pricing: {
    title: 'Simple monthly pricing',
    compare: 'Compare all plans',
  },
  faq: {
    title: 'Frequently asked questions',
    items: {
      gps: {
        question: 'How does GPS verification work?',
        answer:
          'When a staff member clocks in or out, VerifiedHours asks their phone for its position once and saves it with the punch. You see where each shift started and ended next to the hours. Nobody is tracked between punches.',
      },
      noGps: {
        question: 'What if a staff member has no GPS or turns location off?',
        answer:
          'They can still clock in and out. The punch is saved without a position and shows as unverified, so you can ask about it before you approve the hours.',
      },
      privacy: {
        question: 'Who can see my staff’s data?',
        answer:
          'Only you and the people you give access to. We use the data to run the service and never sell it. Records are kept for up to {retentionYears, plural, one {# year} other {# years}}, as payroll records usually must be, and data you delete is removed within {purgeDays, plural, one {# day} other {# days}}.',
        link: 'Read our privacy policy',
      },
      cancel: {
        question: 'Can I cancel any time?',
        answer:
          'Yes. Plans are billed month to month with no contract. Cancel from your settings at the end of the billing period or right away.',
      },
      freePlan: {
        question: 'Is there a free plan?',
        answer:
          'Yes. The Free plan costs {price} and lets you set up a business centre and invite staff, so you can see verified hours before you choose a paid plan.',
      },
      staffJoin: {
        question: 'How do staff join my business?',
        answer:
          'You share an invite code of {length} characters. Staff enter it when they sign up, and their account is linked to your business automatically.',
      },
      noApp: {
        question: 'Do my staff need to install an app?',
        answer:
          'No. VerifiedHours runs in the web browser of any recent phone, tablet or computer, so staff sign in with the device they already carry.',
      },
    },
  },
  closing: {
    title: 'Know the hours are real before you pay them',
    text: 'Sign up in under {seconds} seconds and invite your first staff member today.',
    signUp: 'Create your free account',
    contact: 'Talk to us',
  },
} as const;
