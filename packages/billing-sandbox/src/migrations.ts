import { join } from 'node:path';

/** Absolute path of the SQL migrations; run them with drizzle's migrate() before serving. */
export const billingSandboxMigrationsFolder: string = join(import.meta.dirname, '..', 'migrations');

/** Drizzle keeps this bookkeeping table in its default `drizzle` schema. */
export const billingSandboxMigrationsTable = '__billing_sandbox_migrations';
