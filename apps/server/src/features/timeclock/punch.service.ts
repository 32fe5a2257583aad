import { createHash, randomUUID } from 'node:crypto';
import canonicalize from 'canonicalize';
import { ErrorCode, type TPunchRequest, type TPunchResponse, type TReceipt } from '@vh/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { bindShift, type Binding } from '../audit/audit-bindings.ts';
import { lockChainHead, prepareEntry } from '../audit/audit-chain.ts';
import type { ReceiptSigner } from '../receipts/receipt-keys.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import type { Me } from '../staff/staff-access.ts';
import { toPunch } from './timeclock.dto.ts';
import {
  lockPunchState,
  writePunch,
  type OpenShift,
  type PunchState,
  type ShiftWrite,
} from './punch.repo.ts';
import { findPunch, type PunchRow } from './timeclock.repo.ts';
import { honestTime } from './honest-time.ts';
import { judgePunch } from './verdict.ts';

export type TimeclockDeps = { db: Database; now: () => Date; signer: ReceiptSigner };

/** Why a punch is out of turn: each refusal reads no values. */
type OutOfTurn =
  | 'errors.timeclock.alreadyIn'
  | 'errors.timeclock.notInForOut'
  | 'errors.timeclock.notInForBreak'
  | 'errors.timeclock.openElsewhere'
  | 'errors.timeclock.alreadyOnBreak'
  | 'errors.timeclock.notOnBreak';

const conflict = (key: OutOfTurn | 'errors.timeclock.idTaken') =>
  new AppError(ErrorCode.CONFLICT, key);
const idTaken = () => conflict('errors.timeclock.idTaken');

/** Who may clock in: approved staff whose account is active and whose employment has not ended. */
export function assertMayPunch(me: Me): void {
  const { profile } = me;
  if (profile.role !== 'STAFF') {
    throw new AppError(ErrorCode.FORBIDDEN, 'errors.timeclock.staffOnly');
  }
  if (profile.pendingApproval) {
    throw new AppError(ErrorCode.FORBIDDEN, 'errors.timeclock.awaitingApproval');
  }
  if (!profile.active) {
    throw new AppError(ErrorCode.ACCOUNT_DISABLED, 'errors.timeclock.accountDisabled');
  }
}

/** The calendar date at a place, e.g. 2026-11-25: an end date ends at midnight where they work. */
export function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(now);
}

function requestHash(body: TPunchRequest): string {
  return createHash('sha256')
    .update(canonicalize(body) ?? '')
    .digest('hex');
}

function replayOf(existing: PunchRow, me: Me, hash: string): TPunchResponse {
  if (existing.staffUid !== me.profile.uid || existing.requestHash !== hash) throw idTaken();
  return {
    punch: toPunch(existing, undefined),
    receipt: { receipt: existing.receipt, alg: 'Ed25519', signature: existing.signature },
  };
}

export type PunchOutcome = { created: boolean; response: TPunchResponse };

/** What the request says besides its body: the device's clock as it sent it (device-time). */
export type Delivery = { deviceTime: Date | null };

/**
 * Another punch of the person was committed while this one waited for the locks, after its
 * first statement had read their punches: the bounds of its time were read too early.
 */
class ReadTooEarly extends Error {}

/** Tries of a punch whose bounds moved while it waited; the last one takes what it read. */
const TRIES = 3;

/**
 * POST /api/timeclock/punches/. The business's chain head is locked before anything is decided:
 * it orders the business's punches, so the open-shift check, the punch, the shift and the chain
 * entry are one step that concurrent requests (on any number of servers) take in turn. A position
 * never refuses a punch; it decides the verdict. A punch whose time is bounded by the person's
 * latest punch, and which waited while another of theirs was written, is decided again.
 */
export async function recordPunch(
  deps: TimeclockDeps,
  me: Me,
  body: TPunchRequest,
  delivery: Delivery = { deviceTime: null },
): Promise<PunchOutcome> {
  assertMayPunch(me);
  const hash = requestHash(body);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await attemptPunch(deps, me, body, delivery, hash, attempt < TRIES);
    } catch (error) {
      if (error instanceof ReadTooEarly) continue;
      if (!isUniqueViolation(error)) throw error;
      // The same id landed meanwhile (a retry racing itself, or another person's id), or a
      // clock-in raced another clock-in of the same person past the open-shift check.
      const existing = await findPunch(deps.db, body.id);
      if (existing) return { created: false, response: replayOf(existing, me, hash) };
      throw conflict('errors.timeclock.alreadyIn');
    }
  }
}

