import { and, asc, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../apps/server/src/db/client.ts';
import { punches, shifts } from '../apps/server/src/db/schema/index.ts';
import { bindShift } from '../apps/server/src/features/audit/audit-bindings.ts';
import {
  lockChainHead,
  prepareEntry,
  type ChainLink,
  type PreparedEntry,
} from '../apps/server/src/features/audit/audit-chain.ts';
import { punchFacts } from '../apps/server/src/features/timeclock/timeclock.dto.ts';

const PAGE = 2000;

/**
 * The audit chain of punches seeded with SQL, as the product would have written it: one entry per
 * punch holding its facts, the clock-in's and clock-out's binding their shift (decision 013),
 * hashed by the product's own `prepareEntry`, appended after the business's head shift by shift.
 * Returns how many entries it wrote.
 */
export async function seedChain(database: DatabaseHandle, ownerUid: string): Promise<number> {
  const { db } = database;
  let head: ChainLink = await db.transaction((tx) => lockChainHead(tx, ownerUid));
  // By shift, then time: a shift's clock-out comes after its clock-in, as it did on the clock.
  let after = { shift: '00000000-0000-0000-0000-000000000000', at: new Date(0), id: '' };
  let written = 0;
  for (;;) {
    const page = await db
      .select({ punch: punches, shift: shifts })
      .from(punches)
      .innerJoin(shifts, eq(shifts.id, punches.shiftId))
      .where(
        and(
          eq(punches.ownerUid, ownerUid),
          sql`(${punches.shiftId}, ${punches.serverAt}, ${punches.id}::text)
            > (${after.shift}::uuid, ${after.at.toISOString()}::timestamptz, ${after.id})`,
        ),
      )
      .orderBy(asc(punches.shiftId), asc(punches.serverAt), sql`${punches.id}::text`)
      .limit(PAGE);
    if (page.length === 0) break;
    const last = page.at(-1)!.punch;
    after = { shift: last.shiftId, at: last.serverAt, id: last.id };
    const entries: PreparedEntry[] = [];
    for (const { punch: p, shift } of page) {
      const facts = punchFacts(p);
      const bound =
        p.type === 'clock_in'
          ? [bindShift({ ...shift, endedAt: null })]
          : p.type === 'clock_out'
            ? [bindShift(shift)]
            : undefined;
      const entry = prepareEntry(head, {
        ownerUid,
        actorUid: p.staffUid,
        action: `punch.${p.type}`,
        subject: `punch:${p.id}`,
        data: bound ? { ...facts, bound } : facts,
        at: p.serverAt,
      });
      entries.push(entry);
      head = { seq: entry.seq, hash: entry.hash };
    }
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into audit_events
          (owner_uid, at, actor_uid, action, subject, data, seq, content_hash, prev_hash, hash)
        values ${sql.join(
          entries.map(
            (e) => sql`(${e.ownerUid}, ${e.at.toISOString()}, ${e.actorUid}, ${e.action},
              ${e.subject}, ${JSON.stringify(e.data)}::jsonb, ${e.seq}, ${e.contentHash},
              ${e.prevHash}, ${e.hash})`,
          ),
          sql`, `,
        )}`);
      await tx.execute(
        sql`update audit_heads set seq = ${head.seq}, hash = ${head.hash} where owner_uid = ${ownerUid}`,
      );
    });
    written += entries.length;
  }
  return written;
}
