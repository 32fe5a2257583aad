/**
 * Rows the hours are computed from, bound to the audit chain: the entry that writes such a row
 * carries the row's bound columns as they are after the write, under `data.bound`, so the entry's
 * content hash covers them. The latest entry naming a row says what the row must hold; a row that
 * differs, or that no entry names, was written behind the product's back (decision 013).
 *
 * Punches are not listed here: a punch's entry already holds its facts (time, place, verdict),
 * which are compared with its row as they are. A review's decision is bound because an unreviewed
 * flagged punch holds back the timesheet's approval; a staff member's note because its words are
 * theirs.
 */
export const BOUND_COLUMNS = {
  shifts: ['owner_uid', 'staff_uid', 'business_id', 'started_at', 'ended_at'],
  time_edits: [
    'owner_uid',
    'staff_uid',
    'business_id',
    'punched_shift_id',
    'supersedes_shift_id',
    'supersedes_edit_id',
    'started_at',
    'ended_at',
    'break_seconds',
  ],
  // `statutory` came later: bound only when false (every day counted as a holiday before it).
  centre_holidays: ['business_id', 'date', 'removed', 'statutory'],
  // The premiums came later: `bindOvertimeRules` binds each only once it holds a value.
  overtime_rules: [
    'owner_uid',
    'week_start',
    'daily_seconds',
    'weekly_seconds',
    'overtime_pct',
    'double_daily_seconds',
    'double_pct',
    'holiday_pct',
  ],
  businesses: ['owner_uid', 'time_zone', 'max_shift_hours'],
  punch_reviews: ['punch_id', 'decision', 'reason', 'reviewer_uid', 'reviewed_at'],
  punch_notes: ['punch_id', 'owner_uid', 'author_uid', 'body', 'created_at'],
  pay_rates: ['owner_uid', 'staff_uid', 'effective_from', 'cents_per_hour'],
  pay_settings: ['owner_uid', 'period_kind', 'anchor_date', 'managers_see_rates'],
  pay_period_closures: [
    'owner_uid',
    'period_start',
    'period_end',
    'closed_at',
    'snapshot_hash',
    'reopened_at',
    'reopen_reason',
  ],
} as const;

export type BoundTable = keyof typeof BOUND_COLUMNS;

/** A bound column's value as JSON: instants as ISO-8601 UTC with milliseconds, dates as YYYY-MM-DD. */
export type BoundValue = string | number | boolean | null;

/**
 * Columns added to a bound table after the chain began are optional: a row binds them only once
 * they differ from what every row held before they existed, so older entries still match.
 */
type LaterColumns = {
  overtime_rules: 'overtime_pct' | 'double_daily_seconds' | 'double_pct' | 'holiday_pct';
  centre_holidays: 'statutory';
};
type Later<T extends BoundTable> = T extends keyof LaterColumns ? LaterColumns[T] : never;

export type BoundRow<T extends BoundTable> = Record<
  Exclude<(typeof BOUND_COLUMNS)[T][number], Later<T>>,
  BoundValue
> &
  Partial<Record<Later<T>, BoundValue>>;

/**
 * One row as an entry binds it. `key` is the row's id (a holiday's is "centre id:date", the
 * overtime rules' the owner's uid, a review's its punch's id); `row` null says the entry removed
 * the row.
 */
export type Binding<T extends BoundTable = BoundTable> = T extends BoundTable
  ? { table: T; key: string; row: BoundRow<T> | null }
  : never;

const instant = (value: Date | null) => (value === null ? null : value.toISOString());

export function bindShift(shift: {
  id: string;
  ownerUid: string;
  staffUid: string;
  businessId: string;
  startedAt: Date;
  endedAt: Date | null;
}): Binding<'shifts'> {
  return {
    table: 'shifts',
    key: shift.id,
    row: {
      owner_uid: shift.ownerUid,
      staff_uid: shift.staffUid,
      business_id: shift.businessId,
      started_at: instant(shift.startedAt),
      ended_at: instant(shift.endedAt),
    },
  };
}

export function bindTimeEdit(edit: {
  id: string;
  ownerUid: string;
  staffUid: string;
  businessId: string;
  punchedShiftId: string | null;
  supersedesShiftId: string | null;
  supersedesEditId: string | null;
  startedAt: Date;
  endedAt: Date;
  breakSeconds: number;
}): Binding<'time_edits'> {
  return {
    table: 'time_edits',
    key: edit.id,
    row: {
      owner_uid: edit.ownerUid,
      staff_uid: edit.staffUid,
      business_id: edit.businessId,
      punched_shift_id: edit.punchedShiftId,
      supersedes_shift_id: edit.supersedesShiftId,
      supersedes_edit_id: edit.supersedesEditId,
      started_at: instant(edit.startedAt),
      ended_at: instant(edit.endedAt),
      break_seconds: edit.breakSeconds,
    },
  };
}

export const holidayKey = (businessId: string, date: string) => `${businessId}:${date}`;

/** A centre's holiday as it now is, or `null` once the row is deleted (an owner's own day). */
export function bindHoliday(
  businessId: string,
  date: string,
  holiday: { removed: boolean; statutory?: boolean } | null,
): Binding<'centre_holidays'> {
  return {
    table: 'centre_holidays',
    key: holidayKey(businessId, date),
    row: holiday && {
      business_id: businessId,
      date,
      removed: holiday.removed,
      ...(holiday.statutory === false ? { statutory: false } : {}),
    },
  };
}

