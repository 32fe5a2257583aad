import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rows } from './audit-chain.ts';

/** Why an entry's content was erased: its person's account was deleted, or it outlived retention. */
export const REDACTION_REASONS = ['account_deleted', 'retention_period'] as const;
export type RedactionReason = (typeof REDACTION_REASONS)[number];

/** What a redacted entry holds in place of who, what and the data: nothing about anybody. */
export const REDACTED = {
  actorUid: '00000000-0000-0000-0000-000000000000',
  action: 'redacted',
  subject: 'redacted',
} as const;

/**
 * True when a row marked redacted holds exactly the marker. Anything else in a redacted row was
 * written by hand after the purge, and verification reports it as altered.
 */
export function isRedactionMarker(row: Record<string, unknown>, data: Record<string, unknown>) {
  const keys = Object.keys(data);
  return (
    row.actor_uid === REDACTED.actorUid &&
    row.action === REDACTED.action &&
    row.subject === REDACTED.subject &&
    keys.length === 1 &&
    keys[0] === 'reason' &&
    REDACTION_REASONS.includes(data.reason as RedactionReason)
  );
}

/**
 * Replaces the content of at most `limit` entries matching `where` with the redaction marker and
 * returns how many it redacted. The position, time, `content_hash` and chain hashes are kept: the
 * entry still links its neighbours, and verification reports it as redacted, never as altered.
 */
export async function redactEntries(
  db: Executor,
  where: SQL,
  reason: RedactionReason,
  at: Date,
  limit: number,
): Promise<number> {
  const result = await rows(
    db,
    sql`with picked as (
          select id from audit_events where redacted_at is null and (${where}) limit ${limit}
        ), done as (
          update audit_events set actor_uid = ${REDACTED.actorUid}, action = ${REDACTED.action},
            subject = ${REDACTED.subject}, data = ${JSON.stringify({ reason })}::jsonb,
            redacted_at = ${at.toISOString()}
          where id in (select id from picked) returning 1
        )
        select count(*)::int as n from done`,
  );
  return Number(result[0]?.n ?? 0);
}
