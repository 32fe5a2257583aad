// The reminder to verify an email address (the modal's words are SPEC's, in spec.verifyEmailModal).
export default {
  notVerified: 'Your email address is not verified yet.',
  open: 'Verify email',
} as const;
