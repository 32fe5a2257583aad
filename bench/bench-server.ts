import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { must, password, signIn } from './bench-http.ts';

export type BenchServer = {
  base: string;
  database: DatabaseHandle;
  /** Stops the server, closes the database and removes the scratch directory. */
  close: () => Promise<void>;
};

/** The server's settings for a benchmark: a free port on loopback, quiet, limits out of the way. */
export function benchConfig(dataDir: string, databaseUrl: string | undefined) {
  return loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // One client makes every call: the limits would measure themselves.
    RATE_LIMIT_SCALE: '100000',
  });
}

/**
 * The product's server in this process on a free port, with its own scratch directory (PGlite in
 * it unless `databaseUrl` names a PostgreSQL database).
 */
export async function startBenchServer(
  name: string,
  databaseUrl: string | undefined,
): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `vh-bench-${name}-`));
  const database = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'pglite') });
  const app = await buildApp(benchConfig(dataDir, databaseUrl), { database });
  const close = async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the server has no port');
    return { base: `http://127.0.0.1:${address.port}`, database, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** An owner through the API: signed up, their address confirmed from the mailed link, signed in. */
export async function confirmedOwner(base: string) {
  const username = `owner_${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  await must(base, 'POST', '/api/users/', {
    body: { username, first_name: 'Bench', last_name: 'Owner', email, role: 'OWNER', password },
  });
  const { uid, jwt } = await signIn(base, username);
  await must(base, 'POST', `/api/users/uid/${uid}/verify-email/`, { jwt, body: {} });
  const { messages } = (await must(base, 'GET', '/dev/mail/api/messages')) as {
    messages: { to: string; links: string[] }[];
  };
  const link = messages.find((m) => m.to === email)?.links[0];
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no confirmation link was mailed to ${email}`);
  await must(base, 'POST', `/api/users/uid/${uid}/email-verify-confirm/`, { jwt, body: { token } });
  return { uid, jwt, username };
}
