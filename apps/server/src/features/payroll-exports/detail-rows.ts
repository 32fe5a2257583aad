import type { Executor } from '../../db/client.ts';
import { detailRows, type DetailRow } from '../reports/punches-csv.ts';
import { localIsoWithOffset } from '../../lib/dates.ts';
import type { Premiums } from '../pay/pay.sql.ts';
import type { Segment } from '../timesheets/hours.sql.ts';
import type { PayrollData } from './payroll-data.ts';
import type { ByType } from './summary-rows.ts';

/** One counted shift on one local day, in numbers the CSV and XLSX format. */
export type DetailLine = {
  employeeNumber: string;
  lastName: string;
  firstName: string;
  centre: string;
  /** The centre's local date the hours count on. */
  date: string;
  /** Local date-times with their offsets where the centre is. */
  startedAt: string;
  endedAt: string;
  breakSeconds: number;
  workedSeconds: number;
  /** Worked seconds split as the pay lines split them: they add up to workedSeconds. */
  seconds: ByType;
  source: 'punched' | 'edited';
  approved: boolean;
};

/** A regular second is paid at the rate itself. */
const REGULAR_PCT = 100;

/**
 * A segment's seconds by the type they are paid as, the way the pay lines (pay.sql.ts) count
 * them: overtime less its double-time part, and on a statutory holiday each second becomes
 * holiday hours when the holiday's multiplier is at least its own, else it keeps its type. So a
 * person's detail sums to their summary, type by type.
 */
export function paidSeconds(
  row: Pick<Segment, 'regular' | 'overtime' | 'double' | 'holiday'>,
  premiums: Premiums,
): ByType {
  const { overtimePct, doublePct, holidayPct } = premiums;
  const own: [keyof ByType, number, number][] = [
    ['regular', row.regular, REGULAR_PCT],
    ['overtime', row.overtime - row.double, overtimePct],
    ['double_time', row.double, doublePct],
  ];
  const seconds: ByType = { regular: 0, overtime: 0, double_time: 0, holiday: 0 };
  const onHoliday = row.holiday > 0;
  for (const [type, value, pct] of own) {
    seconds[onHoliday && holidayPct >= pct ? 'holiday' : type] += value;
  }
  return seconds;
}

/** The detail's rows: people in the data's order (last, first name), each shift by its start. */
export async function detailLines(db: Executor, data: PayrollData): Promise<DetailLine[]> {
  const order = new Map(data.people.map((p, i) => [p.staffUid, i]));
  const rank = (row: DetailRow) => order.get(row.staffUid) ?? data.people.length;
  const rows = (await detailRows(db, data.scope))
    // Only a day that is all break leaves someone out of the paid people: a row of zeros.
    .filter((row) => order.has(row.staffUid) || row.worked > 0)
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        a.staffUid.localeCompare(b.staffUid) ||
        a.startMs - b.startMs ||
        a.day.localeCompare(b.day),
    );
  return rows.map((row) => {
    const index = order.get(row.staffUid);
    const person = index === undefined ? undefined : data.people[index];
    return {
      employeeNumber: person?.employeeNumber ?? '',
      lastName: person ? person.lastName : '',
      firstName: person ? person.firstName : row.name,
      centre: row.centre,
      date: row.day,
      startedAt: localIsoWithOffset(new Date(row.startMs), row.timeZone),
      endedAt: localIsoWithOffset(new Date(row.endMs), row.timeZone),
      breakSeconds: row.breakSeconds,
      workedSeconds: row.worked,
      seconds: paidSeconds(row, data.scope.params.premiums),
      source: row.source,
      approved: person?.approved ?? false,
    };
  });
}
