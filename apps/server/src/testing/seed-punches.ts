import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { punches, shifts } from '../db/schema/index.ts';
import { bindShift } from '../features/audit/audit-bindings.ts';
import { appendAllAfter, lockChainHead, type AuditEvent } from '../features/audit/audit-chain.ts';
import { punchFacts } from '../features/timeclock/timeclock.dto.ts';
import type { PunchRow } from '../features/timeclock/timeclock.repo.ts';

const TYPES = ['break_start', 'break_end'] as const;

/**
 * `count` flagged punches (no location shared) of one staff member at a centre, written with SQL
 * in one transaction instead of one request each: a clock-in opening a shift, then breaks started
 * and ended, a second apart and ending now. Each gets the chain entry the clock would have written
 * (its facts; the clock-in binding its shift), so the chain and its rows verify. The receipts are
 * placeholders: nothing here reads them. Returns the punch ids, oldest first.
 */
export async function seedFlaggedPunches(
  db: Database,
  place: { ownerUid: string; staffUid: string; businessId: string },
  count: number,
  now = new Date(),
): Promise<string[]> {
  const { ownerUid, staffUid, businessId } = place;
  const end = Math.floor(now.getTime() / 1000) * 1000;
  const at = (i: number) => new Date(end - (count - 1 - i) * 1000);
  const shift = { id: randomUUID(), ownerUid, staffUid, businessId, startedAt: at(0) };
  const rows: PunchRow[] = Array.from({ length: count }, (_, i) =>
    seededPunchRow({
      staffUid,
      ownerUid,
      businessId,
      shiftId: shift.id,
      type: i === 0 ? 'clock_in' : TYPES[(i - 1) % 2]!,
      at: at(i),
    }),
  );
  const events: AuditEvent[] = rows.map((p) => {
    const facts = punchFacts(p);
    return {
      ownerUid,
      actorUid: staffUid,
      action: `punch.${p.type}`,
      subject: `punch:${p.id}`,
      data:
        p.type === 'clock_in'
          ? { ...facts, bound: [bindShift({ ...shift, endedAt: null })] }
          : facts,
      at: p.serverAt,
    };
  });
  const last = rows.at(-1);
  await db.transaction(async (tx) => {
    const head = await lockChainHead(tx, ownerUid);
    await tx.insert(shifts).values({
      ...shift,
      breakStartedAt: last?.type === 'break_start' ? last.serverAt : null,
    });
    // A statement's parameters are limited (65,535): a few hundred rows at a time.
    for (let i = 0; i < rows.length; i += 500)
      await tx.insert(punches).values(rows.slice(i, i + 500));
    await appendAllAfter(tx, head, events);
  });
  return rows.map((p) => p.id);
}

/**
 * A punch row as a phone without location would have made it, at `at`, without a signed receipt
 * (seeded rows are read for their hours and chain, never their signature).
 */
export function seededPunchRow(p: {
  staffUid: string;
  ownerUid: string;
  businessId: string;
  shiftId: string;
  type: PunchRow['type'];
  at: Date;
}): PunchRow {
  return {
    id: randomUUID(),
    staffUid: p.staffUid,
    ownerUid: p.ownerUid,
    businessId: p.businessId,
    shiftId: p.shiftId,
    type: p.type,
    serverAt: p.at,
    clientAt: p.at,
    receivedAt: p.at,
    lastContactAt: null,
    offsetMs: null,
    deliveryOffsetMs: null,
    latitude: null,
    longitude: null,
    accuracyM: null,
    positionAt: null,
    locationError: 'denied',
    distanceM: null,
    verdict: 'uncertain',
    reasons: ['NO_LOCATION'],
    requestHash: '0'.repeat(64),
    receipt: { placeholder: true } as unknown as PunchRow['receipt'],
    signature: 'seeded-not-a-signature',
  };
}
