import { sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { namedStatement } from '../../db/prepared.ts';
import { contentHash, entryHash, GENESIS_HASH, plainJson } from './audit-hash.ts';

export type AuditEvent = {
  ownerUid: string;
  actorUid: string;
  action: string;
  subject: string;
  data?: Record<string, unknown>;
  at: Date;
};

export type ChainLink = { seq: number; hash: string };

type Row = Record<string, unknown>;

/** `at` in whole milliseconds, the same on both drivers whatever their date parsing. */
export const AT_MS = sql.raw('floor(extract(epoch from at) * 1000)::bigint');

export function jsonOf(value: unknown): Record<string, unknown> {
  return (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
}

export async function rows(db: Executor, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

const value = (name: string) => sql.placeholder(name);

// Every change a business makes appends here: named, so each is parsed and planned once per
// connection (see namedStatement).
const statements = {
  lockHead: namedStatement(
    'audit_head_lock',
    sql`select seq, hash from audit_heads where owner_uid = ${value('ownerUid')} for update`,
  ),
  createHead: namedStatement(
    'audit_head_create',
    sql`insert into audit_heads (owner_uid, seq, hash) values (${value('ownerUid')}, 0, ${value('hash')})
        on conflict do nothing`,
  ),
  moveHead: namedStatement(
    'audit_head_move',
    sql`update audit_heads set seq = ${value('seq')}, hash = ${value('hash')}
        where owner_uid = ${value('ownerUid')}`,
  ),
  append: namedStatement(
    'audit_append',
    sql`insert into audit_events
          (owner_uid, at, actor_uid, action, subject, data, seq, content_hash, prev_hash, hash)
        values (${value('ownerUid')}, ${value('at')}, ${value('actorUid')}, ${value('action')},
          ${value('subject')}, ${value('data')}::jsonb, ${value('seq')}, ${value('contentHash')},
          ${value('prevHash')}, ${value('hash')})`,
  ),
  // Entries in order, as a JSON array of rows: one statement whatever their number.
  appendMany: namedStatement(
    'audit_append_many',
    sql`insert into audit_events
          (owner_uid, at, actor_uid, action, subject, data, seq, content_hash, prev_hash, hash)
        select owner_uid, at, actor_uid, action, subject, data, seq, content_hash, prev_hash, hash
        from jsonb_to_recordset(${value('entries')}::jsonb) as e(owner_uid uuid, at timestamptz,
          actor_uid uuid, action text, subject text, data jsonb, seq bigint, content_hash text,
          prev_hash text, hash text)`,
  ),
  chainExisting: namedStatement(
    'audit_chain_existing',
    sql`update audit_events set at = ${value('at')}, seq = ${value('seq')},
          content_hash = ${value('contentHash')}, prev_hash = ${value('prevHash')},
          hash = ${value('hash')}
        where id = ${value('id')}`,
  ),
};

/**
 * Locks the business's chain head until the transaction ends: every writer of a business queues
 * here, so no two entries get the same position and none is skipped. The first lock of a business
 * creates its head, chaining any entries written before the chain existed, in their order.
 */
export async function lockChainHead(tx: Transaction, ownerUid: string): Promise<ChainLink> {
  const [head] = await statements.lockHead.run(tx, { ownerUid });
  if (head) return { seq: Number(head.seq), hash: String(head.hash) };
  await statements.createHead.run(tx, { ownerUid, hash: GENESIS_HASH });
  const [created] = await statements.lockHead.run(tx, { ownerUid });
  let link: ChainLink = { seq: Number(created?.seq ?? 0), hash: String(created?.hash) };
  if (link.seq > 0) return link;
  const unchained = await rows(
    tx,
    sql`select id, ${AT_MS} as at_ms, actor_uid, action, subject, data from audit_events
        where owner_uid = ${ownerUid} and seq is null order by id`,
  );
  for (const entry of unchained) {
    link = await writeLink(tx, ownerUid, link, {
      at: new Date(Number(entry.at_ms)),
      actorUid: String(entry.actor_uid),
      action: String(entry.action),
      subject: String(entry.subject),
      data: jsonOf(entry.data),
      existingId: Number(entry.id),
    });
  }
  await saveHead(tx, ownerUid, link);
  return link;
}

async function saveHead(tx: Transaction, ownerUid: string, link: ChainLink): Promise<void> {
  await statements.moveHead.run(tx, { ownerUid, seq: link.seq, hash: link.hash });
}

async function writeLink(
  tx: Transaction,
  ownerUid: string,
  previous: ChainLink,
  entry: Omit<AuditEvent, 'ownerUid'> & { existingId?: number },
): Promise<ChainLink> {
  const seq = previous.seq + 1;
  // Milliseconds, as JavaScript reads them back: the hash must be recomputable from the row.
  const at = new Date(Math.floor(entry.at.getTime()));
  const data = plainJson(entry.data ?? {});
  const content = contentHash({
    actor_uid: entry.actorUid,
    action: entry.action,
    subject: entry.subject,
    data,
  });
  const hash = entryHash({
    owner_uid: ownerUid,
    seq,
    at: at.toISOString(),
    prev_hash: previous.hash,
    content_hash: content,
  });
  const link = { at: at.toISOString(), seq, contentHash: content, prevHash: previous.hash, hash };
  if (entry.existingId === undefined) {
    await statements.append.run(tx, {
      ...link,
      ownerUid,
      actorUid: entry.actorUid,
      action: entry.action,
      subject: entry.subject,
      data: JSON.stringify(data),
    });
  } else {
    await statements.chainExisting.run(tx, { ...link, id: entry.existingId });
  }
  return { seq, hash };
}

/**
 * Appends one entry to the business's chain inside the caller's transaction and returns its link.
 * The chain head stays locked until that transaction ends.
 */
export async function appendAudit(tx: Transaction, event: AuditEvent): Promise<ChainLink> {
  const head = await lockChainHead(tx, event.ownerUid);
  return appendAfter(tx, head, event);
}

export type PreparedEntry = {
  ownerUid: string;
  seq: number;
  at: Date;
  actorUid: string;
  action: string;
  subject: string;
  data: Record<string, unknown>;
  contentHash: string;
  prevHash: string;
  hash: string;
};

/**
 * The next entry after a locked head, hashed but not written: for a caller that writes it in one
 * statement with its own rows (the punch), keeping the head locked for as short as possible.
 * The caller must also move the head to (seq, hash).
 */
export function prepareEntry(head: ChainLink, event: AuditEvent): PreparedEntry {
  const seq = head.seq + 1;
  const at = new Date(Math.floor(event.at.getTime()));
  const data = plainJson(event.data ?? {});
  const content = contentHash({
    actor_uid: event.actorUid,
    action: event.action,
    subject: event.subject,
    data,
  });
  return {
    ownerUid: event.ownerUid,
    seq,
    at,
    actorUid: event.actorUid,
    action: event.action,
    subject: event.subject,
    data,
    contentHash: content,
    prevHash: head.hash,
    hash: entryHash({
      owner_uid: event.ownerUid,
      seq,
      at: at.toISOString(),
      prev_hash: head.hash,
      content_hash: content,
    }),
  };
}

/** Appends after a head the caller has already locked with lockChainHead. */
export async function appendAfter(
  tx: Transaction,
  head: ChainLink,
  event: AuditEvent,
): Promise<ChainLink> {
  const link = await writeLink(tx, event.ownerUid, head, event);
  await saveHead(tx, event.ownerUid, link);
  return link;
}

/**
 * Appends entries in their order after a head the caller has locked, in one statement, and moves
 * the head once: a writer of many entries (a batch of reviews) holds the head for two round trips
 * however many it writes. Returns the new head (the old one when there is nothing to append).
 */
export async function appendAllAfter(
  tx: Transaction,
  head: ChainLink,
  events: AuditEvent[],
): Promise<ChainLink> {
  const ownerUid = events[0]?.ownerUid;
  if (ownerUid === undefined) return head;
  let link = head;
  const entries = events.map((event) => {
    const entry = prepareEntry(link, event);
    link = { seq: entry.seq, hash: entry.hash };
    return {
      owner_uid: entry.ownerUid,
      at: entry.at.toISOString(),
      actor_uid: entry.actorUid,
      action: entry.action,
      subject: entry.subject,
      data: entry.data,
      seq: entry.seq,
      content_hash: entry.contentHash,
      prev_hash: entry.prevHash,
      hash: entry.hash,
    };
  });
  await statements.appendMany.run(tx, { entries: JSON.stringify(entries) });
  await saveHead(tx, ownerUid, link);
  return link;
}
