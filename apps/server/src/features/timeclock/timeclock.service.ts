import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ErrorCode,
  t,
  TIMECLOCK,
  type TAuditPage,
  type TBoard,
  type TAuditVerification,
  type TClockStatus,
  type TPunchType,
  type TLatestAuditVerification,
  type TReceiptList,
  type TReviewQueue,
  type TReviewRequest,
  type TShift,
  type TSignedReceipt,
  type TVerdict,
} from '@vh/contracts';
import { auditEvents, businesses, profiles, punches } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditVerifier } from '../audit/audit-verification.ts';
import { employerOf, type Employer, type Me } from '../staff/staff-access.ts';
import { assertMayPunch, type TimeclockDeps } from './punch.service.ts';
import { recordDecisions } from './review-decisions.ts';
import { notesOf } from './punch-notes.repo.ts';
import { needsReview, toPunch, toShift } from './timeclock.dto.ts';
import {
  assignedCentres,
  findPunch,
  openShiftOf,
  openShifts,
  punchesBetween,
  punchesOfShifts,
  reviewsOf,
  shiftsOf,
  unreviewedPunches,
} from './timeclock.repo.ts';

const DAY_MS = 86_400_000;
const noSuchPunch = () => new AppError(ErrorCode.NOT_FOUND, 'errors.timeclock.noSuchPunch');

async function withPunches(
  deps: TimeclockDeps,
  rows: { shift: Parameters<typeof toShift>[0]; centre: Parameters<typeof toShift>[1] }[],
): Promise<TShift[]> {
  const punchRows = await punchesOfShifts(
    deps.db,
    rows.map((row) => row.shift.id),
  );
  const [reviews, notes] = await Promise.all([
    reviewsOf(
      deps.db,
      punchRows.filter(needsReview).map((p) => p.id),
    ),
    notesOf(
      deps.db,
      punchRows.map((p) => p.id),
    ),
  ]);
  const now = deps.now();
  return rows.map((row) =>
    toShift(
      row.shift,
      row.centre,
      punchRows
        .filter((p) => p.shiftId === row.shift.id)
        .map((p) => toPunch(p, reviews.get(p.id), notes.get(p.id))),
      now,
    ),
  );
}

/** GET /api/timeclock/status/: the centres the person may use and their open shift. */
export async function clockStatus(deps: TimeclockDeps, me: Me): Promise<TClockStatus> {
  assertMayPunch(me);
  const centres = await assignedCentres(deps.db, me.profile.uid);
  const open = await openShiftOf(deps.db, me.profile.uid);
  let shift: TShift | null = null;
  if (open) {
    const [centre] = await deps.db
      .select({ name: businesses.name, timeZone: businesses.timeZone })
      .from(businesses)
      .where(eq(businesses.id, open.businessId));
    if (centre) shift = (await withPunches(deps, [{ shift: open, centre }]))[0] ?? null;
  }
  return {
    centres: centres.map((c) => ({
      id: c.id,
      name: c.name,
      time_zone: c.timeZone,
      latitude: c.latitude,
      longitude: c.longitude,
      radius_m: c.radiusM,
    })),
    shift,
    server_time: deps.now().toISOString(),
  };
}

function period(query: { from?: string; to?: string }, now: Date, defaultDays: number) {
  const to = query.to ? new Date(query.to) : new Date(now.getTime() + 1000);
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - defaultDays * DAY_MS);
  if (from >= to) {
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'errors.timeclock.fromBeforeTo', {
      field: 'from',
    });
  }
  return { from, to };
}

/** GET /api/timeclock/shifts/: the caller's own shifts, newest first. */
export async function myShifts(
  deps: TimeclockDeps,
  me: Me,
  query: { from?: string; to?: string },
): Promise<TShift[]> {
  const { from, to } = period(query, deps.now(), TIMECLOCK.historyDays);
  const rows = await shiftsOf(deps.db, me.profile.uid, from, to, TIMECLOCK.historyMaxShifts);
  return withPunches(deps, rows);
}

/** GET /api/timeclock/receipts/: the caller's signed receipts of a period, to keep. */
export async function myReceipts(
  deps: TimeclockDeps,
  me: Me,
  query: { from: string; to: string },
): Promise<TReceiptList> {
  const { from, to } = period(query, deps.now(), 0);
  if (to.getTime() - from.getTime() > TIMECLOCK.receiptsMaxDays * DAY_MS) {
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'errors.timeclock.receiptsMaxDays', {
      values: { days: TIMECLOCK.receiptsMaxDays },
      field: 'to',
    });
  }
  const rows = await punchesBetween(deps.db, me.profile.uid, from, to);
  return {
    receipts: rows.map((row) => ({
      receipt: row.receipt,
      alg: 'Ed25519' as const,
      signature: row.signature,
    })),
  };
}

