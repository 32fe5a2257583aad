import { asc, eq, sql } from 'drizzle-orm';
import { ErrorCode, planOf, TIMESHEETS, type TPlan, type TReportQuery } from '@vh/contracts';
import type { Database } from '../../db/client.ts';
import { businesses, profiles } from '../../db/schema/index.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { ensureHolidays } from '../holidays/holidays.service.ts';
import { rulesOf } from '../overtime-rules/overtime-rules.service.ts';
import { employerOf, staffInReach, type Employer, type Me } from '../staff/staff-access.ts';
import { rowsOf } from '../../db/sql-helpers.ts';
import type { ReportParams } from './report.sql.ts';

export type ReportsDeps = { db: Database; now: () => Date };

export type ReportScope = {
  employer: Employer;
  plan: TPlan;
  params: ReportParams;
  centres: { id: string; name: string; timeZone: string }[];
};

export const exportsNeedUpgrade = () =>
  new AppError(ErrorCode.PLAN_UPGRADE_REQUIRED, 'errors.reports.exportsNeedUpgrade');

const noSuchCentre = () => new AppError(ErrorCode.NOT_FOUND, 'errors.centres.noSuchCentre');

/** Days from `from` to `to` inclusive, and today's date, counted by the database's calendar. */
async function calendar(db: Database, query: TReportQuery, timeZone: string, now: Date) {
  const [row] = rowsOf(
    await db.execute(sql`select (${query.to}::date - ${query.from}::date + 1)::int as days,
      to_char((${now.toISOString()}::timestamptz at time zone ${timeZone})::date, 'YYYY-MM-DD') as today`),
  );
  return { days: Number(row?.days), today: String(row?.today) };
}

/**
 * Who may see what: an owner every centre, a manager only their own centres (another centre is
 * 404, as if it did not exist), staff nothing. Then the period's rules: an end before its start,
 * more than TIMESHEETS.reportMaxDays, or (on Free) older than the plan's history are refused.
 */
export async function reportScope(
  deps: ReportsDeps,
  me: Me,
  query: TReportQuery,
  options: { forExport?: boolean } = {},
): Promise<ReportScope> {
  if (me.profile.role !== 'OWNER' && !me.profile.isManager) {
    throw new AppError(ErrorCode.FORBIDDEN, 'errors.reports.employersOnly');
  }
  const employer = await employerOf(deps.db, me);
  const all = await deps.db
    .select({ id: businesses.id, name: businesses.name, timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.ownerUid, employer.ownerUid))
    .orderBy(asc(businesses.createdAt));
  const inReach = all.filter((c) => employer.centreIds?.includes(c.id) ?? true);
  let centres = inReach;
  if (query.business_id !== undefined) {
    centres = inReach.filter((c) => c.id === query.business_id);
    if (centres.length === 0) throw noSuchCentre();
  }
  if (query.staff_uid !== undefined && query.staff_uid !== employer.actorUid) {
    await staffInReach(deps.db, employer, query.staff_uid);
  }
  if (query.to < query.from) {
    throw invalidField('to', 'errors.reports.endBeforeStart');
  }
  const timeZone = centres[0]?.timeZone ?? 'UTC';
  const { days, today } = await calendar(deps.db, query, timeZone, deps.now());
  if (days > TIMESHEETS.reportMaxDays) {
    throw invalidField('to', 'errors.reports.tooLong', {
      values: { days: TIMESHEETS.reportMaxDays },
    });
  }
  const [owner] = await deps.db
    .select({ plan: profiles.plan })
    .from(profiles)
    .where(eq(profiles.uid, employer.ownerUid));
  const plan = planOf(owner?.plan);
  // An export on a plan without exports is told so, whatever its period.
  if (options.forExport && !plan.exports) throw exportsNeedUpgrade();
  if (plan.reportHistoryDays !== null) {
    const [row] = rowsOf(
      await deps.db.execute(
        sql`select to_char(${today}::date - ${plan.reportHistoryDays - 1}::int, 'YYYY-MM-DD') as first`,
      ),
    );
    if (query.from < String(row?.first)) {
      throw new AppError(ErrorCode.PLAN_UPGRADE_REQUIRED, 'errors.reports.historyLimit', {
        values: { plan: plan.name, days: plan.reportHistoryDays, first: String(row?.first) },
      });
    }
  }
  const rules = await rulesOf(deps.db, employer.ownerUid);
  // Weekly overtime reads the whole weeks around the period, which may reach into the next or the
  // previous year.
  const first = Number(query.from.slice(0, 4)) - (query.from.slice(5) < '01-08' ? 1 : 0);
  const last = Number(query.to.slice(0, 4)) + (query.to.slice(5) > '12-24' ? 1 : 0);
  const years: number[] = [];
  for (let y = first; y <= last; y++) years.push(y);
  await ensureHolidays(
    deps.db,
    all.map((c) => c.id),
    years,
    deps.now(),
  );
  return {
    employer,
    plan,
    centres,
    params: {
      ownerUid: employer.ownerUid,
      from: query.from,
      to: query.to,
      weekStart: rules.weekStart,
      dailySeconds: rules.dailySeconds,
      weeklySeconds: rules.weeklySeconds,
      doubleDailySeconds: rules.doubleDailySeconds,
      premiums: {
        overtimePct: rules.overtimePct,
        doublePct: rules.doublePct,
        holidayPct: rules.holidayPct,
      },
      now: deps.now(),
      staffUids: query.staff_uid === undefined ? undefined : [query.staff_uid],
      businessIds:
        query.business_id !== undefined || employer.centreIds !== undefined
          ? centres.map((c) => c.id)
          : undefined,
    },
  };
}
