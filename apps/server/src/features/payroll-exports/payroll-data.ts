import dayjs from 'dayjs';
import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import {
  ErrorCode,
  lineGrossCents,
  PAY_TYPES,
  t,
  type TPayType,
  type TPayrollExportQuery,
} from '@vh/contracts';
import type { Executor } from '../../db/client.ts';
import { businesses, employments, profiles, weekApprovals } from '../../db/schema/index.ts';
import { rowsOf, textOf } from '../../db/sql-helpers.ts';
import { AppError } from '../../lib/app-error.ts';
import { payLinesQuery } from '../pay/pay.sql.ts';
import { periodStarting, seesMoney } from '../pay-periods/pay-periods.service.ts';
import { payEmployerOf } from '../pay-periods/pay-settings.service.ts';
import { unapprovedIn, workedWeeks } from '../pay-periods/period-state.ts';
import { rulesOf } from '../overtime-rules/overtime-rules.service.ts';
import { exportScope } from '../reports/exports.routes.ts';
import { inReportSession } from '../reports/report.sql.ts';
import type { ReportScope, ReportsDeps } from '../reports/report-scope.ts';
import type { Me } from '../staff/staff-access.ts';

/*
 * What every payroll file of a period is written from: the period, the business, and per person
 * their employee number, names, paid lines (hours by type and rate, each line's gross rounded
 * once, as the Pay panel and the period's closing count them) and who approved their weeks.
 * The files only format this; none of them counts anything itself.
 */

export type PayrollLine = {
  type: TPayType;
  /** Null: no rate applies on those days (the hours still count). */
  rateCents: number | null;
  /** The multiplier in whole percent (150 = 1.5×). */
  pct: number;
  seconds: number;
  /** Null when there is no rate, or the reader may not see pay. */
  grossCents: number | null;
};

export type PayrollPerson = {
  staffUid: string;
  employeeNumber: string | null;
  firstName: string;
  lastName: string;
  /** 'First Last', or the former-staff words when the account is gone. */
  name: string;
  /** By type (regular, overtime, double time, holiday), then rate. */
  lines: PayrollLine[];
  workedSeconds: number;
  /** The sum of the rated lines' gross; null when the reader may not see pay. */
  grossCents: number | null;
  /** Every week with a day of theirs in the period is approved. */
  approved: boolean;
  /** The latest live approval of their weeks in the period: who and when. */
  approvedBy: string | null;
  approvedAt: Date | null;
};

export type PayrollCentre = {
  id: string;
  name: string;
  timeZone: string;
  /** Street, city, province and postal code as printed lines. */
  addressLines: string[];
};

export type PayrollData = {
  ownerUid: string;
  /** Local dates, inclusive. */
  start: string;
  end: string;
  closedAt: Date | null;
  /** The business the files are named after: the centre asked for, else the first centre. */
  business: PayrollCentre;
  /** Every centre whose hours are in the files, the first first. */
  centres: PayrollCentre[];
  /** The business's zone: where approval times are written. */
  timeZone: string;
  /** False for a manager the owner has not allowed to see rates: no money in any file. */
  seesMoney: boolean;
  /** By last name, then first name. */
  people: PayrollPerson[];
  totalGrossCents: number | null;
  generatedAt: Date;
  /** The report scope of the period, for the per-shift rows (detailRows). */
  scope: ReportScope;
};

const typeOf = (value: unknown): TPayType => PAY_TYPES.find((k) => k === value) ?? 'regular';

const byLine = (a: PayrollLine, b: PayrollLine) =>
  PAY_TYPES.indexOf(a.type) - PAY_TYPES.indexOf(b.type) ||
  (a.rateCents ?? -1) - (b.rateCents ?? -1) ||
  a.pct - b.pct;

function addressOf(row: typeof businesses.$inferSelect): string[] {
  const cityLine = [row.city, row.province].filter(Boolean).join(', ');
  return [
    row.street,
    row.street2 ?? '',
    [cityLine, row.postalCode ?? ''].filter(Boolean).join('  '),
  ].filter((line) => line.trim() !== '');
}

/**
 * GET /api/pay/periods/{start}/exports/*: the period's payroll for the caller. Owners and
 * managers (their centres) on a plan with exports; a start that begins no period is 404.
 */
