import { inArray } from 'drizzle-orm';
import { t, type TRowProblem } from '@vh/contracts';
import type { Executor } from '../../db/client.ts';
import { businesses, profiles, punches } from '../../db/schema/index.ts';
import type { BoundTable } from './audit-bindings.ts';

/** A row that disagrees with the chain, with what it held (per the chain, else as it is now). */
export type FoundProblem = {
  table: BoundTable | 'punches';
  key: string;
  seq: number | null;
  problem: TRowProblem['problem'];
  columns: string[];
  row: Record<string, unknown>;
};

const PUNCH_TYPES = ['clock_in', 'clock_out', 'break_start', 'break_end'] as const;
const COLUMNS = [
  'owner_uid',
  'staff_uid',
  'business_id',
  'started_at',
  'ended_at',
  'punched_shift_id',
  'supersedes_shift_id',
  'supersedes_edit_id',
  'break_seconds',
  'date',
  'removed',
  'week_start',
  'daily_seconds',
  'weekly_seconds',
  'time_zone',
  'max_shift_hours',
  'type',
  'shift_id',
  'server_at',
  'client_at',
  'received_at',
  'last_contact_at',
  'offset_ms',
  'delivery_offset_ms',
  'latitude',
  'longitude',
  'accuracy_m',
  'position_at',
  'location_error',
  'distance_m',
  'verdict',
  'reasons',
  'punch_id',
  'decision',
  'reason',
  'reviewer_uid',
  'reviewed_at',
  'author_uid',
  'body',
  'created_at',
  'overtime_pct',
  'double_daily_seconds',
  'double_pct',
  'holiday_pct',
  'statutory',
  'effective_from',
  'cents_per_hour',
  'period_kind',
  'anchor_date',
  'managers_see_rates',
  'period_start',
  'period_end',
  'closed_at',
  'snapshot_hash',
  'reopened_at',
  'reopen_reason',
] as const;

/** A column in words ('start time'); one the catalogue does not know keeps its name. */
function columnWords(column: string): string {
  const known = COLUMNS.find((c) => c === column);
  return known ? t(`audit.columns.${known}`) : column;
}

const inWords = new Intl.ListFormat('en-CA', { type: 'conjunction' });

type Centre = { name: string; timeZone: string };
type Names = { people: Map<string, string>; centres: Map<string, Centre> };

/**
 * The problems in words an owner reads: whose shift of which day at which centre, rather than an
 * id, and which columns differ. A review or a note is named by the punch it is on.
 */
export async function describeProblems(
  db: Executor,
  found: FoundProblem[],
): Promise<TRowProblem[]> {
  const punchOf = await punchesOf(db, found);
  const names = await namesFor(db, [...found, ...punchOf.values()]);
  return found.map((problem) => {
    const { table, key, seq, columns } = problem;
    // The id stays in `key` (the command line prints it); a person reads whose row it is.
    const row = rowInWords(problem, names, punchOf);
    // A row changed or removed always has the entry that bound it; only an unbound one may not.
    const detail =
      seq === null
        ? t('audit.problems.unwritten', { row })
        : problem.problem === 'changed'
          ? t('audit.problems.changed', {
              row,
              columns: inWords.format(columns.map(columnWords)),
              count: columns.length,
              seq,
            })
          : problem.problem === 'missing'
            ? t('audit.problems.missing', { row, seq })
            : t('audit.problems.back', { row, seq });
    return { table, key, problem: problem.problem, columns, detail };
  });
}

const onPunch = (table: FoundProblem['table']) =>
  table === 'punch_reviews' || table === 'punch_notes';

