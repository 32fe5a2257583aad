import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, openPgliteFromDump, type DatabaseHandle } from '../db/client.ts';
import { databaseUrl, onAdminDatabase } from './database-template.ts';

export type TestServer = {
  app: FastifyInstance;
  baseUrl: string;
  database: DatabaseHandle;
  dataDir: string;
  /** A movable clock shared by the embedded auth service and token checks. */
  clock: { now: Date; advance(ms: number): void };
  /** The app's "now": the movable clock, following real time. */
  now: () => Date;
  close(): Promise<void>;
};

/** The migrated PGlite template of this run, read once per worker (server files share imports). */
let pgliteDump: Promise<Blob> | undefined;

/** A fresh, migrated database of the kind the suite runs on (TEST_DB=pglite|postgres). */
async function freshDatabase() {
  if (process.env.TEST_DB !== 'postgres') {
    pgliteDump ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
    const database = await openPgliteFromDump(await pgliteDump);
    return { database, url: undefined, drop: () => Promise.resolve() };
  }
  const { url, drop } = await scratchPostgres();
  const database = await openDatabase({ databaseUrl: url, pgliteDir: '' });
  return { database, url, drop };
}

/** A new database on the server of TEST_DATABASE_URL, migrated as the run's template, and how to drop it. */
export async function scratchPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `vh_test_${crypto.randomUUID().replaceAll('-', '')}`;
  await onAdminDatabase(`create database ${name} template ${inject('postgresTemplate')}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => onAdminDatabase(`drop database if exists ${name} with (force)`),
  };
}

export async function startTestServer(
  options: Pick<BuildOptions, 'webDist' | 'runBots' | 'runRetention'> & {
    /** Extra environment for the config, e.g. SMTP_URL to send real mail. */
    env?: Record<string, string>;
  } = {},
): Promise<TestServer> {
  const { env = {}, ...buildOptions } = options;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vh-test-'));
  const { database, url, drop } = await freshDatabase();
  const clock = {
    now: new Date(),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  // The clock follows real time unless a test moves it, so the auth service's timestamps stay sane.
  const started = Date.now();
  const now = () => new Date(clock.now.getTime() + (Date.now() - started));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(url ? { DATABASE_URL: url } : {}),
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    // Suites sign many users in from one address; the limits' own tests pass RATE_LIMIT_SCALE=1.
    RATE_LIMIT_SCALE: '1000',
    ...env,
  });
  // Bot and retention suites drive their jobs themselves, with the movable clock.
  const app = await buildApp(config, {
    database,
    now,
    logger: false,
    runBots: false,
    runRetention: false,
    ...buildOptions,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // The pass reads the auth users by the real clock: a test that moves the clock back and signs
  // someone up while it runs would see its fresh user taken for an old, interrupted sign-up.
  await app.signUpSweep.settled();
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('test server has no port');
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    database,
    dataDir,
    clock,
    now,
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The embedded default on a data folder of its own (PGlite files and keys in `dataDir`), as
 * `npm start` runs it: for tests that stop a server and start another on the same folder.
 */
export async function startOnDataDir(
  dataDir: string,
  options: Pick<BuildOptions, 'runBots'> = {},
): Promise<{ app: FastifyInstance; server: TestServer }> {
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_SCALE: '1000',
    }),
    { logger: false, ...options },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  await app.signUpSweep.settled();
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  // The request helpers only need the address, and the app to wait for its background work.
  return { app, server: { app, baseUrl: `http://127.0.0.1:${address.port}` } as TestServer };
}
