import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import type { ChainLink, PreparedEntry } from '../audit/audit-chain.ts';
import {
  assignments,
  businesses,
  profiles,
  punchReviews,
  punches,
  shifts,
} from '../../db/schema/index.ts';

export type PunchRow = typeof punches.$inferSelect;
export type ShiftRow = typeof shifts.$inferSelect;
export type ReviewRow = typeof punchReviews.$inferSelect & { reviewerName: string };
export type CentreRow = typeof businesses.$inferSelect;

export async function findPunch(db: Executor, id: string): Promise<PunchRow | undefined> {
  const [row] = await db.select().from(punches).where(eq(punches.id, id)).limit(1);
  return row;
}

export async function assignedCentres(db: Executor, staffUid: string): Promise<CentreRow[]> {
  const rows = await db
    .select({ centre: businesses })
    .from(assignments)
    .innerJoin(businesses, eq(businesses.id, assignments.businessId))
    .where(and(eq(assignments.staffUid, staffUid), eq(businesses.active, true)))
    .orderBy(asc(businesses.name));
  return rows.map((row) => row.centre);
}

export type OpenShift = Pick<
  ShiftRow,
  'id' | 'businessId' | 'startedAt' | 'breakStartedAt' | 'breakMs'
>;

export async function openShiftOf(db: Executor, staffUid: string): Promise<ShiftRow | undefined> {
  const [row] = await db
    .select()
    .from(shifts)
    .where(and(eq(shifts.staffUid, staffUid), isNull(shifts.endedAt)))
    .limit(1);
  return row;
}

export async function findShift(db: Executor, id: string): Promise<ShiftRow | undefined> {
  const [row] = await db.select().from(shifts).where(eq(shifts.id, id)).limit(1);
  return row;
}

/** A person's shifts that started in [from, to), newest first. */
export function shiftsOf(db: Executor, staffUid: string, from: Date, to: Date, limit: number) {
  return db
    .select({ shift: shifts, centre: businesses })
    .from(shifts)
    .innerJoin(businesses, eq(businesses.id, shifts.businessId))
    .where(
      and(eq(shifts.staffUid, staffUid), gte(shifts.startedAt, from), lt(shifts.startedAt, to)),
    )
    .orderBy(desc(shifts.startedAt))
    .limit(limit);
}

export async function punchesOfShifts(db: Executor, shiftIds: string[]): Promise<PunchRow[]> {
  if (shiftIds.length === 0) return [];
  return db
    .select()
    .from(punches)
    .where(inArray(punches.shiftId, shiftIds))
    .orderBy(asc(punches.serverAt));
}