/** The punches the reviews and notes among `found` are on (those still there), by punch id. */
async function punchesOf(db: Executor, found: FoundProblem[]): Promise<Map<string, FoundProblem>> {
  const ids = [
    ...new Set(found.filter((p) => onPunch(p.table)).map((p) => text(p.row.punch_id) ?? '')),
  ].filter(uuid);
  if (ids.length === 0) return new Map();
  const there = await db
    .select({
      id: punches.id,
      type: punches.type,
      staffUid: punches.staffUid,
      businessId: punches.businessId,
      serverAt: punches.serverAt,
    })
    .from(punches)
    .where(inArray(punches.id, ids));
  return new Map(
    there.map((p) => [
      p.id,
      {
        table: 'punches',
        key: p.id,
        seq: null,
        problem: 'changed',
        columns: [],
        row: {
          type: p.type,
          staff_uid: p.staffUid,
          business_id: p.businessId,
          server_at: p.serverAt.toISOString(),
        },
      },
    ]),
  );
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The centre a row belongs to: its own column, or its key (holidays, centres). */
function centreIdOf({ table, key, row }: FoundProblem): string | undefined {
  if (table === 'businesses') return key;
  if (table === 'centre_holidays') return text(row.business_id) ?? key.split(':')[0];
  return text(row.business_id);
}

const uuid = (value: string) => /^[0-9a-f-]{36}$/i.test(value);

async function namesFor(db: Executor, found: FoundProblem[]): Promise<Names> {
  const uids = [...new Set(found.map((p) => text(p.row.staff_uid)).filter((v) => v !== undefined))];
  const centreIds = [...new Set(found.map(centreIdOf).filter((v) => v !== undefined))];
  const people =
    uids.length === 0
      ? []
      : await db
          .select({ uid: profiles.uid, first: profiles.firstName, last: profiles.lastName })
          .from(profiles)
          .where(inArray(profiles.uid, uids.filter(uuid)));
  const centres =
    centreIds.length === 0
      ? []
      : await db
          .select({ id: businesses.id, name: businesses.name, timeZone: businesses.timeZone })
          .from(businesses)
          .where(inArray(businesses.id, centreIds.filter(uuid)));
  return {
    people: new Map(people.map((p) => [p.uid, `${p.first} ${p.last ?? ''}`.trim()])),
    centres: new Map(centres.map((c) => [c.id, { name: c.name, timeZone: c.timeZone }])),
  };
}

function rowInWords(
  problem: FoundProblem,
  names: Names,
  punchOf: Map<string, FoundProblem>,
): string {
  const { table, row } = problem;
  if (table === 'punch_reviews' || table === 'punch_notes') {
    const punch = punchOf.get(text(row.punch_id) ?? '');
    if (table === 'punch_reviews') {
      return punch
        ? t('audit.rows.review', { punch: rowInWords(punch, names, punchOf) })
        : t('audit.rows.someReview');
    }
    return punch
      ? t('audit.rows.note', { punch: rowInWords(punch, names, punchOf) })
      : t('audit.rows.someNote');
  }
  const centre = names.centres.get(centreIdOf(problem) ?? '');
  if (table === 'overtime_rules') return t('audit.rows.overtimeRules');
  if (table === 'pay_settings') return t('audit.rows.paySettings');
  if (table === 'pay_period_closures') {
    const from = day(text(row.period_start), 'UTC');
    const to = day(text(row.period_end), 'UTC');
    return from && to
      ? t('audit.rows.periodClosure', { from, to })
      : t('audit.rows.somePeriodClosure');
  }
  if (table === 'businesses') {
    return centre ? t('audit.rows.centre', { name: centre.name }) : t('audit.rows.someCentre');
  }
  const at = (words: string) =>
    centre ? t('audit.rows.atCentre', { row: words, centre: centre.name }) : words;
  if (table === 'centre_holidays') {
    const date = text(row.date) ?? problem.key.split(':')[1];
    const when = day(date, 'UTC');
    return at(when ? t('audit.rows.holiday', { date: when }) : t('audit.rows.someHoliday'));
  }
  const person = names.people.get(text(row.staff_uid) ?? '');
  const zone = centre?.timeZone ?? 'UTC';
  const type = PUNCH_TYPES.find((p) => p === row.type);
  const noun = t(`audit.nouns.${table === 'punches' ? (type ?? 'punches') : table}`);
  const whose = person ? t('audit.rows.whose', { person, noun }) : t('audit.rows.some', { noun });
  if (table === 'pay_rates') {
    const from = day(text(row.effective_from), 'UTC');
    return from ? t('audit.rows.rateFrom', { row: whose, when: from }) : whose;
  }
  const when =
    table === 'punches'
      ? moment(text(row.server_at), zone)
      : day(text(row.started_at) ?? text(row.ended_at), zone);
  return at(when ? t('audit.rows.ofDay', { row: whose, when }) : whose);
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatted(iso: string | undefined, zone: string, withTime: boolean): string | undefined {
  if (!iso) return undefined;
  const instant = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  if (Number.isNaN(instant.getTime())) return undefined;
  const name = `${zone} ${withTime}`;
  let format = formats.get(name);
  if (!format) {
    format = dateFormat(zone, withTime);
    formats.set(name, format);
  }
  return format.format(instant);
}

function dateFormat(zone: string, withTime: boolean): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
  };
  try {
    return new Intl.DateTimeFormat('en-CA', { ...options, timeZone: zone });
  } catch {
    // A zone written behind the product's back may be no zone at all.
    return new Intl.DateTimeFormat('en-CA', { ...options, timeZone: 'UTC' });
  }
}

const day = (iso: string | undefined, zone: string) => formatted(iso, zone, false);
const moment = (iso: string | undefined, zone: string) => formatted(iso, zone, true);
