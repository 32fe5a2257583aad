import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ITEM_PRICE_IDS } from '@vh/contracts';
import { buildApp } from '../../app.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { checkBillingSite, siteCheckClient, watchBillingSite } from './billing-site-check.ts';

const KEY = 'test_right_key';

/** A fake Chargebee site answering item price retrievals in Chargebee's shapes. */
async function fakeSite(options: { sells?: readonly string[]; port?: number } = {}) {
  const sells = new Set(options.sells ?? ITEM_PRICE_IDS);
  const site = Fastify();
  site.get<{ Params: { id: string } }>('/api/v2/item_prices/:id', async (request, reply) => {
    const expected = `Basic ${Buffer.from(`${KEY}:`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      return reply.status(401).send({
        message: 'Sorry, authentication failed. Invalid api key',
        api_error_code: 'api_authentication_failed',
        error_code: 'api_authentication_failed',
        http_status_code: 401,
      });
    }
    if (!sells.has(request.params.id)) {
      return reply.status(404).send({
        message: `Sorry, we couldn't find that resource`,
        type: 'invalid_request',
        api_error_code: 'resource_not_found',
        http_status_code: 404,
      });
    }
    return { item_price: { id: request.params.id, item_id: 'VerifiedHours', status: 'active' } };
  });
  await site.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = site.server.address();
  if (!address || typeof address === 'string') throw new Error('fake site has no port');
  return { site, port: address.port };
}

/** Sends the client's requests to 127.0.0.1:port instead of the site's own address. */
const toPort =
  (port: number): typeof fetch =>
  (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return fetch(`http://127.0.0.1:${port}${url.pathname}${url.search}`, init);
  };

/** A port nothing listens on (for now). */
async function closedPort(): Promise<number> {
  const probe = Fastify();
  await probe.listen({ port: 0, host: '127.0.0.1' });
  const address = probe.server.address();
  await probe.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const open: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((app) => app.close()));
});

/** The background check of a site that is not up yet (on a closed port), retrying quickly. */
async function watchClosedSite(apiKey: string, retry: { maxRetryMs?: number } = {}) {
  const port = await closedPort();
  const client = siteCheckClient({ site: 'acme-test', apiKey }, toPort(port));
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const watch = await watchBillingSite({
    site: 'acme-test',
    check: () => checkBillingSite(client, 'acme-test'),
    log,
    firstRetryMs: 50,
    ...retry,
  });
  return { port, log, watch };
}

describe('the start-up check of a real Chargebee site', () => {
  it('refuses to start, in a sentence naming the site and not the key, when the site refuses the key', async () => {
    const { site, port } = await fakeSite();
    open.push(site);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vh-site-check-'));
    try {
      const config = loadConfig({
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'silent',
        PUBLIC_URL: 'https://vh.example.org',
        CHARGEBEE_SITE: 'acme-test',
        CHARGEBEE_API_KEY: 'test_wrong_key',
        CHARGEBEE_WEBHOOK_USERNAME: 'vh',
        CHARGEBEE_WEBHOOK_PASSWORD: 'secret',
      });
      const attempt = buildApp(config, {
        logger: false,
        runBots: false,
        runRetention: false,
        billingSiteCheck: { transport: toPort(port) },
      });
      const error = await attempt.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toBe(
        "Invalid configuration:\n  CHARGEBEE_API_KEY: the Chargebee site acme-test (acme-test.chargebee.com) refused this key (401); copy a full-access API key from that site's API keys settings",
      );
      expect((error as Error).message).not.toContain('test_wrong_key');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start naming the item prices the site does not have', async () => {
    const { site, port } = await fakeSite({ sells: ['Basic-CAD-Monthly'] });
    open.push(site);
    const client = siteCheckClient({ site: 'acme-test', apiKey: KEY }, toPort(port));
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const attempt = watchBillingSite({
      site: 'acme-test',
      check: () => checkBillingSite(client, 'acme-test'),
      log,
    });
    await expect(attempt).rejects.toThrow(ConfigError);
    await expect(attempt).rejects.toThrow(
      'CHARGEBEE_SITE: the Chargebee site acme-test has no item price Pro-CAD-Monthly; the product sells Basic-CAD-Monthly, Pro-CAD-Monthly, which its product catalogue must hold with these ids',
    );
  });

  it('starts when the site cannot be reached, warns, and checks again until the site answers', async () => {
    const { port, log, watch } = await watchClosedSite(KEY, { maxRetryMs: 100 });
    try {
      expect(log.warn).toHaveBeenCalledWith(
        { err: expect.anything() as unknown },
        expect.stringMatching(/the Chargebee site acme-test did not answer at start-up/),
      );
      expect(log.info).not.toHaveBeenCalled();
      const { site } = await fakeSite({ port });
      open.push(site);
      await vi.waitFor(
        () =>
          expect(log.info).toHaveBeenCalledWith(
            'billing: the Chargebee site acme-test answered; its key and item prices are right',
          ),
        { timeout: 5_000 },
      );
      expect(log.error).not.toHaveBeenCalled();
    } finally {
      await watch.stop();
    }
  });

  it('logs a wrong answer found after start-up as an error, and the server keeps running', async () => {
    const { port, log, watch } = await watchClosedSite('test_wrong_key');
    try {
      const { site } = await fakeSite({ port });
      open.push(site);
      await vi.waitFor(
        () =>
          expect(log.error).toHaveBeenCalledWith(
            expect.stringMatching(
              /^billing: CHARGEBEE_API_KEY: the Chargebee site acme-test .*refused this key/,
            ),
          ),
        { timeout: 5_000 },
      );
    } finally {
      await watch.stop();
    }
  });
});
