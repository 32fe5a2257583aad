import { PAY_TYPES, type TPayType } from '@vh/contracts';
import { localIsoWithOffset } from '../../lib/dates.ts';
import type { PayrollData, PayrollLine, PayrollPerson } from './payroll-data.ts';

/** Seconds or cents by type of hours. */
export type ByType = Record<TPayType, number>;

/** One row of the summary: a person at one hourly rate, in numbers the CSV and XLSX format. */
export type SummaryRow = {
  employeeNumber: string;
  lastName: string;
  firstName: string;
  periodStart: string;
  periodEnd: string;
  /** Null: no rate on those days, or the reader may not see pay. */
  rateCents: number | null;
  seconds: ByType;
  totalSeconds: number;
  /** Null wherever the rate is (no rate, or no money for this reader). */
  payCents: ByType | null;
  grossCents: number | null;
  approvedBy: string | null;
  /** Local date-time with its offset where the business is. */
  approvedAt: string | null;
};

const zero = (): ByType => ({ regular: 0, overtime: 0, double_time: 0, holiday: 0 });

/**
 * The person's lines grouped by rate: a raise inside the period makes two rows, hours without a
 * rate one more. Lines of a type at different multipliers (rare) add into that type's column.
 */
function rowsOf(data: PayrollData, person: PayrollPerson): SummaryRow[] {
  const byRate = new Map<number | null, PayrollLine[]>();
  for (const line of person.lines) {
    byRate.set(line.rateCents, [...(byRate.get(line.rateCents) ?? []), line]);
  }
  const rates = [...byRate.keys()].sort((a, b) => (a ?? -1) - (b ?? -1));
  return rates.map((rate) => {
    const lines = byRate.get(rate) ?? [];
    const seconds = zero();
    const pay = zero();
    for (const line of lines) {
      seconds[line.type] += line.seconds;
      pay[line.type] += line.grossCents ?? 0;
    }
    // Each line's gross was rounded once in payrollData; adding them keeps the file's total
    // equal to the period's to the cent.
    const priced = data.seesMoney && rate !== null;
    return {
      employeeNumber: person.employeeNumber ?? '',
      lastName: person.lastName,
      firstName: person.firstName,
      periodStart: data.start,
      periodEnd: data.end,
      rateCents: rate,
      seconds,
      totalSeconds: PAY_TYPES.reduce((n, type) => n + seconds[type], 0),
      payCents: priced ? pay : null,
      grossCents: priced ? PAY_TYPES.reduce((n, type) => n + pay[type], 0) : null,
      approvedBy: person.approved ? person.approvedBy : null,
      approvedAt:
        person.approved && person.approvedAt
          ? localIsoWithOffset(person.approvedAt, data.timeZone)
          : null,
    };
  });
}

/** The summary's rows: people in the data's order (last, first name), each rate ascending. */
export function summaryRows(data: PayrollData): SummaryRow[] {
  return data.people.flatMap((person) => rowsOf(data, person));
}
