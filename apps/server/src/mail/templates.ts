import escapeHtml from 'escape-html';
import { oneTimeCodes, t } from '@vh/contracts';
import type { MailMessage } from './mailer.ts';

const validMinutes = oneTimeCodes.expirySeconds / 60;

type Paragraphs = { greeting: string; body: string[]; action?: { label: string; url: string } };

/** A plain, escaped mail in the product's one layout: greeting, paragraphs, at most one button. */
export function composeMail(to: string, subject: string, content: Paragraphs): MailMessage {
  const { greeting, body, action } = content;
  const signature = t('mail.layout.signature');
  const text = [
    greeting,
    '',
    ...body.flatMap((line) => [line, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    signature,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#222">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...body.map((line) => `<p>${escapeHtml(line)}</p>`),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 16px;background:#4c6ef5;color:#fff;border-radius:4px;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
        `<p style="font-size:12px;color:#666">${escapeHtml(t('mail.layout.pasteAddress', { url: action.url }))}</p>`
      : '',
    `<p>${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('');
  return { to, subject, text, html, links: action ? [action.url] : [] };
}

/** 'Hi Ada,': every mail's first line. */
export const greeting = (name: string) => t('mail.layout.greeting', { name });

export function verificationMail(to: string, firstName: string, url: string): MailMessage {
  return composeMail(to, t('mail.verification.subject'), {
    greeting: greeting(firstName),
    body: [
      t('mail.verification.confirm', { email: to, minutes: validMinutes }),
      t('mail.verification.ignore'),
    ],
    action: { label: t('mail.verification.action'), url },
  });
}

export function passwordResetMail(to: string, firstName: string, url: string): MailMessage {
  return composeMail(to, t('mail.passwordReset.subject'), {
    greeting: greeting(firstName),
    body: [
      t('mail.passwordReset.asked', { minutes: validMinutes }),
      t('mail.passwordReset.ignore'),
    ],
    action: { label: t('mail.passwordReset.action'), url },
  });
}

export function passwordChangedMail(to: string, firstName: string, signInUrl: string): MailMessage {
  return composeMail(to, t('mail.passwordChanged.subject'), {
    greeting: greeting(firstName),
    body: [t('mail.passwordChanged.changed'), t('mail.passwordChanged.notYou')],
    action: { label: t('mail.passwordChanged.action'), url: signInUrl },
  });
}
