import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import canonicalize from 'canonicalize';
import {
  ErrorCode,
  hoursText,
  PAY,
  PAY_TYPES,
  t,
  type TPayBreakdown,
  type TPayPeriod,
  type TPayPeriodList,
  type TPayPeriodSummary,
  type TPeriodHours,
} from '@vh/contracts';
import type { Executor } from '../../db/client.ts';
import { payPeriodClosures, profiles } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/sql-helpers.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatCalendarDate } from '../../lib/dates.ts';
import { bindPeriodClosure } from '../audit/audit-bindings.ts';
import { appendAfter, lockChainHead } from '../audit/audit-chain.ts';
import { sha256Hex } from '../audit/audit-hash.ts';
import { rulesOf } from '../overtime-rules/overtime-rules.service.ts';
import { payOf } from '../pay/pay.service.ts';
import type { Employer, Me } from '../staff/staff-access.ts';
import {
  paySettingsOf,
  type PaySettings,
  type PeriodSpan,
} from '../closed-periods/closed-periods.ts';
import { latePunchCounts } from './late-punches.ts';
import { blockersOf, centreTodays, notEndedIn, unapprovedIn, workedWeeks } from './period-state.ts';
import { periodHolding, periodsUpTo } from './periods.ts';
import { ownerOnly, payEmployerOf, type PayPeriodsDeps } from './pay-settings.service.ts';

/*
 * Pay periods and their states: closed (a live closure row holds the figures it closed with),
 * ready (its last day has ended in every centre's zone and every week with a day in it is
 * approved for everyone with hours in it) or open, with what blocks it in words. Closing and
 * reopening are the owner's, each in one transaction behind the chain head with an entry that
 * binds the row.
 */

type Closure = typeof payPeriodClosures.$inferSelect;

const noSuchPeriod = (date: string) =>
  new AppError(ErrorCode.NOT_FOUND, 'payPeriods.errors.noSuchPeriod', {
    values: { date: formatCalendarDate(date) },
  });

/**
 * The hash of what is paid: each person's lines and seconds, without names, so a renamed person
 * does not read as a change; what "changed since closed" compares.
 */
export function payHash(pay: TPayBreakdown): string {
  const paid = pay.people.map((p) => ({
    staff_uid: p.staff_uid,
    lines: p.lines,
    worked_seconds: p.worked_seconds,
    missing_rate_seconds: p.missing_rate_seconds,
  }));
  return sha256Hex(canonicalize(paid) ?? '[]');
}

const liveClosures = (db: Executor, ownerUid: string) =>
  db
    .select()
    .from(payPeriodClosures)
    .where(and(eq(payPeriodClosures.ownerUid, ownerUid), isNull(payPeriodClosures.reopenedAt)));

/** Today where the day is furthest along: a period that has begun anywhere is listed. */
async function todayOf(db: Executor, ownerUid: string, now: Date) {
  const todays = await centreTodays(db, ownerUid, now);
  const latest = todays
    .map((c) => c.today)
    .sort()
    .at(-1);
  return { todays, today: latest ?? now.toISOString().slice(0, 10) };
}

/** The period starting on `start` under the settings, or a live closure's; else 404. */
function spanStarting(settings: PaySettings, closures: Closure[], start: string): PeriodSpan {
  const closed = closures.find((c) => c.periodStart === start);
  if (closed) return { start, end: closed.periodEnd };
  const span = periodHolding(settings, start);
  if (span.start !== start) throw noSuchPeriod(start);
  return span;
}

/**
 * The period starting on `start` and its live closure, if closed; 404 when no period starts
 * there. What the payroll exports cut their files by.
 */
export async function periodStarting(
  db: Executor,
  ownerUid: string,
  start: string,
): Promise<{ span: PeriodSpan; closure: Closure | undefined; settings: PaySettings }> {
  const settings = await paySettingsOf(db, ownerUid);
  const closures = await liveClosures(db, ownerUid);
  return {
    span: spanStarting(settings, closures, start),
    closure: closures.find((c) => c.periodStart === start),
    settings,
  };
}