export async function reviewsOf(db: Executor, punchIds: string[]): Promise<Map<string, ReviewRow>> {
  if (punchIds.length === 0) return new Map();
  const rows = await db
    .select({
      review: punchReviews,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(punchReviews)
    .innerJoin(profiles, eq(profiles.uid, punchReviews.reviewerUid))
    .where(inArray(punchReviews.punchId, punchIds));
  return new Map(
    rows.map((row) => [
      row.review.punchId,
      { ...row.review, reviewerName: `${row.firstName} ${row.lastName}` },
    ]),
  );
}

/** A person's punches in [from, to), oldest first, for a download of receipts. */
export function punchesBetween(db: Executor, staffUid: string, from: Date, to: Date) {
  return db
    .select({ receipt: punches.receipt, signature: punches.signature })
    .from(punches)
    .where(
      and(eq(punches.staffUid, staffUid), gte(punches.serverAt, from), lt(punches.serverAt, to)),
    )
    .orderBy(asc(punches.serverAt));
}

const inCentres = (column: typeof shifts.businessId | typeof punches.businessId, ids?: string[]) =>
  ids === undefined ? undefined : ids.length === 0 ? sql`false` : inArray(column, ids);

/** Everyone clocked in at the business's centres (a manager: at theirs), with their last punch. */
export function openShifts(db: Executor, ownerUid: string, centreIds?: string[]) {
  const last = db
    .selectDistinctOn([punches.shiftId], {
      shiftId: punches.shiftId,
      verdict: punches.verdict,
      reasons: punches.reasons,
    })
    .from(punches)
    .innerJoin(shifts, eq(shifts.id, punches.shiftId))
    .where(and(eq(shifts.ownerUid, ownerUid), isNull(shifts.endedAt)))
    .orderBy(punches.shiftId, desc(punches.serverAt))
    .as('last');
  return db
    .select({
      shift: shifts,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      position: profiles.position,
      centre: businesses,
      verdict: last.verdict,
      reasons: last.reasons,
    })
    .from(shifts)
    .innerJoin(profiles, eq(profiles.uid, shifts.staffUid))
    .innerJoin(businesses, eq(businesses.id, shifts.businessId))
    .innerJoin(last, eq(last.shiftId, shifts.id))
    .where(
      and(
        eq(shifts.ownerUid, ownerUid),
        isNull(shifts.endedAt),
        inCentres(shifts.businessId, centreIds),
      ),
    )
    .orderBy(asc(businesses.name), asc(shifts.startedAt));
}

/** Flagged punches nobody has decided on yet, oldest first. */
export function unreviewedPunches(
  db: Executor,
  ownerUid: string,
  centreIds: string[] | undefined,
  limit: number,
) {
  return db
    .select({
      punch: punches,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      centre: businesses,
    })
    .from(punches)
    .innerJoin(profiles, eq(profiles.uid, punches.staffUid))
    .innerJoin(businesses, eq(businesses.id, punches.businessId))
    .leftJoin(punchReviews, eq(punchReviews.punchId, punches.id))
    .where(
      and(
        eq(punches.ownerUid, ownerUid),
        or(sql`${punches.verdict} <> 'inside'`, sql`${punches.reasons} <> '[]'::jsonb`),
        isNull(punchReviews.punchId),
        inCentres(punches.businessId, centreIds),
      ),
    )
    .orderBy(asc(punches.serverAt))
    .limit(limit);
}

export type PlaceCentre = Pick<
  CentreRow,
  'id' | 'name' | 'timeZone' | 'latitude' | 'longitude' | 'radiusM' | 'maxShiftHours' | 'active'
>;

export type PunchState = {
  /** A punch with this id exists already (a retry, or an id taken by another punch). */
  existing: boolean;
  /** Where the person may punch with their employer; undefined when not assigned to the centre. */
  place: { ownerUid: string; centre: PlaceCentre } | undefined;
  /** The business's chain head, locked; undefined before its first entry (lockChainHead makes it). */
  head: ChainLink | undefined;
  /** The person's open shift, locked. */
  open: OpenShift | undefined;
};

const rowOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows[0] ?? {};

/**
 * Everything a punch decides on, in one round trip that also locks the business's chain head
 * (which orders the business's punches) and the person's open shift: whether the id was used,
 * the centre where they may punch, the head and the open shift.
 */
export async function lockPunchState(
  tx: Transaction,
  punchId: string,
  staffUid: string,
  businessId: string,
): Promise<PunchState> {
  const row = rowOf(
    await tx.execute(sql`
    with head as (
      select seq, hash from audit_heads
      where owner_uid = (select owner_uid from employments where staff_uid = ${staffUid})
      for update
    ), open as (
      select id, business_id, started_at, break_started_at, break_ms from shifts
      where staff_uid = ${staffUid} and ended_at is null
      for update
    )
    select exists(select 1 from punches where id = ${punchId}) as existing,
      e.owner_uid, b.id, b.name, b.time_zone, b.latitude, b.longitude, b.radius_m,
      b.max_shift_hours, b.active, h.seq, h.hash,
      o.id as shift_id, o.business_id as shift_business_id, o.break_ms,
      floor(extract(epoch from o.started_at) * 1000)::float8 as started_ms,
      floor(extract(epoch from o.break_started_at) * 1000)::float8 as break_started_ms
    from (select 1) as one
    left join assignments a on a.staff_uid = ${staffUid} and a.business_id = ${businessId}
    left join employments e on e.staff_uid = a.staff_uid
    left join businesses b on b.id = a.business_id and b.owner_uid = e.owner_uid
    left join head h on true
    left join open o on true`),
  );
  return {
    existing: row.existing === true,
    place:
      typeof row.id === 'string' && typeof row.owner_uid === 'string'
        ? {
            ownerUid: row.owner_uid,
            centre: {
              id: row.id,
              name: String(row.name),
              timeZone: String(row.time_zone),
              latitude: Number(row.latitude),
              longitude: Number(row.longitude),
              radiusM: Number(row.radius_m),
              maxShiftHours: Number(row.max_shift_hours),
              active: row.active === true,
            },
          }
        : undefined,
    head: row.seq == null ? undefined : { seq: Number(row.seq), hash: String(row.hash) },
    open:
      typeof row.shift_id === 'string'
        ? {
            id: row.shift_id,
            businessId: String(row.shift_business_id),
            startedAt: new Date(Number(row.started_ms)),
            breakStartedAt:
              row.break_started_ms === null ? null : new Date(Number(row.break_started_ms)),
            breakMs: Number(row.break_ms),
          }
        : undefined,
  };
}

/** What a punch does to its shift: open one, or change the open one. */
export type ShiftWrite =
  | { kind: 'open'; id: string; staffUid: string; ownerUid: string; businessId: string; at: Date }
  | {
      kind: 'update';
      id: string;
      breakStartedAt: Date | null;
      breakMs: number;
      endedAt: Date | null;
    };

function shiftStatement(write: ShiftWrite) {
  if (write.kind === 'open') {
    return sql`insert into shifts (id, staff_uid, owner_uid, business_id, started_at)
      values (${write.id}, ${write.staffUid}, ${write.ownerUid}, ${write.businessId},
        ${write.at.toISOString()})`;
  }
  return sql`update shifts set break_started_at = ${write.breakStartedAt?.toISOString() ?? null},
      break_ms = ${write.breakMs}, ended_at = ${write.endedAt?.toISOString() ?? null}
    where id = ${write.id}`;
}

/**
 * The punch, its shift, its chain entry and the moved chain head in one statement: one round trip
 * while the head is locked. A punch id that exists already, or a second open shift, fails the
 * whole statement (unique violation).
 */
export async function writePunch(
  tx: Transaction,
  entry: PreparedEntry,
  shift: ShiftWrite,
  row: PunchRow,
): Promise<void> {
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  await tx.execute(sql`
    with shift as (${shiftStatement(shift)}),
    entry as (
      insert into audit_events
        (owner_uid, at, actor_uid, action, subject, data, seq, content_hash, prev_hash, hash)
      values (${entry.ownerUid}, ${entry.at.toISOString()}, ${entry.actorUid}, ${entry.action},
        ${entry.subject}, ${JSON.stringify(entry.data)}::jsonb, ${entry.seq}, ${entry.contentHash},
        ${entry.prevHash}, ${entry.hash})
    ), head as (
      update audit_heads set seq = ${entry.seq}, hash = ${entry.hash}
      where owner_uid = ${entry.ownerUid}
    )
    insert into punches (id, staff_uid, owner_uid, business_id, shift_id, type, server_at,
      client_at, latitude, longitude, accuracy_m, position_at, location_error, distance_m, verdict,
      reasons, request_hash, receipt, signature)
    values (${row.id}, ${row.staffUid}, ${row.ownerUid}, ${row.businessId}, ${row.shiftId},
      ${row.type}, ${iso(row.serverAt)}, ${iso(row.clientAt)}, ${row.latitude}, ${row.longitude},
      ${row.accuracyM}, ${iso(row.positionAt)}, ${row.locationError}, ${row.distanceM},
      ${row.verdict}, ${JSON.stringify(row.reasons)}::jsonb, ${row.requestHash},
      ${JSON.stringify(row.receipt)}::jsonb, ${row.signature})`);
}
