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
  cityRequired: 'City is required',
  provinceRequired: 'Province is required',
  countryRequired: 'Country is required',
  nameRequired: 'Name is required',
  validEmailRequired: 'Valid email is required',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  // Not worded by SPEC.md (it gives only the toasts for these fields), so ours, in its style.
  genderRequired: 'Gender is required',
  streetRequired: 'Street address is required',
  stateRequired: 'State is required',
  postalCodeRequired: 'Postal code is required',
  zipCodeRequired: 'Zip code is required',
  cellNumberRequired: 'Cell number is required',
  countryNotListed: 'Choose a country from the list',
  currentPasswordRequired: 'Current password is required',
  phoneInvalid: 'Enter a phone number, like 902 555 0100',
  pinInvalid: 'The PIN must be 4 to 6 digits',
  startDateRequired: 'Start date is required',
  controlCharacters: 'Remove the invisible control characters from this field',
  brokenCharacters: 'This field has a broken character (half of an emoji or symbol); retype it',
} as const;

/** A field longer than its limit; not worded by SPEC.md, so ours. */
export const tooLong = (field: string, max: number): string =>
  `${field} must be at most ${max} characters`;

/** Toast that names the first missing field of a form (SPEC §5). */
export const fillInField = (field: string): string => `Please fill in ${field} field`;

/** The field words SPEC §5 puts into fillInField, e.g. 'Please fill in street address field'. */
export const fillInFieldNames = {
  firstName: 'first name',
  lastName: 'last name',
  username: 'username',
  email: 'email',
  password: 'password',
  gender: 'gender',
  street: 'street address',
  city: 'city',
  country: 'country',
  cellNumber: 'cell number',
  // The province and postal code words depend on the country: see addressFieldWords.
} as const;

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
  /** SPEC §8 spells it 'Data refereshed'; ARCHITECTURE §9 corrects the spelling. */
  dataRefreshed: 'Data refreshed',
  signedOut: 'You have been signed out! See you later',
  inviteCodeValidated: 'Code was successfully validated.',
  inviteCodeError: 'There was an error validating the code. Please try again.',
  fetchError: 'There was an error fetching the data. Please try again.',
  genericError: 'There was an error. Please try again.',
  /** SPEC §8, staff save: a red toast with this title; the modal stays open. */
  staffSaveErrorTitle: 'Error',
  staffSaveError: 'There was an error saving. Please try again.',
  verificationEmailSent: 'Check your email inbox for a confirmation email.',
  emailChangeStarted:
    'Check both inboxes: confirm the change with the links sent to your current and your new email.',
  emailVerified: 'Your email has been successfully verified.',
  forgotSent: 'Email has been sent with instructions to change your password.',
  forgotNoUser: 'There does not exist a user with this email.',
  forgotError: 'There was an error sending the email. Please try again.',
  resetSamePassword: 'New password should be different from the old password.',
  resetLinkInvalid: 'Email link is invalid or has expired. Please request a new link.',
  resetError: 'There was an error changing your password. Please try again.',
  passwordChanged: 'Your password has been changed.',
  passwordUpdated: 'Password was successfully updated.',
  changesSaved: 'Your changes were saved.',
  saveError: 'There was an error saving your changes. Please try again.',
  pleaseRegisterNext: 'Please register for an account next.',
  notAllowed: 'You are not allowed to do that.',
  /** SPEC §8, settings, plans and subscription. */
  alreadyHavePlan: 'Error: You already have this plan',
  noActiveSubscription: 'You do not have an active subscription',
  billingConnectionError: 'There was an error connecting to the server. Please try again.',
  cancelError: 'There was an error cancelling your subscription. Please try again.',
  subscriptionCancelled: 'Your subscription has been cancelled',
  subscriptionVerifyError:
    'There was an error verifying your subscription purchase. Please try again.',
  thankYouForSubscribing: 'Thank you for subscribing. You will be redirected shortly.',
  contactSubmitError: 'There was a problem trying to submit your request. Please try again!',
  contactFormInvalid: 'The form is not filled out properly. Correct the errors and submit again!',
} as const;

/** SPEC §6: the subject a USER's Enterprise inquiry starts with. */
export const ENTERPRISE_INQUIRY_SUBJECT = 'Enterprise Subscription Inquiry';

/** SPEC §4: the forgot-password button's countdown after a successful send. */
export const waitToTryAgain = (seconds: number): string => `Wait ${seconds}s to try again`;

export const verifyEmailModal = {
  title: 'Verify your email',
  sendButton: 'Send email',
} as const;

// Not worded by SPEC.md: the web app's words for what the spec leaves out (ARCHITECTURE.md §9).

/** Secure email change: the new address counts once the links to both addresses are opened. */
export const emailChange = {
  currentPasswordLabel: 'Current password',
  currentPasswordHint: 'To change the email you sign in with, enter your password.',
  pending: (email: string): string =>
    `Waiting for confirmation: ${email} — open the links sent to both addresses.`,
  firstLinkConfirmed: 'Confirmed. Now open the link sent to the other address.',
  changed: 'Your email address was changed.',
  linkFailed: 'This confirmation link is invalid or has expired. Please start the change again.',
} as const;

/**
 * When the server cannot be reached at all (no answer, not an error answer), beside the spec's
 * 'Connecting to the server' toast: the words for a panel whose data could not be loaded.
 */
export const connection = {
  offlineMessage: 'Check your internet connection. We will tell you when the server is back.',
} as const;

/** Said when the server refuses for a reason it did not put into words. */
export const serverReasons = {
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  emailLinkInvalid:
    'This link is invalid, was already used or has expired. Please request a new one.',
  signInToContinue: 'Sign in to continue: the link you opened needs your account.',
} as const;

/** Why the server refuses a step on the Staff panel; the panel shows these words as they come. */
export const staffRefusals = {
  approveDisabled: 'This person’s account is disabled. Enable it again before you approve them.',
} as const;

/** Why the server refuses a change to a business centre. */
export const centreRefusals = {
  noCodeWhileInactive:
    'This centre is not active, so it has no invite code. Reactivate it to get a new one.',
} as const;

/** Browsers give location, cryptography and some storage only to https (or localhost) pages. */
export const secureOrigin = {
  title: 'This page needs a secure connection',
  message: (what: string): string =>
    `${what} works only over a secure (https) connection, and this page was opened over plain http. Open it with https:// instead.`,
} as const;
