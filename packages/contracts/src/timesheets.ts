import { z } from 'zod';
import { PAY, TIMESHEETS } from './constants.ts';
import { says, t } from './i18n.ts';
import { words, ZQueryWholeNumber, ZText, type FieldLabel } from './text.ts';
import { ZPunch } from './timeclock.ts';

// Timesheets, edits, approvals and the employer's overtime rules. Hours travel as whole seconds;
// days as local dates (YYYY-MM-DD) in the centre's time zone; instants as ISO 8601 strings.

/** A message about a field, its name worded with the message. */
const about = (
  key:
    | 'validation.timesheets.date'
    | 'validation.timesheets.dateExists'
    | 'validation.timesheets.dateTime'
    | 'validation.timesheets.dateTimeExists'
    | 'validation.timesheets.hours'
    | 'validation.timesheets.quarterHours',
  label: FieldLabel,
) => ({ error: () => says(key, { field: t(`validation.labels.${label}`) }).error() });

/** '{field} must be between 2000-01-01 and 2100-12-31'. */
const inRange = (label: FieldLabel) => ({
  error: () =>
    says('validation.timesheets.between', {
      field: t(`validation.labels.${label}`),
      earliest: TIMESHEETS.earliestDate,
      latest: TIMESHEETS.latestDate,
    }).error(),
});

/** A calendar date, YYYY-MM-DD, that exists. */
export const ZLocalDate = (label: FieldLabel) =>
  z
    .string(about('validation.timesheets.date', label))
    .regex(/^\d{4}-\d{2}-\d{2}$/, about('validation.timesheets.date', label))
    .refine(
      (v) => {
        const d = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
      },
      about('validation.timesheets.dateExists', label),
    )
    .refine((v) => v >= TIMESHEETS.earliestDate && v <= TIMESHEETS.latestDate, inRange(label));

/**
 * A wall-clock time in the centre's time zone, as a manager reads it off the timesheet
 * (YYYY-MM-DDTHH:mm). The server turns it into an instant with the centre's zone rules.
 */