export async function payrollData(
  deps: ReportsDeps,
  me: Me,
  start: string,
  query: TPayrollExportQuery,
): Promise<PayrollData> {
  const { db } = deps;
  const employer = await payEmployerOf(db, me);
  const { span, closure, settings } = await periodStarting(db, employer.ownerUid, start);
  const scope = await exportScope(deps, me, {
    from: span.start,
    to: span.end,
    ...(query.business_id === undefined ? {} : { business_id: query.business_id }),
  });
  const money = seesMoney(employer, settings);
  const generatedAt = deps.now();

  // One read-only snapshot for the figures, the names and the approvals.
  const { rows, staffIds, people, approvals } = await inReportSession(db, async (tx) => {
    const lines = rowsOf(await tx.execute(payLinesQuery(scope.params))).filter(
      (r) => r.g_centre === 1 && r.g_day === 1,
    );
    const ids = [...new Set(lines.map((r) => textOf(r.staff_uid)))];
    return {
      rows: lines,
      staffIds: ids,
      people: await peopleOf(tx, ids),
      approvals: await approvalsOf(tx, scope, span, ids, generatedAt),
    };
  });

  const persons: PayrollPerson[] = staffIds.map((uid) => {
    const lines = rows
      .filter((r) => r.staff_uid === uid)
      .map((r): PayrollLine => {
        const rate = r.rate === null ? null : Number(r.rate);
        const seconds = Number(r.seconds);
        const pct = Number(r.pct);
        return {
          type: typeOf(r.type),
          rateCents: rate,
          pct,
          seconds,
          grossCents: rate !== null ? lineGrossCents(seconds, rate, pct) : null,
        };
      })
      // Sorted by the real rate before it is hidden, so a reader without money gets the same order.
      .sort(byLine)
      .map((line) => (money ? line : { ...line, rateCents: null, grossCents: null }));
    const person = people.get(uid);
    const approval = approvals.get(uid);
    return {
      staffUid: uid,
      employeeNumber: person?.employeeNumber ?? null,
      firstName: person?.firstName ?? '',
      lastName: person?.lastName ?? '',
      name: person ? `${person.firstName} ${person.lastName}` : t('server.people.formerStaff'),
      lines,
      workedSeconds: lines.reduce((n, l) => n + l.seconds, 0),
      grossCents: money ? lines.reduce((n, l) => n + (l.grossCents ?? 0), 0) : null,
      approved: approval?.approved ?? false,
      approvedBy: approval?.approved ? approval.by : null,
      approvedAt: approval?.approved ? approval.at : null,
    };
  });
  persons.sort(
    (a, b) =>
      a.lastName.localeCompare(b.lastName) ||
      a.firstName.localeCompare(b.firstName) ||
      a.staffUid.localeCompare(b.staffUid),
  );

  const centreRows = await db
    .select()
    .from(businesses)
    .where(eq(businesses.ownerUid, employer.ownerUid))
    .orderBy(asc(businesses.createdAt));
  const inScope = new Set(scope.centres.map((c) => c.id));
  const centres = centreRows
    .filter((c) => inScope.has(c.id))
    .map((c) => ({ id: c.id, name: c.name, timeZone: c.timeZone, addressLines: addressOf(c) }));
  const business = centres[0] ?? {
    id: '',
    name: t('payrollExports.noCentre'),
    timeZone: 'UTC',
    addressLines: [],
  };
  return {
    ownerUid: employer.ownerUid,
    start: span.start,
    end: span.end,
    closedAt: closure?.closedAt ?? null,
    business,
    centres,
    timeZone: business.timeZone,
    seesMoney: money,
    people: persons,
    totalGrossCents: money ? persons.reduce((n, p) => n + (p.grossCents ?? 0), 0) : null,
    generatedAt,
    scope,
  };
}

async function peopleOf(db: Executor, staffIds: string[]) {
  if (staffIds.length === 0) return new Map<string, never>();
  const rows = await db
    .select({
      uid: profiles.uid,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      employeeNumber: employments.employeeNumber,
    })
    .from(profiles)
    .leftJoin(employments, eq(employments.staffUid, profiles.uid))
    .where(inArray(profiles.uid, staffIds));
  return new Map(rows.map((r) => [r.uid, r]));
}

/**
 * Whether each person's worked weeks in the span are all approved (as closing the period
 * requires), and the latest live approval among them: who gave it and when.
 */
async function approvalsOf(
  db: Executor,
  scope: ReportScope,
  span: { start: string; end: string },
  staffIds: string[],
  now: Date,
) {
  const result = new Map<string, { approved: boolean; by: string | null; at: Date | null }>();
  if (staffIds.length === 0) return result;
  const weeks = await workedWeeks(db, {
    ownerUid: scope.params.ownerUid,
    span,
    rules: await rulesOf(db, scope.params.ownerUid),
    now,
    businessIds: scope.params.businessIds,
  });
  const unapproved = new Set(unapprovedIn(weeks, span).map((w) => w.staffUid));
  // A week holding the span's first day starts up to six days before it.
  const from = dayjs(span.start).subtract(6, 'day').format('YYYY-MM-DD');
  const live = await db
    .select({
      staffUid: weekApprovals.staffUid,
      at: weekApprovals.approvedAt,
      first: profiles.firstName,
      last: profiles.lastName,
    })
    .from(weekApprovals)
    .leftJoin(profiles, eq(profiles.uid, weekApprovals.approvedBy))
    .where(
      and(
        eq(weekApprovals.ownerUid, scope.params.ownerUid),
        inArray(weekApprovals.staffUid, staffIds),
        isNull(weekApprovals.unlockedAt),
        gte(weekApprovals.weekStart, from),
        lte(weekApprovals.weekStart, span.end),
      ),
    );
  for (const uid of staffIds) {
    const latest = live
      .filter((a) => a.staffUid === uid)
      .sort((a, b) => b.at.getTime() - a.at.getTime())[0];
    result.set(uid, {
      approved: !unapproved.has(uid) && latest !== undefined,
      by: latest ? (latest.first === null ? null : `${latest.first} ${latest.last}`) : null,
      at: latest?.at ?? null,
    });
  }
  return result;
}

/** "Ana Lima, Bo Chen (A-17)": the people a refusal names, with their number when they have one. */
export function peopleText(people: PayrollPerson[]): string {
  return people
    .map((p) => (p.employeeNumber ? `${p.name} (${p.employeeNumber})` : p.name))
    .join(', ');
}

/**
 * A file that identifies people by employee number refuses to run while someone in it has none:
 * an import would drop or mismatch their hours. 409 naming them.
 */
export function requireEmployeeNumbers(data: PayrollData): void {
  const missing = data.people.filter((p) => !p.employeeNumber);
  if (missing.length > 0) {
    throw new AppError(ErrorCode.CONFLICT, 'payrollExports.errors.missingNumbers', {
      values: { people: peopleText(missing), count: missing.length },
    });
  }
}
