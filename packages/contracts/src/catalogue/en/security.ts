// The Security tab's words: password change, sign out everywhere, reset email.
export default {
  changePassword: {
    title: 'Change password',
    intro:
      'Enter your current password, then choose a new one. Other devices signed in to your account will be signed out.',
    currentPassword: 'Current password',
    submit: 'Change password',
  },
  signOutEverywhere: {
    title: 'Sign out everywhere',
    intro:
      'Ends every session of your account: on this browser, on your other devices, and anywhere else it is signed in. You will need your password to sign in again.',
    action: 'Sign out everywhere',
  },
  forgotPassword: {
    title: 'Forgot password',
    intro: 'Forgot your current password? We will email you a link to choose a new one.',
    sentTo: 'The link goes to',
    send: 'Send reset email',
  },
  // The field word of 'Please fill in … field' for the current password (SPEC §5 has no word for it).
  currentPasswordField: 'current password',
} as const;
