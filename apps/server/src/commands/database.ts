import { ConfigError, loadConfig, type Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';

/**
 * The product's database for an operator's command, from the same configuration as the server.
 * The embedded database can be open in one process at a time: stop the server first, or point
 * DATABASE_URL at PostgreSQL.
 */
export async function openForCommand(): Promise<{ config: Config; database: DatabaseHandle }> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  process.umask(0o077);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.dataDir,
  });
  await runMigrations(database);
  return { config, database };
}
