import { sql } from 'drizzle-orm';
import { t, type TPayPeriodBlocker } from '@vh/contracts';
import type { Executor } from '../../db/client.ts';
import { inList, rowsOf, textOf } from '../../db/sql-helpers.ts';
import { formatCalendarDate } from '../../lib/dates.ts';
import type { OvertimeRules } from '../overtime-rules/overtime-rules.service.ts';
import { hoursCte } from '../timesheets/hours.sql.ts';
import { staleApproval } from '../timesheets/timesheets.repo.ts';
import type { PeriodSpan } from '../closed-periods/closed-periods.ts';

/** A person's week with hours on a day of the span, and whether a live approval covers it. */
export type WorkedWeek = {
  staffUid: string;
  name: string;
  day: string;
  week: string;
  approved: boolean;
};

/**
 * Each (person, day) with hours in the span, with the week holding it and whether that week is
 * approved: a live approval (not unlocked) that no later punch or rules change made stale, as the
 * timesheets count it.
 */
export async function workedWeeks(
  db: Executor,
  scope: {
    ownerUid: string;
    span: PeriodSpan;
    rules: OvertimeRules;
    now: Date;
    businessIds: string[] | undefined;
  },
): Promise<WorkedWeek[]> {
  const { rules } = scope;
  const cte = hoursCte({
    ownerUid: scope.ownerUid,
    from: scope.span.start,
    to: scope.span.end,
    weekStart: rules.weekStart,
    dailySeconds: rules.dailySeconds,
    weeklySeconds: rules.weeklySeconds,
    doubleDailySeconds: rules.doubleDailySeconds,
    now: scope.now,
  });
  const rows = rowsOf(
    await db.execute(sql`with ${cte}
      select distinct s.staff_uid::text as staff_uid, to_char(s.day, 'YYYY-MM-DD') as day,
        to_char(s.week, 'YYYY-MM-DD') as week, pr.first_name, pr.last_name,
        exists (select 1 from week_approvals a
          where a.staff_uid = s.staff_uid and a.owner_uid = ${scope.ownerUid}::uuid
            and a.unlocked_at is null
            -- Any approval covering a day of the week, as the timesheets read them.
            and a.week_start > s.week - 7 and a.week_start < s.week + 7
            and not ${staleApproval}) as approved
      from seg s left join profiles pr on pr.uid = s.staff_uid
      where s.worked > 0 and ${inList(sql`s.business_id`, scope.businessIds)}`),
  );
  return rows.map((r) => ({
    staffUid: textOf(r.staff_uid),
    name:
      r.first_name == null
        ? t('server.people.formerStaff')
        : `${textOf(r.first_name)} ${textOf(r.last_name)}`,
    day: textOf(r.day),
    week: textOf(r.week),
    approved: r.approved === true,
  }));
}

/** Each centre's own today, the zone furthest behind first. */
export async function centreTodays(
  db: Executor,
  ownerUid: string,
  now: Date,
): Promise<{ name: string; today: string }[]> {
  const rows = rowsOf(
    await db.execute(sql`select b.name,
        to_char((${now.toISOString()}::timestamptz at time zone b.time_zone)::date, 'YYYY-MM-DD') as today
      from businesses b where b.owner_uid = ${ownerUid}::uuid
      order by ${now.toISOString()}::timestamptz at time zone b.time_zone, b.name`),
  );
  return rows.map((r) => ({ name: textOf(r.name), today: textOf(r.today) }));
}

/** The first centre where the span's last day has not ended yet (the zone furthest behind). */
export function notEndedIn(
  todays: { name: string; today: string }[],
  span: PeriodSpan,
  now: Date,
): string | null {
  if (todays.length === 0) {
    // No centre yet: the day ends as UTC's does.
    return span.end < now.toISOString().slice(0, 10) ? null : 'UTC';
  }
  return todays.find((centre) => centre.today <= span.end)?.name ?? null;
}

/** The unapproved (person, week)s with a day in the span, by week then name. */
export function unapprovedIn(weeks: WorkedWeek[], span: PeriodSpan) {
  const seen = new Map<string, WorkedWeek>();
  for (const week of weeks) {
    if (week.approved || week.day < span.start || week.day > span.end) continue;
    seen.set(`${week.week}/${week.staffUid}`, week);
  }
  return [...seen.values()].sort((a, b) =>
    a.week < b.week ? -1 : a.week > b.week ? 1 : a.name.localeCompare(b.name),
  );
}

/** What keeps the span from being ready, in words. */
export function blockersOf(
  weeks: WorkedWeek[],
  todays: { name: string; today: string }[],
  span: PeriodSpan,
  now: Date,
): TPayPeriodBlocker[] {
  const blockers: TPayPeriodBlocker[] = unapprovedIn(weeks, span).map((week) => ({
    kind: 'unapproved_week',
    text: t('payPeriods.blockers.unapprovedWeek', {
      week: formatCalendarDate(week.week),
      name: week.name,
    }),
    staff_uid: week.staffUid,
    week_start: week.week,
  }));
  const centre = notEndedIn(todays, span, now);
  if (centre !== null) {
    blockers.push({
      kind: 'not_ended',
      text: t('payPeriods.blockers.notEnded', { centre }),
      staff_uid: null,
      week_start: null,
    });
  }
  return blockers;
}
