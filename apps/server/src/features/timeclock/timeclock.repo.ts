import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
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

const punchById = preparedPerDatabase((db) =>
  db
    .select()
    .from(punches)
    .where(eq(punches.id, sql.placeholder('id')))
    .limit(1)
    .prepare('punch_by_id'),
);

export async function findPunch(db: Executor, id: string): Promise<PunchRow | undefined> {
  const [row] = await punchById(db).execute({ id });
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
