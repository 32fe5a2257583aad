import { CODE_TTL_SECONDS } from './codes.ts';

/** A message for the host to deliver; `links` repeats the links in the body for convenience. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

export type SendMail = (message: MailMessage) => Promise<void>;

/** The plain password-recovery message POST /recover sends. */
export function recoveryMail(to: string, link: string): MailMessage {
  const minutes = CODE_TTL_SECONDS / 60;
  const expiry = `The link works once and expires in ${minutes} minutes.`;
  const ignore = 'If you did not ask for this, ignore this message: your password stays as it is.';
  return {
    to,
    subject: 'Reset your password',
    text: `Follow this link to choose a new password:\n\n${link}\n\n${expiry}\n${ignore}\n`,
    html:
      `<p>Follow this link to choose a new password:</p>` +
      `<p><a href="${escapeHtml(link)}">Reset password</a></p>` +
      `<p>${expiry}<br>${ignore}</p>`,
    links: [link],
  };
}

/** The addresses an email change moves between. */
export interface EmailChange {
  from: string;
  to: string;
}

const EMAIL_CHANGE_NOT_YOU =
  'If you did not ask for this, do not open the link. If the account is yours, change its ' +
  'password now: that cancels the change and signs out every other device.';

/** To the current address: its link is one of the two the change waits for. */
export function emailChangeCurrentMail(change: EmailChange, link: string): MailMessage {
  return emailChangeMail({
    to: change.from,
    from: change.from,
    subject: 'Confirm the change of your email address',
    intro: `We received a request to change the email address of your account from ${change.from} to ${change.to}.`,
    action: 'Follow this link to confirm the change from this address:',
    button: 'Confirm the change',
    other: `We sent a second link to ${change.to}.`,
    link,
  });
}

/** To the new address: proves it belongs to the person asking. */
export function emailChangeNewMail(change: EmailChange, link: string): MailMessage {
  return emailChangeMail({
    to: change.to,
    from: change.from,
    subject: 'Confirm your new email address',
    intro: `We received a request to use ${change.to} as the email address of the account that signs in with ${change.from}.`,
    action: 'Follow this link to confirm this new address:',
    button: 'Confirm the new address',
    other: `We sent a second link to ${change.from}.`,
    link,
  });
}

function emailChangeMail(parts: {
  to: string;
  from: string;
  subject: string;
  intro: string;
  action: string;
  button: string;
  other: string;
  link: string;
}): MailMessage {
  const minutes = CODE_TTL_SECONDS / 60;
  const both =
    `${parts.other} The email address changes only after both links are opened; until then ` +
    `you keep signing in with ${parts.from}.`;
  const expiry = `Each link works once and expires in ${minutes} minutes.`;
  return {
    to: parts.to,
    subject: parts.subject,
    text:
      `${parts.intro}\n\n${parts.action}\n\n${parts.link}\n\n${both}\n${expiry}\n\n` +
      `${EMAIL_CHANGE_NOT_YOU}\n`,
    html:
      `<p>${escapeHtml(parts.intro)}</p>` +
      `<p>${escapeHtml(parts.action)}</p>` +
      `<p><a href="${escapeHtml(parts.link)}">${escapeHtml(parts.button)}</a></p>` +
      `<p>${escapeHtml(both)}<br>${expiry}</p>` +
      `<p>${escapeHtml(EMAIL_CHANGE_NOT_YOU)}</p>`,
    links: [parts.link],
  };
}

// Addresses may hold & and ' (GoTrue's pattern allows them), so everything is escaped.
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}
