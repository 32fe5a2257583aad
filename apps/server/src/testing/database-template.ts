import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, openMemoryPglite, pgliteHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';

// The server suites start about a hundred servers, each on a fresh database. Migrating every one
// of them (and, on PGlite, running its initdb) was a third of the suites' time: the migrated
// database is built once per run here and copied for each server instead (PGlite: a dumped data
// directory loaded into memory; PostgreSQL: CREATE DATABASE … TEMPLATE).

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding a migrated PGlite data directory (TEST_DB=pglite). */
    pgliteTemplate: string;
    /** The name of a migrated database on TEST_DATABASE_URL's server (TEST_DB=postgres). */
    postgresTemplate: string;
  }
}

/** A connection string to `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `statement` on the server of TEST_DATABASE_URL, outside any database of ours. */
export async function onAdminDatabase(statement: string): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function pgliteTemplate(): Promise<{ file: string; remove: () => Promise<void> }> {
  const client = await openMemoryPglite();
  await runMigrations(pgliteHandle(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = await mkdtemp(path.join(tmpdir(), 'vh-template-'));
  const file = path.join(dir, 'pglite.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return { file, remove: () => rm(dir, { recursive: true, force: true }) };
}

async function postgresTemplate(): Promise<{ name: string; remove: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `vh_template_${crypto.randomUUID().replaceAll('-', '')}`;
  await onAdminDatabase(`create database ${name}`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), pgliteDir: '' });
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
  return { name, remove: () => onAdminDatabase(`drop database if exists ${name} with (force)`) };
}

/** Vitest's global setup of the server projects: builds the template, returns its teardown. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env.TEST_DB === 'postgres') {
    const template = await postgresTemplate();
    project.provide('postgresTemplate', template.name);
    return template.remove;
  }
  const template = await pgliteTemplate();
  project.provide('pgliteTemplate', template.file);
  return template.remove;
}
