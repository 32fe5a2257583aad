import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * Any Drizzle PostgreSQL database: drizzle(PGlite) and drizzle(node-postgres) both fit, with or
 * without the product's own schema, and so does a transaction opened on either. The auth service
 * never uses the relational query API, so it needs nothing from the schema generic.
 */
export type AuthDatabase = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;
