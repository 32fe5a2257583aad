import { desc } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { Mailer } from './mailer.ts';

export type OutboxMessage = typeof mailOutbox.$inferSelect;

export function createOutboxMailer(db: Executor): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(mailOutbox).values({
        id: crypto.randomUUID(),
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        links: message.links,
      });
    },
    close: () => Promise.resolve(),
  };
}

export async function listOutbox(db: Executor, limit: number): Promise<OutboxMessage[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
