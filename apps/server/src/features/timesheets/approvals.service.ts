import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  ErrorCode,
  t,
  translate,
  type TApproveRequest,
  type TApproveResponse,
  type TTimesheetWeek,
  type TUnlockRequest,
} from '@vh/contracts';
import type { Executor } from '../../db/client.ts';
import { weekApprovals } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatCalendarDate, formatDayAt, formatMomentAt } from '../../lib/dates.ts';
import { appendAudit } from '../audit/audit-chain.ts';
import { rulesOf } from '../overtime-rules/overtime-rules.service.ts';
import { employerOf, staffInReach, type Me } from '../staff/staff-access.ts';
import { listStaff } from '../staff/staff.repo.ts';
import { rowsOf, textOf } from '../../db/sql-helpers.ts';
import { weekFor, type TimesheetsDeps } from './timesheet-week.ts';
import { approvalsOf, listShifts, weekOf, type Week } from './timesheets.repo.ts';
import { centresInScope } from './timesheets.service.ts';
import { refuseClosedDates } from '../closed-periods/closed-periods.ts';

type Person = { uid: string; name: string };

/** Why a person's week is not approved: a sentence of the catalogue and its values. */
type Blocker =
  | { key: 'errors.timesheets.noClockOut'; values: { day: string } }
  | { key: 'errors.timesheets.stillClockedIn'; values: { name: string; since: string } }
  | { key: 'errors.timesheets.flaggedPunches'; values: { count: number } }
  | { key: 'errors.timesheets.otherCentre' | 'errors.timesheets.alreadyApproved'; values?: never };
const alreadyApproved: Blocker = { key: 'errors.timesheets.alreadyApproved' };
const named = (p: Person) => ({ staff_uid: p.uid, name: p.name });

/** Whether the week has begun in some centre of the employer (a future week has nothing yet). */
async function weekHasStarted(deps: TimesheetsDeps, ownerUid: string, week: Week) {
  const now = deps.now().toISOString();
  const [row] = rowsOf(
    await deps.db.execute(sql`select coalesce(bool_or(
        ${now}::timestamptz >= ${week.start}::date::timestamp at time zone b.time_zone
      ), ${now}::timestamptz >= ${week.start}::date::timestamp at time zone 'UTC') as started
      from businesses b where b.owner_uid = ${ownerUid}::uuid`),
  );
  return row?.started === true;
}

/**
 * Why a person's week cannot be approved yet: they are clocked in now, a shift has no clock-out
 * (left open, or closed only after longer than the centre's longest shift), a flagged punch
 * nobody reviewed, or (for a manager) hours at a centre they do not manage.
 */
