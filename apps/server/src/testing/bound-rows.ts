import { appendAudit } from '../features/audit/audit-chain.ts';
import { subjectOf, type Binding } from '../features/audit/audit-bindings.ts';
import type { TestServer } from './test-server.ts';

/**
 * For a row a suite wrote straight to the database: the chain entry binding it, as the product
 * writes with every row the hours read (decision 013), so verification finds it in order.
 */
export async function bindRow(
  server: TestServer,
  ownerUid: string,
  binding: Binding,
  at: Date,
): Promise<void> {
  await server.database.db.transaction((tx) =>
    appendAudit(tx, {
      ownerUid,
      actorUid: ownerUid,
      action: 'row.bound',
      subject: subjectOf(binding),
      data: { bound: [binding] },
      at,
    }),
  );
}
