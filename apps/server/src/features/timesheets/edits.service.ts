import { and, eq, isNull, sql } from 'drizzle-orm';
import { ErrorCode, TIMESHEETS, type TEditRequest, type TTimesheetWeek } from '@vh/contracts';
import type { Transaction } from '../../db/client.ts';
import { businesses, shifts, timeEdits } from '../../db/schema/index.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { formatCalendarDate } from '../../lib/dates.ts';
import { bindShift, bindTimeEdit, type Binding } from '../audit/audit-bindings.ts';
import { appendAudit } from '../audit/audit-chain.ts';
import { employerOf, staffInReach, type Employer, type Me } from '../staff/staff-access.ts';
import { assignedCentreIds } from '../businesses/businesses.repo.ts';
import { refuseClosedShiftDays } from '../closed-periods/closed-periods.ts';
import { lockedWeekAmong, otherShiftOverlapping } from './edit-checks.ts';
import { weekFor, type TimesheetsDeps } from './timesheet-week.ts';
import { instantIn, localDateOf } from './timesheets.repo.ts';

const HOUR_MS = 3_600_000;
const noSuchShift = () => new AppError(ErrorCode.NOT_FOUND, 'errors.timesheets.noSuchShift');
const noSuchCentre = () => new AppError(ErrorCode.NOT_FOUND, 'errors.centres.noSuchCentre');

/** The thing an edit supersedes: a punched shift or a live edit, as it counts now. */
type Target = {
  id: string;
  kind: 'punched' | 'edited';
  staffUid: string;
  businessId: string;
  timeZone: string;
  startedAt: Date;
  endedAt: Date | null;
  punchedShiftId: string | null;
  breakSeconds: number;
};

async function findTarget(tx: Transaction, ownerUid: string, id: string): Promise<Target> {
  const [punched] = await tx
    .select({ shift: shifts, timeZone: businesses.timeZone })
    .from(shifts)
    .innerJoin(businesses, eq(businesses.id, shifts.businessId))
    .where(and(eq(shifts.id, id), eq(shifts.ownerUid, ownerUid)));
  const [edited] = punched
    ? []
    : await tx
        .select({ edit: timeEdits, timeZone: businesses.timeZone })
        .from(timeEdits)
        .innerJoin(businesses, eq(businesses.id, timeEdits.businessId))
        .where(and(eq(timeEdits.id, id), eq(timeEdits.ownerUid, ownerUid)));
  if (!punched && !edited) throw noSuchShift();
  const superseded = await tx
    .select({ id: timeEdits.id })
    .from(timeEdits)
    .where(punched ? eq(timeEdits.supersedesShiftId, id) : eq(timeEdits.supersedesEditId, id))
    .limit(1);
  if (superseded.length > 0) {
    throw new AppError(ErrorCode.CONFLICT, 'errors.timesheets.changedMomentAgo');
  }
  if (punched) {
    return {
      id,
      kind: 'punched',
      staffUid: punched.shift.staffUid,
      businessId: punched.shift.businessId,
      timeZone: punched.timeZone,
      startedAt: punched.shift.startedAt,
      endedAt: punched.shift.endedAt,
      punchedShiftId: id,
      breakSeconds: 0,
    };
  }
  const e = edited!.edit;
  return {
    id,
    kind: 'edited',
    staffUid: e.staffUid,
    businessId: e.businessId,
    timeZone: edited!.timeZone,
    startedAt: e.startedAt,
    endedAt: e.endedAt,
    punchedShiftId: e.punchedShiftId,
    breakSeconds: e.breakSeconds,
  };
}

type NewPart = { startedAt: Date; endedAt: Date; breakSeconds: number };