async function attemptPunch(
  deps: TimeclockDeps,
  me: Me,
  body: TPunchRequest,
  delivery: Delivery,
  hash: string,
  /** Whether a punch of the person committed meanwhile sends this one round again. */
  recheck: boolean,
): Promise<PunchOutcome> {
  const received = new Date(Math.floor(deps.now().getTime()));
  const uid = me.profile.uid;
  return deps.db.transaction(async (tx) => {
    // One statement reads what the punch depends on and locks the business's chain head and
    // the person's open shift; one more writes everything. The head, which every punch of the
    // business waits on, is held for two round trips.
    let state = await lockPunchState(tx, body.id, uid, body.business_id);
    const bound = state.latest;
    if (state.existing) {
      const earlier = await findPunch(tx, body.id);
      if (earlier) return { created: false, response: replayOf(earlier, me, hash) };
    }
    const time = honestTime({
      received,
      claimed: new Date(body.client_time),
      lastContact: body.last_contact
        ? {
            serverAt: new Date(body.last_contact.server_time),
            offsetMs: body.last_contact.offset_ms,
          }
        : null,
      latest: bound,
      deviceTime: delivery.deviceTime,
    });
    const at = time.at;
    const { centre, ownerUid } = refuseUnplaced(me, state.place, at, body.type);
    if (!state.head) {
      // The business's first entry: make its head, then read again under it.
      await lockChainHead(tx, ownerUid);
      state = await lockPunchState(tx, body.id, uid, body.business_id);
    }
    const { head, open } = state;
    if (!head) throw new Error('the chain head was not created');
    const refusal = outOfTurn(body, open, centre.id);
    if (refusal) {
      // On PostgreSQL the statement that waited on the locks read the punches as they were
      // before the wait, so a retry queued behind its own first copy finds the shift already
      // moved on but not the punch that moved it. A new statement sees that punch.
      const earlier = await findPunch(tx, body.id);
      if (earlier) return { created: false, response: replayOf(earlier, me, hash) };
      throw conflict(refusal);
    }
    const position = positionOf(body);
    const judged = judgePunch({
      at,
      clientAt: new Date(body.client_time),
      skewMs: time.skewMs,
      position,
      centre: { latitude: centre.latitude, longitude: centre.longitude, radiusM: centre.radiusM },
      shiftStartedAt: open?.startedAt ?? null,
      maxShiftHours: centre.maxShiftHours,
    });
    const reasons = [...judged.reasons, ...time.reasons];
    const shiftId = open?.id ?? randomUUID();
    const lastContactAt = body.last_contact ? new Date(body.last_contact.server_time) : null;
    const offsetMs = body.last_contact?.offset_ms ?? null;
    // What the receipt signs and the chain entry records; the entry adds the delivery's offset.
    const facts = {
      punch_id: body.id,
      type: body.type,
      staff_uid: me.profile.uid,
      business_id: centre.id,
      shift_id: shiftId,
      server_time: at.toISOString(),
      client_time: new Date(body.client_time).toISOString(),
      received_time: received.toISOString(),
      offset_ms: offsetMs,
      last_contact_time: lastContactAt?.toISOString() ?? null,
      position: position && {
        latitude: position.latitude,
        longitude: position.longitude,
        accuracy_m: position.accuracy,
        time: position.time.toISOString(),
      },
      location_error: body.location_error ?? null,
      distance_m: judged.distanceM,
      verdict: judged.verdict,
      reasons,
    };
    const shift = shiftWrite({ body, open, shiftId, ownerUid, staffUid: uid, at });
    const entry = prepareEntry(head, {
      ownerUid,
      actorUid: me.profile.uid,
      action: `punch.${body.type}`,
      subject: `punch:${body.id}`,
      data: {
        ...facts,
        delivery_offset_ms: time.deliveryOffsetMs,
        ...shiftBinding(body.type, shift, open, ownerUid, uid),
      },
      at: received,
    });
    const receipt: TReceipt = {
      v: 2,
      kind: 'verifiedhours.punch',
      key_id: deps.signer.keyId,
      ...facts,
      signals: [],
      staff_name: `${me.profile.firstName} ${me.profile.lastName}`,
      business_name: centre.name,
      centre: {
        latitude: centre.latitude,
        longitude: centre.longitude,
        radius_m: centre.radiusM,
      },
      chain: { seq: entry.seq, hash: entry.hash },
    };
    const signed = deps.signer.sign(receipt);
    const row: PunchRow = {
      id: body.id,
      staffUid: me.profile.uid,
      ownerUid,
      businessId: centre.id,
      shiftId,
      type: body.type,
      serverAt: at,
      clientAt: new Date(body.client_time),
      receivedAt: received,
      lastContactAt,
      offsetMs,
      deliveryOffsetMs: time.deliveryOffsetMs,
      latitude: body.latitude ?? null,
      longitude: body.longitude ?? null,
      accuracyM: body.accuracy ?? null,
      positionAt: body.position_time ? new Date(body.position_time) : null,
      locationError: body.location_error ?? null,
      distanceM: judged.distanceM,
      verdict: judged.verdict,
      reasons,
      requestHash: hash,
      receipt,
      signature: signed.signature,
    };
    const latest = await writePunch(tx, entry, shift, row);
    // Only a corrected time is bounded by the latest punch; the arrival is after it anyway.
    if (recheck && body.last_contact && (latest?.getTime() ?? 0) > (bound?.getTime() ?? 0)) {
      throw new ReadTooEarly();
    }
    return { created: true, response: { punch: toPunch(row, undefined), receipt: signed } };
  });
}

