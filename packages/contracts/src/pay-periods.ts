import { z } from 'zod';
import { PAY } from './constants.ts';
import { says } from './i18n.ts';
import { ZPayBreakdown, ZPayType } from './pay.ts';
import { ZEditReason, ZLocalDate } from './timesheets.ts';

// Pay periods: how the employer's weeks are cut into periods, each period's state (open, ready,
// closed) and what blocks it, and closing and reopening one. Days are local dates (YYYY-MM-DD).

export const ZPayPeriodKind = z.enum(PAY.periodKinds, says('payPeriods.validation.periodKind'));
export type TPayPeriodKind = z.infer<typeof ZPayPeriodKind>;

/** GET /api/pay/settings/. */
export const ZPaySettings = z.object({
  period_kind: ZPayPeriodKind,
  /** The first day of one period; every other period is counted from it. */
  anchor_date: z.string(),
  managers_see_rates: z.boolean(),
  /** Only the owner changes the settings. */
  can_edit: z.boolean(),
});
export type TPaySettings = z.infer<typeof ZPaySettings>;

/** PUT /api/pay/settings/: calendar kinds start on the 1st (monthly) or the 1st or 16th. */
export const ZPaySettingsRequest = z
  .strictObject({
    period_kind: ZPayPeriodKind,
    anchor_date: ZLocalDate('anchorDate'),
    managers_see_rates: z.boolean(says('payPeriods.validation.managersSeeRates')),
  })
  .superRefine((body, ctx) => {
    const day = body.anchor_date.slice(8, 10);
    if (body.period_kind === 'monthly' && day !== '01') {
      ctx.addIssue({
        code: 'custom',
        path: ['anchor_date'],
        message: says('payPeriods.validation.anchorMonthly').error(),
      });
    }
    if (body.period_kind === 'semi_monthly' && day !== '01' && day !== '16') {
      ctx.addIssue({
        code: 'custom',
        path: ['anchor_date'],
        message: says('payPeriods.validation.anchorSemiMonthly').error(),
      });
    }
  });
export type TPaySettingsRequest = z.infer<typeof ZPaySettingsRequest>;

export const PAY_PERIOD_STATES = ['open', 'ready', 'closed'] as const;
export const ZPayPeriodState = z.enum(PAY_PERIOD_STATES);
export type TPayPeriodState = z.infer<typeof ZPayPeriodState>;

/** What keeps a period from being ready, in words; the person and week when it is a week. */
export const ZPayPeriodBlocker = z.object({
  kind: z.enum(['unapproved_week', 'not_ended']),
  text: z.string(),
  staff_uid: z.uuid().nullable(),
  week_start: z.string().nullable(),
});
export type TPayPeriodBlocker = z.infer<typeof ZPayPeriodBlocker>;

export const ZPayPeriodSummary = z.object({
  start: z.string(),
  end: z.string(),
  state: ZPayPeriodState,
  /** Closed, and the hours behind it changed since (a punch landed in it): for the owner. */
  changed_since_closed: z.boolean(),
  /**
   * Punches received after the period was closed whose time of record falls inside it (punches
   * kept offline and delivered late): the owner sees a banner until the period is reopened and
   * closed again. Always 0 for an open period.
   */
  late_punch_count: z.number().int(),
  closed_at: z.string().nullable(),
  blockers: z.array(ZPayPeriodBlocker),
});
export type TPayPeriodSummary = z.infer<typeof ZPayPeriodSummary>;

/** GET /api/pay/periods/: the recent periods, newest first. */
export const ZPayPeriodList = z.object({
  periods: z.array(ZPayPeriodSummary),
  /** Only the owner closes and reopens. */
  can_close: z.boolean(),
});
export type TPayPeriodList = z.infer<typeof ZPayPeriodList>;

/** A person's hours in the period by type, without money (what anyone who may read it sees). */
export const ZPeriodHours = z.object({
  staff_uid: z.uuid(),
  name: z.string(),
  types: z.array(z.object({ type: ZPayType, seconds: z.number().int(), hours: z.string() })),
  worked_seconds: z.number().int(),
});
export type TPeriodHours = z.infer<typeof ZPeriodHours>;

/** A closing of the period and, if so, its reopening. */
export const ZPeriodClosing = z.object({
  closed_at: z.string(),
  closed_by: z.string(),
  reopened_at: z.string().nullable(),
  reopened_by: z.string().nullable(),
  reopen_reason: z.string().nullable(),
});
export type TPeriodClosing = z.infer<typeof ZPeriodClosing>;

/** GET /api/pay/periods/{start}: closed, its figures are those it closed with. */
export const ZPayPeriod = ZPayPeriodSummary.extend({
  hours: z.array(ZPeriodHours),
  /** Null when the reader may not see money (a manager the owner has not allowed). */
  pay: ZPayBreakdown.nullable(),
  closings: z.array(ZPeriodClosing),
  can_close: z.boolean(),
});
export type TPayPeriod = z.infer<typeof ZPayPeriod>;

export const ZPayPeriodParams = z.strictObject({ start: ZLocalDate('periodStart') });

export const ZReopenPeriodRequest = z.strictObject({ reason: ZEditReason });
export type TReopenPeriodRequest = z.infer<typeof ZReopenPeriodRequest>;
