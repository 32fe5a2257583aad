// Words every screen of the web app shares: actions, fields, the frame, the dashboard's shell.
export default {
  // Lengths of time and distance, as the time clock and the timesheets write them: '7 h 05 min',
  // '45 min', '8 h', '1,234 m', '2.3 km'. The numbers arrive rounded; minutes after hours arrive
  // as two digits.
  units: {
    hours: '{hours, number} h',
    hoursMinutes: '{hours, number} h {minutes} min',
    minutes: '{minutes, number} min',
    metres: '{metres, number} m',
    kilometres: '{kilometres, number} km',
  },
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
    // Starts with the visible word, so voice control finds the button by what it shows.
    refreshWhat: 'Refresh: {what}',
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
  errors: {
    unexpected: 'Something went wrong. Please try again.',
    // The web app's own reasons for a call that got no usable answer (lib/http.ts).
    unreachable: 'The server could not be reached',
    unexpectedResponse: 'Unexpected response from {path}',
    requestFailed: 'Request failed with status {status}',
    notSignedIn: 'Not signed in',
    // SPEC's fetch-error toast, as the screen shown when a stored session cannot be restored: it
    // may show before any screen's words (the toasts' among them) have arrived.
    bootFailed: 'There was an error fetching the data. Please try again.',
  },
  dashboard: {
    accountMenu: '{initials}, Account menu',
    mainNav: 'Dashboard',
    menuNav: 'Dashboard menu',
    menuButton: 'Navigation menu',
    closeMenu: 'Close navigation menu',
    menuTitle: 'Menu',
    // The bare /dashboard's tab title: whose panel it opens depends on who is signed in.
    title: 'Dashboard',
    // Each panel's name: its menu link, its heading and its tab title.
    panels: {
      home: { label: 'Today' },
      clock: { label: 'Time clock' },
      timesheets: { label: 'Timesheets' },
      staff: { label: 'Staff' },
      reports: { label: 'Reports' },
      pay: { label: 'Pay' },
      profile: { label: 'Profile' },
      settings: { label: 'Settings' },
      // SPEC §2's "Dashboard" panel: the paper-trading bot, named for what it is.
      simulator: { label: 'Trading simulator' },
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
    waitingBadge: '{count} waiting',
  },
  publicShell: {
    mainNav: 'Main',
    menuNav: 'Menu',
    footerNav: 'Footer',
    menuButton: 'Navigation menu',
    closeMenu: 'Close navigation menu',
    menuTitle: 'Menu',
    dashboard: 'Dashboard',
    footerTagline: 'GPS-verified hours for owners who pay by the hour.',
    copyright: '© {year} {productName}. All rights reserved.',
    // The public site's links (SPEC §2: the footer links to exactly these).
    links: {
      pricing: 'Pricing',
      contact: 'Contact',
      privacy: 'Privacy policy',
      terms: 'Terms of service',
    },
  },
  // Tab titles of the routes (here, not in the pages' namespaces: the title is read by the frame).
  titles: {
    invite: 'Join your team',
    forgot: 'Reset your password',
    updatePassword: 'Choose a new password',
    pricing: 'Pricing',
    contact: 'Contact us',
    privacy: 'Privacy policy',
    terms: 'Terms of service',
    verify: 'Check a punch receipt',
    subscription: 'Subscription',
    signedOut: 'Signed out',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved. Check the address, or carry on from the home page or our plans.',
    pricing: 'See pricing',
  },
  // Names for the calendar's arrow buttons, which show only an icon, and for the open calendar.
  datePicker: {
    nextMonth: 'Next month',
    previousMonth: 'Previous month',
    nextYear: 'Next year',
    previousYear: 'Previous year',
    nextDecade: 'Next ten years',
    previousDecade: 'Previous ten years',
    calendar: 'Calendar',
  },
} as const;
