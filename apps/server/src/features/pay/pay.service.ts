import { asc, eq, inArray } from 'drizzle-orm';
import {
  hoursText,
  lineGrossCents,
  PAY_TYPES,
  t,
  type TPayBreakdown,
  type TPayLine,
  type TPayType,
} from '@vh/contracts';
import type { Executor } from '../../db/client.ts';
import { businesses, profiles } from '../../db/schema/index.ts';
import { rowsOf, textOf } from '../../db/sql-helpers.ts';
import { rulesOf } from '../overtime-rules/overtime-rules.service.ts';
import { payLinesQuery, type PayParams } from './pay.sql.ts';

export type PayScope = {
  ownerUid: string;
  /** Local dates, inclusive. */
  from: string;
  to: string;
  now: Date;
  /** Only these people (else everyone of the employer). */
  staffUids?: string[] | undefined;
  /** Only these centres' hours (else every centre). */
  businessIds?: string[] | undefined;
};

type Row = Record<string, unknown>;
const typeOf = (value: unknown): TPayType => PAY_TYPES.find((k) => k === value) ?? 'regular';

/** One line, rounded once: the only place pay is rounded. */
function lineOf(row: Row): TPayLine {
  const seconds = Number(row.seconds);
  const rate = Number(row.rate);
  const pct = Number(row.pct);
  return {
    type: typeOf(row.type),
    rate_cents: rate,
    multiplier_pct: pct,
    seconds,
    hours: hoursText(seconds),
    gross_cents: lineGrossCents(seconds, rate, pct),
  };
}

const byLine = (a: TPayLine, b: TPayLine) =>
  PAY_TYPES.indexOf(a.type) - PAY_TYPES.indexOf(b.type) ||
  a.rate_cents - b.rate_cents ||
  a.multiplier_pct - b.multiplier_pct;

/** The rounded gross of rows that have a rate, summed by a key. */
function grossBy(rows: Row[], key: (row: Row) => string): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) {
    if (row.rate === null) continue;
    const k = key(row);
    sums.set(k, (sums.get(k) ?? 0) + lineOf(row).gross_cents);
  }
  return sums;
}

/**
 * Gross pay over local dates: lines per person, type, rate and multiplier (each rounded once),
 * the labour cost per centre and per day (their own lines rounded, so they may differ from the
 * total by a cent or so), and who worked on a day without a rate. The total is the payroll figure.
 */
export async function payOf(db: Executor, scope: PayScope): Promise<TPayBreakdown> {
  const rules = await rulesOf(db, scope.ownerUid);
  return payOfParams(db, {
    ownerUid: scope.ownerUid,
    from: scope.from,
    to: scope.to,
    weekStart: rules.weekStart,
    dailySeconds: rules.dailySeconds,
    weeklySeconds: rules.weeklySeconds,
    doubleDailySeconds: rules.doubleDailySeconds,
    now: scope.now,
    staffUids: scope.staffUids,
    businessIds: scope.businessIds,
    premiums: rules,
  });
}

/** payOf with the rules already read (a report has them in its parameters). */
export async function payOfParams(db: Executor, params: PayParams): Promise<TPayBreakdown> {
  const rows = rowsOf(await db.execute(payLinesQuery(params)));
  const personRows = rows.filter((r) => r.g_centre === 1 && r.g_day === 1);
  const centreRows = rows.filter((r) => r.g_centre === 0);
  const dayRows = rows.filter((r) => r.g_day === 0);

  const staffIds = [...new Set(personRows.map((r) => textOf(r.staff_uid)))];
  const names = new Map(
    (staffIds.length === 0
      ? []
      : await db
          .select({ uid: profiles.uid, first: profiles.firstName, last: profiles.lastName })
          .from(profiles)
          .where(inArray(profiles.uid, staffIds))
    ).map((r) => [r.uid, `${r.first} ${r.last}`]),
  );
  const nameOf = (uid: string) => names.get(uid) ?? t('server.people.formerStaff');

  const people = staffIds
    .map((uid) => {
      const own = personRows.filter((r) => r.staff_uid === uid);
      const lines = own
        .filter((r) => r.rate !== null)
        .map(lineOf)
        .sort(byLine);
      const sum = (list: Row[]) => list.reduce((n, r) => n + Number(r.seconds), 0);
      return {
        staff_uid: uid,
        name: nameOf(uid),
        lines,
        gross_cents: lines.reduce((n, l) => n + l.gross_cents, 0),
        worked_seconds: sum(own),
        missing_rate_seconds: sum(own.filter((r) => r.rate === null)),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));

  const centreGross = grossBy(centreRows, (r) => textOf(r.business_id));
  const centreIds = new Set(centreRows.map((r) => textOf(r.business_id)));
  const centres =
    centreIds.size === 0
      ? []
      : (
          await db
            .select({ id: businesses.id, name: businesses.name })
            .from(businesses)
            .where(eq(businesses.ownerUid, params.ownerUid))
            .orderBy(asc(businesses.createdAt))
        )
          .filter((c) => centreIds.has(c.id))
          .map((c) => ({
            business_id: c.id,
            name: c.name,
            gross_cents: centreGross.get(c.id) ?? 0,
          }));

  const dayGross = grossBy(dayRows, (r) => textOf(r.day_text));
  const days = [...new Set(dayRows.map((r) => textOf(r.day_text)))]
    .sort()
    .map((date) => ({ date, gross_cents: dayGross.get(date) ?? 0 }));

  return {
    from: params.from,
    to: params.to,
    people,
    centres,
    days,
    total_gross_cents: people.reduce((n, p) => n + p.gross_cents, 0),
    missing_rates: people
      .filter((p) => p.missing_rate_seconds > 0)
      .map((p) => ({ staff_uid: p.staff_uid, name: p.name })),
  };
}
