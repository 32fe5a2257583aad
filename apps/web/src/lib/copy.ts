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
  },

  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    username: 'Username',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    usernameOrEmail: 'Username or Email',
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
