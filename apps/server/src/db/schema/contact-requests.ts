import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Questions sent through the contact form. Kept even when mailing them to support fails, so a
 * message is never lost: support can find any row whose mailed_at is still empty.
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** Kept for abuse handling only. */
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [index('contact_requests_created_at_idx').on(t.createdAt)],
);
