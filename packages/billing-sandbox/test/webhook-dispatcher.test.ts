import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SandboxDatabase } from '../src/db.ts';
import { recordEvent } from '../src/events.ts';
import { events } from '../src/schema.ts';
import { createWebhookDispatcher, type WebhookDispatcher } from '../src/webhooks.ts';
import { openDatabase } from './harness.ts';

const TARGET = { url: 'http://receiver.test/webhooks', username: 'u', password: 'p' };
const log = Fastify({ logger: false }).log;

let db: SandboxDatabase;
let closeDb: () => Promise<void>;
const dispatchers: WebhookDispatcher[] = [];
beforeEach(async () => {
  ({ db, close: closeDb } = await openDatabase());
});
afterEach(async () => {
  for (const dispatcher of dispatchers.splice(0)) await dispatcher.close();
  await closeDb();
});

function dispatcher(
  fetch: typeof globalThis.fetch,
  timing: { requestTimeoutMs?: number; closeTimeoutMs?: number } = {},
) {
  const created = createWebhookDispatcher({ db, target: TARGET, fetch, log, ...timing });
  dispatchers.push(created);
  return created;
}

const record = () =>
  recordEvent(db, {
    type: 'customer_created',
    source: 'api',
    occurredAt: Math.floor(Date.now() / 1000),
    content: {},
    webhookConfigured: true,
  });

const eventRow = async (id: string) => {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row!;
};

async function waitFor(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

// Like the host's in-process fetch: it never looks at the AbortSignal.
const neverAnswers: typeof fetch = () => new Promise<Response>(() => undefined);

describe('webhook dispatcher', () => {
  it('times out a receiver that never answers, even when fetch ignores the signal', async () => {
    const id = await record();
    const result = await dispatcher(neverAnswers, { requestTimeoutMs: 100 }).flush();
    expect(result).toEqual({ delivered: 0, failed: 1 });
    const row = await eventRow(id);
    expect(row.webhookStatus).toBe('re_scheduled');
    expect(row.webhookAttempts).toBe(1);
    expect(row.claimedUntilMs).toBeNull();
    expect(row.webhookFailureReason).toMatch(/no answer within/);
  });

  it('close() waits for a hung delivery only a bounded time', async () => {
    const id = await record();
    let called = false;
    const hung = dispatcher(
      () => {
        called = true;
        return new Promise<Response>(() => undefined);
      },
      { requestTimeoutMs: 1_500, closeTimeoutMs: 100 },
    );
    hung.kick();
    expect(await waitFor(() => called, 2_000)).toBe(true);
    const started = Date.now();
    await hung.close();
    expect(Date.now() - started).toBeLessThan(1_000);
    // The abandoned attempt still ends as a failed attempt once its own timer fires.
    expect(
      await waitFor(async () => (await eventRow(id)).webhookStatus === 're_scheduled', 5_000),
    ).toBe(true);
  });

  it('takes over events a dead instance left claimed once the claim runs out', async () => {
    const id = await record();
    // As if another process claimed it and died mid-pass.
    await db
      .update(events)
      .set({ claimedUntilMs: Date.now() + 300 })
      .where(eq(events.id, id));
    const sent: string[] = [];
    const live = dispatcher((_url, init) => {
      sent.push((JSON.parse(init?.body as string) as { id: string }).id);
      return Promise.resolve(new Response('ok'));
    });
    live.kick();
    expect(
      await waitFor(async () => (await eventRow(id)).webhookStatus === 'succeeded', 3_000),
    ).toBe(true);
    expect(sent).toEqual([id]);
  });
});
