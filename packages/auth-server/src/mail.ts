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

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}
