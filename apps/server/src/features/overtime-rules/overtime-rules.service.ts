import { eq } from 'drizzle-orm';
import {
  ErrorCode,
  PAY,
  TIMESHEETS,
  type TOvertimeRules,
  type TOvertimeRulesRequest,
} from '@vh/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { overtimeRules } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { bindOvertimeRules } from '../audit/audit-bindings.ts';
import { appendAfter, lockChainHead } from '../audit/audit-chain.ts';
import { employerOf, type Employer, type Me } from '../staff/staff-access.ts';

export type OvertimeRulesDeps = { db: Database; now: () => Date };

/** An employer's rules as the timesheets count with them. */
export type OvertimeRules = {
  /** ISO weekday the payroll week starts on: 1 = Monday … 7 = Sunday. */
  weekStart: number;
  /** Seconds in a day past which the rest is overtime; null: no daily overtime. */
  dailySeconds: number | null;
  /** Regular seconds in a week past which the rest is overtime; null: no weekly overtime. */
  weeklySeconds: number | null;
  preset: string | null;
  /** Premiums in whole percent of the rate (150 = 1.5×), the product's defaults where unset. */
  overtimePct: number;
  /** Seconds in a day past which the rest is double time; null: no double time. */
  doubleDailySeconds: number | null;
  doublePct: number;
  holidayPct: number;
};

const HOUR = 3600;

/** What an employer who never set rules gets. */
export const DEFAULT_OVERTIME_RULES: OvertimeRules = {
  weekStart: TIMESHEETS.defaultWeekStart,
  dailySeconds: TIMESHEETS.defaultDailyOvertimeHours * HOUR,
  weeklySeconds: TIMESHEETS.defaultWeeklyOvertimeHours * HOUR,
  preset: 'default',
  overtimePct: PAY.defaultOvertimePct,
  doubleDailySeconds: null,
  doublePct: PAY.defaultDoublePct,
  holidayPct: PAY.defaultHolidayPct,
};

/** The overtime rules of the business `ownerUid` owns (the defaults until the owner sets them). */
export async function rulesOf(db: Executor, ownerUid: string): Promise<OvertimeRules> {
  const [row] = await db
    .select({
      weekStart: overtimeRules.weekStart,
      dailySeconds: overtimeRules.dailySeconds,
      weeklySeconds: overtimeRules.weeklySeconds,
      preset: overtimeRules.preset,
      overtimePct: overtimeRules.overtimePct,
      doubleDailySeconds: overtimeRules.doubleDailySeconds,
      doublePct: overtimeRules.doublePct,
      holidayPct: overtimeRules.holidayPct,
    })
    .from(overtimeRules)
    .where(eq(overtimeRules.ownerUid, ownerUid));
  if (!row) return DEFAULT_OVERTIME_RULES;
  return {
    ...row,
    overtimePct: row.overtimePct ?? PAY.defaultOvertimePct,
    doublePct: row.doublePct ?? PAY.defaultDoublePct,
    holidayPct: row.holidayPct ?? PAY.defaultHolidayPct,
  };
}

const hoursOf = (seconds: number | null) => (seconds === null ? null : seconds / HOUR);

type Thresholds = Pick<OvertimeRules, 'weekStart' | 'dailySeconds' | 'weeklySeconds' | 'preset'>;

/** The rules as the API and the audit log show them, in hours. */
const figuresOf = (rules: Thresholds) => ({
  week_start: rules.weekStart,
  daily_overtime_hours: hoursOf(rules.dailySeconds),
  weekly_overtime_hours: hoursOf(rules.weeklySeconds),
  preset: rules.preset,
});

const toApi = (rules: Thresholds, canEdit: boolean): TOvertimeRules => ({
  ...figuresOf(rules),
  can_edit: canEdit,
});

async function employerOrRefuse(
  db: Executor,
  me: Me,
  refusal: 'errors.overtimeRules.readersOnly' | 'errors.overtimeRules.ownerOnly',
): Promise<Employer> {
  return employerOf(db, me).catch((error: unknown) => {
    // employerOf's own refusal speaks of managing staff; say what was actually asked for.
    if (error instanceof AppError && error.code === ErrorCode.FORBIDDEN) {
      throw new AppError(ErrorCode.FORBIDDEN, refusal);
    }
    throw error;
  });
}

/** GET /api/timesheets/rules/: the owner and managers read the rules; only the owner edits. */
export async function readRules(deps: OvertimeRulesDeps, me: Me): Promise<TOvertimeRules> {
  const employer = await employerOrRefuse(deps.db, me, 'errors.overtimeRules.readersOnly');
  return toApi(await rulesOf(deps.db, employer.ownerUid), employer.isOwner);
}

/** PUT /api/timesheets/rules/: the owner's new rules, audited with what they replaced. */
export async function updateRules(
  deps: OvertimeRulesDeps,
  me: Me,
  body: TOvertimeRulesRequest,
): Promise<TOvertimeRules> {
  const refusal = 'errors.overtimeRules.ownerOnly';
  const employer = await employerOrRefuse(deps.db, me, refusal);
  if (!employer.isOwner) throw new AppError(ErrorCode.FORBIDDEN, refusal);
  const after: Thresholds = {
    weekStart: body.week_start,
    // Quarter hours (the contract's rule), so whole seconds; rounding only guards float noise.
    dailySeconds:
      body.daily_overtime_hours === null ? null : Math.round(body.daily_overtime_hours * HOUR),
    weeklySeconds:
      body.weekly_overtime_hours === null ? null : Math.round(body.weekly_overtime_hours * HOUR),
    preset: body.preset,
  };
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    // The chain head, locked first, queues the owner's changes: `before` is what this replaces.
    const head = await lockChainHead(tx, employer.ownerUid);
    const before = await rulesOf(tx, employer.ownerUid);
    await tx
      .insert(overtimeRules)
      .values({ ownerUid: employer.ownerUid, ...after, updatedAt: at })
      .onConflictDoUpdate({ target: overtimeRules.ownerUid, set: { ...after, updatedAt: at } });
    await appendAfter(tx, head, {
      ownerUid: employer.ownerUid,
      actorUid: employer.actorUid,
      action: 'overtime_rules.update',
      subject: `owner:${employer.ownerUid}`,
      data: {
        before: figuresOf(before),
        after: figuresOf(after),
        bound: [bindOvertimeRules({ ownerUid: employer.ownerUid, ...after })],
      },
      at,
    });
  });
  return toApi(after, true);
}
