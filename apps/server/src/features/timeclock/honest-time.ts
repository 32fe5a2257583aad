import { TIMECLOCK, type TVerdictReason } from '@vh/contracts';

const DAY_MS = 86_400_000;

/** The device's last contact before the punch, as the punch states it. */
export type LastContact = {
  /** The server's clock at that contact. */
  serverAt: Date;
  /** The device clock's offset measured at it: server minus device, ms. */
  offsetMs: number;
};

export type TimeClaims = {
  /** The server's clock on arrival. */
  received: Date;
  /** The device's clock at the press. */
  claimed: Date;
  lastContact: LastContact | null;
  /** The time of record of the person's latest punch, if any: no punch is placed before it. */
  latest: Date | null;
  /** The device's clock when it sent the punch (the device-time header), when it said. */
  deviceTime: Date | null;
};

export type HonestTime = {
  /** The time of record: what the hours count from. */
  at: Date;
  /** How far the device clock is off the server's (server minus device, ms), for CLOCK_SKEW. */
  skewMs: number;
  /** The offset the delivery itself showed (received minus device time), when it sent one. */
  deliveryOffsetMs: number | null;
  /** What the times say about the punch, in the order of VERDICT_REASONS. */
  reasons: TVerdictReason[];
};

/**
 * The time of record of a punch (design: "Honest time"). Without a last contact the server's
 * clock on arrival, as always. With one, the claimed time corrected by the contact's offset: a
 * punch kept on the phone without signal counts from when it was made, not when it arrived. The
 * correction is trusted only between the contact and the arrival (and never before the person's
 * latest punch): a few seconds outside is the network's noise and is moved in silently; further
 * out, or a contact too old or from the future, the time is moved in and flagged, and the shift
 * counts nothing until someone accepts the punch.
 */
export function honestTime(claims: TimeClaims): HonestTime {
  const received = claims.received.getTime();
  const deliveryOffsetMs = claims.deviceTime ? received - claims.deviceTime.getTime() : null;
  const contact = claims.lastContact;
  if (!contact) {
    return {
      at: claims.received,
      skewMs: received - claims.claimed.getTime(),
      deliveryOffsetMs,
      reasons: [],
    };
  }
  const tolerance = TIMECLOCK.boundsToleranceS * 1000;
  const contactAt = contact.serverAt.getTime();
  const corrected = claims.claimed.getTime() + contact.offsetMs;
  const upper = received;
  // A bound above the arrival (a contact from the future) cannot hold: the arrival wins.
  const lower = Math.min(upper, Math.max(contactAt, claims.latest?.getTime() ?? contactAt));
  const at = Math.min(upper, Math.max(lower, corrected));
  const contactHolds =
    received - contactAt <= TIMECLOCK.contactMaxAgeDays * DAY_MS &&
    contactAt <= received + tolerance;
  const reasons: TVerdictReason[] = [];
  if (received - at > TIMECLOCK.offlineLateAfterS * 1000) reasons.push('RECORDED_OFFLINE');
  if (
    deliveryOffsetMs !== null &&
    Math.abs(deliveryOffsetMs - contact.offsetMs) > TIMECLOCK.offsetChangeMaxS * 1000
  ) {
    reasons.push('OFFSET_CHANGED');
  }
  if (!contactHolds || corrected < lower - tolerance || corrected > upper + tolerance) {
    reasons.push('TIME_OUT_OF_BOUNDS');
  }
  return { at: new Date(at), skewMs: contact.offsetMs, deliveryOffsetMs, reasons };
}

/**
 * The device-time header, read leniently: it is not part of the punch's body, so one that is
 * missing or not a time is ignored rather than refused.
 */
export function deviceTimeOf(header: string | string[] | undefined): Date | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.length > 64) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms) : null;
}
