import geodesic from 'geographiclib-geodesic';
import { TIMECLOCK, type TVerdict, type TVerdictReason } from '@vh/contracts';

const WGS84 = geodesic.Geodesic.WGS84;

/** Metres between two points on the WGS84 ellipsoid (Karney's geodesic, exact to nanometres). */
export function distanceM(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const result = WGS84.Inverse(a.latitude, a.longitude, b.latitude, b.longitude);
  return result.s12 ?? Number.NaN;
}

/**
 * ARCHITECTURE §10, radius r, distance d, accuracy a: inside when d + a ≤ r, outside when
 * d − a > r, uncertain otherwise. An uncertain verdict says why: the accuracy circle is larger
 * than the whole fence (LOW_ACCURACY), or it straddles the fence's edge (NEAR_EDGE).
 */
export function geofenceVerdict(
  d: number,
  a: number,
  r: number,
): {
  verdict: TVerdict;
  reason: TVerdictReason | null;
} {
  if (d + a <= r) return { verdict: 'inside', reason: null };
  if (d - a > r) return { verdict: 'outside', reason: null };
  return { verdict: 'uncertain', reason: a > r ? 'LOW_ACCURACY' : 'NEAR_EDGE' };
}

export type PunchFacts = {
  /** The time of record (honestTime). */
  at: Date;
  /** The device's clock at the press: a position's time is on the same clock. */
  clientAt: Date;
  /** How far the device clock is off the server's (honestTime). */
  skewMs: number;
  position: { latitude: number; longitude: number; accuracy: number; time: Date } | null;
  centre: { latitude: number; longitude: number; radiusM: number };
  /** The open shift's start, for a clock-out or break; null for a clock-in. */
  shiftStartedAt: Date | null;
  maxShiftHours: number;
};

/** The verdict and every reason a punch is not a clean `inside`; never a refusal. */
export function judgePunch(facts: PunchFacts): {
  verdict: TVerdict;
  reasons: TVerdictReason[];
  distanceM: number | null;
} {
  const reasons: TVerdictReason[] = [];
  let verdict: TVerdict = 'uncertain';
  let distance: number | null = null;
  if (facts.position) {
    distance = distanceM(facts.position, facts.centre);
    const judged = geofenceVerdict(distance, facts.position.accuracy, facts.centre.radiusM);
    verdict = judged.verdict;
    if (judged.reason) reasons.push(judged.reason);
    // Both times are the device's, so a phone whose clock is off is not taken for a stale fix.
    const age = facts.clientAt.getTime() - facts.position.time.getTime();
    if (Math.abs(age) > TIMECLOCK.positionMaxAgeS * 1000) reasons.push('STALE_POSITION');
  } else {
    reasons.push('NO_LOCATION');
  }
  if (Math.abs(facts.skewMs) > TIMECLOCK.clockSkewMaxS * 1000) reasons.push('CLOCK_SKEW');
  if (
    facts.shiftStartedAt &&
    facts.at.getTime() - facts.shiftStartedAt.getTime() > facts.maxShiftHours * 3_600_000
  )
    reasons.push('NO_CLOCK_OUT');
  return { verdict, reasons, distanceM: distance === null ? null : Math.round(distance * 10) / 10 };
}
