import { ErrorCode, type TContactRequestParsed } from '@vh/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { contactRequestMail } from './contact-mail.ts';
import { insertContactRequest, markContactRequestMailed } from './contact.repo.ts';

export type ContactDeps = {
  db: Executor;
  mailer: Mailer;
  supportEmail: string;
  now: () => Date;
  log: { error(details: object, message: string): void };
};

/**
 * Stores the request first, then mails it to support. If the mail cannot go out, the request stays
 * stored (mailed_at empty) and the visitor is told to try again rather than assume it arrived.
 */
export async function submitContactRequest(
  deps: ContactDeps,
  request: TContactRequestParsed,
  ip: string,
): Promise<{ id: string; receivedAt: Date }> {
  const row = await insertContactRequest(deps.db, {
    id: crypto.randomUUID(),
    name: request.name,
    company: request.company,
    email: request.email,
    subject: request.subject,
    message: request.message,
    ip,
  });
  try {
    await deps.mailer.send(contactRequestMail(deps.supportEmail, row.id, request));
  } catch (error) {
    deps.log.error({ err: error, contactRequestId: row.id }, 'contact request not mailed');
    throw new AppError(ErrorCode.MAIL_UNAVAILABLE, 'errors.contact.notDelivered', { cause: error });
  }
  await markContactRequestMailed(deps.db, row.id, deps.now());
  return { id: row.id, receivedAt: row.createdAt };
}