/** Whether this reader sees money: the owner always, a manager when the owner allows it. */
export const seesMoney = (employer: Employer, settings: PaySettings) =>
  employer.isOwner || settings.managersSeeRates;

/** The live pay of the span, for the reader's reach (a manager: their centres' hours). */
const livePay = (db: Executor, employer: Employer, span: PeriodSpan, now: Date) =>
  payOf(db, {
    ownerUid: employer.ownerUid,
    from: span.start,
    to: span.end,
    now,
    businessIds: employer.centreIds,
  });

/** A manager sees the closed figures of the people who worked at their centres, and no days. */
function snapshotFor(employer: Employer, pay: TPayBreakdown, people: Set<string>): TPayBreakdown {
  if (!employer.centreIds) return pay;
  const centres = new Set(employer.centreIds);
  const own = pay.people.filter((p) => people.has(p.staff_uid));
  return {
    ...pay,
    people: own,
    centres: pay.centres.filter((c) => centres.has(c.business_id)),
    days: [],
    total_gross_cents: own.reduce((n, p) => n + p.gross_cents, 0),
    missing_rates: pay.missing_rates.filter((m) => people.has(m.staff_uid)),
  };
}

/** Hours by type from the lines, with no money in them. */
function hoursOf(pay: TPayBreakdown): TPeriodHours[] {
  return pay.people.map((person) => {
    const seconds = new Map<string, number>();
    for (const line of person.lines) {
      seconds.set(line.type, (seconds.get(line.type) ?? 0) + line.seconds);
    }
    return {
      staff_uid: person.staff_uid,
      name: person.name,
      types: PAY_TYPES.filter((type) => seconds.has(type)).map((type) => ({
        type,
        seconds: seconds.get(type) ?? 0,
        hours: hoursText(seconds.get(type) ?? 0),
      })),
      worked_seconds: person.worked_seconds,
    };
  });
}

const summaryOf = (
  span: PeriodSpan,
  closure: Closure | undefined,
  changed: boolean,
  latePunches: number,
  blockers: TPayPeriodSummary['blockers'],
): TPayPeriodSummary => ({
  start: span.start,
  end: span.end,
  state: closure ? 'closed' : blockers.length === 0 ? 'ready' : 'open',
  changed_since_closed: closure !== undefined && changed,
  late_punch_count: closure ? latePunches : 0,
  closed_at: closure ? closure.closedAt.toISOString() : null,
  blockers: closure ? [] : blockers,
});

/**
 * The first day the business has anything to pay (a centre made, a shift or an added shift
 * begun), a day early so no zone's date is missed: periods before it are not listed, since a
 * business created today has no past weeks to close.
 */
async function firstDayOf(db: Executor, ownerUid: string): Promise<string | undefined> {
  const [row] = rowsOf(
    await db.execute(sql`select to_char(least(
        (select min(created_at) from businesses where owner_uid = ${ownerUid}::uuid),
        (select min(started_at) from shifts where owner_uid = ${ownerUid}::uuid),
        (select min(started_at) from time_edits where owner_uid = ${ownerUid}::uuid)
      ) at time zone 'UTC' - interval '1 day', 'YYYY-MM-DD') as first_day`),
  );
  return typeof row?.first_day === 'string' ? row.first_day : undefined;
}

