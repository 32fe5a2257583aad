import { PGlite } from '@electric-sql/pglite';
import Chargebee from 'chargebee';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import Fastify, { type FastifyInstance, type onRequestHookHandler } from 'fastify';
import {
  SANDBOX_API_PATH,
  billingSandboxMigrationsFolder,
  billingSandboxMigrationsTable,
  billingSandboxPlugin,
  type SandboxDatabase,
  type SandboxItemPrice,
} from '../src/index.ts';
import { InjectHttpClient, injectFetch } from './inject-http-client.ts';

export const API_KEY = 'test_sbx_conformance_key_0123456789';
export const WEBHOOK_USER = 'cb_webhook_user';
export const WEBHOOK_PASSWORD = 'webhook-password-0123456789';
export const PUBLIC_URL = 'http://localhost:3000';
export const GUARD_HEADER = 'x-test-loopback';

export const ITEM_PRICES: SandboxItemPrice[] = [
  {
    id: 'Basic-CAD-Monthly',
    name: 'Basic',
    price: 3995,
    currency_code: 'CAD',
    period: 1,
    period_unit: 'month',
  },
  {
    id: 'Pro-CAD-Monthly',
    name: 'Pro',
    price: 7995,
    currency_code: 'CAD',
    period: 1,
    period_unit: 'month',
  },
  {
    id: 'VerifiedHours_Pro-CAD-Monthly',
    name: 'VerifiedHours Pro',
    price: 7995,
    currency_code: 'CAD',
    period: 1,
    period_unit: 'month',
  },
];