function checkPart(part: NewPart, now: Date): void {
  if (part.endedAt.getTime() <= part.startedAt.getTime()) {
    throw invalidField('ended_at', 'errors.timesheets.clockOutBeforeClockIn');
  }
  if (
    part.endedAt.getTime() - part.startedAt.getTime() >
    TIMESHEETS.maxEditedShiftHours * HOUR_MS
  ) {
    throw invalidField('ended_at', 'errors.timesheets.shiftTooLong', {
      values: { hours: TIMESHEETS.maxEditedShiftHours },
    });
  }
  if (part.endedAt.getTime() > now.getTime()) {
    throw invalidField('ended_at', 'errors.timesheets.endsInFuture');
  }
  if (part.breakSeconds * 1000 >= part.endedAt.getTime() - part.startedAt.getTime()) {
    throw invalidField('break_minutes', 'errors.timesheets.breakTooLong');
  }
}

/** What the edit makes, from the request and the thing it supersedes. */
async function partsOf(
  tx: Transaction,
  body: TEditRequest,
  target: Target | undefined,
  zone: string,
) {
  const at = (local: string) => instantIn(tx, local, zone);
  if (body.kind === 'add_shift') {
    return [
      {
        startedAt: await at(body.started_at),
        endedAt: await at(body.ended_at),
        breakSeconds: body.break_minutes * 60,
      },
    ];
  }
  const t = target!;
  if (body.kind === 'move_clock_out') {
    return [
      { startedAt: t.startedAt, endedAt: await at(body.ended_at), breakSeconds: t.breakSeconds },
    ];
  }
  if (t.endedAt === null) {
    throw new AppError(ErrorCode.CONFLICT, 'errors.timesheets.noClockOutYet');
  }
  if (body.kind === 'move_clock_in') {
    return [
      { startedAt: await at(body.started_at), endedAt: t.endedAt, breakSeconds: t.breakSeconds },
    ];
  }
  const split = await at(body.split_at);
  const resume = await at(body.resume_at);
  if (!(split > t.startedAt && split <= resume && resume < t.endedAt)) {
    throw invalidField('split_at', 'errors.timesheets.splitOutside');
  }
  // An added shift's break sits in its middle; after a split it stays with the longer part.
  const firstLonger =
    split.getTime() - t.startedAt.getTime() >= t.endedAt.getTime() - resume.getTime();
  return [
    { startedAt: t.startedAt, endedAt: split, breakSeconds: firstLonger ? t.breakSeconds : 0 },
    { startedAt: resume, endedAt: t.endedAt, breakSeconds: firstLonger ? 0 : t.breakSeconds },
  ];
}

/** Where a new shift may go: an owner's centre in the caller's reach where the person works. */
async function centreForNewShift(
  tx: Transaction,
  employer: Employer,
  staffUid: string,
  id: string,
) {
  const [centre] = await tx
    .select({ id: businesses.id, timeZone: businesses.timeZone })
    .from(businesses)
    .where(and(eq(businesses.id, id), eq(businesses.ownerUid, employer.ownerUid)));
  if (!centre || (employer.centreIds !== undefined && !employer.centreIds.includes(id))) {
    throw noSuchCentre();
  }
  if (!(await assignedCentreIds(tx, staffUid)).includes(id)) {
    throw invalidField('business_id', 'errors.timesheets.notAtCentre');
  }
  return centre;
}

/**
 * POST /api/timesheets/edits/: a new record that supersedes a shift's times, with the reason.
 * The punches and receipts stay as they were; the audit chain records who changed what and why.
 * Edits of one person take turns (a transaction lock on the person), so two managers editing the
 * same shift at once cannot both supersede it.
 */
