import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { basicAuthValidator } from 'chargebee';
import {
  WEBHOOK_PASSWORD,
  WEBHOOK_USER,
  startSandbox,
  subscribe,
  type Sandbox,
} from './harness.ts';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await startSandbox();
  // Held delivery makes every case deterministic: nothing goes out until flush.
  const held = await sandbox.control('PUT', '/settings', { webhook_delivery: 'held' });
  expect(held.json.webhook_delivery).toBe('held');
});
afterEach(async () => sandbox.close());

const CHECKOUT_EVENTS = [
  'customer_created',
  'payment_source_added',
  'subscription_created',
  'payment_succeeded',
];

describe('webhooks', () => {
  it('holds events until flush, then delivers them in order with Basic auth', async () => {
    const { subscription } = await subscribe(sandbox);
    expect(sandbox.receiver.received).toHaveLength(0);
    const flushed = await sandbox.control('POST', '/webhooks/flush');
    expect(flushed.json).toEqual({ delivered: 4, failed: 0 });
    expect(sandbox.receiver.received.map((w) => w.event_type)).toEqual(CHECKOUT_EVENTS);

    const event = sandbox.receiver.received[2]!.body;
    expect(event).toMatchObject({
      object: 'event',
      api_version: 'v2',
      source: 'hosted_page',
      event_type: 'subscription_created',
    });
    expect(String(event.id)).toMatch(/^ev_/);
    expect((event.content as { subscription: { id: string } }).subscription.id).toBe(
      subscription.id,
    );
    // The official webhook validator accepts the credentials the sandbox sends.
    const validate = basicAuthValidator((u, p) => u === WEBHOOK_USER && p === WEBHOOK_PASSWORD);
    await expect(
      validate({ authorization: sandbox.receiver.received[0]!.authorization }),
    ).resolves.toBeUndefined();

    const { list } = await sandbox.chargebee.event.list({
      event_type: { is: 'subscription_created' },
    });
    expect(list[0]?.event.webhook_status).toBe('succeeded');
    expect((await sandbox.control('POST', '/webhooks/flush')).json).toEqual({
      delivered: 0,
      failed: 0,
    });
  });

  it('delivers each event webhook_copies times', async () => {
    await sandbox.control('PUT', '/settings', { webhook_copies: 3 });
    await subscribe(sandbox);
    await sandbox.control('POST', '/webhooks/flush');
    const counts = new Map<string, number>();
    for (const w of sandbox.receiver.received) counts.set(w.id, (counts.get(w.id) ?? 0) + 1);
    expect(counts.size).toBe(4);
    expect([...counts.values()]).toEqual([3, 3, 3, 3]);
  });

  it('reverses the order when asked', async () => {
    const settings = await sandbox.control('PUT', '/settings', { webhook_order: 'reversed' });
    expect(settings.json).toEqual({
      webhook_copies: 1,
      webhook_order: 'reversed',
      webhook_delivery: 'held',
    });
    await subscribe(sandbox);
    await sandbox.control('POST', '/webhooks/flush');
    expect(sandbox.receiver.received.map((w) => w.event_type)).toEqual(
      [...CHECKOUT_EVENTS].reverse(),
    );
  });

  it('retries a failing receiver and marks the event delivered once it answers 2xx', async () => {
    sandbox.receiver.failNext(1);
    const { subscription } = await subscribe(sandbox);
    const first = await sandbox.control('POST', '/webhooks/flush');
    expect(first.json).toEqual({ delivered: 3, failed: 1 });
    const { list } = await sandbox.chargebee.event.list({ event_type: { is: 'customer_created' } });
    expect(list[0]?.event.webhook_status).toBe('re_scheduled');

    const second = await sandbox.control('POST', '/webhooks/flush');
    expect(second.json).toEqual({ delivered: 1, failed: 0 });
    expect(sandbox.receiver.received.map((w) => w.event_type).sort()).toEqual(
      [...CHECKOUT_EVENTS].sort(),
    );
    expect(sandbox.receiver.received.some((w) => w.body.content && subscription.id)).toBe(true);
  });

  it("retries a failing receiver 7 times over 3 days on the sandbox's clock, as Chargebee does", async () => {
    sandbox.receiver.failNext(1_000);
    await subscribe(sandbox);
    // The first attempt of each of the four events; from here retries follow the clock alone.
    expect((await sandbox.control('POST', '/webhooks/flush')).json).toEqual({
      delivered: 0,
      failed: 4,
    });
    await sandbox.control('PUT', '/settings', { webhook_delivery: 'immediate' });
    // The attempts at these four events (a month on, the renewal brings events of its own).
    const four = new Set(sandbox.receiver.attempts);
    const tries = () => sandbox.receiver.attempts.filter((id) => four.has(id)).length;
    const advance = async (seconds: number) =>
      sandbox.control('POST', '/clock', { advance_seconds: seconds });
    expect(tries()).toBe(4);
    const minutes = [2, 6, 30, 60, 5 * 60, 24 * 60, 48 * 60];
    for (const [index, wait] of minutes.entries()) {
      await advance(wait * 60 - 2);
      expect(tries(), `retry ${index + 1} waits ${wait} minutes`).toBe(4 * (index + 1));
      const moved = await advance(3);
      expect(moved.json.webhooks).toEqual({ delivered: 0, failed: 4 });
      expect(tries()).toBe(4 * (index + 2));
    }
    // The 8th failure is the last: nothing more, however long the clock runs.
    await advance(40 * 24 * 3600);
    expect(tries()).toBe(32);
    const { list } = await sandbox.chargebee.event.list({ event_type: { is: 'customer_created' } });
    expect(list[0]?.event.webhook_status).toBe('failed');
  });

  it('delivers immediately (asynchronously) when not held', async () => {
    await sandbox.control('PUT', '/settings', { webhook_delivery: 'immediate' });
    await subscribe(sandbox);
    // flush waits for the in-flight pass, so afterwards everything has arrived.
    await sandbox.control('POST', '/webhooks/flush');
    expect(sandbox.receiver.received.map((w) => w.event_type)).toEqual(CHECKOUT_EVENTS);
  });

  it('rejects bad settings', async () => {
    const bad = await sandbox.control('PUT', '/settings', { webhook_copies: 11 });
    expect(bad.status).toBe(400);
    const unknown = await sandbox.control('PUT', '/settings', { webhook_speed: 'fast' });
    expect(unknown.status).toBe(400);
  });

  it('closes cleanly with events pending and a retry scheduled', async () => {
    await sandbox.control('PUT', '/settings', { webhook_delivery: 'immediate' });
    sandbox.receiver.failNext(100);
    await subscribe(sandbox);
    await sandbox.control('POST', '/webhooks/flush');
    const started = Date.now();
    await sandbox.app.close();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('test controls guard', () => {
  it('runs the host guard on every /test route', async () => {
    for (const [method, url] of [
      ['POST', '/billing-sandbox/test/clock'],
      ['GET', '/billing-sandbox/test/settings'],
      ['PUT', '/billing-sandbox/test/settings'],
      ['POST', '/billing-sandbox/test/webhooks/flush'],
      ['POST', '/billing-sandbox/test/hosted_pages/abc/complete'],
    ] as const) {
      const reply = await sandbox.app.inject({ method, url, payload: {} });
      expect(reply.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("answers a guard's done(error) with the error's status and message, not 500", async () => {
    const message = 'This development page answers only on the machine that runs VerifiedHours.';
    // The host's guard rejects with its AppError, which carries `status` (not `statusCode`).
    const guarded = await startSandbox({
      webhook: false,
      guard: (_request, _reply, done) => {
        done(Object.assign(new Error(message), { status: 403, code: 'FORBIDDEN' }));
      },
    });
    try {
      const reply = await guarded.app.inject({
        method: 'POST',
        url: '/billing-sandbox/test/webhooks/flush',
      });
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toMatchObject({ message, http_status_code: 403 });
    } finally {
      await guarded.close();
    }
  });
});
