import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { inject } from 'vitest';
import {
  authMigrationsFolder,
  authMigrationsTable,
  authServerPlugin,
  loadOrCreateAuthKeys,
  type AuthKeys,
  type AuthServerOptions,
} from '../src/index.ts';

export const ISSUER = 'http://localhost:3000/auth/v1';
export const PASSWORD = 'correct horse battery';

const UNLIMITED = { max: 1e9, windowSeconds: 1, burst: 1e9 };

/** A clock the tests move by hand; the server reads every "now" from it. */
export interface TestClock {
  now: () => Date;
  advanceSeconds: (seconds: number) => void;
}

function createTestClock(): TestClock {
  let current = Date.now();
  return {
    now: () => new Date(current),
    advanceSeconds: (seconds) => {
      current += seconds * 1000;
    },
  };
}

export interface AuthHarness {
  app: FastifyInstance;
  pglite: PGlite;
  baseUrl: string;
  authUrl: string;
  keys: AuthKeys;
  clock: TestClock;
  /** The service-role client, as the product server uses it. */
  admin: SupabaseClient;
  /** A fresh browser-like client with the anon key and no stored session. */
  newClient: (apiKey?: string) => SupabaseClient;
  /** Creates a confirmed user through the admin API and returns its id. */
  seedUser: (email: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
}

/** The run's migrated database (global-setup.ts), read once per test file. */
let dump: Promise<Blob> | undefined;
function migratedDump(): Promise<Blob> {
  dump ??= readFile(inject('authDatabaseTemplate')).then((bytes) => new Blob([bytes]));
  return dump;
}

export async function startAuthServer(
  options: {
    plugin?: Partial<Omit<AuthServerOptions, 'db' | 'keys'>>;
    fastify?: FastifyServerOptions;
    /** Serve another harness's database and keys (to change settings over existing data). */
    shareDatabaseWith?: AuthHarness;
  } = {},
): Promise<AuthHarness> {
  const shared = options.shareDatabaseWith;
  const pglite = shared?.pglite ?? (await PGlite.create({ loadDataDir: await migratedDump() }));
  const db = drizzle(pglite);
  // Finds nothing to do on the migrated template, as a restarted server does.
  await migrate(db, {
    migrationsFolder: authMigrationsFolder,
    migrationsTable: authMigrationsTable,
  });

  const dataDir = await mkdtemp(join(tmpdir(), 'vh-auth-test-'));
  const keys = shared?.keys ?? (await loadOrCreateAuthKeys(dataDir));
  const clock = shared?.clock ?? createTestClock();

  const app = Fastify(options.fastify ?? { logger: false });
  await app.register(authServerPlugin, {
    prefix: '/auth/v1',
    db,
    keys,
    issuer: ISSUER,
    now: clock.now,
    // Every client in a suite calls from 127.0.0.1 under a frozen clock: the per-address limits
    // are lifted unless a test passes `rateLimits` (`{}` for the defaults).
    rateLimits: { token: UNLIMITED, verify: UNLIMITED, recover: UNLIMITED },
    ...options.plugin,
  });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });

  const newClient = (apiKey = keys.anonKey) =>
    createClient(baseUrl, apiKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
  const admin = newClient(keys.serviceKey);

  return {
    app,
    pglite,
    baseUrl,
    authUrl: `${baseUrl}/auth/v1`,
    keys,
    clock,
    admin,
    newClient,
    seedUser: async (email, password = PASSWORD) => {
      const { data, error } = await admin.auth.admin.createUser({
        email,
        password,
        email_confirm: true,
      });
      if (error) throw error;
      return data.user.id;
    },
    close: async () => {
      await app.close();
      if (!shared && !pglite.closed) await pglite.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique address per call, so tests in one file never collide. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
