import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { authMigrationsFolder, authMigrationsTable } from '../src/index.ts';

// A new PGlite runs initdb (seconds of CPU) before its migrations. The suite's servers each start
// from a dump of one database migrated here instead.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding a migrated, dumped PGlite data directory. */
    authDatabaseTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pglite = await PGlite.create();
  await migrate(drizzle(pglite), {
    migrationsFolder: authMigrationsFolder,
    migrationsTable: authMigrationsTable,
  });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const dir = await mkdtemp(join(tmpdir(), 'vh-auth-template-'));
  const file = join(dir, 'pglite.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('authDatabaseTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
