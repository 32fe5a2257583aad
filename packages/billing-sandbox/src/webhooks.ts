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

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/**
 * Retry delays after the 1st..7th failed attempt, as Chargebee documents them (7 retries over
 * about 3 days); the 8th failure is final (webhook_status `failed`). They run on the sandbox's
 * clock, so moving its test clock (POST /test/clock) brings the retries that fall due with it.
 */
export const RETRY_DELAYS_MS = [
  2 * MINUTE_MS,
  6 * MINUTE_MS,
  30 * MINUTE_MS,
  HOUR_MS,
  5 * HOUR_MS,
  24 * HOUR_MS,
  48 * HOUR_MS,
];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
const REQUEST_TIMEOUT_MS = 10_000;
// close() gives the attempt in flight its full timeout, then lets the host go on regardless.
const CLOSE_TIMEOUT_MS = REQUEST_TIMEOUT_MS + 2_000;
// A claim outlives one pass's requests; if an instance dies mid-pass another takes over after it.
const CLAIM_MS = 5 * 60_000;
const BATCH = 200;

export interface WebhookDispatcher {
  readonly configured: boolean;
  /** Called after a commit that recorded events: delivers them unless delivery is held. */
  kick(): void;
  /** Delivers everything pending now, retries included, ignoring `held` and retry times. */
  flush(): Promise<DeliveryResult>;
  /** Delivers what is due on the sandbox's clock (unless held), after any pass in progress. */
  deliverDue(): Promise<DeliveryResult>;
  /** Stops timers and waits for in-flight deliveries; later kicks are ignored. */
  close(): Promise<void>;
}

export function createWebhookDispatcher(options: {
  db: SandboxDatabase;
  target: WebhookTarget | undefined;
  fetch: typeof fetch;
  log: FastifyBaseLogger;
  /** The sandbox's clock in ms (its test offset included), which retry times are kept in. */
  now?: () => Promise<number>;
  /** Overrides for tests: how long one POST and close() may take. */
  requestTimeoutMs?: number;
  closeTimeoutMs?: number;
}): WebhookDispatcher {
  const { db, target, log } = options;
  const sandboxNowMs = options.now ?? (() => Promise.resolve(Date.now()));
  const requestTimeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const closeTimeoutMs = options.closeTimeoutMs ?? CLOSE_TIMEOUT_MS;
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
      // After close() gave up waiting, the host may have closed the database under the pass.
      if (closed) log.warn({ err: error }, 'billing-sandbox: webhook delivery pass abandoned');
      else log.error({ err: error }, 'billing-sandbox: webhook delivery pass failed');
    });
    return run;
  };

  async function pass(force: boolean): Promise<DeliveryResult> {
    if (!target) return { delivered: 0, failed: 0 };
    const settings = await readSettings(db);
    if (settings.webhookDelivery === 'held' && !force) return { delivered: 0, failed: 0 };
    // Retries are due on the sandbox's clock; a claim runs out in real time, as its holder dies.
    const nowMs = Date.now();
    const retryNowMs = await sandboxNowMs();
    const due = db
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          inArray(events.webhookStatus, ['scheduled', 're_scheduled']),
          force ? undefined : lte(events.nextAttemptAtMs, retryNowMs),
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
    const attempted = new Set<string>();
    sending: for (let copy = 0; copy < settings.webhookCopies; copy += 1) {
      for (const row of claimed) {
        // Closing stops new attempts, so close() waits for at most the one in flight.
        if (closed) break sending;
        if (failures.has(row.id)) continue;
        attempted.add(row.id);
        const problem = await post(target, { ...eventJson(row), webhook_status: 'scheduled' });
        if (problem) failures.set(row.id, problem);
      }
    }

    const untried = claimed.filter((row) => !attempted.has(row.id)).map((row) => row.id);
    if (untried.length > 0) {
      await db.update(events).set({ claimedUntilMs: null }).where(inArray(events.id, untried));
    }
    let delivered = 0;
    for (const row of claimed) {
      if (!attempted.has(row.id)) continue;
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
      const failedAtMs = await sandboxNowMs();
      await db
        .update(events)
        .set({
          webhookStatus: delay === undefined ? 'failed' : 're_scheduled',
          webhookAttempts: attempts,
          claimedUntilMs: null,
          nextAttemptAtMs: delay === undefined ? null : failedAtMs + delay,
          webhookFailureReason: problem.slice(0, 500),
        })
        .where(eq(events.id, row.id));
    }
    await scheduleRetry();
    return { delivered, failed: failures.size };
  }

  async function post(to: WebhookTarget, body: Record<string, unknown>): Promise<string | null> {
    const authorization = `Basic ${Buffer.from(`${to.username}:${to.password}`).toString('base64')}`;
    // The host's in-process fetch ignores AbortSignal, so the timeout is enforced here by racing
    // the request against a timer; the signal still lets a real fetch free its socket.
    const abort = new AbortController();
    let timeout: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timeout = setTimeout(() => {
        abort.abort();
        reject(new Error(`no answer within ${requestTimeoutMs} ms`));
      }, requestTimeoutMs);
      timeout.unref();
    });
    timedOut.catch(() => undefined);
    try {
      const request = options.fetch(to.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization,
          'user-agent': 'ChargeBee',
        },
        body: JSON.stringify(body),
        signal: abort.signal,
      });
      const response = await Promise.race([request, timedOut]);
      // The body is not used, but reading it frees the connection.
      await Promise.race([response.arrayBuffer(), timedOut]).catch(() => undefined);
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : 'delivery failed';
    } finally {
      clearTimeout(timeout);
    }
  }

  /**
   * The next pass runs at the earliest retry or the earliest claim running out: events claimed by
   * an instance that died mid-pass have no retry time of their own and would otherwise wait for
   * the next unrelated change.
   */
  async function scheduleRetry(): Promise<void> {
    if (closed) return;
    const [next] = await db
      .select({
        retry: sql<unknown>`min(${events.nextAttemptAtMs}) filter (where ${events.webhookStatus} = 're_scheduled')`,
        claim: sql<unknown>`min(${events.claimedUntilMs})`,
      })
      .from(events)
      .where(inArray(events.webhookStatus, ['scheduled', 're_scheduled']));
    if (timer) clearTimeout(timer);
    timer = undefined;
    // min() over bigint comes back as a string from node-postgres.
    const retryNowMs = await sandboxNowMs();
    // Both as waits in real time from now: a retry's time is on the sandbox's clock.
    const waits = [
      [next?.retry, retryNowMs],
      [next?.claim, Date.now()],
    ]
      .filter(([value]) => value != null)
      .map(([value, from]) => Number(value) - Number(from))
      .filter((value) => !Number.isNaN(value));
    if (waits.length === 0) return;
    // Timers hold at most about 24.8 days; a later retry is looked at again then.
    const wait = Math.min(Math.max(0, Math.min(...waits)) + 10, 2 ** 31 - 1);
    timer = setTimeout(() => void enqueue(false), wait);
    timer.unref();
  }

  return {
    configured: target !== undefined,
    kick: () => {
      if (target && !closed) void enqueue(false);
    },
    flush: () => enqueue(true),
    deliverDue: () =>
      target && !closed ? enqueue(false) : Promise.resolve({ delivered: 0, failed: 0 }),
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      let giveUp: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        giveUp = setTimeout(resolve, closeTimeoutMs);
      });
      await Promise.race([tail, waited]);
      clearTimeout(giveUp);
    },
  };
}