/** GET /api/pay/periods/: the recent periods, newest first, each with its state. */
export async function listPeriods(deps: PayPeriodsDeps, me: Me): Promise<TPayPeriodList> {
  const { db } = deps;
  const now = deps.now();
  const employer = await payEmployerOf(db, me);
  const { ownerUid } = employer;
  const settings = await paySettingsOf(db, ownerUid);
  const closures = await liveClosures(db, ownerUid);
  const { todays, today } = await todayOf(db, ownerUid, now);
  const spans = periodsUpTo(
    settings,
    today,
    PAY.periodsListMax,
    await firstDayOf(db, ownerUid),
  ).map((span) => spanStartingOrSelf(closures, span));
  const oldest = spans.at(-1) ?? { start: today, end: today };
  const weeks = await workedWeeks(db, {
    ownerUid,
    span: { start: oldest.start, end: spans[0]?.end ?? today },
    rules: await rulesOf(db, ownerUid),
    now,
    businessIds: employer.centreIds,
  });
  // Like changes since closing, late punches are the owner's to hear of.
  const late = employer.isOwner
    ? await latePunchCounts(db, ownerUid, employer.centreIds, {
        from: oldest.start,
        to: spans[0]?.start ?? today,
      })
    : new Map<string, number>();
  const periods: TPayPeriodSummary[] = [];
  for (const span of spans) {
    const closure = closures.find((c) => c.periodStart === span.start);
    // Only the owner is told of changes since closing; it takes the live pay to know.
    const changed =
      closure !== undefined &&
      employer.isOwner &&
      payHash(await livePay(db, employer, span, now)) !== closure.snapshotHash;
    periods.push(
      summaryOf(
        span,
        closure,
        changed,
        late.get(span.start) ?? 0,
        blockersOf(weeks, todays, span, now),
      ),
    );
  }
  return { periods, can_close: employer.isOwner };
}

const spanStartingOrSelf = (closures: Closure[], span: PeriodSpan): PeriodSpan => {
  const closed = closures.find((c) => c.periodStart === span.start);
  return closed ? { start: span.start, end: closed.periodEnd } : span;
};

async function nameOf(db: Executor, uid: string | null): Promise<string | null> {
  if (uid === null) return null;
  const [row] = await db
    .select({ first: profiles.firstName, last: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.uid, uid));
  return row ? `${row.first} ${row.last}` : t('server.people.formerManager');
}

/** One period as its reader may see it: closed, the figures it closed with. */
async function periodFor(
  db: Executor,
  employer: Employer,
  start: string,
  now: Date,
): Promise<TPayPeriod> {
  const { ownerUid } = employer;
  const settings = await paySettingsOf(db, ownerUid);
  const closures = await liveClosures(db, ownerUid);
  const span = spanStarting(settings, closures, start);
  const closure = closures.find((c) => c.periodStart === start);
  const { todays } = await todayOf(db, ownerUid, now);
  const weeks = await workedWeeks(db, {
    ownerUid,
    span,
    rules: await rulesOf(db, ownerUid),
    now,
    businessIds: employer.centreIds,
  });
  const live = await livePay(db, employer, span, now);
  const pay = closure
    ? snapshotFor(
        employer,
        closure.snapshot as TPayBreakdown,
        new Set(weeks.map((w) => w.staffUid)),
      )
    : live;
  const changed =
    closure !== undefined && employer.isOwner && payHash(live) !== closure.snapshotHash;
  const lateCounts =
    closure !== undefined && employer.isOwner
      ? await latePunchCounts(db, ownerUid, employer.centreIds, { from: start, to: start })
      : undefined;
  const late = lateCounts?.get(start) ?? 0;
  const history = await db
    .select()
    .from(payPeriodClosures)
    .where(and(eq(payPeriodClosures.ownerUid, ownerUid), eq(payPeriodClosures.periodStart, start)))
    .orderBy(asc(payPeriodClosures.closedAt));
  const closings = [];
  for (const row of history) {
    closings.push({
      closed_at: row.closedAt.toISOString(),
      closed_by: (await nameOf(db, row.closedBy)) ?? '',
      reopened_at: row.reopenedAt ? row.reopenedAt.toISOString() : null,
      reopened_by: await nameOf(db, row.reopenedBy),
      reopen_reason: row.reopenReason,
    });
  }
  return {
    ...summaryOf(span, closure, changed, late, blockersOf(weeks, todays, span, now)),
    hours: hoursOf(pay),
    pay: seesMoney(employer, settings) ? pay : null,
    closings,
    can_close: employer.isOwner,
  };
}

/** GET /api/pay/periods/{start}. */
export async function readPeriod(deps: PayPeriodsDeps, me: Me, start: string): Promise<TPayPeriod> {
  const employer = await payEmployerOf(deps.db, me);
  return periodFor(deps.db, employer, start, deps.now());
}

