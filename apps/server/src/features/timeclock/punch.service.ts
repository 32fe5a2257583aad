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

/**
 * POST /api/timeclock/punches/. The business's chain head is locked before anything is decided:
 * it orders the business's punches, so the open-shift check, the punch, the shift and the chain
 * entry are one step that concurrent requests (on any number of servers) take in turn. A position
 * never refuses a punch; it decides the verdict.
 */
export async function recordPunch(
  deps: TimeclockDeps,
  me: Me,
  body: TPunchRequest,
): Promise<PunchOutcome> {
  const now = new Date(Math.floor(deps.now().getTime()));
  assertMayPunch(me);
  const hash = requestHash(body);
  const uid = me.profile.uid;
  try {
    return await deps.db.transaction(async (tx) => {
      // One statement reads what the punch depends on and locks the business's chain head and
      // the person's open shift; one more writes everything. The head, which every punch of the
      // business waits on, is held for two round trips.
      let state = await lockPunchState(tx, body.id, uid, body.business_id);
      if (state.existing) {
        const earlier = await findPunch(tx, body.id);
        if (earlier) return { created: false, response: replayOf(earlier, me, hash) };
      }
      const { centre, ownerUid } = refuseUnplaced(me, state.place, now, body.type);
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
      const position =
        body.latitude !== undefined &&
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
      const judged = judgePunch({
        serverAt: now,
        clientAt: new Date(body.client_time),
        position,
        centre: { latitude: centre.latitude, longitude: centre.longitude, radiusM: centre.radiusM },
        shiftStartedAt: open?.startedAt ?? null,
        maxShiftHours: centre.maxShiftHours,
      });
      const shiftId = open?.id ?? randomUUID();
      const facts = {
        punch_id: body.id,
        type: body.type,
        staff_uid: me.profile.uid,
        business_id: centre.id,
        shift_id: shiftId,
        server_time: now.toISOString(),
        client_time: new Date(body.client_time).toISOString(),
        position: position && {
          latitude: position.latitude,
          longitude: position.longitude,
          accuracy_m: position.accuracy,
          time: position.time.toISOString(),
        },
        location_error: body.location_error ?? null,
        distance_m: judged.distanceM,
        verdict: judged.verdict,
        reasons: judged.reasons,
      };
      const shift = shiftWrite({ body, open, shiftId, ownerUid, staffUid: uid, now });
      const entry = prepareEntry(head, {
        ownerUid,
        actorUid: me.profile.uid,
        action: `punch.${body.type}`,
        subject: `punch:${body.id}`,
        data: { ...facts, ...shiftBinding(body.type, shift, open, ownerUid, uid) },
        at: now,
      });
      const receipt: TReceipt = {
        v: 1,
        kind: 'verifiedhours.punch',
        key_id: deps.signer.keyId,
        ...facts,
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
        serverAt: now,
        clientAt: new Date(body.client_time),
        latitude: body.latitude ?? null,
        longitude: body.longitude ?? null,
        accuracyM: body.accuracy ?? null,
        positionAt: body.position_time ? new Date(body.position_time) : null,
        locationError: body.location_error ?? null,
        distanceM: judged.distanceM,
        verdict: judged.verdict,
        reasons: judged.reasons,
        requestHash: hash,
        receipt,
        signature: signed.signature,
      };
      await writePunch(tx, entry, shift, row);
      return { created: true, response: { punch: toPunch(row, undefined), receipt: signed } };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same id landed meanwhile (a retry racing itself, or another person's id), or a
    // clock-in raced another clock-in of the same person past the open-shift check.
    const existing = await findPunch(deps.db, body.id);
    if (existing) return { created: false, response: replayOf(existing, me, hash) };
    throw conflict('errors.timeclock.alreadyIn');
  }
}

/** The centre and employer of the punch, or why this person may not punch there today. */
function refuseUnplaced(
  me: Me,
  place: PunchState['place'],
  now: Date,
  type: TPunchRequest['type'],
) {
  if (!place) {
    throw new AppError(ErrorCode.NOT_FOUND, 'errors.timeclock.notAssigned');
  }
  const { endDate } = me.profile;
  if (endDate && endDate < todayIn(place.centre.timeZone, now)) {
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

function shiftWrite(input: {
  body: TPunchRequest;
  open: OpenShift | undefined;
  shiftId: string;
  ownerUid: string;
  staffUid: string;
  now: Date;
}): ShiftWrite {
  const { body, open, now } = input;
  if (body.type === 'clock_in' || !open) {
    return {
      kind: 'open',
      id: input.shiftId,
      staffUid: input.staffUid,
      ownerUid: input.ownerUid,
      businessId: body.business_id,
      at: now,
    };
  }
  if (body.type === 'break_start') {
    return {
      kind: 'update',
      id: open.id,
      breakStartedAt: now,
      breakMs: open.breakMs,
      endedAt: null,
    };
  }
  // Ending a break, or clocking out during one (which ends it too).
  const onBreak = open.breakStartedAt ? now.getTime() - open.breakStartedAt.getTime() : 0;
  return {
    kind: 'update',
    id: open.id,
    breakStartedAt: null,
    breakMs: open.breakMs + onBreak,
    endedAt: body.type === 'clock_out' ? now : null,
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
