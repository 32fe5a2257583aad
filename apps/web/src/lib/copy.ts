// User-visible text this app needs that packages/contracts does not (yet) hold. Everything SPEC.md
// words (validation messages, toasts, timings) is imported from '@vh/contracts' instead; if a
// string here becomes part of the contract, move it there and import it.

export const copy = {
  productName: 'VerifiedHours',
  tagline: 'GPS-verified staff hours, timesheets and reports for business owners.',

  actions: {
    login: 'Login',
    signUp: 'Sign up',
    logout: 'Logout',
    settings: 'Settings',
    backHome: 'Back to home',
    tryAgain: 'Try again',
    backToLogin: 'Back to login',
    close: 'Close',
    closeNotification: 'Close notification',
    refresh: 'Refresh',
  },

  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    username: 'Username',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    cellNumber: 'Cell number',
    pinCode: 'PIN',
    usernameOrEmail: 'Username or Email',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
  },

  register: {
    /** The card's one heading, per step. */
    titles: {
      choice: 'Create your account',
      free: 'Create your free account',
      invite: 'Join your team',
    },
    back: 'Back',
    // The two choices are SPEC §2's words.
    choiceIntro: 'How would you like to get started?',
    freeChoice: 'Register for a Free account',
    freeChoiceHint: 'For business owners: start free, then invite your staff.',
    inviteChoice: 'Enter an invite code',
    inviteChoiceHint: 'For staff: use the code your employer gave you.',
    planChosen: (planName: string, price: string) =>
      `You chose the ${planName} plan (${price}). Your account starts on the Free plan; we keep your choice for when you subscribe from your account.`,
    planUnknownTitle: 'This plan does not exist',
    planUnknown:
      'The plan in your link does not exist, so this creates a free account. You can choose a plan at any time.',
    planNotOnlineTitle: 'This plan is not bought online',
    planNotOnline: (planName: string) =>
      `The ${planName} plan is arranged with our team, so this creates a free account. The pricing page tells you how to reach us.`,
    seePricing: 'See plans and pricing',
    inviteIntro: 'Your employer gave you an invite code. Enter it to join their team.',
    inviteCodeLabel: 'Invite code',
    inviteCodeHint: (length: number) => `${length} characters, as your employer sent it`,
    validateCode: 'Validate code',
    joining: (businessName: string) => `You are joining ${businessName}`,
    staffIntro: 'Create your staff account. Your manager reviews it before you get full access.',
    pinHint: (minDigits: number, maxDigits: number) =>
      `${minDigits} to ${maxDigits} digits, to clock in and out at the kiosk`,
    /** The PIN's word in 'Please fill in … field' (the contract's fillInFieldNames has none yet). */
    pinFieldWord: 'PIN',
    useAnotherCode: 'Use a different code',
    linksLabel: 'Other pages',
    haveAccount: 'Already have an account?',
    signedInHere: 'Already signed in on this device?',
    goToDashboard: 'Go to dashboard',
    signOut: 'Sign out',
  },

  login: {
    title: 'Sign in to your account',
    noAccount: "Don't have an account?",
    forgotPassword: 'Forgot password?',
  },

  logout: {
    signingOut: 'Signing you out…',
    serverNotToldTitle: 'Signed out on this browser only',
    serverNotTold:
      'The server could not be reached, so the session could not be ended there and stays usable until it expires within the hour. Once you are back online, sign in and choose "Sign out everywhere" in Settings › Security to end it now.',
  },

  forgot: {
    title: 'Reset your password',
    intro:
      'Enter the email address of your account and we will send you a link to choose a new password.',
    send: 'Send reset email',
  },

  updatePassword: {
    title: 'Choose a new password',
    submit: 'Change password',
    incompleteLinkTitle: 'This link is incomplete',
    incompleteLinkMessage:
      'The password reset link is missing some of its parts. Open the link from the email again, or request a new one.',
    requestNewLink: 'Request a new link',
  },

  verifyEmail: {
    notVerified: 'Your email address is not verified yet.',
    open: 'Verify email',
  },

  errors: {
    unexpected: 'Something went wrong. Please try again.',
  },

  dashboard: {
    admin: 'Admin Dashboard',
    welcome: (firstName: string) => `Welcome, ${firstName}`,
    accountMenu: 'Account menu',
    mainNav: 'Dashboard',
    menuNav: 'Dashboard menu',
    menuButton: 'Navigation menu',
    closeMenu: 'Close navigation menu',
    menuTitle: 'Menu',
    panelsLabel: 'Where to go',
    /** Each panel's name (link, tile, heading and tab title) and its tile's one line. */
    panels: {
      home: { label: 'Home', description: 'This menu, with every part of your account.' },
      dashboard: {
        label: 'Dashboard',
        description: 'A paper-trading bot on a simulated market, and its live log.',
      },
      clock: {
        label: 'Time clock',
        description:
          'Clock in and out with a verified location; shifts, reviews and the audit log.',
      },
      timesheets: {
        label: 'Timesheets',
        description: 'Hours week by week: edits and their reasons, corrections and approval.',
      },
      reports: {
        label: 'Reports',
        description: 'Hours, overtime and holidays over any period; payroll exports.',
      },
      profile: {
        label: 'Profile',
        description: 'Your name, contact details and when you joined.',
      },
      settings: {
        label: 'Settings',
        description: 'Your account, security and plan.',
      },
      staff: {
        label: 'Staff',
        description: 'Approve new people, edit their details, turn accounts on and off.',
      },
    },
    recentActivity: 'Recent activity',
    settingsTabsLabel: 'Settings',
    settingsTabs: {
      account: 'Account',
      centres: 'Business centres',
      preferences: 'Preferences',
      employment: 'Employment',
      subscription: 'Subscription',
      security: 'Security',
    },
    pendingApprovalTitle: 'Your account is under review',
    pendingApproval:
      'Your manager is reviewing your account. Until they approve it, your access is limited to this page.',
    businessSetupTitle: 'Set up your first business profile',
    businessSetup:
      'Your next step is to create a business centre: the place where your staff clock in and out.',
    businessSetupAction: 'Set up a business centre',
    staffWaiting: (count: number) => `${count} waiting`,
  },
} as const;
