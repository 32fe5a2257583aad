import {
  ErrorCode,
  hoursText,
  PAY_TYPES,
  SAGE50_INCOMES,
  SAGE50_TIMESHEET_COLUMNS,
  t,
} from '@vh/contracts';
import { AppError } from '../../lib/app-error.ts';
import { formatCalendarDate } from '../../lib/dates.ts';
import { cellText, csvText } from '../reports/payroll-csv.ts';
import { peopleText, type PayrollData, type PayrollPerson } from './payroll-data.ts';

/*
 * Sage 50 Accounting – Canadian Edition's timesheet import (its help page "Importing
 * Timesheets"): a header row naming the columns, then one row per person, date and income. The
 * separator, the decimal mark, the date format and how hours are written are chosen in its import
 * wizard; this file is comma separated with a period decimal, ISO dates and decimal hours, which
 * the README tells the user to pick there.
 *
 * Sage 50 pays each income at the rate it holds for the employee, so hours of one type are summed
 * across rates into one row, dated the period's last day. It finds employees by name only: the
 * name is written 'Last, First' and a name that would match two people, or none, is refused.
 */

const nameOf = (p: PayrollPerson) => `${p.lastName.trim()}, ${p.firstName.trim()}`;

function requireNames(data: PayrollData): void {
  const unnamed = data.people.filter((p) => !p.firstName.trim() || !p.lastName.trim());
  if (unnamed.length > 0) {
    throw new AppError(ErrorCode.CONFLICT, 'payrollExports.errors.sage50NoName', {
      values: { people: peopleText(unnamed), count: unnamed.length },
    });
  }
  const key = (p: PayrollPerson) => nameOf(p).toLocaleLowerCase('en-CA');
  const counts = new Map<string, number>();
  for (const p of data.people) counts.set(key(p), (counts.get(key(p)) ?? 0) + 1);
  const same = data.people.filter((p) => (counts.get(key(p)) ?? 0) > 1);
  if (same.length > 0) {
    throw new AppError(ErrorCode.CONFLICT, 'payrollExports.errors.sage50SameName', {
      values: { people: peopleText(same) },
    });
  }
}

/** sage50.csv: Sage 50 Canadian Edition's timesheet import (SAGE50_TIMESHEET_COLUMNS). */
export function sage50Csv(data: PayrollData): string {
  requireNames(data);
  const comment = t('payrollExports.sage50.comment', {
    from: formatCalendarDate(data.start),
    to: formatCalendarDate(data.end),
  });
  return csvText(
    SAGE50_TIMESHEET_COLUMNS,
    data.people.flatMap((person) =>
      PAY_TYPES.flatMap((type) => {
        const lines = person.lines.filter((l) => l.type === type);
        if (lines.length === 0) return [];
        return [
          {
            Name: cellText(nameOf(person)),
            Date: data.end,
            Income: SAGE50_INCOMES[type],
            Hours: hoursText(lines.reduce((n, l) => n + l.seconds, 0)),
            Comment: cellText(comment),
          },
        ];
      }),
    ),
  );
}
