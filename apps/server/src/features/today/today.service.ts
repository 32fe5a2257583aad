import { TODAY, type TToday, type TTodayPerson } from '@vh/contracts';
import type { Database } from '../../db/client.ts';
import { listCentresOfOwner } from '../businesses/businesses.repo.ts';
import { rulesOf } from '../overtime-rules/overtime-rules.service.ts';
import { employerOf, type Employer, type Me } from '../staff/staff-access.ts';
import { openShifts } from '../timeclock/timeclock.repo.ts';
import { segmentsOf } from '../timesheets/timesheet-week.ts';
import { todayIn, weekOf } from '../timesheets/timesheets.repo.ts';
import { waitingCounts } from './today.repo.ts';

export type TodayDeps = { db: Database; now: () => Date };

/**
 * The centres the Today panel covers: the employer's scope as every other manager screen reads it
 * (the owner: all; a manager: their own), less centres that are off or read-only, where nothing
 * happens today. Oldest first, so the first one's zone says which day it is, as on the timesheets.
 */
async function centresOf(deps: TodayDeps, employer: Employer) {
  return (await listCentresOfOwner(deps.db, employer.ownerUid)).filter(
    (c) => c.active && (employer.centreIds?.includes(c.id) ?? true),
  );
}

/**
 * Worked seconds of this week so far and of last week, weeks as the timesheets count them. One
 * pass of the hours statement over both weeks; the caller's own hours are left out, as the team
 * timesheet leaves them out, so the two totals agree.
 */
async function weeksWorked(
  deps: TodayDeps,
  employer: Employer,
  centreIds: string[],
  timeZone: string,
  now: Date,
) {
  const rules = await rulesOf(deps.db, employer.ownerUid);
  const week = await weekOf(deps.db, await todayIn(deps.db, timeZone, now), rules.weekStart);
  const [last, segments] = await Promise.all([
    weekOf(deps.db, week.previous, rules.weekStart),
    segmentsOf(deps.db, rules, employer.ownerUid, week.previous, week.end, now),
  ]);
  let thisWeek = 0;
  let lastWeek = 0;
  for (const s of segments) {
    if (!centreIds.includes(s.businessId) || s.staffUid === employer.actorUid) continue;
    if (s.day >= week.start) thisWeek += s.worked;
    else lastWeek += s.worked;
  }
  return {
    this_week: { start: week.start, end: week.end, worked_seconds: thisWeek },
    last_week: { start: last.start, end: last.end, worked_seconds: lastWeek },
  };
}

type Weeks = Awaited<ReturnType<typeof weeksWorked>>;

/**
 * The weeks' hours of each caller, for TODAY.hoursFreshMs: the panel asks every few seconds, and
 * the hours statement is its one heavy part. Per instance and short-lived, so nothing another
 * instance needs lives here; who is in and the counts are always read fresh.
 */
const recentWeeks = new Map<string, { at: number; weeks: Weeks }>();

async function freshEnoughWeeks(
  deps: TodayDeps,
  employer: Employer,
  centreIds: string[],
  timeZone: string,
  now: Date,
): Promise<Weeks> {
  const key = `${employer.actorUid}:${centreIds.join(',')}`;
  const kept = recentWeeks.get(key);
  const age = kept ? now.getTime() - kept.at : Infinity;
  if (kept && age >= 0 && age < TODAY.hoursFreshMs) return kept.weeks;
  const weeks = await weeksWorked(deps, employer, centreIds, timeZone, now);
  for (const [k, v] of recentWeeks) {
    if (now.getTime() - v.at >= TODAY.hoursFreshMs) recentWeeks.delete(k);
  }
  recentWeeks.set(key, { at: now.getTime(), weeks });
  return weeks;
}

/** GET /api/today/: who is in, what waits for a decision, and the hours, for owners and managers. */
export async function todayFor(deps: TodayDeps, me: Me): Promise<TToday> {
  const employer = await employerOf(deps.db, me);
  const centres = await centresOf(deps, employer);
  const centreIds = centres.map((c) => c.id);
  const now = deps.now();
  const [open, counts, hours] = await Promise.all([
    openShifts(deps.db, employer.ownerUid, centreIds),
    waitingCounts(deps.db, employer.ownerUid, employer.actorUid, centreIds),
    freshEnoughWeeks(deps, employer, centreIds, centres[0]?.timeZone ?? 'UTC', now),
  ]);
  const person = (row: (typeof open)[number], since: Date): TTodayPerson => ({
    shift_id: row.shift.id,
    staff_uid: row.shift.staffUid,
    name: `${row.firstName} ${row.lastName}`,
    business_id: row.centre.id,
    business_name: row.centre.name,
    time_zone: row.centre.timeZone,
    since: since.toISOString(),
  });
  return {
    in_now: open
      .filter((row) => row.shift.breakStartedAt === null)
      .map((row) => person(row, row.shift.startedAt)),
    on_break: open.flatMap((row) =>
      row.shift.breakStartedAt ? [person(row, row.shift.breakStartedAt)] : [],
    ),
    counts,
    hours,
    server_time: now.toISOString(),
  };
}
