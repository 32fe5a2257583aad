import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { authMigrationsFolder, authMigrationsTable } from '@vh/auth-server';
import { billingSandboxMigrationsFolder, billingSandboxMigrationsTable } from '@vh/billing-sandbox';
import type { MigrationConfig } from 'drizzle-orm/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client.ts';

const productMigrations = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies the auth service's, the billing sandbox's (unless a real billing site is configured) and
 * the product's versioned migrations; the same files on both engines.
 */
export async function runMigrations(
  handle: DatabaseHandle,
  options: { billingSandbox: boolean } = { billingSandbox: true },
): Promise<void> {
  const sets: MigrationConfig[] = [
    { migrationsFolder: authMigrationsFolder, migrationsTable: authMigrationsTable },
    ...(options.billingSandbox
      ? [
          {
            migrationsFolder: billingSandboxMigrationsFolder,
            migrationsTable: billingSandboxMigrationsTable,
          },
        ]
      : []),
    { migrationsFolder: productMigrations },
  ];
  for (const set of sets) {
    if (handle.kind === 'pglite') {
      await migratePglite(handle.db as unknown as PgliteDatabase, set);
    } else {
      await migratePg(handle.db as unknown as NodePgDatabase, set);
    }
  }
}
