import { mkdir } from 'node:fs/promises';
import { PGlite, types, type ParserOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { serverLimits } from '@vh/contracts';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Repos take either the database or a transaction, so a service can compose them atomically. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  kind: 'pglite' | 'postgres';
  db: Database;
  ping(): Promise<void>;
  /**
   * Runs `work` while this server holds the database-wide lock `lock` (a number, or a name such as
   * an event id): servers starting together on one PostgreSQL take turns, and so do the copies of
   * one event delivered to several servers at once. Within a server the callers queue in memory
   * first, so one key holds at most one connection while it waits; PGlite belongs to one process,
   * so there that queue is the whole lock.
   */
  exclusive<T>(lock: number | string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

// Drizzle reads dates and intervals as text and parses them itself. It asks PGlite for that with a
// `parsers` option on every query, and PGlite merges that option into its 318-entry parser map per
// query (~80 µs each). Set once on the database instead, the option is dropped from each query.
const TEXT_AS_IS = (value: string) => value;
const DRIZZLE_PARSERS: ParserOptions = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((oid) => [oid, TEXT_AS_IS]),
);

/** The client as Drizzle sees it: the same PGlite, with per-query parser options left out. */
function withoutPerQueryParsers(client: PGlite): PGlite {
  const query: PGlite['query'] = (text, params, options) =>
    client.query(text, params, options && { ...options, parsers: undefined });
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

async function openPglite(dataDir: string): Promise<PGlite> {
  await mkdir(dataDir, { recursive: true });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Opening the embedded database in ${dataDir} timed out`)),
      serverLimits.pgliteOpenTimeoutMs,
    );
  });
  try {
    return await Promise.race([PGlite.create(dataDir, { parsers: DRIZZLE_PARSERS }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function handleOf(
  kind: DatabaseHandle['kind'],
  db: Database,
  query: (text: string) => Promise<unknown>,
  close: () => Promise<void>,
  exclusive: DatabaseHandle['exclusive'] = inProcessLock((_lock, work) => work()),
): DatabaseHandle {
  return {
    kind,
    db,
    ping: async () => {
      await query('select 1');
    },
    exclusive,
    close,
  };
}

/** Callers of one lock in this process take turns, in the order they came; then `inner` runs. */
function inProcessLock(inner: DatabaseHandle['exclusive']): DatabaseHandle['exclusive'] {
  const tails = new Map<number | string, Promise<void>>();
  return async (lock, work) => {
    const before = tails.get(lock) ?? Promise.resolve();
    let release = () => {};
    const done = new Promise<void>((resolve) => (release = resolve));
    const tail = before.then(() => done);
    tails.set(lock, tail);
    await before;
    try {
      return await inner(lock, work);
    } finally {
      release();
      if (tails.get(lock) === tail) tails.delete(lock);
    }
  };
}

// A named lock is a 64-bit hash of its name, as PostgreSQL computes it.
const lockSql = (lock: number | string, verb: 'lock' | 'unlock') =>
  typeof lock === 'number'
    ? `select pg_advisory_${verb}($1)`
    : `select pg_advisory_${verb}(hashtextextended($1, 0))`;

/**
 * A session-level advisory lock on a connection of its own, held while `work` runs on the pool:
 * the lock ends with that connection, so a server that dies holding it frees it at once.
 */
function advisoryLock(pool: pg.Pool): DatabaseHandle['exclusive'] {
  return async (lock, work) => {
    const client = await pool.connect();
    let broken = false;
    try {
      await client.query(lockSql(lock, 'lock'), [lock]);
      try {
        return await work();
      } finally {
        await client.query(lockSql(lock, 'unlock'), [lock]).catch((error: unknown) => {
          broken = true;
          throw error;
        });
      }
    } finally {
      // A connection whose unlock failed may still hold the lock: end it rather than reuse it.
      client.release(broken);
    }
  };
}

/** A database handle over an open PGlite. */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({
    client: withoutPerQueryParsers(client),
    schema,
  }) as unknown as Database;
  return handleOf(
    'pglite',
    db,
    (text) => client.query(text),
    () => client.close(),
  );
}

/**
 * An in-memory PGlite started from a data directory dumped by `dumpDataDir` (a migrated template):
 * for tests, which need a fresh database each and would otherwise pay PGlite's initdb every time.
 */
export async function openPgliteFromDump(dump: Blob): Promise<DatabaseHandle> {
  return pgliteHandle(await PGlite.create({ loadDataDir: dump, parsers: DRIZZLE_PARSERS }));
}

/** An empty in-memory PGlite, as the product's tests and tools build templates from. */
export function openMemoryPglite(): Promise<PGlite> {
  return PGlite.create({ parsers: DRIZZLE_PARSERS });
}

/** PostgreSQL through node-postgres when a URL is given, else embedded PGlite files in dataDir. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  pgliteDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return handleOf(
      'postgres',
      db,
      (text) => pool.query(text),
      () => pool.end(),
      inProcessLock(advisoryLock(pool)),
    );
  }
  return pgliteHandle(await openPglite(options.pgliteDir));
}

export { sql };
