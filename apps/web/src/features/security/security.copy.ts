// The Security tab's own wording. SPEC.md's messages (validation, toasts, the countdown) come from
// '@vh/contracts'; only what the spec leaves to us lives here.

export const securityCopy = {
  changePassword: {
    title: 'Change password',
    intro:
      'Enter your current password, then choose a new one. Other devices signed in to your account will be signed out.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
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
} as const;

/** The field word of 'Please fill in … field' for the current password (SPEC §5 has no word for it). */
export const CURRENT_PASSWORD_FIELD = 'current password';