async function blockerOf(
  tx: Executor,
  ownerUid: string,
  person: Person,
  week: Week,
  centreIds: string[] | undefined,
  now: Date,
): Promise<Blocker | undefined> {
  const uid = person.uid;
  const [open] = rowsOf(
    await tx.execute(sql`
    select floor(extract(epoch from s.started_at) * 1000)::float8 as started_ms,
      s.ended_at is null
        and ${now.toISOString()}::timestamptz - s.started_at <= make_interval(hours => b.max_shift_hours)
        as clocked_in_now,
      b.time_zone as time_zone
    from shifts s join businesses b on b.id = s.business_id
    where s.owner_uid = ${ownerUid}::uuid and s.staff_uid = ${uid}::uuid
      and s.started_at < (${week.end}::date + 1)::timestamp at time zone b.time_zone
      and (s.ended_at is null or (
        s.ended_at >= ${week.start}::date::timestamp at time zone b.time_zone
        and s.ended_at - s.started_at > make_interval(hours => b.max_shift_hours)))
      and not exists (select 1 from time_edits x where x.supersedes_shift_id = s.id)
    order by s.started_at limit 1`),
  );
  if (open) {
    const startedAt = new Date(Number(open.started_ms));
    const timeZone = textOf(open.time_zone);
    // Open and no longer than a shift may be: the person is at work right now, which the owner
    // fixes by waiting, not by editing. Longer than that, the clock-out was forgotten.
    return open.clocked_in_now === true
      ? {
          key: 'errors.timesheets.stillClockedIn',
          values: { name: person.name, since: formatMomentAt(startedAt, timeZone) },
        }
      : { key: 'errors.timesheets.noClockOut', values: { day: formatDayAt(startedAt, timeZone) } };
  }
  const [flagged] = rowsOf(
    await tx.execute(sql`
    select count(*)::int as n
    from punches pu join businesses b on b.id = pu.business_id
    where pu.owner_uid = ${ownerUid}::uuid and pu.staff_uid = ${uid}::uuid
      and (pu.verdict <> 'inside' or pu.reasons <> '[]'::jsonb)
      and not exists (select 1 from punch_reviews rv where rv.punch_id = pu.id)
      and pu.server_at >= ${week.start}::date::timestamp at time zone b.time_zone
      and pu.server_at < (${week.end}::date + 1)::timestamp at time zone b.time_zone`),
  );
  const unreviewed = Number(flagged?.n ?? 0);
  if (unreviewed > 0) {
    return { key: 'errors.timesheets.flaggedPunches', values: { count: unreviewed } };
  }
  if (centreIds !== undefined) {
    const elsewhere = (await listShifts(tx, ownerUid, [uid], week.start, week.end, now)).some(
      (s) => !centreIds.includes(s.businessId),
    );
    if (elsewhere) {
      return { key: 'errors.timesheets.otherCentre' };
    }
  }
  return undefined;
}

/**
 * POST /api/timesheets/approvals/: approve one person's week, or everyone's at a centre. An
 * approved week is locked: edits are refused until the owner unlocks it with a reason.
 */
