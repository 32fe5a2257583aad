import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { maintenanceSteps } from '../../db/schema/index.ts';
import { subjectOf, type BoundTable } from './audit-bindings.ts';
import { appendAfter, lockChainHead, rows } from './audit-chain.ts';
import { BATCH, BOUND_TABLES, type Pager } from './bound-rows.ts';

export const BIND_EXISTING_ROWS = 'bind-existing-rows';
/** Reviews and notes were bound later than the rest: their step came with them. */
export const BIND_EXISTING_REVIEWS_AND_NOTES = 'bind-existing-reviews-and-notes';

/**
 * The tables each step binds, in order, each step done once (recorded in `maintenance_steps`)
 * under its own name: a table bound later gets a step of its own, so a database whose earlier
 * step is done binds the rows of the new tables, and only those.
 */
const STEPS: { name: string; tables: BoundTable[]; owners: SQL }[] = [
  {
    name: BIND_EXISTING_ROWS,
    tables: ['businesses', 'overtime_rules', 'centre_holidays', 'shifts', 'time_edits'],
    owners: sql`select owner_uid from businesses union select owner_uid from shifts
      union select owner_uid from time_edits union select owner_uid from overtime_rules`,
  },
  {
    name: BIND_EXISTING_REVIEWS_AND_NOTES,
    tables: ['punch_reviews', 'punch_notes'],
    owners: sql`select p.owner_uid from punch_reviews r join punches p on p.id = r.punch_id
      union select owner_uid from punch_notes`,
  },
];

/**
 * Runs once after the SQL migrations (decision 013): every row the hours are computed from that
 * no entry binds yet (rows written before rows were bound) gets a `row.bound` entry of its own,
 * written on the owner's behalf, a batch at a time. A row already bound is skipped, so a run cut
 * short is simply run again; two servers starting at once queue on each owner's chain head, and
 * the second finds the first's entries (those after the head it last saw) and binds nothing twice.
 * Punches need nothing: their entries already hold their facts.
 */
export async function bindExistingRows(db: Database, now: () => Date): Promise<number> {
  let bound = 0;
  for (const step of STEPS) {
    const [done] = await db
      .select()
      .from(maintenanceSteps)
      .where(eq(maintenanceSteps.name, step.name));
    if (done) continue;
    const owners = await rows(db, sql`${step.owners} order by 1`);
    const pagers = BOUND_TABLES.filter((pager) => step.tables.includes(pager.table));
    for (const row of owners)
      bound += await bindOwner(db, String(row.owner_uid), now, undefined, pagers);
    await db
      .insert(maintenanceSteps)
      .values({ name: step.name, doneAt: now() })
      .onConflictDoNothing();
  }
  return bound;
}

type Seen = { keys: Set<string>; seq: number; ignoreBefore: string | undefined };

/**
 * Binds the owner's rows that no entry binds. With `ignoreBefore`, entries older than it (the
 * retention purge is about to redact them) do not count: the rows they bind get a new entry.
 */
export async function bindOwner(
  db: Database,
  ownerUid: string,
  now: () => Date,
  ignoreBefore?: string,
  pagers: Pager[] = BOUND_TABLES,
): Promise<number> {
  const seen: Seen = { keys: new Set(), seq: 0, ignoreBefore };
  await learnBindings(db, ownerUid, seen);
  let bound = 0;
  // A batch per transaction: the owner's chain head is held for one batch at a time.
  for (const table of pagers) {
    let after: string | undefined;
    for (;;) {
      const page = await table.page(db, ownerUid, after);
      if (page.length === 0) break;
      after = page.at(-1)!.key;
      bound += await db.transaction(async (tx) => {
        let head = await lockChainHead(tx, ownerUid);
        // Entries written since (by this product's own writes, or another server's run).
        await learnBindings(tx, ownerUid, seen);
        let written = 0;
        for (const binding of page) {
          const key = `${binding.table}/${binding.key}`;
          if (seen.keys.has(key)) continue;
          head = await appendAfter(tx, head, {
            ownerUid,
            actorUid: ownerUid,
            action: 'row.bound',
            subject: subjectOf(binding),
            data: { bound: [binding] },
            at: now(),
          });
          seen.keys.add(key);
          written += 1;
        }
        seen.seq = head.seq;
        return written;
      });
      if (page.length < BATCH) break;
    }
  }
  return bound;
}

/** Adds the rows bound by the owner's entries after `seen.seq` to `seen`. */
async function learnBindings(db: Executor, ownerUid: string, seen: Seen): Promise<void> {
  const found = await rows(
    db,
    sql`select e.seq, b.value->>'table' as tbl, b.value->>'key' as key
        from audit_events e
        cross join lateral jsonb_array_elements(
          case when jsonb_typeof(e.data->'bound') = 'array' then e.data->'bound' else '[]'::jsonb end
        ) b
        where e.owner_uid = ${ownerUid} and e.seq > ${seen.seq} and e.redacted_at is null
          ${seen.ignoreBefore ? sql`and e.at >= ${seen.ignoreBefore}::timestamptz` : sql``}`,
  );
  for (const row of found) {
    seen.keys.add(`${String(row.tbl)}/${String(row.key)}`);
    seen.seq = Math.max(seen.seq, Number(row.seq));
  }
}
