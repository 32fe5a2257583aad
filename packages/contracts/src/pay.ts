import { z } from 'zod';

// Pay computed from the hours: integer cents, whole seconds, whole-percent multipliers. One line per
// (person, type, rate, multiplier), rounded once (money.ts lineGrossCents); every total is a sum of
// lines, so the figures add up exactly as a payroll needs them to.

export const PAY_TYPES = ['regular', 'overtime', 'double_time', 'holiday'] as const;
export const ZPayType = z.enum(PAY_TYPES);
export type TPayType = z.infer<typeof ZPayType>;

export const ZPayLine = z.object({
  type: ZPayType,
  rate_cents: z.number().int(),
  /** Whole percent of the rate: 150 = 1.5×. */
  multiplier_pct: z.number().int(),
  seconds: z.number().int(),
  /** Two decimals computed from the seconds ("8.50"). */
  hours: z.string(),
  gross_cents: z.number().int(),
});
export type TPayLine = z.infer<typeof ZPayLine>;

export const ZPersonPay = z.object({
  staff_uid: z.uuid(),
  name: z.string(),
  lines: z.array(ZPayLine),
  /** The sum of the person's lines. */
  gross_cents: z.number().int(),
  worked_seconds: z.number().int(),
  /** Worked on days the person had no rate yet: counted in no line. */
  missing_rate_seconds: z.number().int(),
});
export type TPersonPay = z.infer<typeof ZPersonPay>;

export const ZPayBreakdown = z.object({
  from: z.string(),
  to: z.string(),
  people: z.array(ZPersonPay),
  /** Labour cost per centre: its own lines rounded, so the sum may differ from the total by cents. */
  centres: z.array(
    z.object({ business_id: z.uuid(), name: z.string(), gross_cents: z.number().int() }),
  ),
  /** Labour cost per local day, rounded per day's lines as the centres are. */
  days: z.array(z.object({ date: z.string(), gross_cents: z.number().int() })),
  /** The payroll figure: the sum of the people's lines. */
  total_gross_cents: z.number().int(),
  /** People with hours on a day they had no rate for. */
  missing_rates: z.array(z.object({ staff_uid: z.uuid(), name: z.string() })),
});
export type TPayBreakdown = z.infer<typeof ZPayBreakdown>;

/** GET /api/pay/estimate/: the caller's own pay so far in the pay period holding today. */
export const ZPayEstimate = z.object({
  /** Always true: an estimate from the hours so far, not a payslip. */
  estimate: z.literal(true),
  period: z.object({ from: z.string(), to: z.string() }),
  lines: z.array(ZPayLine),
  gross_cents: z.number().int(),
  worked_seconds: z.number().int(),
  missing_rate_seconds: z.number().int(),
});
export type TPayEstimate = z.infer<typeof ZPayEstimate>;
