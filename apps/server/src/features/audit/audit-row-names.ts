import { inArray } from 'drizzle-orm';
import type { TRowProblem } from '@vh/contracts';
import type { Executor } from '../../db/client.ts';
import { businesses, profiles } from '../../db/schema/index.ts';
import type { BoundTable } from './audit-bindings.ts';

/** A row that disagrees with the chain, with what it held (per the chain, else as it is now). */
export type FoundProblem = {
  table: BoundTable | 'punches';
  key: string;
  seq: number | null;
  problem: TRowProblem['problem'];
  columns: string[];
  /** How an entry relates to it, for missing and unbound rows: "was removed; entry". */
  how: string;
  row: Record<string, unknown>;
};

const NOUN: Record<BoundTable | 'punches', string> = {
  shifts: 'shift',
  time_edits: 'timesheet edit',
  centre_holidays: 'holiday',
  overtime_rules: 'overtime rules',
  businesses: 'business centre',
  punches: 'punch',
};

const PUNCH: Record<string, string> = {
  clock_in: 'clock-in',
  clock_out: 'clock-out',
  break_start: 'break start',
  break_end: 'break end',
};

const COLUMN: Record<string, string> = {
  owner_uid: 'business',
  staff_uid: 'person',
  business_id: 'centre',
  started_at: 'start time',
  ended_at: 'end time',
  punched_shift_id: 'punched shift',
  supersedes_shift_id: 'shift it replaces',
  supersedes_edit_id: 'edit it replaces',
  break_seconds: 'unpaid break',
  date: 'date',
  removed: 'removed mark',
  week_start: 'first day of the week',
  daily_seconds: 'daily overtime threshold',
  weekly_seconds: 'weekly overtime threshold',
  time_zone: 'time zone',
  max_shift_hours: 'longest shift',
  type: 'type',
  shift_id: 'shift',
  server_at: 'time',
  client_at: 'device time',
  latitude: 'latitude',
  longitude: 'longitude',
  accuracy_m: 'accuracy',
  position_at: 'position time',
  location_error: 'location error',
  distance_m: 'distance',
  verdict: 'verdict',
  reasons: 'reasons',
};

const inWords = new Intl.ListFormat('en-CA', { type: 'conjunction' });

type Centre = { name: string; timeZone: string };
type Names = { people: Map<string, string>; centres: Map<string, Centre> };

/**
 * The problems in words an owner reads: whose shift of which day at which centre, rather than an
 * id, and which columns differ.
 */
export async function describeProblems(
  db: Executor,
  found: FoundProblem[],
): Promise<TRowProblem[]> {
  const names = await namesFor(db, found);
  return found.map((problem) => {
    const { table, key, seq, columns, how } = problem;
    // The id stays in `key` (the command line prints it); a person reads whose row it is.
    const which = rowInWords(problem, names);
    const entry = seq === null ? '' : ` ${seq}`;
    const detail =
      problem.problem === 'changed'
        ? `${which} was changed outside VerifiedHours: its ${inWords.format(columns.map((c) => COLUMN[c] ?? c))} no longer ${columns.length === 1 ? 'matches' : 'match'} audit entry${entry}`
        : problem.problem === 'missing'
          ? `${which} ${how}${entry} says it should be there`
          : seq === null
            ? `${which} has no audit entry: it was written outside VerifiedHours`
            : `${which} ${how}${entry} removed it`;
    return { table, key, problem: problem.problem, columns, detail };
  });
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The centre a row belongs to: its own column, or its key (holidays, centres). */
function centreIdOf({ table, key, row }: FoundProblem): string | undefined {
  if (table === 'businesses') return key;
  if (table === 'centre_holidays') return text(row.business_id) ?? key.split(':')[0];
  return text(row.business_id);
}

async function namesFor(db: Executor, found: FoundProblem[]): Promise<Names> {
  const uids = [...new Set(found.map((p) => text(p.row.staff_uid)).filter((v) => v !== undefined))];
  const centreIds = [...new Set(found.map(centreIdOf).filter((v) => v !== undefined))];
  const uuid = (value: string) => /^[0-9a-f-]{36}$/i.test(value);
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

function rowInWords(problem: FoundProblem, names: Names): string {
  const { table, row } = problem;
  const centre = names.centres.get(centreIdOf(problem) ?? '');
  if (table === 'overtime_rules') return 'The overtime rules';
  if (table === 'businesses') {
    return centre ? `The business centre ${centre.name}` : 'A business centre';
  }
  const at = centre ? ` at ${centre.name}` : '';
  if (table === 'centre_holidays') {
    const date = text(row.date) ?? problem.key.split(':')[1];
    return date ? `The holiday of ${day(date, 'UTC')}${at}` : `A holiday${at}`;
  }
  const person = names.people.get(text(row.staff_uid) ?? '');
  const zone = centre?.timeZone ?? 'UTC';
  const noun = table === 'punches' ? (PUNCH[String(row.type)] ?? NOUN.punches) : NOUN[table];
  const when =
    table === 'punches'
      ? moment(text(row.server_at), zone)
      : day(text(row.started_at) ?? text(row.ended_at), zone);
  const whose = person ? `${person}’s ${noun}` : `A ${noun}`;
  return `${whose}${when ? ` of ${when}` : ''}${at}`;
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
