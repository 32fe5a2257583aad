import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { rowsOf, textOf, textOrNull } from './sql-helpers.ts';

/** What a server must share with every other server on its database, as fingerprints. */
export type ServerFingerprints = {
  /** The embedded auth service's key id; null when an external auth service is used. */
  authKeyId: string | null;
  /** A digest of the billing sandbox's credentials; null when a real billing site is used. */
  billingFingerprint: string | null;
};

export type RunningServer = ServerFingerprints & { id: string; startedAt: string };

// A server gone for a day will not be back under that name: its row only clutters the list.
const FORGET_AFTER = sql`interval '1 day'`;

/** The servers heard from within `goneAfterMs`, by the database's clock (servers' clocks drift). */
export async function liveServers(db: Executor, goneAfterMs: number): Promise<RunningServer[]> {
  await db.execute(sql`delete from running_servers where seen_at < now() - ${FORGET_AFTER}`);
  const result = await db.execute(
    sql`select id, auth_key_id, billing_fingerprint, started_at::text as started_at
        from running_servers
        where seen_at > now() - ${goneAfterMs}::double precision * interval '1 millisecond'
        order by started_at`,
  );
  return rowsOf(result).map((row) => ({
    id: textOf(row.id),
    authKeyId: textOrNull(row.auth_key_id),
    billingFingerprint: textOrNull(row.billing_fingerprint),
    startedAt: textOf(row.started_at),
  }));
}

export async function listServer(
  db: Executor,
  server: ServerFingerprints & { id: string },
): Promise<void> {
  await db.execute(
    sql`insert into running_servers (id, auth_key_id, billing_fingerprint, started_at, seen_at)
        values (${server.id}, ${server.authKeyId}, ${server.billingFingerprint}, now(), now())
        on conflict (id) do update set seen_at = now()`,
  );
}

/** Tells the others this server still runs; false when its row is gone (it was forgotten). */
export async function heartbeat(db: Executor, id: string): Promise<boolean> {
  const result = await db.execute(
    sql`update running_servers set seen_at = now() where id = ${id} returning id`,
  );
  return rowsOf(result).length === 1;
}

export async function unlistServer(db: Executor, id: string): Promise<void> {
  await db.execute(sql`delete from running_servers where id = ${id}`);
}
