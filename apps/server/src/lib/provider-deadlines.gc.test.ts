// Runs with --expose-gc (its own test project): the garbage collector runs all through each call.
import { createServer, type Server, type Socket } from 'node:net';
import Chargebee from 'chargebee';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@vh/contracts';
import { createAuthGateway } from '../auth/auth-gateway.ts';
import { deadlineHttpClient } from '../features/subscriptions/billing-client.ts';
import { createSmtpMailer } from '../mail/smtp-mailer.ts';

// A provider that accepts the connection and the request and never answers.
const sockets = new Set<Socket>();
let silent: Server;
let port = 0;
beforeAll(async () => {
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.resume();
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const address = silent.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  port = address.port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

const collectGarbage = (globalThis as { gc?: () => void }).gc;

/** Runs `call` while collecting garbage every few milliseconds; its outcome and how long it took. */
async function underGarbageCollection(call: () => Promise<unknown>) {
  if (!collectGarbage) throw new Error('this test needs node --expose-gc');
  const started = performance.now();
  const collecting = setInterval(collectGarbage, 5);
  try {
    const outcome = await call().then(
      () => ({ error: undefined }),
      (error: unknown) => ({ error }),
    );
    return { ...outcome, ms: performance.now() - started };
  } finally {
    clearInterval(collecting);
  }
}

const DEADLINE_MS = 400;
// Generous against a loaded machine; a deadline that does not fire waits for the test's timeout.
const LATEST_MS = 5_000;

describe('a provider that never answers, while the garbage collector runs', () => {
  it('the chargebee client as pointed at a real site gives up at our deadline', async () => {
    const client = new Chargebee({
      apiKey: 'test_key',
      site: '127.0.0.1',
      protocol: 'http',
      hostSuffix: '',
      port,
      timeout: DEADLINE_MS,
      sdkTelemetryEnabled: false,
      httpClient: deadlineHttpClient(fetch),
    });
    const { error, ms } = await underGarbageCollection(() => client.subscription.retrieve('sub_1'));
    expect(error).toMatchObject({ type: 'timeout', http_status_code: 504 });
    expect(ms).toBeGreaterThanOrEqual(DEADLINE_MS - 10);
    expect(ms).toBeLessThan(LATEST_MS);
  });

  it('supabase-js pointed at a real project gives up at our deadline', async () => {
    const gateway = createAuthGateway({
      url: `http://127.0.0.1:${port}`,
      serviceKey: 'service-key',
      requestTimeoutMs: DEADLINE_MS,
      confirmTimeoutMs: DEADLINE_MS,
    });
    const listing = await underGarbageCollection(() => gateway.listUsers(1, 10));
    expect(listing.error).toMatchObject({ code: ErrorCode.AUTH_UNAVAILABLE });
    expect(listing.ms).toBeLessThan(LATEST_MS);

    const confirming = await underGarbageCollection(() => gateway.confirmSession('a.b.c'));
    expect(confirming.error).toMatchObject({ code: ErrorCode.AUTH_UNAVAILABLE });
    expect(confirming.ms).toBeLessThan(LATEST_MS);
  });
});

describe('a mail server that never answers', () => {
  it('a message is given up on at our deadline', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: 'VerifiedHours <no-reply@example.com>',
      deadlines: {
        connectTimeoutMs: DEADLINE_MS,
        greetingTimeoutMs: DEADLINE_MS,
        socketTimeoutMs: DEADLINE_MS,
        sendDeadlineMs: DEADLINE_MS * 2,
      },
    });
    const { error, ms } = await underGarbageCollection(() =>
      mailer.send({
        to: 'ada@example.com',
        subject: 'Hello',
        text: 'Hello',
        html: '<p>Hello</p>',
        links: [],
      }),
    );
    await mailer.close();
    expect(error).toBeInstanceOf(Error);
    expect(ms).toBeLessThan(LATEST_MS);
  });
});
