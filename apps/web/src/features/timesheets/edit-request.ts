import {
  ZEditRequest,
  type TEditKind,
  type TEditRequest,
  type TTimesheetShift,
  t,
} from '@vh/contracts';
import { readWhole } from '../../lib/typed-number.ts';
import { wallClockAt, wallClockHalfway } from './wall-clock.ts';

/** A centre a new shift can be added at; its zone, where known, tells the form's times. */
export type TCentreOption = { id: string; name: string; timeZone: string | null };

/** What an edit form is about: a shift to change, or a day to add a missed shift to. */
export type TEditTarget =
  | { kind: Exclude<TEditKind, 'add_shift'>; shift: TTimesheetShift }
  | {
      kind: 'add_shift';
      staffUid: string;
      date: string;
      centres: readonly TCentreOption[];
      businessId: string | null;
    };

/** The form's fields, named as the request names them so the contract's errors map one to one. */
export type TEditValues = {
  started_at: string;
  ended_at: string;
  split_at: string;
  resume_at: string;
  /** As typed, so that a point or comma is refused rather than dropped (7,5 is not 75). */
  break_minutes: string;
  business_id: string | null;
  reason: string;
};
export type TEditField = keyof TEditValues;
export type TEditErrors = Partial<Record<TEditField, string>>;

export const isEditField = (field: string | undefined): field is TEditField =>
  field === 'started_at' ||
  field === 'ended_at' ||
  field === 'split_at' ||
  field === 'resume_at' ||
  field === 'break_minutes' ||
  field === 'business_id' ||
  field === 'reason';

/** The centre's zone the form's wall-clock times are read in, when known. */
export function zoneOf(target: TEditTarget, businessId: string | null): string | null {
  if (target.kind !== 'add_shift') return target.shift.time_zone;
  return target.centres.find((centre) => centre.id === businessId)?.timeZone ?? null;
}

/** The form as it opens: the shift's own times at its centre, or a day's 9 to 5 for a new one. */
export function initialEditValues(target: TEditTarget): TEditValues {
  const blank: TEditValues = {
    started_at: '',
    ended_at: '',
    split_at: '',
    resume_at: '',
    break_minutes: '0',
    business_id: null,
    reason: '',
  };
  if (target.kind === 'add_shift') {
    return {
      ...blank,
      started_at: `${target.date}T09:00`,
      ended_at: `${target.date}T17:00`,
      business_id: target.businessId ?? target.centres[0]?.id ?? null,
    };
  }
  const { started_at, ended_at, time_zone } = target.shift;
  const start = wallClockAt(started_at, time_zone);
  const end = ended_at ? wallClockAt(ended_at, time_zone) : start;
  const middle = ended_at ? wallClockHalfway(started_at, ended_at, time_zone) : start;
  return { ...blank, started_at: start, ended_at: end, split_at: middle, resume_at: middle };
}

/** The request for the form's values, checked by the contract; else an error per field. */
export function editRequestOf(
  target: TEditTarget,
  values: TEditValues,
):
  { ok: true; request: TEditRequest } | { ok: false; errors: TEditErrors; general: string | null } {
  const { reason } = values;
  const breakMinutes = readWhole(values.break_minutes, t('timesheets.edit.breakMinutes'));
  const body =
    target.kind === 'add_shift'
      ? {
          kind: target.kind,
          staff_uid: target.staffUid,
          business_id: values.business_id,
          started_at: values.started_at,
          ended_at: values.ended_at,
          // A blank break is none; one that cannot be read fails the contract, then says why below.
          break_minutes:
            breakMinutes.kind === 'number'
              ? breakMinutes.value
              : breakMinutes.kind === 'empty'
                ? 0
                : Number.NaN,
          reason,
        }
      : target.kind === 'move_clock_in'
        ? { kind: target.kind, shift_id: target.shift.id, started_at: values.started_at, reason }
        : target.kind === 'move_clock_out'
          ? { kind: target.kind, shift_id: target.shift.id, ended_at: values.ended_at, reason }
          : {
              kind: target.kind,
              shift_id: target.shift.id,
              split_at: values.split_at,
              resume_at: values.resume_at,
              reason,
            };
  const parsed = ZEditRequest.safeParse(body);
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: TEditErrors = {};
  let general: string | null = null;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isEditField(field)) errors[field] ??= issue.message;
    else general ??= issue.message;
  }
  if (target.kind === 'add_shift' && breakMinutes.kind === 'refused') {
    errors.break_minutes = breakMinutes.message;
  }
  return { ok: false, errors, general };
}

/** The centres a manager may pick for a new shift: theirs, plus any the week's shifts are at. */
export function centresFor(
  own: readonly TCentreOption[],
  shifts: readonly Pick<TTimesheetShift, 'business_id' | 'business_name' | 'time_zone'>[],
): TCentreOption[] {
  const byId = new Map(own.map((centre) => [centre.id, centre]));
  for (const shift of shifts) {
    const known = byId.get(shift.business_id);
    byId.set(shift.business_id, {
      id: shift.business_id,
      name: known?.name ?? shift.business_name,
      timeZone: known?.timeZone ?? shift.time_zone,
    });
  }
  return [...byId.values()];
}
