import pg from 'pg';

/** The PostgreSQL server benchmarks run against too, when one is named. */
export const benchDatabaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** Runs `work` on a new, empty database of the server at `adminUrl`, dropped afterwards. */
export async function withScratchDatabase(
  adminUrl: string,
  work: (url: string) => Promise<void>,
): Promise<void> {
  const name = `vh_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
