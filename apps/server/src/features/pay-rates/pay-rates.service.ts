import { randomUUID } from 'node:crypto';
import {
  centsOfTypedRate,
  ErrorCode,
  rateText,
  type TPayRate,
  type TPayRateHistory,
  type TSetPayRateRequest,
} from '@vh/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { bindPayRate } from '../audit/audit-bindings.ts';
import { appendAfter, lockChainHead } from '../audit/audit-chain.ts';
import {
  closedPeriodError,
  closedPeriodFrom,
  paySettingsOf,
} from '../closed-periods/closed-periods.ts';
import { findStaff, firstCentreTimeZone } from '../staff/staff.repo.ts';
import { employerOf, noSuchStaff, staffInReach, type Me } from '../staff/staff-access.ts';
import {
  deleteRate,
  findRate,
  rateOn,
  ratesOf,
  upsertRate,
  type PayRateRow,
} from './pay-rates.repo.ts';

/*
 * A person's hourly rates, each from a local date on: the rate of a day is the one with the
 * latest date on or before it, so a raise from a date keeps earlier days at the old rate.
 *
 * - The owner reads and writes everyone's; a manager reads the rates of the people in their
 *   reach only when the owner allows it (pay settings); a staff member reads their own.
 * - Every write is one transaction behind the owner's chain head, with an entry binding the row
 *   (pay_rate.set / pay_rate.remove, data { before, after, bound }).
 * - Nothing dated on or before the last day of a closed pay period changes: what was paid stays.
 */

export type PayRatesDeps = { db: Database; now: () => Date };

const ownerOnly = () => new AppError(ErrorCode.FORBIDDEN, 'payRates.errors.ownerOnly');
const noSuchRate = () => new AppError(ErrorCode.NOT_FOUND, 'payRates.errors.noSuchRate');

/** Whose rates, in whose business, and whether the caller may change them. */
type Reach = { ownerUid: string; actorUid: string; staffUid: string; canEdit: boolean };

/** The owner reaches their people; a manager theirs when allowed; anyone else only themselves. */
async function reachFor(db: Executor, me: Me, staffUid: string | undefined): Promise<Reach> {
  const { profile } = me;
  if (profile.role === 'OWNER') {
    if (!staffUid) throw new AppError(ErrorCode.VALIDATION_FAILED, 'payRates.errors.whose');
    const employer = await employerOf(db, me);
    await staffInReach(db, employer, staffUid);
    return { ownerUid: profile.uid, actorUid: profile.uid, staffUid, canEdit: true };
  }
  if (!staffUid || staffUid === profile.uid) {
    const own = await findStaff(db, profile.uid);
    if (!own) throw noSuchStaff();
    const ownerUid = own.employment.ownerUid;
    return { ownerUid, actorUid: profile.uid, staffUid: profile.uid, canEdit: false };
  }
  // Someone else's: only a manager's people exist for the caller; anyone else's do not.
  const employer = await employerOf(db, me).catch((error: unknown) => {
    if (error instanceof AppError && error.code === ErrorCode.FORBIDDEN) throw noSuchStaff();
    throw error;
  });
  await staffInReach(db, employer, staffUid);
  // Gross pay divided by hours is the rate: a manager who may not see rates sees none at all.
  if (!(await paySettingsOf(db, employer.ownerUid)).managersSeeRates) {
    throw new AppError(ErrorCode.FORBIDDEN, 'payRates.errors.notAllowed');
  }
  return { ownerUid: employer.ownerUid, actorUid: profile.uid, staffUid, canEdit: false };
}

const toApi = (row: PayRateRow): TPayRate => ({
  id: row.id,
  effective_from: row.effectiveFrom,
  cents_per_hour: row.centsPerHour,
  hourly_rate: rateText(row.centsPerHour),
  set_at: row.setAt.toISOString(),
});

/** The figures an audit entry keeps of a rate. */
const figuresOf = (row: PayRateRow | undefined) =>
  row ? { effective_from: row.effectiveFrom, hourly_rate: rateText(row.centsPerHour) } : null;

/** Today where the person works: their first centre's day (UTC for someone with no centre). */
async function todayOf(db: Executor, staffUid: string, now: Date): Promise<string> {
  const timeZone = (await firstCentreTimeZone(db, staffUid)) ?? 'UTC';
  return new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(now);
}