function positionOf(body: TPunchRequest) {
  return body.latitude !== undefined &&
    body.longitude !== undefined &&
    body.accuracy !== undefined &&
    body.position_time !== undefined
    ? {
        latitude: body.latitude,
        longitude: body.longitude,
        accuracy: body.accuracy,
        time: new Date(body.position_time),
      }
    : null;
}

/**
 * The centre and employer of the punch, or why this person may not punch there on the day of its
 * time of record (a punch kept offline on the last day of employment still counts).
 */
function refuseUnplaced(me: Me, place: PunchState['place'], at: Date, type: TPunchRequest['type']) {
  if (!place) {
    throw new AppError(ErrorCode.NOT_FOUND, 'errors.timeclock.notAssigned');
  }
  const { endDate } = me.profile;
  if (endDate && endDate < todayIn(place.centre.timeZone, at)) {
    throw new AppError(ErrorCode.FORBIDDEN, 'errors.timeclock.employmentEnded');
  }
  // A centre closed (or made read-only by a plan change) mid-shift still lets people finish it.
  if (!place.centre.active && type === 'clock_in') {
    throw new AppError(ErrorCode.CONFLICT, 'errors.timeclock.centreClosed', {
      values: { centre: place.centre.name },
    });
  }
  return place;
}

/** The shift after the punch, at its time of record `at`. */
function shiftWrite(input: {
  body: TPunchRequest;
  open: OpenShift | undefined;
  shiftId: string;
  ownerUid: string;
  staffUid: string;
  at: Date;
}): ShiftWrite {
  const { body, open, at } = input;
  if (body.type === 'clock_in' || !open) {
    return {
      kind: 'open',
      id: input.shiftId,
      staffUid: input.staffUid,
      ownerUid: input.ownerUid,
      businessId: body.business_id,
      at,
    };
  }
  if (body.type === 'break_start') {
    return {
      kind: 'update',
      id: open.id,
      breakStartedAt: at,
      breakMs: open.breakMs,
      endedAt: null,
    };
  }
  // Ending a break, or clocking out during one (which ends it too).
  const onBreak = open.breakStartedAt ? at.getTime() - open.breakStartedAt.getTime() : 0;
  return {
    kind: 'update',
    id: open.id,
    breakStartedAt: null,
    breakMs: open.breakMs + Math.max(0, onBreak),
    endedAt: body.type === 'clock_out' ? at : null,
  };
}

/**
 * The shift's bound columns after a clock-in or a clock-out, for the entry (breaks change none of
 * them: the hours read breaks from the break punches, whose facts are in their own entries).
 */
function shiftBinding(
  type: TPunchRequest['type'],
  write: ShiftWrite,
  open: OpenShift | undefined,
  ownerUid: string,
  staffUid: string,
): { bound: Binding[] } | Record<string, never> {
  if (write.kind === 'open') {
    const { id, businessId, at } = write;
    return {
      bound: [bindShift({ id, ownerUid, staffUid, businessId, startedAt: at, endedAt: null })],
    };
  }
  if (type !== 'clock_out' || !open) return {};
  const { id, businessId, startedAt } = open;
  return {
    bound: [bindShift({ id, ownerUid, staffUid, businessId, startedAt, endedAt: write.endedAt })],
  };
}

/** Why the punch is out of turn for the person's open shift, if it is. */
function outOfTurn(
  body: TPunchRequest,
  open: { businessId: string; breakStartedAt: Date | null } | undefined,
  centreId: string,
): OutOfTurn | undefined {
  if (body.type === 'clock_in') {
    return open ? 'errors.timeclock.alreadyIn' : undefined;
  }
  if (!open) {
    return body.type === 'clock_out'
      ? 'errors.timeclock.notInForOut'
      : 'errors.timeclock.notInForBreak';
  }
  if (open.businessId !== centreId) {
    return 'errors.timeclock.openElsewhere';
  }
  if (body.type === 'break_start' && open.breakStartedAt) return 'errors.timeclock.alreadyOnBreak';
  if (body.type === 'break_end' && !open.breakStartedAt) return 'errors.timeclock.notOnBreak';
  return undefined;
}
