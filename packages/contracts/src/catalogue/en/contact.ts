// The contact page’s and modal’s own words. SPEC.md’s messages (validation, toasts) are in `spec`;
// the form’s field labels are `validation.labels`, the names its validation messages use.
export default {
  title: 'Contact us',
  page: {
    intro:
      'Questions about plans, billing or getting your team set up? Send us a message and a person on our team will answer by email.',
    hours:
      'Our support team works Monday to Friday, 9:00 to 17:00 Eastern Time, and usually replies within one business day.',
  },
  fields: {
    companyDescription: 'Optional',
    emailDescription: 'We reply to this address.',
  },
  submit: 'Send message',
  success: {
    title: 'Thanks, we got your message',
    replyTo: 'We will reply to {email}.',
    sendAnother: 'Send another message',
  },
  // The modal closes on success, so this toast is its only confirmation.
  sentToast: 'Thanks, we got your message. We will reply to {email}.',
  loadingForm: 'Loading the contact form',
} as const;
