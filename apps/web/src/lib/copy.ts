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
  },

  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    username: 'Username',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    usernameOrEmail: 'Username or Email',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
  },

  /** The field words given to the contract's fillInField ('Please fill in first name field'). */
  fillInFieldNames: {
    firstName: 'first name',
    lastName: 'last name',
    username: 'username',
    email: 'email',
    password: 'password',
  },

  register: {
    title: 'Create your free account',
    haveAccount: 'Already have an account?',
  },

  login: {
    title: 'Sign in to your account',
    noAccount: "Don't have an account?",
    forgotPassword: 'Forgot password?',
  },

  logout: {
    signingOut: 'Signing you out…',
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
    emailLabel: 'Email',
    usernameLabel: 'Username',
  },
} as const;
