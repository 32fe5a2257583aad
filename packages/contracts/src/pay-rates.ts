import { z } from 'zod';
import { PAY } from './constants.ts';
import { says, type MessageKey } from './i18n.ts';
import { formatMoney } from './money.ts';
import { ZLocalDate } from './timesheets.ts';

// A person's hourly rates with the dates they apply from. Money crosses the wire as cents, and a
// rate typed by the owner as the plain decimal text they typed ("18.50"), so no float ever
// stands between the keyboard and the cents.

/** A plain decimal, perhaps negative: what may be an amount at all. */
const NUMBER_LIKE = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;

type RateProblem = Extract<
  MessageKey,
  | 'payRates.validation.notAnAmount'
  | 'payRates.validation.negative'
  | 'payRates.validation.zero'
  | 'payRates.validation.tooManyDecimals'
  | 'payRates.validation.tooHigh'
>;

/** Whole dollars (no leading zeros) and the decimals as typed. */
function partsOf(typed: string) {
  const [whole = '', decimals = ''] = typed.trim().replace(/^-/, '').split('.');
  return { whole: whole.replace(/^0+/, ''), decimals };
}

/** What is wrong with a typed rate, or null when it is an amount the product accepts. */
export function rateProblem(typed: string): RateProblem | null {
  const value = typed.trim();
  if (!NUMBER_LIKE.test(value)) return 'payRates.validation.notAnAmount';
  const { whole, decimals } = partsOf(value);
  const zero = !/[1-9]/.test(whole + decimals);
  if (value.startsWith('-') && !zero) return 'payRates.validation.negative';
  if (decimals.length > 2) return 'payRates.validation.tooManyDecimals';
  if (zero) return 'payRates.validation.zero';
  if (whole.length > 4 || centsOfTypedRate(value) > PAY.maxCentsPerHour) {
    return 'payRates.validation.tooHigh';
  }
  return null;
}

/** Cents of a rate that passed `rateProblem` ("018.5" → 1850), counted as text, never a float. */
export function centsOfTypedRate(typed: string): number {
  const { whole, decimals } = partsOf(typed);
  return Number(whole || '0') * 100 + Number(decimals.padEnd(2, '0'));
}

/** An hourly rate in dollars, as text: "18.50". Over $1,000.00, three decimals, zero: refused. */
export const ZHourlyRate = z
  .string(says('payRates.validation.notAnAmount'))
  .max(32, says('payRates.validation.notAnAmount'))
  .superRefine((typed, ctx) => {
    const problem = rateProblem(typed);
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        message:
          problem === 'payRates.validation.tooHigh'
            ? says(problem, { max: formatMoney(PAY.maxCentsPerHour) }).error()
            : says(problem).error(),
      });
    }
  });

export const ZPayRate = z.object({
  id: z.uuid(),
  /** The first local day the rate applies to (YYYY-MM-DD). */
  effective_from: z.string(),
  cents_per_hour: z.number().int(),
  /** The same rate as the form takes it back: "18.50". */
  hourly_rate: z.string(),
  set_at: z.string(),
});
export type TPayRate = z.infer<typeof ZPayRate>;

/** GET /api/pay/rates/: a person's rates, newest date first, and the one that applies today. */
export const ZPayRateHistory = z.object({
  staff_uid: z.uuid(),
  /** The rate of today where the person works; null before their first rate applies. */
  current: ZPayRate.nullable(),
  rates: z.array(ZPayRate),
  /** Only the owner sets and removes rates. */
  can_edit: z.boolean(),
});
export type TPayRateHistory = z.infer<typeof ZPayRateHistory>;

export const ZPayRateQuery = z.strictObject({
  /** Whose rates; staff leave it out (or name themselves) for their own. */
  staff_uid: z.uuid(says('validation.staff.staffId')).optional(),
});

/** POST /api/pay/rates/: the rate from a date on; the same person and date again replaces it. */
export const ZSetPayRateRequest = z.strictObject({
  staff_uid: z.uuid(says('validation.staff.staffId')),
  effective_from: ZLocalDate('effectiveFrom'),
  hourly_rate: ZHourlyRate,
});
export type TSetPayRateRequest = z.infer<typeof ZSetPayRateRequest>;

export const ZPayRateParams = z.strictObject({
  id: z.uuid(says('payRates.errors.noSuchRate')),
});
