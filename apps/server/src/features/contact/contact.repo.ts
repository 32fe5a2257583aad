import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contactRequests } from '../../db/schema/index.ts';

export type ContactRequestRow = typeof contactRequests.$inferSelect;
export type NewContactRequest = Omit<typeof contactRequests.$inferInsert, 'createdAt' | 'mailedAt'>;

export async function insertContactRequest(
  db: Executor,
  values: NewContactRequest,
): Promise<ContactRequestRow> {
  const [row] = await db.insert(contactRequests).values(values).returning();
  if (!row) throw new Error('insert into contact_requests returned no row');
  return row;
}

export async function markContactRequestMailed(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(contactRequests).set({ mailedAt: at }).where(eq(contactRequests.id, id));
}
