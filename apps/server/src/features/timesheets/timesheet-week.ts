import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  TEditKind,
  THours,
  TShiftFlag,
  TTimeEdit,
  TTimesheetShift,
  TTimesheetWeek,
} from '@vh/contracts';
import type { Database } from '../../db/client.ts';
import { businesses, centreHolidays, shifts } from '../../db/schema/index.ts';
import { ensureHolidays } from '../holidays/holidays.service.ts';
import { rulesOf, type OvertimeRules } from '../overtime-rules/overtime-rules.service.ts';
import { firstCentreTimeZone } from '../staff/staff.repo.ts';
import { assignedCentreIds } from '../businesses/businesses.repo.ts';
import { needsReview, toPunch } from '../timeclock/timeclock.dto.ts';
import { notesOf } from '../timeclock/punch-notes.repo.ts';
import { punchesOfShifts, reviewsOf } from '../timeclock/timeclock.repo.ts';
import { hoursCte, SEGMENT_COLUMNS, toSegment, type Segment } from './hours.sql.ts';
import { rowsOf } from '../../db/sql-helpers.ts';
import {
  approvalsOf,
  editLineage,
  listShifts,
  todayIn,
  weekOf,
  type EditRow,
  type ListedShift,
  type Week,
} from './timesheets.repo.ts';

export type TimesheetsDeps = { db: Database; now: () => Date };

/** Whose timesheet is read, and what the caller may do with it. */
export type Target = {
  staffUid: string;
  name: string;
  ownerUid: string;
  canManage: boolean;
  canUnlock: boolean;
  /**
   * The centres whose shifts the caller may see (a manager's); undefined: all. Overtime is still
   * counted over all of the person's centres.
   */
  centreIds?: string[] | undefined;
};

export const zeroHours = (): THours => ({
  worked_seconds: 0,
  regular_seconds: 0,
  overtime_seconds: 0,
  double_time_seconds: 0,
  holiday_seconds: 0,
});

export function addHours(into: THours, s: Segment): void {
  into.worked_seconds += s.worked;
  into.regular_seconds += s.regular;
  into.overtime_seconds += s.overtime;
  into.double_time_seconds += s.double;
  into.holiday_seconds += s.holiday;
}

/** Classified hours of these people for the days of [from, to]. */
export async function segmentsOf(
  db: Database,
  rules: OvertimeRules,
  ownerUid: string,
  from: string,
  to: string,
  now: Date,
  staffUids?: string[],
): Promise<Segment[]> {
  const cte = hoursCte({
    ownerUid,
    from,
    to,
    weekStart: rules.weekStart,
    dailySeconds: rules.dailySeconds,
    weeklySeconds: rules.weeklySeconds,
    doubleDailySeconds: rules.doubleDailySeconds,
    now,
    staffUids,
  });
  return rowsOf(
    await db.execute(sql`with ${cte} select ${SEGMENT_COLUMNS} from seg order by seg.s0`),
  ).map(toSegment);
}

/** Seeds the holiday lists the week reads (both years when a week spans New Year). */
export async function prepareHolidays(db: Database, ownerUid: string, week: Week, at: Date) {
  const centres = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.ownerUid, ownerUid));
  const years = [Number(week.start.slice(0, 4)), Number(week.end.slice(0, 4))];
  await ensureHolidays(
    db,
    centres.map((c) => c.id),
    years,
    at,
  );
  return centres.map((c) => c.id);
}

/** Each edit with what it replaced (the punched times or the edit before it) and what it made. */
async function editsOf(db: Database, live: ListedShift[]): Promise<Map<string, TTimeEdit[]>> {
  const lineage = await editLineage(
    db,
    live.filter((s) => s.source === 'edited').map((s) => s.id),
  );
  const byId = new Map(lineage.map((e) => [e.id, e]));
  const punchedIds = [
    ...new Set(lineage.map((e) => e.supersedesShiftId).filter((id): id is string => id !== null)),
  ];
  // A punched shift as it was punched: its clock-out punch, not the shift row, which an edit that
  // fixes a missing clock-out closes.
  const originals = new Map(
    (punchedIds.length === 0
      ? []
      : await db
          .select({
            id: shifts.id,
            startedAt: shifts.startedAt,
            endedAt:
              sql<Date | null>`(select floor(extract(epoch from max(p.server_at)) * 1000)::float8
              from punches p where p.shift_id = ${shifts.id} and p.type = 'clock_out')`.mapWith(
                (v: unknown) => (v === null ? null : new Date(Number(v))),
              ),
          })
          .from(shifts)
          .where(inArray(shifts.id, punchedIds))
    ).map((s) => [s.id, s]),
  );
  const toEdit = (e: EditRow): TTimeEdit => {
    const before = e.supersedesEditId
      ? byId.get(e.supersedesEditId)
      : e.supersedesShiftId
        ? originals.get(e.supersedesShiftId)
        : undefined;
    return {
      id: e.id,
      kind: e.kind as TEditKind,
      reason: e.reason,
      editor_name: e.editorName,
      edited_at: e.createdAt.toISOString(),
      before: before
        ? {
            started_at: before.startedAt.toISOString(),
            ended_at: before.endedAt?.toISOString() ?? null,
          }
        : null,
      after: lineage
        .filter((x) => x.groupId === e.groupId)
        .map((x) => ({ started_at: x.startedAt.toISOString(), ended_at: x.endedAt.toISOString() })),
    };
  };
  const result = new Map<string, TTimeEdit[]>();
  for (const shift of live.filter((s) => s.source === 'edited')) {
    const chain: TTimeEdit[] = [];
    const seen = new Set<string>();
    for (let e = byId.get(shift.id); e && !seen.has(e.id);) {
      seen.add(e.id);
      chain.unshift(toEdit(e));
      e = e.supersedesEditId ? byId.get(e.supersedesEditId) : undefined;
    }
    result.set(shift.id, chain);
  }
  return result;
}

