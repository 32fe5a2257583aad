import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

/** The hash the first entry of every chain points back to. */
export const GENESIS_HASH = '0'.repeat(64);

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

function canonical(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new Error('audit content must be JSON');
  return text;
}

export type AuditContent = {
  actor_uid: string;
  action: string;
  subject: string;
  data: Record<string, unknown>;
};

/** Covers who did what: replaceable by a redaction marker later without breaking the chain. */
export function contentHash(content: AuditContent): string {
  return sha256Hex(canonical(content));
}

/** Covers where the entry sits, when it happened, what came before and what it says. */
export function entryHash(entry: {
  owner_uid: string;
  seq: number;
  at: string;
  prev_hash: string;
  content_hash: string;
}): string {
  return sha256Hex(canonical(entry));
}

/** Plain JSON (dates as ISO strings), exactly what jsonb will hand back when the chain is checked. */
export function plainJson(data: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
}