async function historyOf(deps: PayRatesDeps, reach: Reach): Promise<TPayRateHistory> {
  const rows = await ratesOf(deps.db, reach.staffUid);
  const today = await todayOf(deps.db, reach.staffUid, deps.now());
  const current = rows.find((row) => row.effectiveFrom <= today);
  return {
    staff_uid: reach.staffUid,
    current: current ? toApi(current) : null,
    rates: rows.map(toApi),
    can_edit: reach.canEdit,
  };
}

/** GET /api/pay/rates/?staff_uid= */
export async function readRates(
  deps: PayRatesDeps,
  me: Me,
  staffUid: string | undefined,
): Promise<TPayRateHistory> {
  return historyOf(deps, await reachFor(deps.db, me, staffUid));
}

/** Refuses (409) a rate dated on or before the last day of a live closed pay period. */
async function refuseClosed(db: Executor, ownerUid: string, date: string): Promise<void> {
  const closed = await closedPeriodFrom(db, ownerUid, date);
  if (closed) throw closedPeriodError(closed);
}

/** POST /api/pay/rates/: the rate from a date on; the same person and date replaces it. */
export async function setRate(
  deps: PayRatesDeps,
  me: Me,
  body: TSetPayRateRequest,
): Promise<TPayRateHistory> {
  if (me.profile.role !== 'OWNER') throw ownerOnly();
  const reach = await reachFor(deps.db, me, body.staff_uid);
  const person = await findStaff(deps.db, body.staff_uid);
  // A sign-up waiting for approval may yet be turned down (and removed): no pay before that.
  if (person?.profile.pendingApproval) {
    const name = `${person.profile.firstName} ${person.profile.lastName}`.trim();
    throw new AppError(ErrorCode.CONFLICT, 'payRates.errors.pending', { values: { name } });
  }
  const cents = centsOfTypedRate(body.hourly_rate);
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    // The chain head, locked first, queues the owner's writes: two copies of one request take
    // turns, and the second finds the first's row already holding its rate and writes nothing.
    const head = await lockChainHead(tx, reach.ownerUid);
    await refuseClosed(tx, reach.ownerUid, body.effective_from);
    const before = await rateOn(tx, body.staff_uid, body.effective_from);
    if (before?.centsPerHour === cents) return;
    const after = await upsertRate(tx, {
      id: before?.id ?? randomUUID(),
      ownerUid: reach.ownerUid,
      staffUid: body.staff_uid,
      effectiveFrom: body.effective_from,
      centsPerHour: cents,
      setBy: reach.actorUid,
      setAt: at,
    });
    await appendAfter(tx, head, {
      ownerUid: reach.ownerUid,
      actorUid: reach.actorUid,
      action: 'pay_rate.set',
      subject: `staff:${body.staff_uid}`,
      data: {
        staff_uid: body.staff_uid,
        before: figuresOf(before),
        after: figuresOf(after),
        bound: [bindPayRate(after.id, after)],
      },
      at,
    });
  });
  return historyOf(deps, reach);
}

/** DELETE /api/pay/rates/{id}: the owner removes a rate; the one before it applies again. */
export async function removeRate(deps: PayRatesDeps, me: Me, id: string): Promise<TPayRateHistory> {
  if (me.profile.role !== 'OWNER') throw ownerOnly();
  const found = await findRate(deps.db, id);
  if (!found || found.ownerUid !== me.profile.uid) throw noSuchRate();
  const reach = await reachFor(deps.db, me, found.staffUid);
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const head = await lockChainHead(tx, reach.ownerUid);
    const before = await findRate(tx, id);
    // Removed by a request that went first: the answer is the history without it.
    if (!before) return;
    await refuseClosed(tx, reach.ownerUid, before.effectiveFrom);
    await deleteRate(tx, id);
    await appendAfter(tx, head, {
      ownerUid: reach.ownerUid,
      actorUid: reach.actorUid,
      action: 'pay_rate.remove',
      subject: `staff:${before.staffUid}`,
      data: {
        staff_uid: before.staffUid,
        before: figuresOf(before),
        after: null,
        bound: [bindPayRate(id, null)],
      },
      at,
    });
  });
  return historyOf(deps, reach);
}