/** Is this punch the caller's, or one the caller manages? Anyone else learns nothing. */
export async function punchInReach(deps: TimeclockDeps, me: Me, punchId: string) {
  const punch = await findPunch(deps.db, punchId);
  if (!punch) throw noSuchPunch();
  if (punch.staffUid === me.profile.uid) return { punch, employer: null };
  const employer = await employerOf(deps.db, me).catch(() => {
    throw noSuchPunch();
  });
  if (punch.ownerUid !== employer.ownerUid) throw noSuchPunch();
  if (employer.centreIds && !employer.centreIds.includes(punch.businessId)) throw noSuchPunch();
  return { punch, employer };
}

/** GET /api/timeclock/punches/{id}/receipt/ */
export async function receiptOf(
  deps: TimeclockDeps,
  me: Me,
  punchId: string,
): Promise<TSignedReceipt> {
  const { punch } = await punchInReach(deps, me, punchId);
  return { receipt: punch.receipt, alg: 'Ed25519', signature: punch.signature };
}

/** GET /api/timeclock/board/: who is in now at the caller's centres. */
export async function whosIn(deps: TimeclockDeps, me: Me): Promise<TBoard> {
  const employer = await employerOf(deps.db, me);
  const rows = await openShifts(deps.db, employer.ownerUid, employer.centreIds);
  const now = deps.now();
  return {
    entries: rows.map((row) => ({
      shift_id: row.shift.id,
      staff_uid: row.shift.staffUid,
      name: `${row.firstName} ${row.lastName}`,
      position: row.position,
      business_id: row.centre.id,
      business_name: row.centre.name,
      time_zone: row.centre.timeZone,
      started_at: row.shift.startedAt.toISOString(),
      break_started_at: row.shift.breakStartedAt?.toISOString() ?? null,
      verdict: row.verdict as TVerdict,
      reasons: row.reasons,
      overdue: now.getTime() - row.shift.startedAt.getTime() > row.centre.maxShiftHours * 3_600_000,
    })),
    server_time: now.toISOString(),
  };
}

/** GET /api/timeclock/reviews/: flagged punches waiting for a decision. */
export async function reviewQueue(deps: TimeclockDeps, me: Me): Promise<TReviewQueue> {
  const employer = await employerOf(deps.db, me);
  const rows = await unreviewedPunches(
    deps.db,
    employer.ownerUid,
    employer.centreIds,
    TIMECLOCK.pageSize * 4,
  );
  // A manager's own punches are decided by someone else.
  const theirs = rows.filter((row) => row.punch.staffUid !== employer.actorUid);
  const notes = await notesOf(
    deps.db,
    theirs.map((row) => row.punch.id),
  );
  return {
    items: theirs.map((row) => ({
      punch: toPunch(row.punch, undefined, notes.get(row.punch.id)),
      name: `${row.firstName} ${row.lastName}`,
      business_name: row.centre.name,
      time_zone: row.centre.timeZone,
      centre: {
        latitude: row.centre.latitude,
        longitude: row.centre.longitude,
        radius_m: row.centre.radiusM,
      },
    })),
  };
}

/**
 * POST /api/timeclock/reviews/{id}/: accept or reject a flagged punch, with a written reason. The
 * same decision sent again by the same reviewer gets the same answer; a different one, a conflict.
 */
export async function reviewPunch(
  deps: TimeclockDeps,
  me: Me,
  punchId: string,
  body: TReviewRequest,
) {
  const { punch, employer } = await punchInReach(deps, me, punchId);
  if (!employer) {
    throw new AppError(ErrorCode.FORBIDDEN, 'errors.timeclock.ownPunches');
  }
  if (!needsReview(punch))
    throw new AppError(ErrorCode.CONFLICT, 'errors.timeclock.noReviewNeeded');
  const now = deps.now();
  const outcomes = await deps.db.transaction((tx) =>
    recordDecisions(tx, employer, [{ punch, decision: body.decision, reason: body.reason }], now),
  );
  if (outcomes.get(punchId) === 'already_reviewed') {
    throw new AppError(ErrorCode.CONFLICT, 'errors.timeclock.alreadyReviewed');
  }
  const [reviews, notes] = await Promise.all([
    reviewsOf(deps.db, [punchId]),
    notesOf(deps.db, [punchId]),
  ]);
  return toPunch(punch, reviews.get(punchId), notes.get(punchId));
}

/** The business a centre id belongs to, for its owner only: the chain covers all its centres. */
async function ownerChainOf(deps: TimeclockDeps, me: Me, centreId: string): Promise<Employer> {
  const employer = await employerOf(deps.db, me);
  const [centre] = await deps.db
    .select({ ownerUid: businesses.ownerUid })
    .from(businesses)
    .where(eq(businesses.id, centreId));
  if (!centre || centre.ownerUid !== employer.ownerUid) {
    throw new AppError(ErrorCode.NOT_FOUND, 'errors.centres.noSuchCentre');
  }
  if (!employer.isOwner) {
    throw new AppError(ErrorCode.FORBIDDEN, 'errors.timeclock.auditOwnerOnly');
  }
  return employer;
}

