import { z } from 'zod';
import { says } from './i18n.ts';
import { ZPayBreakdown } from './pay.ts';
import { ZHours, ZLocalDate } from './timesheets.ts';

// Reports over any date range (local dates of each centre). Every figure is a sum of timesheet
// hours, so each can be traced down to signed punches and reasoned edits.

export const ZReportQuery = z.strictObject({
  from: ZLocalDate('theStartDate'),
  to: ZLocalDate('theEndDate'),
  /** One centre, or every centre the caller may see. */
  business_id: z.uuid(says('validation.shared.businessId')).optional(),
  /** One person, or everyone. */
  staff_uid: z.uuid(says('validation.shared.staffUid')).optional(),
});
export type TReportQuery = z.infer<typeof ZReportQuery>;

export const ZReportPerson = ZHours.extend({
  staff_uid: z.uuid(),
  name: z.string(),
  flagged_punches: z.number().int(),
  edited_shifts: z.number().int(),
});
export const ZReportCentre = ZHours.extend({
  business_id: z.uuid(),
  name: z.string(),
  flagged_punches: z.number().int(),
  edited_shifts: z.number().int(),
});
export const ZReportDay = ZHours.extend({ date: z.string() });

/** A flagged punch or an edited shift, with what the screen needs to link to it. */
export const ZReportFlag = z.object({
  kind: z.enum(['flagged_punch', 'edited_shift']),
  id: z.uuid(),
  staff_uid: z.uuid(),
  name: z.string(),
  business_name: z.string(),
  date: z.string(),
  /** The Monday (or the employer's week start) of the week to open on the timesheet. */
  week: z.string(),
  detail: z.string(),
});

export const ZReport = z.object({
  from: z.string(),
  to: z.string(),
  business_id: z.uuid().nullable(),
  totals: ZHours.extend({
    flagged_punches: z.number().int(),
    edited_shifts: z.number().int(),
  }),
  people: z.array(ZReportPerson),
  centres: z.array(ZReportCentre),
  days: z.array(ZReportDay),
  flags: z.array(ZReportFlag),
  /** True when there were more flags than the list shows. */
  flags_truncated: z.boolean(),
  /**
   * Labour cost beside the hours: gross by person, centre and day, and the period's total. Null
   * for a manager the owner does not let see rates (gross ÷ hours would reveal them).
   */
  pay: ZPayBreakdown.nullable(),
  /** The plan's limits as they applied to this report. */
  plan: z.object({
    key: z.string(),
    history_days: z.number().int().nullable(),
    exports: z.boolean(),
  }),
});
export type TReport = z.infer<typeof ZReport>;
export type TReportPerson = z.infer<typeof ZReportPerson>;
export type TReportCentre = z.infer<typeof ZReportCentre>;
export type TReportDay = z.infer<typeof ZReportDay>;
export type TReportFlag = z.infer<typeof ZReportFlag>;

/** The printable timesheet: one person (or everyone) over the range, as a PDF. */
export const ZTimesheetPdfQuery = ZReportQuery;

/** Stable column names of the payroll CSV: payroll systems map them once and rely on them. */
export const PAYROLL_CSV_COLUMNS = [
  'staff_uid',
  'name',
  'period_start',
  'period_end',
  'regular_hours',
  'overtime_hours',
  'holiday_hours',
  'worked_hours',
  'flagged_punches',
  'edited_shifts',
] as const;

/** Stable column names of the detailed punch list CSV: one row per shift and day. */
export const PUNCHES_CSV_COLUMNS = [
  'date',
  'staff_uid',
  'name',
  'centre',
  'shift_id',
  'source',
  'started_at',
  'ended_at',
  'worked_hours',
  // Exact whole seconds beside the hours: summed, they give the report's totals to the second.
  'break_seconds',
  'worked_seconds',
  'regular_seconds',
  'overtime_seconds',
  'holiday_seconds',
  'flags',
  'edit_reasons',
  'receipt_ids',
] as const;