export interface ReceivedWebhook {
  id: string;
  event_type: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** A webhook endpoint like the product's: checks Basic auth, records what it got. */
export interface Receiver {
  app: FastifyInstance;
  received: ReceivedWebhook[];
  /** Answer the next n deliveries with 500. */
  failNext: (n: number) => void;
  /** Every delivery attempt, failed ones included: the event ids in arrival order. */
  attempts: string[];
}

function createReceiver(): Receiver {
  const app = Fastify({ logger: false });
  const received: ReceivedWebhook[] = [];
  const attempts: string[] = [];
  let failures = 0;
  const expected = `Basic ${Buffer.from(`${WEBHOOK_USER}:${WEBHOOK_PASSWORD}`).toString('base64')}`;
  app.post('/webhooks/chargebee', async (request, reply) => {
    if (request.headers.authorization !== expected) return reply.code(401).send({ error: 'auth' });
    attempts.push(String((request.body as { id?: unknown }).id));
    if (failures > 0) {
      failures -= 1;
      return reply.code(500).send({ error: 'down' });
    }
    const body = request.body as Record<string, unknown>;
    received.push({
      id: String(body.id),
      event_type: String(body.event_type),
      authorization: request.headers.authorization,
      body,
    });
    return reply.code(200).send({ ok: true });
  });
  return {
    app,
    received,
    attempts,
    failNext: (n) => {
      failures = n;
    },
  };
}

export interface Sandbox {
  app: FastifyInstance;
  chargebee: Chargebee;
  receiver: Receiver;
  db: SandboxDatabase;
  /** Calls a /test/* control as the host's loopback guard allows. */
  control: (
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
  ) => Promise<{ status: number; json: Record<string, unknown> }>;
  close: () => Promise<void>;
}

export async function openDatabase(): Promise<{
  db: SandboxDatabase;
  close: () => Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const pglite = new PGlite();
    const db = drizzle(pglite);
    await migrate(db, {
      migrationsFolder: billingSandboxMigrationsFolder,
      migrationsTable: billingSandboxMigrationsTable,
    });
    return { db, close: () => pglite.close() };
  }
  // With TEST_DATABASE_URL the same suite runs on a real PostgreSQL server, one database per suite.
  const { default: pg } = await import('pg');
  const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
  const name = `billing_sandbox_test_${crypto.randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: databaseUrl.toString(), max: 5 });
  // Dropping the database `with (force)` ends any connection still closing; an idle client's
  // 57P01 then is expected, not a failure of the suite.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool);
  await migratePg(db, {
    migrationsFolder: billingSandboxMigrationsFolder,
    migrationsTable: billingSandboxMigrationsTable,
  });
  return {
    db,
    close: async () => {
      await pool.end();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export async function startSandbox(
  options: { webhook?: boolean; now?: () => Date; guard?: onRequestHookHandler } = {},
): Promise<Sandbox> {
  const { db, close: closeDb } = await openDatabase();
  const receiver = createReceiver();
  // Stands in for the host's loopback-only guard: only calls with the header get through.
  const guard: onRequestHookHandler =
    options.guard ??
    ((request, reply, done) => {
      if (request.headers[GUARD_HEADER] === '1') done();
      else void reply.code(403).send({ message: 'loopback only' });
    });
  const app = Fastify({ logger: false });
  await app.register(billingSandboxPlugin, {
    prefix: '/billing-sandbox',
    db,
    apiKey: API_KEY,
    publicUrl: PUBLIC_URL,
    itemPrices: ITEM_PRICES,
    ...(options.webhook === false
      ? {}
      : {
          webhook: {
            url: 'http://receiver.test/webhooks/chargebee',
            username: WEBHOOK_USER,
            password: WEBHOOK_PASSWORD,
          },
        }),
    fetch: injectFetch(receiver.app),
    ...(options.now ? { now: options.now } : {}),
    guardTestControls: guard,
  });
  await app.ready();
  const chargebee = newClient(app, API_KEY);
  return {
    app,
    chargebee,
    receiver,
    db,
    control: async (method, path, body) => {
      const reply = await app.inject({
        method,
        url: `/billing-sandbox/test${path}`,
        headers: { [GUARD_HEADER]: '1' },
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
      return {
        status: reply.statusCode,
        json: reply.body ? reply.json<Record<string, unknown>>() : {},
      };
    },
    close: async () => {
      await app.close();
      await receiver.app.close();
      await closeDb();
    },
  };
}

export function newClient(app: FastifyInstance, apiKey: string): Chargebee {
  return new Chargebee({
    site: 'billing-sandbox',
    apiKey,
    protocol: 'http',
    hostSuffix: '',
    port: 80,
    // The client's types only allow '/api/v2'; at runtime it prefixes any apiPath.
    apiPath: SANDBOX_API_PATH as '/api/v2',
    sdkTelemetryEnabled: false,
    httpClient: new InjectHttpClient(app),
  });
}

let counter = 0;
export function uniqueId(label: string): string {
  counter += 1;
  return `${label}_${counter}_${Math.random().toString(36).slice(2, 8)}`;
}

/** Creates a checkout page and completes it with a card through the test control. */
export async function subscribe(
  sandbox: Sandbox,
  options: { itemPriceId?: string; card?: string; customerId?: string } = {},
) {
  const { hosted_page } = await sandbox.chargebee.hostedPage.checkoutNewForItems({
    subscription_items: [
      { item_price_id: options.itemPriceId ?? 'Basic-CAD-Monthly', quantity: 1 },
    ],
    customer: {
      ...(options.customerId ? { id: options.customerId } : {}),
      email: 'owner@example.com',
      first_name: 'Ada',
      last_name: 'Owner',
    },
    redirect_url: 'https://app.example.com/billing/return?from=checkout',
    cancel_url: 'https://app.example.com/billing',
  });
  const completed = await sandbox.control('POST', `/hosted_pages/${hosted_page.id}/complete`, {
    card_number: options.card ?? '4111111111111111',
  });
  if (completed.status !== 200)
    throw new Error(`complete failed: ${JSON.stringify(completed.json)}`);
  const { hosted_page: done } = await sandbox.chargebee.hostedPage.retrieve(hosted_page.id!);
  const subscription = done.content?.subscription;
  if (!subscription) throw new Error('no subscription in content');
  return { pageId: hosted_page.id!, subscription, customerId: subscription.customer_id };
}
