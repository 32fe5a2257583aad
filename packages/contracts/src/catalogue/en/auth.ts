// Signing up, in and out, and resetting a password: the words of the auth screens.
export default {
  register: {
    // The card's one heading, per step.
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
    planChosen:
      'You chose the {planName} plan ({price}). Your account starts on the Free plan; we keep your choice for when you subscribe from your account.',
    planUnknownTitle: 'This plan does not exist',
    planUnknown:
      'The plan in your link does not exist, so this creates a free account. You can choose a plan at any time.',
    planNotOnlineTitle: 'This plan is not bought online',
    planNotOnline:
      'The {planName} plan is arranged with our team, so this creates a free account. The pricing page tells you how to reach us.',
    seePricing: 'See plans and pricing',
    inviteIntro: 'Your employer gave you an invite code. Enter it to join their team.',
    inviteCodeLabel: 'Invite code',
    inviteCodeHint: '{length} characters, as your employer sent it',
    validateCode: 'Validate code',
    joining: 'You are joining {businessName}',
    staffIntro: 'Create your staff account. Your manager reviews it before you get full access.',
    pinHint: '{minDigits} to {maxDigits} digits, to clock in and out at the kiosk',
    // The PIN's word in 'Please fill in … field' (spec.fillInFieldNames has none).
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
    // Punches kept on this phone without signal, not sent yet: they belong to this person.
    waitingTitle: 'Punches not sent yet',
    waiting:
      '{count, plural, one {# punch is still waiting to be sent. If you sign out it stays on this phone and is sent the next time you sign in here.} other {# punches are still waiting to be sent. If you sign out they stay on this phone and are sent the next time you sign in here.}}',
    signOutAnyway: 'Sign out anyway',
    staySignedIn: 'Stay signed in',
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
} as const;
