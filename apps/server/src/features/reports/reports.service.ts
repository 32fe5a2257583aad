import { inArray } from 'drizzle-orm';
import {
  t,
  TIMESHEETS,
  type TPunchType,
  type TReport,
  type TReportFlag,
  type TReportQuery,
  type TReviewDecision,
  type TVerdict,
  type TVerdictReason,
} from '@vh/contracts';
import { profiles } from '../../db/schema/index.ts';
import type { Me } from '../staff/staff-access.ts';
import { rowsOf, textOf } from '../../db/sql-helpers.ts';
import { payOfParams } from '../pay/pay.service.ts';
import { paySettingsOf } from '../closed-periods/closed-periods.ts';
import { flaggedPunchWords } from './flag-words.ts';
import { reportScope, type ReportsDeps } from './report-scope.ts';
import {
  editedListQuery,
  flaggedCountsQuery,
  flaggedListQuery,
  inReportSession,
  totalsQuery,
} from './report.sql.ts';

type Row = Record<string, unknown>;
const hours = (row: Row | undefined) => ({
  worked_seconds: Number(row?.worked ?? 0),
  regular_seconds: Number(row?.regular ?? 0),
  overtime_seconds: Number(row?.overtime ?? 0),
  double_time_seconds: Number(row?.double ?? 0),
  holiday_seconds: Number(row?.holiday ?? 0),
});

const EDIT_KINDS = ['add_shift', 'move_clock_in', 'move_clock_out', 'split_shift'] as const;

/** 'Shift split: forgot to clock out for lunch': an edited shift's kind and reason. */
function editWords(kind: string, reason: string): string {
  const known = EDIT_KINDS.find((k) => k === kind) ?? 'other';
  return t('server.reports.editedShift', { what: t(`server.reports.edits.${known}`), reason });
}

/** GET /api/reports/: totals by person, centre and day, with the flagged and edited shifts. */
export async function buildReport(
  deps: ReportsDeps,
  me: Me,
  query: TReportQuery,
): Promise<TReport> {
  const scope = await reportScope(deps, me, query);
  const p = scope.params;
  const limit = TIMESHEETS.reportFlagsMax;
  // Money only for whom the owner lets see rates: gross ÷ hours would reveal them.
  const seesMoney =
    scope.employer.isOwner || (await paySettingsOf(deps.db, p.ownerUid)).managersSeeRates;
  const [totals, flagged, flaggedList, editedList, pay] = await inReportSession(
    deps.db,
    async (tx) =>
      [
        rowsOf(await tx.execute(totalsQuery(p))),
        rowsOf(await tx.execute(flaggedCountsQuery(p))),
        rowsOf(await tx.execute(flaggedListQuery(p, limit + 1))),
        rowsOf(await tx.execute(editedListQuery(p, limit + 1))),
        seesMoney ? await payOfParams(tx, p) : null,
      ] as const,
  );

  const byStaff = totals.filter((r) => r.g_staff === 0);
  const byCentre = totals.filter((r) => r.g_centre === 0);
  const byDay = totals.filter((r) => r.g_day === 0);
  const grand = totals.find((r) => r.g_staff === 1 && r.g_centre === 1 && r.g_day === 1);
  const flaggedOf = (key: 'staff_uid' | 'business_id', id: unknown) =>
    Number(
      flagged.find((r) => r[key] === id && r[key === 'staff_uid' ? 'g_staff' : 'g_centre'] === 0)
        ?.n ?? 0,
    );
  const staffIds = [
    ...new Set([
      ...byStaff.map((r) => String(r.staff_uid)),
      ...flagged.filter((r) => r.g_staff === 0).map((r) => String(r.staff_uid)),
    ]),
  ];
  const names = new Map(
    (staffIds.length === 0
      ? []
      : await deps.db
          .select({ uid: profiles.uid, first: profiles.firstName, last: profiles.lastName })
          .from(profiles)
          .where(inArray(profiles.uid, staffIds))
    ).map((r) => [r.uid, `${r.first} ${r.last}`]),
  );
  const centreIds = new Set([
    ...byCentre.map((r) => String(r.business_id)),
    ...flagged.filter((r) => r.g_centre === 0).map((r) => String(r.business_id)),
  ]);

  const link = (kind: TReportFlag['kind'], r: Row, detail: string): TReportFlag => ({
    kind,
    id: textOf(r.id),
    staff_uid: textOf(r.staff_uid),
    name: `${textOf(r.first_name)} ${textOf(r.last_name)}`,
    business_name: textOf(r.business_name),
    date: textOf(r.day_text),
    week: textOf(r.week_text),
    detail,
  });
  const flags: TReportFlag[] = [
    ...flaggedList.map((r) =>
      link(
        'flagged_punch',
        r,
        flaggedPunchWords({
          type: r.type as TPunchType,
          verdict: r.verdict as TVerdict,
          reasons: r.reasons as TVerdictReason[],
          decision: (r.decision ?? null) as TReviewDecision | null,
        }),
      ),
    ),
    ...editedList.map((r) => link('edited_shift', r, editWords(textOf(r.kind), textOf(r.reason)))),
  ].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));

  return {
    from: p.from,
    to: p.to,
    business_id: query.business_id ?? null,
    totals: {
      ...hours(grand),
      flagged_punches: Number(flagged.find((r) => r.g_staff === 1 && r.g_centre === 1)?.n ?? 0),
      edited_shifts: Number(grand?.edited ?? 0),
    },
    people: staffIds
      .map((uid) => {
        const row = byStaff.find((r) => r.staff_uid === uid);
        return {
          staff_uid: uid,
          name: names.get(uid) ?? t('server.people.formerStaff'),
          ...hours(row),
          flagged_punches: flaggedOf('staff_uid', uid),
          edited_shifts: Number(row?.edited ?? 0),
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name)),
    centres: scope.centres
      .filter((c) => centreIds.has(c.id))
      .map((c) => {
        const row = byCentre.find((r) => r.business_id === c.id);
        return {
          business_id: c.id,
          name: c.name,
          ...hours(row),
          flagged_punches: flaggedOf('business_id', c.id),
          edited_shifts: Number(row?.edited ?? 0),
        };
      }),
    days: byDay
      .map((r) => ({ date: String(r.day_text), ...hours(r) }))
      .sort((a, b) => (a.date < b.date ? -1 : 1)),
    flags: flags.slice(0, limit),
    flags_truncated: flags.length > limit,
    pay,
    plan: {
      key: scope.plan.key,
      history_days: scope.plan.reportHistoryDays,
      exports: scope.plan.exports,
    },
  };
}