export async function approveWeek(
  deps: TimesheetsDeps,
  me: Me,
  body: TApproveRequest,
): Promise<TApproveResponse> {
  const employer = await employerOf(deps.db, me);
  const rules = await rulesOf(deps.db, employer.ownerUid);
  const week = await weekOf(deps.db, body.week, rules.weekStart);
  // A week still going on may be approved (owners close the week on Friday evening): a punch
  // that lands in it afterwards makes the approval stale, and the week waits to be approved again.
  if (!(await weekHasStarted(deps, employer.ownerUid, week))) {
    throw new AppError(ErrorCode.CONFLICT, 'errors.timesheets.weekNotStarted', {
      values: { week: formatCalendarDate(week.start) },
    });
  }
  let people: Person[];
  if (body.staff_uid !== undefined) {
    if (body.staff_uid === employer.actorUid) {
      throw new AppError(ErrorCode.FORBIDDEN, 'errors.timesheets.ownWeek');
    }
    const row = await staffInReach(deps.db, employer, body.staff_uid);
    if (row.profile.pendingApproval) {
      throw new AppError(ErrorCode.CONFLICT, 'errors.timesheets.stillPending');
    }
    people = [{ uid: body.staff_uid, name: `${row.profile.firstName} ${row.profile.lastName}` }];
  } else {
    const centres = await centresInScope(deps, employer, body.business_id);
    people = (
      await listStaff(
        deps.db,
        employer.ownerUid,
        centres.map((c) => c.id),
      )
    )
      .filter((s) => s.profile.uid !== employer.actorUid && !s.profile.pendingApproval)
      .map((s) => ({ uid: s.profile.uid, name: `${s.profile.firstName} ${s.profile.lastName}` }));
  }
  const already = await approvalsOf(
    deps.db,
    people.map((p) => p.uid),
    week.start,
  );
  const result: TApproveResponse = { week_start: week.start, approved: [], skipped: [] };
  const now = deps.now();
  const blockers: Blocker[] = [];
  const skip = (person: Person, blocker: Blocker) => {
    blockers.push(blocker);
    result.skipped.push({ ...named(person), reason: translate(blocker.key, blocker.values) });
  };
  for (const person of people) {
    const previous = already.get(person.uid);
    if (previous && !previous.stale) {
      skip(person, alreadyApproved);
      continue;
    }
    // The person's edits take the same lock: an edit in flight is either seen here or waits.
    const outcome = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${person.uid}, 0))`);
      const why = await blockerOf(tx, employer.ownerUid, person, week, employer.centreIds, now);
      if (why) return why;
      if (previous) {
        // The stale approval is kept, closed, so the history shows both.
        await tx
          .update(weekApprovals)
          .set({
            unlockedAt: now,
            unlockedBy: employer.actorUid,
            unlockReason: t('server.approvals.approvedAgain'),
          })
          .where(and(eq(weekApprovals.id, previous.id), isNull(weekApprovals.unlockedAt)));
      }
      const inserted = await tx
        .insert(weekApprovals)
        .values({
          id: crypto.randomUUID(),
          ownerUid: employer.ownerUid,
          staffUid: person.uid,
          weekStart: week.start,
          approvedBy: employer.actorUid,
          approvedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: weekApprovals.id });
      if (inserted.length === 0) return alreadyApproved;
      await appendAudit(tx, {
        ownerUid: employer.ownerUid,
        actorUid: employer.actorUid,
        action: 'timesheet.approve',
        subject: `week:${person.uid}:${week.start}`,
        data: { staff_uid: person.uid, week_start: week.start, again: previous !== undefined },
        at: now,
      });
      return undefined;
    });
    if (outcome) skip(person, outcome);
    else result.approved.push(named(person));
  }
  if (body.staff_uid !== undefined && result.approved.length === 0) {
    const first = blockers[0];
    if (!first) throw new AppError(ErrorCode.CONFLICT, 'errors.timesheets.nothingToApprove');
    throw new AppError(ErrorCode.CONFLICT, first.key, { values: first.values });
  }
  return result;
}

/** POST /api/timesheets/approvals/unlock/: the owner reopens an approved week, with a reason. */
export async function unlockWeek(
  deps: TimesheetsDeps,
  me: Me,
  body: TUnlockRequest,
): Promise<TTimesheetWeek> {
  const employer = await employerOf(deps.db, me);
  if (!employer.isOwner) {
    throw new AppError(ErrorCode.FORBIDDEN, 'errors.timesheets.unlockOwnerOnly');
  }
  const row = await staffInReach(deps.db, employer, body.staff_uid);
  const rules = await rulesOf(deps.db, employer.ownerUid);
  const week = await weekOf(deps.db, body.week, rules.weekStart);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    // A week with a day in a closed pay period stays approved until the owner reopens the period.
    await refuseClosedDates(tx, employer.ownerUid, week.dates);
    const unlocked = await tx
      .update(weekApprovals)
      .set({ unlockedAt: now, unlockedBy: employer.actorUid, unlockReason: body.reason })
      .where(
        and(
          eq(weekApprovals.staffUid, body.staff_uid),
          // Any approval covering a day of the week, whichever week start it was made under.
          sql`${weekApprovals.weekStart} > ${week.start}::date - 7`,
          sql`${weekApprovals.weekStart} < ${week.start}::date + 7`,
          isNull(weekApprovals.unlockedAt),
        ),
      )
      .returning({ id: weekApprovals.id });
    if (unlocked.length === 0) {
      throw new AppError(ErrorCode.CONFLICT, 'errors.timesheets.notApproved');
    }
    await appendAudit(tx, {
      ownerUid: employer.ownerUid,
      actorUid: employer.actorUid,
      action: 'timesheet.unlock',
      subject: `week:${body.staff_uid}:${week.start}`,
      data: { staff_uid: body.staff_uid, week_start: week.start, reason: body.reason },
      at: now,
    });
  });
  return weekFor(
    deps,
    {
      staffUid: body.staff_uid,
      name: `${row.profile.firstName} ${row.profile.lastName}`,
      ownerUid: employer.ownerUid,
      canManage: true,
      canUnlock: true,
      centreIds: employer.centreIds,
    },
    week.start,
  );
}
