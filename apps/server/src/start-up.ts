import { createHash } from 'node:crypto';
import { serverLimits } from '@vh/contracts';
import { ConfigError } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import {
  heartbeat,
  listServer,
  liveServers,
  unlistServer,
  type RunningServer,
  type ServerFingerprints,
} from './db/running-servers.ts';
import { repeatingTask, type RepeatingTask } from './lib/repeating-task.ts';

// Servers starting together on one database take turns under this lock for the migrations and
// the agreement check; any fixed number serves, as long as every version uses the same one.
const START_UP_LOCK = 0x5648_0001;

/** The fingerprint of the billing sandbox's credentials: equal credentials, equal digests. */
export function billingFingerprintOf(secrets: {
  apiKey: string;
  webhookUsername: string;
  webhookPassword: string;
}): string {
  return createHash('sha256')
    .update(JSON.stringify([secrets.apiKey, secrets.webhookUsername, secrets.webhookPassword]))
    .digest('base64url')
    .slice(0, 22);
}

/**
 * Brings the database up to this version and lists this server among the running ones, one server
 * at a time: of six servers started together on a fresh database, one migrates and the others
 * find the work done. A server whose shared keys differ from a running server's stops here, with
 * a sentence saying what to set.
 */
export async function joinDatabase(
  database: DatabaseHandle,
  server: ServerFingerprints & { id: string },
  options: { billingSandbox: boolean },
): Promise<void> {
  await database.exclusive(START_UP_LOCK, async () => {
    await runMigrations(database, options);
    const others = (await liveServers(database.db, serverLimits.serverGoneAfterMs)).filter(
      (other) => other.id !== server.id,
    );
    for (const other of others) {
      const problem = disagreement(server, other);
      if (problem) throw new ConfigError(problem);
    }
    await listServer(database.db, server);
  });
}

function disagreement(mine: ServerFingerprints, other: RunningServer): string | undefined {
  const since = `the server ${other.id}, running on this database since ${other.startedAt}`;
  const goneAfter = Math.round(serverLimits.serverGoneAfterMs / 1000);
  const advice = `Give every server the same settings, or one shared DATA_DIR (README, "Running several servers"). If that server has stopped, it is forgotten ${goneAfter} seconds after it was last heard from; start this one again then.`;
  if (mine.authKeyId !== other.authKeyId) {
    const what = (id: string | null) =>
      id ? `the embedded auth service's key ${id}` : 'an external auth service (AUTH_URL)';
    return `This server cannot start beside ${since}: it signs sign-in tokens with ${what(mine.authKeyId)}, the other with ${what(other.authKeyId)}, so each would refuse the other's tokens. Set AUTH_SIGNING_KEY to the same key on every server (or AUTH_URL to the same auth service). ${advice}`;
  }
  if (mine.billingFingerprint !== other.billingFingerprint) {
    const what = (fingerprint: string | null) =>
      fingerprint
        ? `billing sandbox credentials ${fingerprint}`
        : 'a real billing site (CHARGEBEE_SITE)';
    return `This server cannot start beside ${since}: it uses ${what(mine.billingFingerprint)}, the other ${what(other.billingFingerprint)}. Set BILLING_SANDBOX_API_KEY, BILLING_SANDBOX_WEBHOOK_USERNAME and BILLING_SANDBOX_WEBHOOK_PASSWORD to the same values on every server (or CHARGEBEE_SITE to the same site). ${advice}`;
  }
  return undefined;
}

/**
 * Keeps this server listed while it runs, so a server starting later knows whom it must agree
 * with; stop() takes it off the list.
 */
export function stayListed(
  database: DatabaseHandle,
  server: ServerFingerprints & { id: string },
  log: (error: unknown, message: string) => void,
): { start(): void; stop(): Promise<void> } {
  const loop: RepeatingTask = repeatingTask(
    async () => {
      // Forgotten while unreachable: list it again, as at start-up.
      if (!(await heartbeat(database.db, server.id))) await listServer(database.db, server);
    },
    {
      firstMs: serverLimits.serverHeartbeatMs,
      everyMs: serverLimits.serverHeartbeatMs,
      onError: (error) => log(error, 'could not tell the other servers this one is running'),
    },
  );
  return {
    start: () => loop.start(),
    async stop() {
      await loop.stop();
      await unlistServer(database.db, server.id);
    },
  };
}