export async function applyEdit(
  deps: TimesheetsDeps,
  me: Me,
  body: TEditRequest,
): Promise<TTimesheetWeek> {
  const employer = await employerOf(deps.db, me);
  const now = deps.now();
  const staffUid =
    body.kind === 'add_shift'
      ? body.staff_uid
      : (await deps.db.transaction((tx) => findTarget(tx, employer.ownerUid, body.shift_id)))
          .staffUid;
  if (staffUid === employer.actorUid) {
    throw new AppError(ErrorCode.FORBIDDEN, 'errors.timesheets.ownHours');
  }
  const person = await staffInReach(deps.db, employer, staffUid);
  const firstDay = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${staffUid}, 0))`);
    const target =
      body.kind === 'add_shift'
        ? undefined
        : await findTarget(tx, employer.ownerUid, body.shift_id);
    if (
      target &&
      employer.centreIds !== undefined &&
      !employer.centreIds.includes(target.businessId)
    ) {
      throw noSuchShift();
    }
    const centre =
      body.kind === 'add_shift'
        ? await centreForNewShift(tx, employer, staffUid, body.business_id)
        : { id: target!.businessId, timeZone: target!.timeZone };
    const parts = await partsOf(tx, body, target, centre.timeZone);
    for (const part of parts) checkPart(part, now);
    // What a closed pay period paid stays as it was paid: the shift as it is and as it would be.
    await refuseClosedShiftDays(tx, employer.ownerUid, centre.timeZone, [
      ...parts.map((p) => ({ from: p.startedAt, to: p.endedAt })),
      ...(target ? [{ from: target.startedAt, to: target.endedAt ?? target.startedAt }] : []),
    ]);
    const instants = [
      ...parts.flatMap((p) => [p.startedAt, p.endedAt]),
      ...(target ? [target.startedAt, ...(target.endedAt ? [target.endedAt] : [])] : []),
    ];
    const locked = await lockedWeekAmong(tx, staffUid, centre.timeZone, instants);
    if (locked) {
      throw new AppError(ErrorCode.WEEK_LOCKED, 'errors.timesheets.weekLocked', {
        values: { week: formatCalendarDate(locked) },
      });
    }
    const overlap = await otherShiftOverlapping(
      tx,
      employer.ownerUid,
      staffUid,
      parts,
      target?.id,
      now,
    );
    if (overlap) {
      throw new AppError(ErrorCode.CONFLICT, 'errors.timesheets.overlap', {
        values: { name: person.profile.firstName, shift: overlap },
      });
    }
    const groupId = crypto.randomUUID();
    const rows = parts.map((p) => ({
      id: crypto.randomUUID(),
      ownerUid: employer.ownerUid,
      staffUid,
      businessId: centre.id,
      kind: body.kind,
      groupId,
      supersedesShiftId: target?.kind === 'punched' ? target.id : null,
      supersedesEditId: target?.kind === 'edited' ? target.id : null,
      punchedShiftId: target?.punchedShiftId ?? null,
      startedAt: p.startedAt,
      endedAt: p.endedAt,
      breakSeconds: p.breakSeconds,
      reason: body.reason,
      editorUid: employer.actorUid,
      createdAt: now,
    }));
    await tx.insert(timeEdits).values(rows);
    const bound: Binding[] = rows.map(bindTimeEdit);
    if (target?.kind === 'punched' && target.endedAt === null) {
      // A missing clock-out fixed by an edit closes the open shift at the edited time, so the
      // person can clock in again. No punch or receipt changes; the edit holds the reason.
      const closed = await tx
        .update(shifts)
        .set({ endedAt: parts[0]!.endedAt, breakStartedAt: null })
        .where(and(eq(shifts.id, target.id), isNull(shifts.endedAt)))
        .returning();
      bound.push(...closed.map(bindShift));
    }
    await appendAudit(tx, {
      ownerUid: employer.ownerUid,
      actorUid: employer.actorUid,
      action: `time.edit.${body.kind}`,
      subject: `shift:${target?.id ?? rows[0]!.id}`,
      data: {
        staff_uid: staffUid,
        reason: body.reason,
        before: target
          ? {
              started_at: target.startedAt.toISOString(),
              ended_at: target.endedAt?.toISOString() ?? null,
            }
          : null,
        after: rows.map((r) => ({
          id: r.id,
          started_at: r.startedAt.toISOString(),
          ended_at: r.endedAt.toISOString(),
          break_seconds: r.breakSeconds,
        })),
        bound,
      },
      at: now,
    });
    return localDateOf(tx, parts[0]!.startedAt, centre.timeZone);
  });
  return weekFor(
    deps,
    {
      staffUid,
      name: `${person.profile.firstName} ${person.profile.lastName}`,
      ownerUid: employer.ownerUid,
      canManage: true,
      canUnlock: employer.isOwner,
      centreIds: employer.centreIds,
    },
    firstDay,
  );
}
