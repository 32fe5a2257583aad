import { and, asc, eq, inArray, isNull, lte, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SandboxDatabase } from './db.ts';
import { events } from './schema.ts';
import { eventJson } from './serialize.ts';
import { readSettings } from './settings.ts';

export interface WebhookTarget {
  url: string;
  username: string;
  password: string;
}

export interface DeliveryResult {
  delivered: number;
  failed: number;
}

/**
 * Retry delays after the 1st..4th failed attempt. Chargebee waits minutes to days; the sandbox
 * keeps the same shape but short, so a restarted receiver in development catches up quickly.
 * The 5th failure is final (webhook_status `failed`).
 */
export const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
const REQUEST_TIMEOUT_MS = 10_000;
// A claim outlives one pass's requests; if an instance dies mid-pass another takes over after it.
const CLAIM_MS = 5 * 60_000;
const BATCH = 200;

export interface WebhookDispatcher {
  readonly configured: boolean;
  /** Called after a commit that recorded events: delivers them unless delivery is held. */
  kick(): void;
  /** Delivers everything pending now, retries included, ignoring `held` and retry times. */
  flush(): Promise<DeliveryResult>;
  /** Stops timers and waits for in-flight deliveries; later kicks are ignored. */
  close(): Promise<void>;
}

export function createWebhookDispatcher(options: {
  db: SandboxDatabase;
  target: WebhookTarget | undefined;
  fetch: typeof fetch;
  log: FastifyBaseLogger;
}): WebhookDispatcher {
  const { db, target, log } = options;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  // Passes run one at a time per instance; a kick during a pass queues exactly one more.
  let tail: Promise<unknown> = Promise.resolve();
  let queued: Promise<DeliveryResult> | undefined;

  const enqueue = (force: boolean): Promise<DeliveryResult> => {
    if (!force && queued) return queued;
    const run = tail.then(async () => {
      if (!force) queued = undefined;
      if (closed && !force) return { delivered: 0, failed: 0 };
      return pass(force);
    });
    if (!force) queued = run;
    tail = run.catch((error: unknown) => {
      log.error({ err: error }, 'billing-sandbox: webhook delivery pass failed');
    });
    return run;
  };

  async function pass(force: boolean): Promise<DeliveryResult> {
    if (!target) return { delivered: 0, failed: 0 };
    const settings = await readSettings(db);
    if (settings.webhookDelivery === 'held' && !force) return { delivered: 0, failed: 0 };
    const nowMs = Date.now();
    const due = db
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          inArray(events.webhookStatus, ['scheduled', 're_scheduled']),
          force ? undefined : lte(events.nextAttemptAtMs, nowMs),
          or(isNull(events.claimedUntilMs), lt(events.claimedUntilMs, nowMs)),
        ),
      )
      .orderBy(asc(events.seq))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(events)
      .set({ claimedUntilMs: nowMs + CLAIM_MS })
      .where(inArray(events.id, due))
      .returning();
    claimed.sort((a, b) => (settings.webhookOrder === 'reversed' ? b.seq - a.seq : a.seq - b.seq));

    // Copies go out in rounds (all events, then all again) so a receiver sees duplicates arrive
    // after later events, as it does from Chargebee.
    const failures = new Map<string, string>();
    for (let copy = 0; copy < settings.webhookCopies; copy += 1) {
      for (const row of claimed) {
        if (failures.has(row.id)) continue;
        const problem = await post(target, { ...eventJson(row), webhook_status: 'scheduled' });
        if (problem) failures.set(row.id, problem);
      }
    }

    let delivered = 0;
    for (const row of claimed) {
      const problem = failures.get(row.id);
      const attempts = row.webhookAttempts + 1;
      if (!problem) {
        delivered += 1;
        await db
          .update(events)
          .set({
            webhookStatus: 'succeeded',
            webhookAttempts: attempts,
            claimedUntilMs: null,
            nextAttemptAtMs: null,
            webhookFailureReason: null,
          })
          .where(eq(events.id, row.id));
        continue;
      }
      const delay = RETRY_DELAYS_MS[attempts - 1];
      await db
        .update(events)
        .set({
          webhookStatus: delay === undefined ? 'failed' : 're_scheduled',
          webhookAttempts: attempts,
          claimedUntilMs: null,
          nextAttemptAtMs: delay === undefined ? null : Date.now() + delay,
          webhookFailureReason: problem.slice(0, 500),
        })
        .where(eq(events.id, row.id));
    }
    await scheduleRetry();
    return { delivered, failed: failures.size };
  }

  async function post(to: WebhookTarget, body: Record<string, unknown>): Promise<string | null> {
    const authorization = `Basic ${Buffer.from(`${to.username}:${to.password}`).toString('base64')}`;
    try {
      const response = await options.fetch(to.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization,
          'user-agent': 'ChargeBee',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      // The body is not used, but reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : 'delivery failed';
    }
  }

  async function scheduleRetry(): Promise<void> {
    if (closed) return;
    const [next] = await db
      .select({ at: sql<unknown>`min(${events.nextAttemptAtMs})` })
      .from(events)
      .where(eq(events.webhookStatus, 're_scheduled'));
    if (timer) clearTimeout(timer);
    timer = undefined;
    // min() over bigint comes back as a string from node-postgres.
    const at = next?.at == null ? Number.NaN : Number(next.at);
    if (Number.isNaN(at)) return;
    timer = setTimeout(() => void enqueue(false), Math.max(0, at - Date.now()) + 10);
    timer.unref();
  }

  return {
    configured: target !== undefined,
    kick: () => {
      if (target && !closed) void enqueue(false);
    },
    flush: () => enqueue(true),
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await tail;
    },
  };
}
