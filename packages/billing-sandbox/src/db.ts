import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * Any Drizzle PostgreSQL database: drizzle(PGlite) and drizzle(node-postgres) both fit, and so does
 * a transaction opened on either. The sandbox never uses the relational query API.
 */
export type SandboxDatabase = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** True when the error (or one it wraps, as DrizzleQueryError does) is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === '23505') return true;
  }
  return false;
}
