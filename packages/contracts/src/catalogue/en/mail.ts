// The mails the server sends: one layout (greeting, paragraphs, at most one button, signature),
// then each mail's subject, paragraphs and button by what it is about.
export default {
  layout: {
    greeting: 'Hi {name},',
    pasteAddress: 'Or paste this address into your browser: {url}',
    signature: '— VerifiedHours',
  },
  verification: {
    subject: 'Confirm your email for VerifiedHours',
    confirm:
      'Please confirm that {email} is your email address. The link works once and for {minutes} minutes.',
    ignore: 'If you did not ask for this, you can ignore this message.',
    action: 'Confirm my email',
  },
  passwordReset: {
    subject: 'Reset your VerifiedHours password',
    asked:
      'Someone asked to reset the password of your VerifiedHours account. The link works once and for {minutes} minutes.',
    ignore: 'If it was not you, ignore this message: your password stays as it is.',
    action: 'Choose a new password',
  },
  passwordChanged: {
    subject: 'Your VerifiedHours password was changed',
    changed:
      'The password of your VerifiedHours account was just changed, and every other device was signed out.',
    notYou:
      'If you did not do this, reset your password at once and tell your employer or our support.',
    action: 'Sign in',
  },
  staffJoined: {
    who: '{firstName} {lastName} ({username})',
    subject: '{who} joined {centre} and waits for approval',
    signedUp: '{who} signed up with the invite code of {centre}.',
    approve:
      'They cannot clock in until you approve them. If you do not know them, reject the sign-up.',
    action: 'Review staff',
  },
  staffApproved: {
    subject: 'You can now clock in at {centre}',
    approved: 'Your employer approved your account. You now have full access at {centre}.',
    action: 'Open my dashboard',
  },
  staffEmailChange: {
    subject: 'Confirm the change of your sign-in email',
    asked: 'Your employer asked to change your VerifiedHours sign-in email from {from} to {to}.',
    both: 'Open the link in this email and the one sent to the other address. Until both are opened, nothing changes. If you did not expect this, ignore this email and tell your manager.',
    action: 'Confirm the change',
  },
  // To support: a visitor's contact request.
  contactRequest: {
    subject: 'Contact request: {subject}',
    name: 'Name',
    company: 'Company',
    email: 'Email',
    subjectLabel: 'Subject',
    reference: 'Reference',
    reply: 'Reply to this mail to answer {name}.',
  },
} as const;