/** GET /api/businesses/{id}/audit/: the business's chain, newest first, a page at a time. */
export async function auditPage(
  deps: TimeclockDeps,
  me: Me,
  centreId: string,
  before: number | undefined,
): Promise<TAuditPage> {
  const employer = await ownerChainOf(deps, me, centreId);
  const subjectProfile = alias(profiles, 'subject_profile');
  // Whom the entry is about: the staff member its data names, or the account a staff.* entry is.
  const subjectUid = sql<string | null>`coalesce(${auditEvents.data}->>'staff_uid',
    case when ${auditEvents.action} like 'staff.%' then ${auditEvents.subject} end)`;
  const rows = await deps.db
    .select({
      seq: auditEvents.seq,
      at: auditEvents.at,
      actorUid: auditEvents.actorUid,
      action: auditEvents.action,
      subject: auditEvents.subject,
      data: auditEvents.data,
      hash: auditEvents.hash,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      subjectFirstName: subjectProfile.firstName,
      subjectLastName: subjectProfile.lastName,
      punchType: punches.type,
      punchAt: punches.serverAt,
      punchTimeZone: businesses.timeZone,
    })
    .from(auditEvents)
    .leftJoin(profiles, eq(profiles.uid, auditEvents.actorUid))
    .leftJoin(subjectProfile, sql`${subjectProfile.uid}::text = ${subjectUid}`)
    // A review's or a note's subject is 'punch:<id>'; the punch is read only within the same business.
    .leftJoin(
      punches,
      and(
        sql`(${auditEvents.action} like 'punch.review.%' or ${auditEvents.action} = 'punch.note')`,
        sql`${punches.id}::text = substr(${auditEvents.subject}, 7)`,
        eq(punches.ownerUid, auditEvents.ownerUid),
      ),
    )
    .leftJoin(businesses, eq(businesses.id, punches.businessId))
    .where(
      and(
        eq(auditEvents.ownerUid, employer.ownerUid),
        sql`${auditEvents.seq} is not null`,
        before === undefined ? undefined : lt(auditEvents.seq, before),
      ),
    )
    .orderBy(desc(auditEvents.seq))
    .limit(TIMECLOCK.pageSize);
  const last = rows.at(-1);
  const nameOf = (first: string | null, lastName: string | null) =>
    first ? `${first} ${lastName ?? ''}`.trim() : t('server.people.removedAccount');
  return {
    entries: rows.map((row) => {
      const staffUid = row.data.staff_uid;
      const isAboutSomeone = typeof staffUid === 'string' || row.action.startsWith('staff.');
      return {
        seq: row.seq ?? 0,
        at: row.at.toISOString(),
        actor_uid: row.actorUid,
        actor_name: nameOf(row.firstName, row.lastName),
        action: row.action,
        subject: row.subject,
        subject_name: isAboutSomeone ? nameOf(row.subjectFirstName, row.subjectLastName) : null,
        // A redacted entry's reason is the retention policy's code, not words someone wrote.
        reason:
          row.action !== 'redacted' && typeof row.data.reason === 'string' ? row.data.reason : null,
        punch:
          row.punchType && row.punchAt
            ? {
                type: row.punchType as TPunchType,
                at: row.punchAt.toISOString(),
                time_zone: row.punchTimeZone ?? 'UTC',
              }
            : null,
        data: row.data,
        hash: row.hash ?? '',
      };
    }),
    next_before: rows.length === TIMECLOCK.pageSize && last?.seq && last.seq > 1 ? last.seq : null,
  };
}

/** POST /api/businesses/{id}/audit/verifications/: starts a check, or joins the one running. */
export async function startAuditVerification(
  deps: TimeclockDeps,
  verifier: AuditVerifier,
  me: Me,
  centreId: string,
): Promise<TAuditVerification> {
  const employer = await ownerChainOf(deps, me, centreId);
  return verifier.start(employer.ownerUid, me.profile.uid);
}

/** GET /api/businesses/{id}/audit/verifications/latest/ */
export async function latestAuditVerification(
  deps: TimeclockDeps,
  verifier: AuditVerifier,
  me: Me,
  centreId: string,
): Promise<TLatestAuditVerification> {
  const employer = await ownerChainOf(deps, me, centreId);
  return { verification: await verifier.latest(employer.ownerUid) };
}

/** GET /api/businesses/{id}/audit/verifications/{verification_id}/ */
export async function auditVerificationOf(
  deps: TimeclockDeps,
  verifier: AuditVerifier,
  me: Me,
  centreId: string,
  verificationId: string,
): Promise<TAuditVerification> {
  const employer = await ownerChainOf(deps, me, centreId);
  const found = await verifier.byId(employer.ownerUid, verificationId);
  if (!found) throw new AppError(ErrorCode.NOT_FOUND, 'errors.timeclock.noSuchCheck');
  return found;
}
