// The user-visible wording of SPEC.md, verbatim. Screens and the server import these; never retype them.

export const validation = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  usernameRequired: 'Username is required',
  usernameInvalid:
    'Usernames are 3 to 30 letters, numbers, dots, dashes or underscores, without spaces or @',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 72 bytes long',
  passwordsDoNotMatch: 'Passwords do not match',
  invitePasswordsDoNotMatch: 'The passwords do not match',
  usernameOrEmailRequired: 'Username or Email is required',
  inviteCodeInvalid: 'The invite code is invalid',
} as const;

/** Toast that names the first missing field of a sign-up form. */
export const fillInField = (field: string): string => `Please fill in ${field} field`;

export const toasts = {
  yourPasswordsDoNotMatch: 'Your passwords do not match',
  usernameExists: 'The username already exists',
  emailExists: 'The email already exists',
  registerError: 'There was an error registering your account. Please try again.',
  registeredAndSignedIn: 'Successfully registered and signed in.',
  signedIn: 'Successfully signed in.',
  signInError: 'There was an error signing in. Please try again.',
  signInDisabled:
    'There was an error signing in. Your account was disabled by your employer. Please contact your manager.',
  signingUpTitle: 'Signing up...',
  signingUpMessage: 'Registering your account..',
  connectingTitle: 'Connecting to the server',
  connectingMessage: 'Please wait.',
  connected: 'Connected to the server.',
  signedOut: 'You have been signed out! See you later',
  inviteCodeValidated: 'Code was successfully validated.',
  inviteCodeError: 'There was an error validating the code. Please try again.',
  fetchError: 'There was an error fetching the data. Please try again.',
} as const;