export const ZLocalDateTime = (label: FieldLabel) =>
  z
    .string(about('validation.timesheets.dateTime', label))
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, about('validation.timesheets.dateTime', label))
    .refine(
      (v) => {
        const d = new Date(`${v}:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 16) === v;
      },
      about('validation.timesheets.dateTimeExists', label),
    )
    .refine(
      (v) => v.slice(0, 10) >= TIMESHEETS.earliestDate && v.slice(0, 10) <= TIMESHEETS.latestDate,
      inRange(label),
    );

export const ZEditReason = ZText({
  min: 1,
  max: TIMESHEETS.reasonMax,
  multiline: true,
  required: words('validation.timesheets.editReason'),
  tooLong: words('validation.shared.reasonTooLong', { max: TIMESHEETS.reasonMax }),
});

// ---- Overtime rules (per employer: all of a person's hours for that employer count) ----

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export const ZWeekStart = z
  .number(says('validation.timesheets.weekStart'))
  .int(says('validation.timesheets.weekStart'))
  .min(1, says('validation.timesheets.weekStart'))
  .max(7, says('validation.timesheets.weekStart'));

const thresholdHours = (label: FieldLabel, max: number) =>
  z
    .number(about('validation.timesheets.hours', label))
    .refine(Number.isFinite, about('validation.timesheets.hours', label))
    .refine((v) => v > 0 && v <= max, {
      error: () =>
        says('validation.timesheets.hoursRange', {
          field: t(`validation.labels.${label}`),
          max,
        }).error(),
    })
    .refine((v) => Math.round(v * 4) === v * 4, about('validation.timesheets.quarterHours', label))
    .nullable();

/** A premium in whole percent of the rate (150 = time and a half), within PAY's bounds. */
const multiplierPct = (label: FieldLabel) => {
  const message = {
    error: () =>
      says('validation.timesheets.multiplierPct', {
        field: t(`validation.labels.${label}`),
        min: PAY.minPct,
        max: PAY.maxPct,
      }).error(),
  };
  return z.number(message).int(message).min(PAY.minPct, message).max(PAY.maxPct, message);
};

export const OVERTIME_NOTICE_KINDS = [
  /** The rules are the preset the first centre's province gave a new business. */
  'set_from_province',
  /** An existing business's rules differ from its centres' province's preset: nothing changed. */
  'differs_from_province',
  /** Centres in provinces whose presets differ: one set of rules applies to all of them. */
  'several_provinces',
] as const;

/** What the owner is told about where the rules come from, worded by the server. */
export const ZOvertimeNotice = z.object({
  kind: z.enum(OVERTIME_NOTICE_KINDS),
  message: z.string(),
});
export type TOvertimeNotice = z.infer<typeof ZOvertimeNotice>;

export const ZOvertimeRules = z.object({
  week_start: z.number().int(),
  /** Hours in a day past which the rest is daily overtime; null: no daily overtime. */
  daily_overtime_hours: z.number().nullable(),
  /** Regular hours in a week past which the rest is weekly overtime; null: none. */
  weekly_overtime_hours: z.number().nullable(),
  /** The preset the owner last picked (a key of OVERTIME_PRESETS), or null for custom figures. */
  preset: z.string().nullable(),
  /** Premiums in whole percent of the rate: 150 = time and a half. */
  overtime_multiplier_pct: z.number().int(),
  /** Hours in a day past which the rest is double time (a part of overtime); null: none. */
  double_time_after_daily_hours: z.number().nullable(),
  double_time_multiplier_pct: z.number().int(),
  /** Hours worked on a statutory holiday: each paid once, at the higher of this and its own. */
  holiday_multiplier_pct: z.number().int(),
  can_edit: z.boolean(),
  /** Notices about the province's rules (none when there is nothing to say). */
  notices: z.array(ZOvertimeNotice).optional(),
});
export type TOvertimeRules = z.infer<typeof ZOvertimeRules>;

export const ZOvertimeRulesRequest = z
  .strictObject({
    week_start: ZWeekStart,
    daily_overtime_hours: thresholdHours('dailyOvertime', 24),
    weekly_overtime_hours: thresholdHours('weeklyOvertime', 168),
    preset: z
      .string()
      .max(40)
      .nullable()
      .refine(
        (v) => v === null || OVERTIME_PRESETS.some((p) => p.key === v),
        says('validation.timesheets.unknownPreset'),
      ),
    // The premiums came later: a request without them keeps the chosen preset's (or the current) ones.
    overtime_multiplier_pct: multiplierPct('overtimeMultiplier').optional(),
    double_time_after_daily_hours: thresholdHours('doubleTime', 24).optional(),
    double_time_multiplier_pct: multiplierPct('doubleTimeMultiplier').optional(),
    holiday_multiplier_pct: multiplierPct('holidayMultiplier').optional(),
  })
  .refine(
    (b) =>
      b.double_time_after_daily_hours === undefined ||
      b.double_time_after_daily_hours === null ||
      b.daily_overtime_hours === null ||
      b.double_time_after_daily_hours > b.daily_overtime_hours,
    {
      path: ['double_time_after_daily_hours'],
      error: (issue) => {
        const body = issue.input as { daily_overtime_hours?: unknown };
        return says('validation.timesheets.doubleAfterDaily', {
          daily: Number(body.daily_overtime_hours),
        }).error();
      },
    },
  );
export type TOvertimeRulesRequest = z.infer<typeof ZOvertimeRulesRequest>;

/**
 * Common overtime rules by Canadian jurisdiction (employment standards; checked 2026). They are
 * starting points the owner picks from, not legal advice: agreements and sectors vary. Where a
 * province has both thresholds, hours count as overtime by whichever is greater, which our order
 * (daily first, then weekly on the remaining regular hours) gives. Premiums are whole percent of
 * the person's rate: overtime, double time past `doubleDaily` hours in a day (null: none), and hours
 * worked on a statutory holiday (each hour paid once, at the higher of its own premium and the
 * holiday's). Holiday pay for a holiday not worked is not counted here. Only these tiers are
 * modelled: no weekly double time, no "seventh day" rules. Their names are in the catalogue
 * (overtime.presets.<key>).
 */
/** The premiums of most jurisdictions: 1.5× for overtime and a holiday worked, no double time. */
const STANDARD_PREMIUMS = {
  overtimePct: 150,
  doubleDaily: null,
  doublePct: 200,
  holidayPct: 150,
} as const;

export const OVERTIME_PRESETS = [
  // The product's own default, not a jurisdiction's.
  {
    key: 'default',
    daily: 8,
    weekly: 40,
    ...STANDARD_PREMIUMS,
  },
  // Canada Labour Code, Part III: s.169 (standard hours 8 a day, 40 a week), s.174 (overtime at
  // 1.5×), s.198 (a general holiday worked: 1.5× besides the holiday pay).
  {
    key: 'CA-FED',
    daily: 8,
    weekly: 40,
    ...STANDARD_PREMIUMS,
  },
  // Alberta Employment Standards Code: s.21 (overtime past 8 h a day or 44 h a week, whichever is
  // greater), s.22 (1.5×); a general holiday worked: 1.5× besides the average daily wage (s.30).
  {
    key: 'CA-AB',
    daily: 8,
    weekly: 44,
    ...STANDARD_PREMIUMS,
  },
  // British Columbia Employment Standards Act: s.40 (1.5× past 8 h a day and 40 h a week, 2× past
  // 12 h a day), s.46 (a statutory holiday worked: 1.5× for the first 12 h, 2× after, which the
  // double-time tier gives as the higher multiplier).
  {
    key: 'CA-BC',
    daily: 8,
    weekly: 40,
    ...STANDARD_PREMIUMS,
    doubleDaily: 12,
  },
  // Manitoba Employment Standards Code: s.10 (standard hours 8 a day, 40 a week), s.17 (overtime at
  // 150%); a general holiday worked: 1.5× besides the general holiday pay.
  {
    key: 'CA-MB',
    daily: 8,
    weekly: 40,
    ...STANDARD_PREMIUMS,
  },
  // New Brunswick Employment Standards Act and its Minimum Wage Regulation: overtime past 44 h a
  // week at 1.5× the MINIMUM wage, not the person's rate. We pay 1.5× the person's rate, which is
  // never less than the law asks. A public holiday worked: 1.5× besides the holiday pay.
  {
    key: 'CA-NB',
    daily: null,
    weekly: 44,
    ...STANDARD_PREMIUMS,
  },
  // Newfoundland and Labrador Labour Standards Regulations (CNLR 781/96): s.5 (a 40-hour standard
  // week), overtime at 1.5× the MINIMUM wage, not the person's rate; we pay 1.5× the person's rate,
  // never less than the law asks. Labour Standards Act s.17(1): a paid public holiday worked is paid
  // at twice the regular rate (or with another day off, which we do not model).
  {
    key: 'CA-NL',
    daily: null,
    weekly: 40,
    ...STANDARD_PREMIUMS,
    holidayPct: 200,
  },
  // Nova Scotia Minimum Wage Order (General) under the Labour Standards Code: overtime past 48 h a
  // week at 1.5× the regular wage; Code s.40: a general holiday worked, 1.5× besides the holiday pay.
  {
    key: 'CA-NS',
    daily: null,
    weekly: 48,
    ...STANDARD_PREMIUMS,
  },
  // Northwest Territories Employment Standards Act: standard hours 8 a day, 40 a week, overtime at
  // 1.5×; a general holiday worked: 1.5× besides the holiday pay.
  {
    key: 'CA-NT',
    daily: 8,
    weekly: 40,
    ...STANDARD_PREMIUMS,
  },
  // Nunavut Labour Standards Act: s.4 (standard hours 8 a day, 40 a week), s.11 (overtime at 1.5×);
  // a general holiday worked: 1.5× besides the holiday pay.
  {
    key: 'CA-NU',
    daily: 8,
    weekly: 40,
    ...STANDARD_PREMIUMS,
  },
  // Ontario Employment Standards Act, 2000: s.22 (overtime past 44 h a week at 1.5×, no daily
  // overtime), s.24 (a public holiday worked: premium pay of 1.5× besides the public holiday pay).
  {
    key: 'CA-ON',
    daily: null,
    weekly: 44,
    ...STANDARD_PREMIUMS,
  },
  // Prince Edward Island Employment Standards Act: overtime past 48 h a week at 1.5×; a paid holiday
  // worked: 1.5× besides the holiday pay.
  {
    key: 'CA-PE',
    daily: null,
    weekly: 48,
    ...STANDARD_PREMIUMS,
  },
  // Quebec Act respecting labour standards: s.52 (a 40-hour week), s.55 (a 50% premium); s.63: a
  // statutory holiday worked is paid its wages plus the holiday indemnity or a compensatory day, no
  // premium on the hours themselves (the indemnity is holiday pay, not counted here).
  {
    key: 'CA-QC',
    daily: null,
    weekly: 40,
    ...STANDARD_PREMIUMS,
    holidayPct: 100,
  },
  // The Saskatchewan Employment Act: s.2-17 (overtime past 8 h a day and 40 h a week at 1.5×),
  // s.2-32 (a public holiday worked: 1.5× besides the public holiday pay).
  {
    key: 'CA-SK',
    daily: 8,
    weekly: 40,
    ...STANDARD_PREMIUMS,
  },
  // Yukon Employment Standards Act: standard hours 8 a day, 40 a week, overtime at 1.5×; a general
  // holiday worked: 1.5× besides the regular day's pay.
  {
    key: 'CA-YT',
    daily: 8,
    weekly: 40,
    ...STANDARD_PREMIUMS,
  },
] as const satisfies readonly {
  key: string;
  daily: number | null;
  weekly: number | null;
  /** Whole percent of the person's rate (150 = 1.5×). */
  overtimePct: number;
  /** Hours in a day past which the rest is double time; null: none. */
  doubleDaily: number | null;
  doublePct: number;
  holidayPct: number;
}[];

// ---- Hours ----

export const ZHours = z.object({
  /** Clock-in to clock-out less unpaid breaks. */
  worked_seconds: z.number().int(),
  regular_seconds: z.number().int(),
  /** Daily plus weekly overtime; an hour is never counted twice. regular + overtime = worked. */
  overtime_seconds: z.number().int(),
  /** Past the double-time daily threshold (British Columbia: 12 h): a part of overtime. */
  double_time_seconds: z.number().int(),
  /** Worked on a statutory holiday of the centre (a part of worked, reported for payroll). */
  holiday_seconds: z.number().int(),
});
export type THours = z.infer<typeof ZHours>;

export const SHIFT_FLAGS = [
  /** A punch of the shift has a verdict nobody has reviewed yet. */
  'unreviewed',
  /** A reviewer rejected a punch of the shift. */
  'rejected',
  /** Still open after the centre's longest shift: counted as nothing until the clock-out is fixed. */
  'missing_clock_out',
  /** Open now (the person is clocked in); counted up to now. */
  'open',
  /** The times come from an edit, not from the punches. */
  'edited',
] as const;
export type TShiftFlag = (typeof SHIFT_FLAGS)[number];

export const EDIT_KINDS = ['add_shift', 'move_clock_in', 'move_clock_out', 'split_shift'] as const;
export type TEditKind = (typeof EDIT_KINDS)[number];

/** One edit as everyone who may see the shift sees it: what changed, who changed it and why. */
export const ZTimeEdit = z.object({
  id: z.uuid(),
  kind: z.enum(EDIT_KINDS),
  reason: z.string(),
  editor_name: z.string(),
  edited_at: z.string(),
  before: z.object({ started_at: z.string(), ended_at: z.string().nullable() }).nullable(),
  after: z.array(z.object({ started_at: z.string(), ended_at: z.string() })),
});
export type TTimeEdit = z.infer<typeof ZTimeEdit>;

/** A shift as the timesheet counts it: the punched one, or the edit that supersedes it. */
export const ZTimesheetShift = ZHours.extend({
  /** The id to edit: a punched shift's id or the live edit's id. */
  id: z.uuid(),
  source: z.enum(['punched', 'edited']),
  /** The punched shift this one comes from (null for a shift added by an edit). */
  punched_shift_id: z.uuid().nullable(),
  business_id: z.uuid(),
  business_name: z.string(),
  time_zone: z.string(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  break_seconds: z.number().int(),
  flags: z.array(z.enum(SHIFT_FLAGS)),
  punches: z.array(ZPunch),
  /** Every edit in this shift's history, oldest first. */
  edits: z.array(ZTimeEdit),
});
export type TTimesheetShift = z.infer<typeof ZTimesheetShift>;

export const ZTimesheetDay = ZHours.extend({
  date: z.string(),
  holiday_name: z.string().nullable(),
  /** Shifts that start this day (a shift across midnight shows on its first day). */
  shifts: z.array(ZTimesheetShift),
});
export type TTimesheetDay = z.infer<typeof ZTimesheetDay>;

export const ZApproval = z.object({
  approved_at: z.string(),
  approved_by_name: z.string(),
  /**
   * Punches arrived in the week after it was approved: the approval no longer covers every hour,
   * so the week is not locked and waits to be approved again.
   */
  stale: z.boolean(),
});
export type TApproval = z.infer<typeof ZApproval>;

export const ZTimesheetWeek = z.object({
  staff_uid: z.uuid(),
  name: z.string(),
  week_start: z.string(),
  week_end: z.string(),
  previous_week: z.string(),
  next_week: z.string(),
  days: z.array(ZTimesheetDay),
  totals: ZHours,
  flag_count: z.number().int(),
  approval: ZApproval.nullable(),
  /** Approved (and not stale): edits are refused until the owner unlocks the week with a reason. */
  locked: z.boolean(),
  /** Whether the caller may edit, approve and unlock (owners and managers). */
  can_manage: z.boolean(),
  can_unlock: z.boolean(),
});
export type TTimesheetWeek = z.infer<typeof ZTimesheetWeek>;

export const ZTimesheetQuery = z.strictObject({
  /** Any date of the week wanted; the week is the one that contains it. Default: this week. */
  week: ZLocalDate('week').optional(),
  /** Whose timesheet; default the caller's own. */
  staff_uid: z.uuid(says('validation.shared.staffUid')).optional(),
});

export const ZTeamQuery = z.strictObject({
  week: ZLocalDate('week').optional(),
  business_id: z.uuid(says('validation.shared.businessId')).optional(),
});

export const ZTeamRow = z.object({
  staff_uid: z.uuid(),
  name: z.string(),
  position: z.string().nullable(),
  days: z.array(
    z.object({ date: z.string(), worked_seconds: z.number().int(), flagged: z.boolean() }),
  ),
  totals: ZHours,
  flag_count: z.number().int(),
  approval: ZApproval.nullable(),
});
export type TTeamRow = z.infer<typeof ZTeamRow>;

export const ZTeamWeek = z.object({
  week_start: z.string(),
  week_end: z.string(),
  previous_week: z.string(),
  next_week: z.string(),
  dates: z.array(z.string()),
  business_id: z.uuid().nullable(),
  rows: z.array(ZTeamRow),
  totals: ZHours,
  can_unlock: z.boolean(),
});
export type TTeamWeek = z.infer<typeof ZTeamWeek>;

// ---- Edits ----

const noSuchShift = says('validation.timesheets.noSuchShift');

export const ZEditRequest = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('add_shift'),
      staff_uid: z.uuid(says('validation.shared.staffUid')),
      business_id: z.uuid(says('validation.shared.businessId')),
      started_at: ZLocalDateTime('clockIn'),
      ended_at: ZLocalDateTime('clockOut'),
      break_minutes: z
        .number(says('validation.timesheets.breakMinutes'))
        .int(says('validation.timesheets.breakWhole'))
        .min(0, says('validation.timesheets.breakNegative'))
        .max(
          TIMESHEETS.breakMinutesMax,
          says('validation.timesheets.breakTooLong', { max: TIMESHEETS.breakMinutesMax }),
        ),
      reason: ZEditReason,
    }),
    z.strictObject({
      kind: z.literal('move_clock_in'),
      shift_id: z.uuid(noSuchShift),
      started_at: ZLocalDateTime('clockIn'),
      reason: ZEditReason,
    }),
    z.strictObject({
      kind: z.literal('move_clock_out'),
      shift_id: z.uuid(noSuchShift),
      ended_at: ZLocalDateTime('clockOut'),
      reason: ZEditReason,
    }),
    z.strictObject({
      kind: z.literal('split_shift'),
      shift_id: z.uuid(noSuchShift),
      /** The first part ends here… */
      split_at: ZLocalDateTime('endOfFirstPart'),
      /** …and the second begins here (the same time or later; the gap is not worked). */
      resume_at: ZLocalDateTime('startOfSecondPart'),
      reason: ZEditReason,
    }),
  ],
  says('validation.timesheets.editKind'),
);
export type TEditRequest = z.infer<typeof ZEditRequest>;

// ---- Staff correction requests (they land in the review queue) ----

export const ZCorrectionRequest = z.strictObject({
  /** The shift it is about; null for a shift the clock never saw (a forgotten clock-in). */
  shift_id: z.uuid(noSuchShift).nullable(),
  date: ZLocalDate('date'),
  business_id: z.uuid(says('validation.shared.businessId')),
  message: ZText({
    min: 1,
    max: TIMESHEETS.reasonMax,
    multiline: true,
    required: words('validation.timesheets.correction'),
    tooLong: words('validation.timesheets.correctionTooLong', { max: TIMESHEETS.reasonMax }),
  }),
});
export type TCorrectionRequest = z.infer<typeof ZCorrectionRequest>;

export const CORRECTION_STATUSES = ['open', 'done', 'declined'] as const;

export const ZCorrection = z.object({
  id: z.uuid(),
  staff_uid: z.uuid(),
  name: z.string(),
  business_id: z.uuid(),
  business_name: z.string(),
  shift_id: z.uuid().nullable(),
  date: z.string(),
  message: z.string(),
  created_at: z.string(),
  status: z.enum(CORRECTION_STATUSES),
  resolution_reason: z.string().nullable(),
  resolved_by_name: z.string().nullable(),
  resolved_at: z.string().nullable(),
});
export type TCorrection = z.infer<typeof ZCorrection>;
export const ZCorrectionList = z.object({ items: z.array(ZCorrection) });
export type TCorrectionList = z.infer<typeof ZCorrectionList>;

export const ZResolveCorrectionRequest = z.strictObject({
  status: z.enum(['done', 'declined'], says('validation.timesheets.correctionStatus')),
  reason: ZEditReason,
});

// ---- Approve and lock ----

export const ZApproveRequest = z
  .strictObject({
    week: ZLocalDate('week'),
    staff_uid: z.uuid(says('validation.shared.staffUid')).optional(),
    business_id: z.uuid(says('validation.shared.businessId')).optional(),
  })
  .refine((b) => (b.staff_uid === undefined) !== (b.business_id === undefined), {
    ...says('validation.timesheets.approveWho'),
    path: ['staff_uid'],
  });
export type TApproveRequest = z.infer<typeof ZApproveRequest>;

export const ZApproveResponse = z.object({
  week_start: z.string(),
  approved: z.array(z.object({ staff_uid: z.uuid(), name: z.string() })),
  /** People who could not be approved, each with the reason (a missing clock-out, …). */
  skipped: z.array(z.object({ staff_uid: z.uuid(), name: z.string(), reason: z.string() })),
});
export type TApproveResponse = z.infer<typeof ZApproveResponse>;

export const ZUnlockRequest = z.strictObject({
  week: ZLocalDate('week'),
  staff_uid: z.uuid(says('validation.shared.staffUid')),
  reason: ZEditReason,
});
export type TUnlockRequest = z.infer<typeof ZUnlockRequest>;

// ---- Public holidays of a centre ----

export const ZHoliday = z.object({
  date: z.string(),
  name: z.string(),
  /** From the holiday library for the centre's country and province, or added by the owner. */
  source: z.enum(['library', 'owner']),
  /** A library day the owner removed (kept so re-seeding never brings it back). */
  removed: z.boolean(),
  /**
   * A statutory holiday of the centre's province (hours worked on it count as holiday hours), or
   * another public day (Easter Monday in Ontario): listed, no holiday hours, no premium.
   */
  statutory: z.boolean(),
});
export type THoliday = z.infer<typeof ZHoliday>;

export const ZHolidayList = z.object({
  year: z.number().int(),
  /** The region the library's list is for, e.g. 'CA-ON', or 'CA' when the province is unknown. */
  region: z.string().nullable(),
  /** Set when the library did not know the province or country: what was used instead. */
  notice: z.string().nullable(),
  holidays: z.array(ZHoliday),
  can_edit: z.boolean(),
});
export type THolidayList = z.infer<typeof ZHolidayList>;

export const ZHolidayQuery = z.strictObject({
  year: ZQueryWholeNumber(words('validation.timesheets.year'))
    .pipe(
      z
        .number()
        .min(Number(TIMESHEETS.earliestDate.slice(0, 4)), says('validation.timesheets.yearRange'))
        .max(Number(TIMESHEETS.latestDate.slice(0, 4)), says('validation.timesheets.yearRange')),
    )
    .optional(),
});

export const ZAddHolidayRequest = z.strictObject({
  date: ZLocalDate('date'),
  name: ZText({
    min: 1,
    max: TIMESHEETS.holidayNameMax,
    required: words('validation.timesheets.holidayName'),
    tooLong: words('validation.timesheets.holidayNameTooLong', { max: TIMESHEETS.holidayNameMax }),
  }),
  /** A statutory holiday (the default), or a public day that counts no holiday hours. */
  statutory: z.boolean(says('validation.timesheets.holidayStatutory')).default(true),
});
export type TAddHolidayRequest = z.infer<typeof ZAddHolidayRequest>;

export const ZHolidayParams = z.strictObject({
  id: z.uuid(says('validation.timesheets.noSuchCentre')),
  date: ZLocalDate('date'),
});

export const ZCorrectionParams = z.strictObject({
  id: z.uuid(says('validation.timesheets.noSuchCorrection')),
});
