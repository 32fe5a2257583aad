import { ErrorCode, planOf, plans, type TProfile, type TReport } from '@vh/contracts';
import dayjs from 'dayjs';
import { isApiError } from '../../lib/api-client.ts';

const DAY = 'YYYY-MM-DD';

/** How far back the Free plan's reports reach. */
export const FREE_HISTORY_DAYS = plans.free.reportHistoryDays ?? 31;

/** The default period: the first of this month to today (the viewer's calendar). */
export function monthSoFar(today = dayjs()): [string, string] {
  return [today.startOf('month').format(DAY), today.format(DAY)];
}

/** The earliest day a plan with `historyDays` shows on screen, counting today. */
export const earliestDay = (historyDays: number, today = dayjs()): string =>
  today.subtract(historyDays - 1, 'day').format(DAY);

/** What the plan allows reports: how far back (null: any period) and whether exports. */
export type TReportLimits = { historyDays: number | null; exports: boolean };

/**
 * The plan's limits as best known: the report's own word when one loaded; a Free refusal says
 * Free; an owner's profile names their plan; a manager's does not (null: not known yet).
 */
export function reportLimits(
  report: TReport | undefined,
  error: unknown,
  profile: Pick<TProfile, 'role' | 'plan'>,
): TReportLimits | null {
  if (report) return { historyDays: report.plan.history_days, exports: report.plan.exports };
  const owner = profile.role === 'OWNER';
  if (isApiError(error) && error.code === ErrorCode.PLAN_UPGRADE_REQUIRED && !owner) {
    const free = plans.free;
    return { historyDays: free.reportHistoryDays, exports: free.exports };
  }
  if (!owner) return null;
  const plan = planOf(profile.plan);
  return { historyDays: plan.reportHistoryDays, exports: plan.exports };
}
