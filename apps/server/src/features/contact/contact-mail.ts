import escapeHtml from 'escape-html';
import { t, type TContactRequestParsed } from '@vh/contracts';
import type { MailMessage } from '../../mail/mailer.ts';

/**
 * The contact request as support receives it. Everything the visitor typed is escaped in the HTML
 * part; replies go straight to the visitor.
 */
export function contactRequestMail(
  supportEmail: string,
  id: string,
  request: TContactRequestParsed,
): MailMessage {
  const fields: [string, string][] = [
    [t('mail.contactRequest.name'), request.name],
    [t('mail.contactRequest.company'), request.company || '—'],
    [t('mail.contactRequest.email'), request.email],
    [t('mail.contactRequest.subjectLabel'), request.subject],
    [t('mail.contactRequest.reference'), id],
  ];
  const text = [
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    request.message,
    '',
    t('mail.contactRequest.reply', { name: request.name }),
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#222">',
    '<table style="border-collapse:collapse">',
    ...fields.map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p style="white-space:pre-wrap">${escapeHtml(request.message)}</p>`,
    '</body></html>',
  ].join('');
  return {
    to: supportEmail,
    // Header injection is impossible (nodemailer encodes headers), but a newline still has no
    // business in a subject line.
    subject: t('mail.contactRequest.subject', { subject: request.subject.replace(/\s+/g, ' ') }),
    text,
    html,
    links: [],
    replyTo: request.email,
  };
}
