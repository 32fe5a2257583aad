import type { SandboxDatabase } from './db.ts';
import { newEventId } from './ids.ts';
import { events } from './schema.ts';
import type { Json } from './serialize.ts';

export type EventSource = 'api' | 'hosted_page' | 'scheduled_job';

/**
 * Stores an event in the caller's transaction, so it exists exactly when the change it describes
 * commits; delivery is kicked off after the commit.
 */
export async function recordEvent(
  tx: SandboxDatabase,
  input: {
    type: string;
    source: EventSource;
    occurredAt: number;
    content: Json;
    webhookConfigured: boolean;
  },
): Promise<string> {
  const id = newEventId();
  await tx.insert(events).values({
    id,
    eventType: input.type,
    source: input.source,
    occurredAt: input.occurredAt,
    content: input.content,
    webhookStatus: input.webhookConfigured ? 'scheduled' : 'not_configured',
    nextAttemptAtMs: input.webhookConfigured ? 0 : null,
  });
  return id;
}
