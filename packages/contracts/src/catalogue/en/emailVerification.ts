// The reminder to verify an email address (the modal's words are SPEC's, in spec.verifyEmailModal).
export default {
  notVerified: 'Your email address is not verified yet.',
  // The same on a phone, where the reminder is one short line beside its button.
  notVerifiedShort: 'Email not verified',
  open: 'Verify email',
} as const;
