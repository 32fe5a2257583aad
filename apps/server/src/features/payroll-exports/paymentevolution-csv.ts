import dayjs from 'dayjs';
import {
  ErrorCode,
  hoursText,
  PAYMENTEVOLUTION_COLUMNS,
  PAYMENTEVOLUTION_TIME_CODES,
  PAYROLL_EXPORTS,
  rateText,
  type TPayType,
} from '@vh/contracts';
import { AppError } from '../../lib/app-error.ts';
import { csvText } from '../reports/payroll-csv.ts';
import { peopleText, type PayrollData, type PayrollLine } from './payroll-data.ts';

/*
 * PaymentEvolution's timekeeping import, as their knowledge base article KA-01062 ("File
 * Specifications") lays it out: twelve fields in a fixed order. Choices the article leaves open:
 *
 * - A header row with the twelve field names. The article names the fields without saying a
 *   header may be left out; an importer that rejects a header line says so at once, while one
 *   that skipped a first data line would lose someone's hours without a word.
 * - One row per person and pay line (type, rate, multiplier) for the whole period, dated from the
 *   period's first day to its last: the lines the Pay panel pays, so hours are rounded to the
 *   hundredth once per line rather than once per day.
 * - Hours and rate, never Total: PaymentEvolution multiplies them itself, and applies its own
 *   1.5× and 2× to O and D.
 */

const CODES = PAYMENTEVOLUTION_TIME_CODES;

/** The multiplier each of PaymentEvolution's own codes pays, in whole percent. */
const CODE_PCT: Partial<Record<TPayType, number>> = {
  regular: 100,
  overtime: PAYROLL_EXPORTS.paymentEvolutionOvertimePct,
  double_time: PAYROLL_EXPORTS.paymentEvolutionDoublePct,
};

const ID = new RegExp(`^\\d{1,${PAYROLL_EXPORTS.paymentEvolutionIdDigits}}$`);

/** PaymentEvolution's dates are day first: 02/11/2026. */
const peDate = (localDate: string) => dayjs(localDate).format('DD/MM/YYYY');

/**
 * The line's time code and whether PaymentEvolution multiplies its rate itself. Holiday hours
 * (11) and hours at a multiplier that O and D do not pay (X) carry the multiplied rate instead,
 * so the pay stays what the Pay panel shows.
 */
function codeOf(line: PayrollLine): { code: string; multiplied: boolean } {
  if (line.type === 'holiday') return { code: CODES.holiday, multiplied: true };
  if (CODE_PCT[line.type] === line.pct) return { code: CODES[line.type], multiplied: false };
  return { code: CODES.other, multiplied: true };
}

/**
 * The rate as dollars; for 11 and X times the line's multiplier, rounded half up to the cent.
 * Empty when it is unknown or hidden: PaymentEvolution then pays the employee's set rate.
 */
function rateOf(line: PayrollLine, multiplied: boolean): string {
  if (line.rateCents === null) return '';
  if (!multiplied) return rateText(line.rateCents);
  // Whole cents × whole percent stay far below 2^53: exact in a Number.
  return rateText(Math.floor((2 * line.rateCents * line.pct + 100) / 200));
}

/**
 * PaymentEvolution's EmployeeID is up to six digits padded with zeros. A number that is not
 * (letters, dashes, seven digits) is refused, naming whom: cut or made up, it would pay the hours
 * to someone else or to nobody.
 */
function employeeIds(data: PayrollData): Map<string, string> {
  const wrong = data.people.filter((p) => !ID.test(p.employeeNumber ?? ''));
  if (wrong.length > 0) {
    throw new AppError(ErrorCode.CONFLICT, 'payrollExports.errors.paymentEvolutionNumbers', {
      values: { people: peopleText(wrong), count: wrong.length },
    });
  }
  return new Map(
    data.people.map((p) => [
      p.staffUid,
      (p.employeeNumber ?? '').padStart(PAYROLL_EXPORTS.paymentEvolutionIdDigits, '0'),
    ]),
  );
}

/** paymentevolution.csv: PaymentEvolution's timekeeping import (PAYMENTEVOLUTION_COLUMNS). */
export function paymentEvolutionCsv(data: PayrollData): string {
  const ids = employeeIds(data);
  const workDate = peDate(data.start);
  const workDateEnd = peDate(data.end);
  return csvText(
    PAYMENTEVOLUTION_COLUMNS,
    data.people.flatMap((person) =>
      person.lines.map((line) => {
        const { code, multiplied } = codeOf(line);
        return {
          Shift: '',
          EmployeeID: ids.get(person.staffUid) ?? '',
          TimeCode: code,
          CostAccount: '',
          TotalHours: hoursText(line.seconds),
          HourRate: data.seesMoney ? rateOf(line, multiplied) : '',
          Total: '',
          WorkDate: workDate,
          WorkDateEnd: workDateEnd,
          TimeIn: '',
          TimeOut: '',
          Authorized: person.approved ? 'Y' : '',
        };
      }),
    ),
  );
}
