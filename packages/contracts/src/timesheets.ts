import { z } from 'zod';
import { TIMESHEETS } from './constants.ts';
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
  can_edit: z.boolean(),
  /** Notices about the province's rules (none when there is nothing to say). */
  notices: z.array(ZOvertimeNotice).optional(),
});
export type TOvertimeRules = z.infer<typeof ZOvertimeRules>;

export const ZOvertimeRulesRequest = z.strictObject({
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
});
export type TOvertimeRulesRequest = z.infer<typeof ZOvertimeRulesRequest>;

/**
 * Common overtime thresholds by Canadian jurisdiction (employment standards; checked 2026). They are
 * starting points the owner picks from, not legal advice: agreements and sectors vary. Where a
 * province has both, hours count as overtime by whichever is greater, which our order (daily first,
 * then weekly on the remaining regular hours) gives. Their names are in the catalogue
 * (overtime.presets.<key>).
 */
export const OVERTIME_PRESETS = [
  { key: 'default', daily: 8, weekly: 40 },
  { key: 'CA-FED', daily: 8, weekly: 40 },
  { key: 'CA-AB', daily: 8, weekly: 44 },
  { key: 'CA-BC', daily: 8, weekly: 40 },
  { key: 'CA-MB', daily: 8, weekly: 40 },
  { key: 'CA-NB', daily: null, weekly: 44 },
  { key: 'CA-NL', daily: null, weekly: 40 },
  { key: 'CA-NS', daily: null, weekly: 48 },
  { key: 'CA-NT', daily: 8, weekly: 40 },
  { key: 'CA-NU', daily: 8, weekly: 40 },
  { key: 'CA-ON', daily: null, weekly: 44 },
  { key: 'CA-PE', daily: null, weekly: 48 },
  { key: 'CA-QC', daily: null, weekly: 40 },
  { key: 'CA-SK', daily: 8, weekly: 40 },
  { key: 'CA-YT', daily: 8, weekly: 40 },
] as const satisfies readonly {
  key: string;
  daily: number | null;
  weekly: number | null;
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
