import escapeHtml from 'escape-html';
import { oneTimeCodes } from '@vh/contracts';
import type { MailMessage } from './mailer.ts';

const PRODUCT = 'VerifiedHours';
const validMinutes = oneTimeCodes.expirySeconds / 60;

type Paragraphs = { greeting: string; body: string[]; action?: { label: string; url: string } };

/** A plain, escaped mail in the product's one layout: greeting, paragraphs, at most one button. */
export function composeMail(to: string, subject: string, content: Paragraphs): MailMessage {
  const { greeting, body, action } = content;
  const text = [
    greeting,
    '',
    ...body.flatMap((line) => [line, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    `— ${PRODUCT}`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#222">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...body.map((line) => `<p>${escapeHtml(line)}</p>`),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 16px;background:#4c6ef5;color:#fff;border-radius:4px;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
        `<p style="font-size:12px;color:#666">Or paste this address into your browser: ${escapeHtml(action.url)}</p>`
      : '',
    `<p>— ${PRODUCT}</p>`,
    '</body></html>',
  ].join('');
  return { to, subject, text, html, links: action ? [action.url] : [] };
}

export function verificationMail(to: string, firstName: string, url: string): MailMessage {
  return composeMail(to, `Confirm your email for ${PRODUCT}`, {
    greeting: `Hi ${firstName},`,
    body: [
      `Please confirm that ${to} is your email address. The link works once and for ${validMinutes} minutes.`,
      'If you did not ask for this, you can ignore this message.',
    ],
    action: { label: 'Confirm my email', url },
  });
}

export function passwordResetMail(to: string, firstName: string, url: string): MailMessage {
  return composeMail(to, `Reset your ${PRODUCT} password`, {
    greeting: `Hi ${firstName},`,
    body: [
      `Someone asked to reset the password of your ${PRODUCT} account. The link works once and for ${validMinutes} minutes.`,
      'If it was not you, ignore this message: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url },
  });
}

export function passwordChangedMail(to: string, firstName: string, signInUrl: string): MailMessage {
  return composeMail(to, `Your ${PRODUCT} password was changed`, {
    greeting: `Hi ${firstName},`,
    body: [
      `The password of your ${PRODUCT} account was just changed, and every other device was signed out.`,
      'If you did not do this, reset your password at once and tell your employer or our support.',
    ],
    action: { label: 'Sign in', url: signInUrl },
  });
}
