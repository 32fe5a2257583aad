import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ErrorCode,
  TIMESHEETS,
  type TCorrection,
  type TCorrectionList,
  type TCorrectionRequest,
} from '@vh/contracts';
import {
  businesses,
  correctionRequests,
  profiles,
  shifts,
  timeEdits,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { appendAudit } from '../audit/audit-chain.ts';
import { employerOf, type Me } from '../staff/staff-access.ts';
import { findStaff } from '../staff/staff.repo.ts';
import { assignedCentreIds } from '../businesses/businesses.repo.ts';
import type { TimesheetsDeps } from './timesheet-week.ts';

const resolver = alias(profiles, 'resolver');
const noSuchRequest = () => new AppError(ErrorCode.NOT_FOUND, 'errors.timesheets.noSuchCorrection');

function listQuery(deps: TimesheetsDeps) {
  return deps.db
    .select({
      c: correctionRequests,
      first: profiles.firstName,
      last: profiles.lastName,
      centre: businesses.name,
      rFirst: resolver.firstName,
      rLast: resolver.lastName,
    })
    .from(correctionRequests)
    .innerJoin(profiles, eq(profiles.uid, correctionRequests.staffUid))
    .innerJoin(businesses, eq(businesses.id, correctionRequests.businessId))
    .leftJoin(resolver, eq(resolver.uid, correctionRequests.resolvedBy))
    .$dynamic();
}
type ListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

const toCorrection = (r: ListRow): TCorrection => ({
  id: r.c.id,
  staff_uid: r.c.staffUid,
  name: `${r.first} ${r.last}`,
  business_id: r.c.businessId,
  business_name: r.centre,
  shift_id: r.c.shiftId,
  date: r.c.date,
  message: r.c.message,
  created_at: r.c.createdAt.toISOString(),
  status: r.c.status as TCorrection['status'],
  resolution_reason: r.c.resolutionReason,
  resolved_by_name: r.rFirst === null ? null : `${r.rFirst} ${r.rLast ?? ''}`.trim(),
  resolved_at: r.c.resolvedAt?.toISOString() ?? null,
});

/** POST /api/timesheets/corrections/: a staff member asks for a change to their own hours. */
export async function requestCorrection(
  deps: TimesheetsDeps,
  me: Me,
  body: TCorrectionRequest,
): Promise<TCorrection> {
  const own = await findStaff(deps.db, me.uid);
  if (!own || me.profile.role !== 'STAFF') {
    throw new AppError(ErrorCode.FORBIDDEN, 'errors.timesheets.correctionsStaffOnly');
  }
  if (!(await assignedCentreIds(deps.db, me.uid)).includes(body.business_id)) {
    throw new AppError(ErrorCode.NOT_FOUND, 'errors.centres.noSuchCentre');
  }
  if (body.shift_id !== null) {
    const id = body.shift_id;
    const [mine] = await deps.db
      .select({ id: shifts.id })
      .from(shifts)
      .where(and(eq(shifts.id, id), eq(shifts.staffUid, me.uid)))
      .union(
        deps.db
          .select({ id: timeEdits.id })
          .from(timeEdits)
          .where(and(eq(timeEdits.id, id), eq(timeEdits.staffUid, me.uid))),
      );
    if (!mine) throw new AppError(ErrorCode.NOT_FOUND, 'errors.timesheets.noSuchShift');
  }
  const [open] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(correctionRequests)
    .where(and(eq(correctionRequests.staffUid, me.uid), eq(correctionRequests.status, 'open')));
  if ((open?.n ?? 0) >= TIMESHEETS.openCorrectionsMax) {
    throw new AppError(ErrorCode.CONFLICT, 'errors.timesheets.tooManyCorrections', {
      values: { max: TIMESHEETS.openCorrectionsMax },
    });
  }
  const id = crypto.randomUUID();
  await deps.db.insert(correctionRequests).values({
    id,
    ownerUid: own.employment.ownerUid,
    staffUid: me.uid,
    businessId: body.business_id,
    shiftId: body.shift_id,
    date: body.date,
    message: body.message,
    createdAt: deps.now(),
  });
  const [row] = await listQuery(deps).where(eq(correctionRequests.id, id));
  return toCorrection(row!);
}

/**
 * GET /api/timesheets/corrections/: for an owner or manager, the open requests of the people
 * they manage (never their own); for staff, their own latest requests and the answers.
 */
export async function listCorrections(deps: TimesheetsDeps, me: Me): Promise<TCorrectionList> {
  if (me.profile.role === 'STAFF' && !me.profile.isManager) {
    const rows = await listQuery(deps)
      .where(eq(correctionRequests.staffUid, me.uid))
      .orderBy(desc(correctionRequests.createdAt))
      .limit(TIMESHEETS.correctionsListMax);
    return { items: rows.map(toCorrection) };
  }
  const employer = await employerOf(deps.db, me);
  const inReach =
    employer.centreIds === undefined
      ? sql`true`
      : employer.centreIds.length === 0
        ? sql`false`
        : inArray(correctionRequests.businessId, employer.centreIds);
  const rows = await listQuery(deps)
    .where(
      and(
        eq(correctionRequests.ownerUid, employer.ownerUid),
        // The open requests of the people they manage, and a manager's own (with their answers).
        or(
          and(
            eq(correctionRequests.status, 'open'),
            inReach,
            sql`${correctionRequests.staffUid} <> ${employer.actorUid}`,
          ),
          eq(correctionRequests.staffUid, employer.actorUid),
        ),
      ),
    )
    .orderBy(correctionRequests.createdAt)
    .limit(TIMESHEETS.correctionsListMax);
  return { items: rows.map(toCorrection) };
}

/** POST /api/timesheets/corrections/{id}/resolve/: answer a request, done or declined, with why. */
export async function resolveCorrection(
  deps: TimesheetsDeps,
  me: Me,
  id: string,
  body: { status: 'done' | 'declined'; reason: string },
): Promise<TCorrection> {
  const employer = await employerOf(deps.db, me);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(correctionRequests)
      .where(and(eq(correctionRequests.id, id), eq(correctionRequests.ownerUid, employer.ownerUid)))
      .for('update');
    if (
      !row ||
      row.staffUid === employer.actorUid ||
      (employer.centreIds !== undefined && !employer.centreIds.includes(row.businessId))
    ) {
      throw noSuchRequest();
    }
    if (row.status !== 'open') {
      throw new AppError(ErrorCode.CONFLICT, 'errors.timesheets.alreadyAnswered');
    }
    await tx
      .update(correctionRequests)
      .set({
        status: body.status,
        resolutionReason: body.reason,
        resolvedBy: employer.actorUid,
        resolvedAt: now,
      })
      .where(eq(correctionRequests.id, id));
    await appendAudit(tx, {
      ownerUid: employer.ownerUid,
      actorUid: employer.actorUid,
      action: `correction.${body.status}`,
      subject: `correction:${id}`,
      data: { staff_uid: row.staffUid, reason: body.reason },
      at: now,
    });
  });
  const [row] = await listQuery(deps).where(eq(correctionRequests.id, id));
  return toCorrection(row!);
}
