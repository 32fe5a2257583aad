// The contact feature's own wording. SPEC.md's messages (validation, toasts) come from
// '@vh/contracts'; only what the spec leaves to us lives here.

export const contactCopy = {
  page: {
    title: 'Contact us',
    intro:
      'Questions about plans, billing or getting your team set up? Send us a message and a person on our team will answer by email.',
    hours:
      'Our support team works Monday to Friday, 9:00 to 17:00 Eastern Time, and usually replies within one business day.',
  },

  modal: {
    title: 'Contact us',
    close: 'Close',
  },

  fields: {
    name: 'Name',
    company: 'Company',
    companyDescription: 'Optional',
    email: 'Email',
    emailDescription: 'We reply to this address.',
    subject: 'Subject',
    message: 'Message',
  },

  submit: 'Send message',

  success: {
    title: 'Thanks, we got your message',
    replyTo: 'We will reply to',
    sendAnother: 'Send another message',
  },

  /** The modal closes on success, so this toast is its only confirmation. */
  sentToast: (email: string) => `Thanks, we got your message. We will reply to ${email}.`,

  loadingForm: 'Loading the contact form',
} as const;
