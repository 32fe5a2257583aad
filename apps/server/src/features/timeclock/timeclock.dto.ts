import type {
  TPunch,
  TPunchNote,
  TShift,
  TVerdict,
  TLocationError,
  TPunchType,
} from '@vh/contracts';
import type { CentreRow, PunchRow, ReviewRow, ShiftRow } from './timeclock.repo.ts';

export function needsReview(punch: Pick<PunchRow, 'verdict' | 'reasons'>): boolean {
  return punch.verdict !== 'inside' || punch.reasons.length > 0;
}

/**
 * A punch's facts as its chain entry records them (its receipt signs them all but the delivery's
 * offset): for whatever writes punches without the clock (seeded tests and benchmarks), so their
 * entries verify.
 */
export function punchFacts(p: PunchRow) {
  return {
    punch_id: p.id,
    type: p.type,
    staff_uid: p.staffUid,
    business_id: p.businessId,
    shift_id: p.shiftId,
    server_time: p.serverAt.toISOString(),
    client_time: p.clientAt.toISOString(),
    received_time: p.receivedAt.toISOString(),
    offset_ms: p.offsetMs,
    last_contact_time: p.lastContactAt?.toISOString() ?? null,
    delivery_offset_ms: p.deliveryOffsetMs,
    position:
      p.latitude === null || p.longitude === null || p.accuracyM === null || !p.positionAt
        ? null
        : {
            latitude: p.latitude,
            longitude: p.longitude,
            accuracy_m: p.accuracyM,
            time: p.positionAt.toISOString(),
          },
    location_error: p.locationError,
    distance_m: p.distanceM,
    verdict: p.verdict,
    reasons: p.reasons,
  };
}

/** A punch as it goes out; `notes` are its notes (notesOf), none for a punch just made. */
export function toPunch(
  row: PunchRow,
  review: ReviewRow | undefined,
  notes: TPunchNote[] = [],
): TPunch {
  return {
    id: row.id,
    type: row.type as TPunchType,
    staff_uid: row.staffUid,
    business_id: row.businessId,
    shift_id: row.shiftId,
    server_time: row.serverAt.toISOString(),
    client_time: row.clientAt.toISOString(),
    received_time: row.receivedAt.toISOString(),
    offset_ms: row.offsetMs,
    latitude: row.latitude,
    longitude: row.longitude,
    accuracy_m: row.accuracyM,
    location_error: row.locationError as TLocationError | null,
    distance_m: row.distanceM,
    verdict: row.verdict as TVerdict,
    reasons: row.reasons,
    needs_review: needsReview(row),
    review: review
      ? {
          decision: review.decision as 'accepted' | 'rejected',
          reason: review.reason,
          reviewer_name: review.reviewerName,
          reviewed_at: review.reviewedAt.toISOString(),
        }
      : null,
    notes,
  };
}

/** Worked time from instants (a shift across a clock change counts the hours really worked). */
export function workedMs(shift: ShiftRow, now: Date): number {
  const end = (shift.endedAt ?? now).getTime();
  const onBreak =
    shift.breakStartedAt && !shift.endedAt ? now.getTime() - shift.breakStartedAt.getTime() : 0;
  return Math.max(0, end - shift.startedAt.getTime() - shift.breakMs - onBreak);
}

export function toShift(
  shift: ShiftRow,
  centre: Pick<CentreRow, 'name' | 'timeZone'>,
  punches: TPunch[],
  now: Date,
): TShift {
  return {
    id: shift.id,
    staff_uid: shift.staffUid,
    business_id: shift.businessId,
    business_name: centre.name,
    time_zone: centre.timeZone,
    started_at: shift.startedAt.toISOString(),
    ended_at: shift.endedAt?.toISOString() ?? null,
    break_started_at: shift.breakStartedAt?.toISOString() ?? null,
    break_seconds: Math.round(shift.breakMs / 1000),
    worked_seconds: Math.floor(workedMs(shift, now) / 1000),
    flagged: punches.some((p) => p.needs_review && p.review?.decision !== 'accepted'),
    punches,
  };
}
