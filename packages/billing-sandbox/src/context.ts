import type { FastifyBaseLogger } from 'fastify';
import type { SandboxItemPrice } from './catalogue.ts';
import type { SandboxDatabase } from './db.ts';
import { recordEvent, type EventSource } from './events.ts';
import type { Json } from './serialize.ts';
import { sandboxNow } from './settings.ts';
import { toUnix } from './time.ts';
import type { WebhookDispatcher } from './webhooks.ts';

export interface SandboxContext {
  db: SandboxDatabase;
  apiKey: string;
  /** Browser-facing origin + the plugin prefix, e.g. http://localhost:3000/billing-sandbox. */
  publicBase: string;
  catalogue: Map<string, SandboxItemPrice>;
  baseNow: () => Date;
  webhooks: WebhookDispatcher;
  pdfKey: Buffer;
  log: FastifyBaseLogger;
}

/** What a state change gets: its transaction, the sandbox time it happens at, and an event sink. */
export interface Change {
  tx: SandboxDatabase;
  now: Date;
  nowUnix: number;
  /** Resource version for rows written in this change (ms, Chargebee's unit). */
  version: number;
  emit: (type: string, content: Json) => Promise<void>;
}

/**
 * Runs a state change and its events in one transaction, then starts webhook delivery once the
 * commit is visible to the deliverer.
 */
export async function change<T>(
  ctx: SandboxContext,
  source: EventSource,
  work: (change: Change) => Promise<T>,
): Promise<T> {
  let emitted = false;
  const result = await ctx.db.transaction(async (tx) => {
    const now = await sandboxNow(tx, ctx.baseNow);
    const nowUnix = toUnix(now);
    return work({
      tx,
      now,
      nowUnix,
      version: now.getTime(),
      emit: async (type, content) => {
        emitted = true;
        await recordEvent(tx, {
          type,
          source,
          occurredAt: nowUnix,
          content,
          webhookConfigured: ctx.webhooks.configured,
        });
      },
    });
  });
  if (emitted) ctx.webhooks.kick();
  return result;
}

export const hostedPageUrl = (ctx: SandboxContext, id: string) =>
  `${ctx.publicBase}/pages/v3/${id}/`;