/** The shifts with their punches, flags, edits and hours, ready for the screen. */
export async function describeShifts(
  db: Database,
  listed: ListedShift[],
  segments: Segment[],
): Promise<TTimesheetShift[]> {
  const punchedIds = [
    ...new Set(listed.map((s) => s.punchedShiftId).filter((id): id is string => id !== null)),
  ];
  const punchRows = await punchesOfShifts(db, punchedIds);
  const reviews = await reviewsOf(
    db,
    punchRows.filter(needsReview).map((p) => p.id),
  );
  const notes = await notesOf(
    db,
    punchRows.map((p) => p.id),
  );
  const edits = await editsOf(db, listed);
  return listed.map((s) => {
    const own = punchRows.filter((p) => p.shiftId === s.punchedShiftId);
    const flags: TShiftFlag[] = [];
    if (own.some((p) => needsReview(p) && !reviews.has(p.id))) flags.push('unreviewed');
    if (own.some((p) => reviews.get(p.id)?.decision === 'rejected')) flags.push('rejected');
    if (s.source === 'punched' && s.overdue) flags.push('missing_clock_out');
    else if (s.source === 'punched' && s.endedAt === null) flags.push('open');
    if (s.source === 'edited') flags.push('edited');
    const hours = zeroHours();
    let breakSeconds = 0;
    for (const seg of segments.filter((x) => x.shiftId === s.id)) {
      addHours(hours, seg);
      breakSeconds += seg.breakSeconds;
    }
    return {
      id: s.id,
      source: s.source,
      punched_shift_id: s.punchedShiftId,
      business_id: s.businessId,
      business_name: s.businessName,
      time_zone: s.timeZone,
      started_at: s.startedAt.toISOString(),
      ended_at: s.endedAt?.toISOString() ?? null,
      break_seconds: breakSeconds,
      flags,
      punches: own.map((p) => toPunch(p, reviews.get(p.id), notes.get(p.id))),
      edits: edits.get(s.id) ?? [],
      ...hours,
    };
  });
}

/** Flags that need someone to act before the week can be approved. */
export const BLOCKING_FLAGS: TShiftFlag[] = ['unreviewed', 'missing_clock_out', 'open'];

/** One person's week: days, shifts, totals and whether it is approved and locked. */
export async function weekFor(
  deps: TimesheetsDeps,
  target: Target,
  date: string | undefined,
): Promise<TTimesheetWeek> {
  const { db } = deps;
  const now = deps.now();
  const rules = await rulesOf(db, target.ownerUid);
  const zone = (await firstCentreTimeZone(db, target.staffUid)) ?? 'UTC';
  const week = await weekOf(db, date ?? (await todayIn(db, zone, now)), rules.weekStart);
  await prepareHolidays(db, target.ownerUid, week, now);
  // The day's holiday name comes from the person's own centres (provinces differ).
  const centreIds = await assignedCentreIds(db, target.staffUid);
  const visible = (businessId: string) => target.centreIds?.includes(businessId) ?? true;
  const segments = (
    await segmentsOf(db, rules, target.ownerUid, week.start, week.end, now, [target.staffUid])
  ).filter((seg) => visible(seg.businessId));
  const listed = (
    await listShifts(db, target.ownerUid, [target.staffUid], week.start, week.end, now)
  ).filter((shift) => visible(shift.businessId));
  const described = await describeShifts(db, listed, segments);
  const holidays =
    centreIds.length === 0
      ? []
      : await db
          .select({ date: centreHolidays.date, name: centreHolidays.name })
          .from(centreHolidays)
          .where(
            and(
              inArray(centreHolidays.businessId, centreIds),
              eq(centreHolidays.removed, false),
              sql`${centreHolidays.date} between ${week.start}::date and ${week.end}::date`,
            ),
          );
  const approval = (await approvalsOf(db, [target.staffUid], week.start)).get(target.staffUid);
  const totals = zeroHours();
  const days = week.dates.map((d) => {
    const hours = zeroHours();
    for (const seg of segments.filter((s) => s.day === d)) {
      addHours(hours, seg);
      addHours(totals, seg);
    }
    return {
      date: d,
      holiday_name: holidays.find((h) => h.date === d)?.name ?? null,
      shifts: described.filter((_, i) => listed[i]?.day === d),
      ...hours,
    };
  });
  return {
    staff_uid: target.staffUid,
    name: target.name,
    week_start: week.start,
    week_end: week.end,
    previous_week: week.previous,
    next_week: week.next,
    days,
    totals,
    flag_count: described.filter((s) =>
      s.flags.some((f) => BLOCKING_FLAGS.includes(f) || f === 'rejected'),
    ).length,
    approval: approval
      ? {
          approved_at: approval.approvedAt.toISOString(),
          approved_by_name: approval.approvedByName,
          stale: approval.stale,
        }
      : null,
    locked: approval !== undefined && !approval.stale,
    can_manage: target.canManage,
    can_unlock: target.canUnlock,
  };
}