export function bindOvertimeRules(rules: {
  ownerUid: string;
  weekStart: number;
  dailySeconds: number | null;
  weeklySeconds: number | null;
  overtimePct?: number | null;
  doubleDailySeconds?: number | null;
  doublePct?: number | null;
  holidayPct?: number | null;
}): Binding<'overtime_rules'> {
  const later = {
    overtime_pct: rules.overtimePct ?? null,
    double_daily_seconds: rules.doubleDailySeconds ?? null,
    double_pct: rules.doublePct ?? null,
    holiday_pct: rules.holidayPct ?? null,
  };
  return {
    table: 'overtime_rules',
    key: rules.ownerUid,
    row: {
      owner_uid: rules.ownerUid,
      week_start: rules.weekStart,
      daily_seconds: rules.dailySeconds,
      weekly_seconds: rules.weeklySeconds,
      ...Object.fromEntries(Object.entries(later).filter(([, value]) => value !== null)),
    },
  };
}

/** A person's rate from a date (its key is the rate row's id); `row` null once it is removed. */
export function bindPayRate(
  id: string,
  rate: { ownerUid: string; staffUid: string; effectiveFrom: string; centsPerHour: number } | null,
): Binding<'pay_rates'> {
  return {
    table: 'pay_rates',
    key: id,
    row: rate && {
      owner_uid: rate.ownerUid,
      staff_uid: rate.staffUid,
      effective_from: rate.effectiveFrom,
      cents_per_hour: rate.centsPerHour,
    },
  };
}

/** The employer's pay settings (one row per owner: its key is the owner's uid). */
export function bindPaySettings(settings: {
  ownerUid: string;
  periodKind: string;
  anchorDate: string;
  managersSeeRates: boolean;
}): Binding<'pay_settings'> {
  return {
    table: 'pay_settings',
    key: settings.ownerUid,
    row: {
      owner_uid: settings.ownerUid,
      period_kind: settings.periodKind,
      anchor_date: settings.anchorDate,
      managers_see_rates: settings.managersSeeRates,
    },
  };
}

export function bindPeriodClosure(closure: {
  id: string;
  ownerUid: string;
  periodStart: string;
  periodEnd: string;
  closedAt: Date;
  snapshotHash: string;
  reopenedAt: Date | null;
  reopenReason: string | null;
}): Binding<'pay_period_closures'> {
  return {
    table: 'pay_period_closures',
    key: closure.id,
    row: {
      owner_uid: closure.ownerUid,
      period_start: closure.periodStart,
      period_end: closure.periodEnd,
      closed_at: instant(closure.closedAt),
      snapshot_hash: closure.snapshotHash,
      reopened_at: instant(closure.reopenedAt),
      reopen_reason: closure.reopenReason,
    },
  };
}

export function bindCentre(centre: {
  id: string;
  ownerUid: string;
  timeZone: string;
  maxShiftHours: number;
}): Binding<'businesses'> {
  return {
    table: 'businesses',
    key: centre.id,
    row: {
      owner_uid: centre.ownerUid,
      time_zone: centre.timeZone,
      max_shift_hours: centre.maxShiftHours,
    },
  };
}

/** A decision on a flagged punch (one per punch: its key is the punch's id). */
export function bindReview(review: {
  punchId: string;
  decision: string;
  reason: string;
  reviewerUid: string;
  reviewedAt: Date;
}): Binding<'punch_reviews'> {
  return {
    table: 'punch_reviews',
    key: review.punchId,
    row: {
      punch_id: review.punchId,
      decision: review.decision,
      reason: review.reason,
      reviewer_uid: review.reviewerUid,
      reviewed_at: instant(review.reviewedAt),
    },
  };
}

export function bindNote(note: {
  id: string;
  punchId: string;
  ownerUid: string;
  authorUid: string;
  body: string;
  createdAt: Date;
}): Binding<'punch_notes'> {
  return {
    table: 'punch_notes',
    key: note.id,
    row: {
      punch_id: note.punchId,
      owner_uid: note.ownerUid,
      author_uid: note.authorUid,
      body: note.body,
      created_at: instant(note.createdAt),
    },
  };
}

/**
 * The subject of an entry that binds only this row, as the product's own entries name it: the
 * retention purge redacts a removed row's entries by these subjects.
 */
export function subjectOf(binding: Binding): string {
  switch (binding.table) {
    case 'shifts':
    case 'time_edits':
      return `shift:${binding.key}`;
    case 'businesses':
      return `centre:${binding.key}`;
    case 'overtime_rules':
    case 'pay_settings':
      return `owner:${binding.key}`;
    // A person's rate is theirs: the purge redacts it with the person.
    case 'pay_rates':
      return `staff:${String(binding.row?.staff_uid ?? '')}`;
    case 'pay_period_closures':
      return `pay_period:${binding.key}`;
    case 'centre_holidays':
      return `centre:${binding.key.split(':')[0] ?? ''}`;
    // Their punch's, as their own entries name them: the purge redacts them with the punch.
    case 'punch_reviews':
      return `punch:${binding.key}`;
    case 'punch_notes':
      return `punch:${String(binding.row?.punch_id ?? '')}`;
  }
}
