import { eq } from 'drizzle-orm';
import {
  ErrorCode,
  OVERTIME_PRESETS,
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
import { overtimeNotices } from './province-notices.ts';

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
// Quarter hours (the contract's rule), so whole seconds; rounding only guards float noise.
const secondsOf = (hours: number | null) => (hours === null ? null : Math.round(hours * HOUR));

/** The rules as the API and the audit log show them, in hours and whole percent. */
const figuresOf = (rules: OvertimeRules) => ({
  week_start: rules.weekStart,
  daily_overtime_hours: hoursOf(rules.dailySeconds),
  weekly_overtime_hours: hoursOf(rules.weeklySeconds),
  preset: rules.preset,
  overtime_multiplier_pct: rules.overtimePct,
  double_time_after_daily_hours: hoursOf(rules.doubleDailySeconds),
  double_time_multiplier_pct: rules.doublePct,
  holiday_multiplier_pct: rules.holidayPct,
});

type Premiums = Pick<
  OvertimeRules,
  'overtimePct' | 'doubleDailySeconds' | 'doublePct' | 'holidayPct'
>;

/**
 * The rules a request sets. A premium it leaves out (a client from before premiums) is the picked
 * preset's, or, with custom figures, the one in force.
 */
function rulesOfRequest(body: TOvertimeRulesRequest, current: OvertimeRules): OvertimeRules {
  const preset = OVERTIME_PRESETS.find((p) => p.key === body.preset);
  const base: Premiums = preset
    ? {
        overtimePct: preset.overtimePct,
        doubleDailySeconds: secondsOf(preset.doubleDaily),
        doublePct: preset.doublePct,
        holidayPct: preset.holidayPct,
      }
    : current;
  return {
    weekStart: body.week_start,
    dailySeconds: secondsOf(body.daily_overtime_hours),
    weeklySeconds: secondsOf(body.weekly_overtime_hours),
    preset: body.preset,
    overtimePct: body.overtime_multiplier_pct ?? base.overtimePct,
    doubleDailySeconds:
      body.double_time_after_daily_hours === undefined
        ? base.doubleDailySeconds
        : secondsOf(body.double_time_after_daily_hours),
    doublePct: body.double_time_multiplier_pct ?? base.doublePct,
    holidayPct: body.holiday_multiplier_pct ?? base.holidayPct,
  };
}

/** Double time is a part of daily overtime, so it starts later in the day. */
function refuseDoubleNotAfterDaily(rules: OvertimeRules): void {
  const { dailySeconds, doubleDailySeconds } = rules;
  if (dailySeconds === null || doubleDailySeconds === null || doubleDailySeconds > dailySeconds) {
    return;
  }
  throw new AppError(ErrorCode.VALIDATION_FAILED, 'validation.timesheets.doubleAfterDaily', {
    values: { daily: dailySeconds / HOUR },
    field: 'double_time_after_daily_hours',
  });
}

const toApi = (rules: OvertimeRules, canEdit: boolean): TOvertimeRules => ({
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
  const rules = await rulesOf(deps.db, employer.ownerUid);
  const notices = await overtimeNotices(deps.db, employer.ownerUid, rules);
  return { ...toApi(rules, employer.isOwner), notices };
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
  const at = deps.now();
  const after = await deps.db.transaction(async (tx) => {
    // The chain head, locked first, queues the owner's changes: `before` is what this replaces.
    const head = await lockChainHead(tx, employer.ownerUid);
    const before = await rulesOf(tx, employer.ownerUid);
    const rules = rulesOfRequest(body, before);
    refuseDoubleNotAfterDaily(rules);
    // The owner chose: the rules no longer come from the province (origin null). Every premium is
    // stored, defaults included, so that what is bound is what counts.
    const row = { ...rules, origin: null, updatedAt: at };
    await tx
      .insert(overtimeRules)
      .values({ ownerUid: employer.ownerUid, ...row })
      .onConflictDoUpdate({ target: overtimeRules.ownerUid, set: row });
    await appendAfter(tx, head, {
      ownerUid: employer.ownerUid,
      actorUid: employer.actorUid,
      action: 'overtime_rules.update',
      subject: `owner:${employer.ownerUid}`,
      data: {
        before: figuresOf(before),
        after: figuresOf(rules),
        bound: [bindOvertimeRules({ ownerUid: employer.ownerUid, ...rules })],
      },
      at,
    });
    return rules;
  });
  return {
    ...toApi(after, true),
    notices: await overtimeNotices(deps.db, employer.ownerUid, after),
  };
}
