import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import { checkCatalogue, type SandboxItemPrice } from './catalogue.ts';
import type { SandboxContext } from './context.ts';
import type { SandboxDatabase } from './db.ts';
import { configureErrors, createApiKeyCheck, parseForm } from './http.ts';
import { pdfKeyFrom } from './pdf.ts';
import { registerApiRoutes } from './routes/api.routes.ts';
import { registerCheckoutScriptRoute } from './routes/checkout-script.routes.ts';
import { registerInvoicePdfRoute } from './routes/invoices.routes.ts';
import { registerPageRoutes } from './routes/pages.routes.ts';
import { registerTestRoutes } from './routes/test.routes.ts';
import { createLazyDueWork } from './services/renewals.ts';
import { createWebhookDispatcher } from './webhooks.ts';
import { sandboxNow } from './settings.ts';

export interface BillingSandboxOptions {
  db: SandboxDatabase;
  /** The only key accepted, sent by the chargebee client as HTTP Basic `base64(apiKey + ':')`. */
  apiKey: string;
  /** Browser-facing origin of the app, e.g. 'http://localhost:3000'. */
  publicUrl: string;
  itemPrices: SandboxItemPrice[];
  /** Where events are POSTed, with HTTP Basic credentials. */
  webhook?: { url: string; username: string; password: string };
  /** Used for webhook delivery (default globalThis.fetch). */
  fetch?: typeof fetch;
  /** Base clock; the sandbox adds its own test offset, stored in its database. */
  now?: () => Date;
  /** The host's guard for the /test/* controls. */
  guardTestControls: onRequestHookHandler;
}

// Chargebee requests are small form posts; nothing legitimate comes close to this.
const BODY_LIMIT_BYTES = 64 * 1024;

/** The API path the chargebee client must be configured with (`apiPath`). */
export const SANDBOX_API_PATH = '/billing-sandbox/api/v2';

/**
 * An embedded stand-in for the Chargebee API v2; register it with `{ prefix: '/billing-sandbox' }`.
 * Deliberately encapsulated (no fastify-plugin): its body parsing, hooks and error handling stay
 * inside its prefix.
 */
export const billingSandboxPlugin: FastifyPluginAsync<BillingSandboxOptions> = async (
  app,
  options,
) => {
  if (!options.apiKey) throw new Error('billing-sandbox: apiKey is required');
  const publicUrl = new URL(options.publicUrl);
  if (publicUrl.protocol !== 'http:' && publicUrl.protocol !== 'https:') {
    throw new Error('billing-sandbox: publicUrl must be an http(s) origin');
  }
  const webhook = options.webhook;
  if (webhook) new URL(webhook.url);

  const baseNow = options.now ?? (() => new Date());
  const ctx: SandboxContext = {
    db: options.db,
    apiKey: options.apiKey,
    publicBase: `${publicUrl.origin}${app.prefix}`,
    catalogue: checkCatalogue(options.itemPrices),
    baseNow,
    webhooks: createWebhookDispatcher({
      db: options.db,
      target: webhook,
      fetch: options.fetch ?? globalThis.fetch,
      log: app.log,
      now: async () => (await sandboxNow(options.db, baseNow)).getTime(),
    }),
    pdfKey: pdfKeyFrom(options.apiKey),
    log: app.log,
  };
  // Deliveries in flight finish (or time out) before the host closes the database under them.
  app.addHook('onClose', async () => ctx.webhooks.close());
  // Events left pending by a previous run are delivered once the host is up.
  app.addHook('onReady', (done) => {
    ctx.webhooks.kick();
    done();
  });

  await app.register(formbody, { parser: parseForm, bodyLimit: BODY_LIMIT_BYTES });
  configureErrors(app);

  registerPageRoutes(app, ctx);
  registerCheckoutScriptRoute(app);
  registerInvoicePdfRoute(app, ctx);

  const checkApiKey = createApiKeyCheck(options.apiKey);
  await app.register(
    (api, _options, done) => {
      api.addHook('onRequest', (request, _reply, next) => {
        try {
          checkApiKey(request);
          next();
        } catch (error) {
          next(error as Error);
        }
      });
      // Responses carry customer and card details: no cache may keep them.
      api.addHook('onSend', (_request, reply, payload, next) => {
        void reply.header('cache-control', 'no-store');
        next(null, payload);
      });
      const runDueWork = createLazyDueWork(ctx);
      api.addHook('preHandler', async () => runDueWork());
      registerApiRoutes(api, ctx);
      done();
    },
    { prefix: '/api/v2' },
  );

  // Its own context, so the host's guard covers the test controls and nothing else.
  await app.register((test, _options, done) => {
    test.addHook('onRequest', options.guardTestControls);
    registerTestRoutes(test, ctx);
    done();
  });
};
