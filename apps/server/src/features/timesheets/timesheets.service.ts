import { asc, eq, sql } from 'drizzle-orm';
import { ErrorCode, type TTeamRow, type TTeamWeek, type TTimesheetWeek } from '@vh/contracts';
import { businesses } from '../../db/schema/index.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { rulesOf } from '../overtime-rules/overtime-rules.service.ts';
import { inList } from '../../db/sql-helpers.ts';
import { employerOf, staffInReach, type Employer, type Me } from '../staff/staff-access.ts';
import { findStaff, listStaff } from '../staff/staff.repo.ts';
import { rowsOf } from '../../db/sql-helpers.ts';
import {
  addHours,
  prepareHolidays,
  segmentsOf,
  weekFor,
  zeroHours,
  type Target,
  type TimesheetsDeps,
} from './timesheet-week.ts';
import { approvalsOf, todayIn, weekOf } from './timesheets.repo.ts';

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/**
 * The person whose hours are read: the caller's own (staff), or someone the caller manages. A
 * manager reads their own week but never edits or approves it: someone else decides on it.
 */
export async function targetOf(
  deps: TimesheetsDeps,
  me: Me,
  staffUid: string | undefined,
): Promise<Target & { employer: Employer | undefined }> {
  if (staffUid === undefined || staffUid === me.uid) {
    if (me.profile.role === 'OWNER') {
      throw invalidField('staff_uid', 'errors.timesheets.chooseStaff');
    }
    const own = await findStaff(deps.db, me.uid);
    if (!own) throw new AppError(ErrorCode.NOT_FOUND, 'errors.timesheets.notEmployed');
    return {
      staffUid: me.uid,
      name: fullName(me.profile),
      ownerUid: own.employment.ownerUid,
      canManage: false,
      canUnlock: false,
      employer: undefined,
    };
  }
  const employer = await employerOf(deps.db, me);
  const row = await staffInReach(deps.db, employer, staffUid);
  return {
    staffUid,
    name: fullName(row.profile),
    ownerUid: employer.ownerUid,
    canManage: true,
    canUnlock: employer.isOwner,
    centreIds: employer.centreIds,
    employer,
  };
}

/** GET /api/timesheets/week/ */
export async function timesheetWeek(
  deps: TimesheetsDeps,
  me: Me,
  query: { week?: string | undefined; staff_uid?: string | undefined },
): Promise<TTimesheetWeek> {
  return weekFor(deps, await targetOf(deps, me, query.staff_uid), query.week);
}

/** The centres a team view covers: one asked for (in reach), or all the caller manages. */
export async function centresInScope(
  deps: TimesheetsDeps,
  employer: Employer,
  businessId: string | undefined,
) {
  const all = await deps.db
    .select({ id: businesses.id, timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.ownerUid, employer.ownerUid))
    .orderBy(asc(businesses.createdAt));
  const mine = all.filter((c) => employer.centreIds?.includes(c.id) ?? true);
  if (businessId === undefined) return mine;
  const one = mine.filter((c) => c.id === businessId);
  if (one.length === 0) throw new AppError(ErrorCode.NOT_FOUND, 'errors.centres.noSuchCentre');
  return one;
}

/** Per person and local day: flagged punches nobody reviewed, and shifts open too long. */
async function flaggedDays(
  deps: TimesheetsDeps,
  ownerUid: string,
  centreIds: string[],
  from: string,
  to: string,
) {
  const now = deps.now().toISOString();
  const rows = rowsOf(
    await deps.db.execute(sql`
    select pu.staff_uid, to_char((pu.server_at at time zone b.time_zone)::date, 'YYYY-MM-DD') as day
    from punches pu join businesses b on b.id = pu.business_id
    where pu.owner_uid = ${ownerUid}::uuid and ${inList(sql`pu.business_id`, centreIds)}
      and (pu.verdict <> 'inside' or pu.reasons <> '[]'::jsonb)
      and not exists (select 1 from punch_reviews rv where rv.punch_id = pu.id)
      and pu.server_at >= ${from}::date::timestamp at time zone b.time_zone
      and pu.server_at < (${to}::date + 1)::timestamp at time zone b.time_zone
    union all
    select s.staff_uid, to_char((s.started_at at time zone b.time_zone)::date, 'YYYY-MM-DD')
    from shifts s join businesses b on b.id = s.business_id
    where s.owner_uid = ${ownerUid}::uuid and ${inList(sql`s.business_id`, centreIds)}
      and s.ended_at is null
      and ${now}::timestamptz - s.started_at > make_interval(hours => b.max_shift_hours)
      and not exists (select 1 from time_edits x where x.supersedes_shift_id = s.id)
      and s.started_at >= ${from}::date::timestamp at time zone b.time_zone
      and s.started_at < (${to}::date + 1)::timestamp at time zone b.time_zone`),
  );
  return rows.map((r) => ({ staffUid: String(r.staff_uid), day: String(r.day) }));
}

/** GET /api/timesheets/team/: people × days of one week, for owners and managers. */
export async function teamWeek(
  deps: TimesheetsDeps,
  me: Me,
  query: { week?: string | undefined; business_id?: string | undefined },
): Promise<TTeamWeek> {
  const employer = await employerOf(deps.db, me);
  const centres = await centresInScope(deps, employer, query.business_id);
  const centreIds = centres.map((c) => c.id);
  const now = deps.now();
  const rules = await rulesOf(deps.db, employer.ownerUid);
  const zone = centres[0]?.timeZone ?? 'UTC';
  const week = await weekOf(
    deps.db,
    query.week ?? (await todayIn(deps.db, zone, now)),
    rules.weekStart,
  );
  await prepareHolidays(deps.db, employer.ownerUid, week, now);
  // Overtime counts every centre of the employer; the view then shows the centres in scope.
  const segments = (
    await segmentsOf(deps.db, rules, employer.ownerUid, week.start, week.end, now)
  ).filter((s) => centreIds.includes(s.businessId));
  const flagged = await flaggedDays(deps, employer.ownerUid, centreIds, week.start, week.end);
  const staff = (await listStaff(deps.db, employer.ownerUid, centreIds)).filter(
    (s) =>
      s.profile.uid !== employer.actorUid &&
      (!s.profile.pendingApproval || segments.some((x) => x.staffUid === s.profile.uid)),
  );
  const approvals = await approvalsOf(
    deps.db,
    staff.map((s) => s.profile.uid),
    week.start,
  );
  const totals = zeroHours();
  const rows: TTeamRow[] = staff.map(({ profile }) => {
    const mine = segments.filter((s) => s.staffUid === profile.uid);
    const hours = zeroHours();
    for (const s of mine) {
      addHours(hours, s);
      addHours(totals, s);
    }
    const approval = approvals.get(profile.uid);
    return {
      staff_uid: profile.uid,
      name: fullName(profile),
      position: profile.position ?? null,
      days: week.dates.map((date) => ({
        date,
        worked_seconds: mine.filter((s) => s.day === date).reduce((n, s) => n + s.worked, 0),
        flagged: flagged.some((f) => f.staffUid === profile.uid && f.day === date),
      })),
      totals: hours,
      flag_count: flagged.filter((f) => f.staffUid === profile.uid).length,
      approval: approval
        ? {
            approved_at: approval.approvedAt.toISOString(),
            approved_by_name: approval.approvedByName,
            stale: approval.stale,
          }
        : null,
    };
  });
  return {
    week_start: week.start,
    week_end: week.end,
    previous_week: week.previous,
    next_week: week.next,
    dates: week.dates,
    business_id: query.business_id ?? null,
    rows,
    totals,
    can_unlock: employer.isOwner,
  };
}