/**
 * POST /api/pay/periods/{start}/close: only after the last day has ended in every centre's zone
 * and every week is approved. The figures are kept as they are now, with their hash. Asked twice
 * at once, the second waits on the chain head, finds the closure and answers the same.
 */
export async function closePeriod(
  deps: PayPeriodsDeps,
  me: Me,
  start: string,
): Promise<TPayPeriod> {
  const employer = await payEmployerOf(deps.db, me);
  if (!employer.isOwner) throw ownerOnly();
  const { ownerUid } = employer;
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    // Approvals, unlocks and edits lock this head too: what is checked below stays true.
    const head = await lockChainHead(tx, ownerUid);
    const closures = await liveClosures(tx, ownerUid);
    if (closures.some((c) => c.periodStart === start)) return;
    const span = spanStarting(await paySettingsOf(tx, ownerUid), closures, start);
    const centre = notEndedIn(await centreTodays(tx, ownerUid, at), span, at);
    if (centre !== null) {
      throw new AppError(ErrorCode.CONFLICT, 'payPeriods.errors.notEnded', { values: { centre } });
    }
    const weeks = await workedWeeks(tx, {
      ownerUid,
      span,
      rules: await rulesOf(tx, ownerUid),
      now: at,
      businessIds: undefined,
    });
    const [first, ...others] = unapprovedIn(weeks, span);
    if (first) {
      throw new AppError(ErrorCode.CONFLICT, 'payPeriods.errors.unapproved', {
        values: { name: first.name, week: formatCalendarDate(first.week), others: others.length },
      });
    }
    const snapshot = await payOf(tx, { ownerUid, from: span.start, to: span.end, now: at });
    const row = {
      id: randomUUID(),
      ownerUid,
      periodStart: span.start,
      periodEnd: span.end,
      closedBy: employer.actorUid,
      closedAt: at,
      snapshot,
      snapshotHash: payHash(snapshot),
      reopenedBy: null,
      reopenedAt: null,
      reopenReason: null,
    };
    await tx.insert(payPeriodClosures).values(row);
    await appendAfter(tx, head, {
      ownerUid,
      actorUid: employer.actorUid,
      action: 'pay_period.close',
      subject: `pay_period:${row.id}`,
      data: {
        period_start: span.start,
        period_end: span.end,
        total_gross_cents: snapshot.total_gross_cents,
        snapshot_hash: row.snapshotHash,
        bound: [bindPeriodClosure(row)],
      },
      at,
    });
  });
  return periodFor(deps.db, employer, start, at);
}

/** POST /api/pay/periods/{start}/reopen: the owner's, with a reason; the row stays, marked. */
export async function reopenPeriod(
  deps: PayPeriodsDeps,
  me: Me,
  start: string,
  reason: string,
): Promise<TPayPeriod> {
  const employer = await payEmployerOf(deps.db, me);
  if (!employer.isOwner) throw ownerOnly();
  const { ownerUid } = employer;
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const head = await lockChainHead(tx, ownerUid);
    const closure = (await liveClosures(tx, ownerUid)).find((c) => c.periodStart === start);
    if (!closure) throw new AppError(ErrorCode.CONFLICT, 'payPeriods.errors.notClosed');
    const reopened = {
      ...closure,
      reopenedBy: employer.actorUid,
      reopenedAt: at,
      reopenReason: reason,
    };
    await tx
      .update(payPeriodClosures)
      .set({ reopenedBy: employer.actorUid, reopenedAt: at, reopenReason: reason })
      .where(eq(payPeriodClosures.id, closure.id));
    await appendAfter(tx, head, {
      ownerUid,
      actorUid: employer.actorUid,
      action: 'pay_period.reopen',
      subject: `pay_period:${closure.id}`,
      data: {
        period_start: closure.periodStart,
        period_end: closure.periodEnd,
        reason,
        bound: [bindPeriodClosure(reopened)],
      },
      at,
    });
  });
  return periodFor(deps.db, employer, start, at);
}
