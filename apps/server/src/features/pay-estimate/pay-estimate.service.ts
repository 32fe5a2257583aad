import { asc, eq } from 'drizzle-orm';
import { ErrorCode, type TPayEstimate } from '@vh/contracts';
import type { Database } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { ensureHolidays } from '../holidays/holidays.service.ts';
import { payOf } from '../pay/pay.service.ts';
import { paySettingsOf } from '../closed-periods/closed-periods.ts';
import { periodHolding } from '../pay-periods/periods.ts';
import type { Me } from '../staff/staff-access.ts';
import { findStaff } from '../staff/staff.repo.ts';
import { todayIn } from '../timesheets/timesheets.repo.ts';

export type PayEstimateDeps = { db: Database; now: () => Date };

/**
 * GET /api/pay/estimate/: the caller's own pay so far in the pay period holding today (the first
 * centre's today, as the periods are the employer's), priced as the payroll will price it. A
 * staff member always sees their own rate; it is an estimate because the period is still open.
 */
export async function payEstimate(deps: PayEstimateDeps, me: Me): Promise<TPayEstimate> {
  const own = await findStaff(deps.db, me.uid);
  if (!own) throw new AppError(ErrorCode.NOT_FOUND, 'errors.timesheets.notEmployed');
  const ownerUid = own.employment.ownerUid;
  const now = deps.now();
  const centres = await deps.db
    .select({ id: businesses.id, timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.ownerUid, ownerUid))
    .orderBy(asc(businesses.createdAt));
  const today = await todayIn(deps.db, centres[0]?.timeZone ?? 'UTC', now);
  const period = periodHolding(await paySettingsOf(deps.db, ownerUid), today);
  const years = [...new Set([period.start, period.end].map((d) => Number(d.slice(0, 4))))];
  await ensureHolidays(
    deps.db,
    centres.map((c) => c.id),
    years,
    now,
  );
  const pay = await payOf(deps.db, {
    ownerUid,
    from: period.start,
    to: period.end,
    now,
    staffUids: [me.uid],
  });
  const mine = pay.people.find((p) => p.staff_uid === me.uid);
  return {
    estimate: true,
    period: { from: period.start, to: period.end },
    lines: mine?.lines ?? [],
    gross_cents: mine?.gross_cents ?? 0,
    worked_seconds: mine?.worked_seconds ?? 0,
    missing_rate_seconds: mine?.missing_rate_seconds ?? 0,
  };
}
