import { describe, expect, it } from 'vitest';
import { t } from '@vh/contracts';
import { AppError } from '../../lib/app-error.ts';
import { paymentEvolutionCsv } from './paymentevolution-csv.ts';
import type { PayrollData, PayrollLine, PayrollPerson } from './payroll-data.ts';
import { sage50Csv } from './sage50-csv.ts';

// What the café's period does not reach: multipliers PaymentEvolution's O and D do not pay,
// numbers it cannot carry, names Sage 50 cannot match.

const line = (over: Partial<PayrollLine>): PayrollLine => ({
  type: 'regular',
  rateCents: 1875,
  pct: 100,
  seconds: 3600,
  grossCents: null,
  ...over,
});

const person = (over: Partial<PayrollPerson>): PayrollPerson => ({
  staffUid: crypto.randomUUID(),
  employeeNumber: '7',
  firstName: 'Ana',
  lastName: 'Lima',
  name: 'Ana Lima',
  lines: [line({})],
  workedSeconds: 3600,
  grossCents: null,
  approved: false,
  approvedBy: null,
  approvedAt: null,
  ...over,
});

const data = (people: PayrollPerson[], seesMoney = true) =>
  ({ start: '2026-02-16', end: '2026-02-28', seesMoney, people }) as PayrollData;

const rows = (csv: string) => csv.split('\r\n').slice(1, -1);

/** The sentence of the 409 a writer refuses with. */
function refusal(write: () => unknown): string {
  try {
    write();
  } catch (error) {
    if (error instanceof AppError && error.status === 409) return error.message;
    throw error;
  }
  throw new Error('no refusal');
}

describe('paymentEvolutionCsv', () => {
  it('writes X with the multiplied rate, half up to the cent, where O and D would pay wrong', () => {
    const csv = paymentEvolutionCsv(
      data([
        person({
          lines: [
            line({ type: 'overtime', pct: 125, seconds: 5400 }),
            line({ type: 'double_time', pct: 150, seconds: 1800 }),
            line({ type: 'overtime', pct: 150, seconds: 900 }),
            line({ type: 'holiday', rateCents: 1999, pct: 150, seconds: 7200 }),
            line({ rateCents: null }),
          ],
        }),
      ]),
    );
    expect(rows(csv)).toEqual([
      // 18.75 × 1.25 = 23.4375; 18.75 × 1.5 = 28.125; 19.99 × 1.5 = 29.985.
      ',000007,X,,1.50,23.44,,16/02/2026,28/02/2026,,,',
      ',000007,X,,0.50,28.13,,16/02/2026,28/02/2026,,,',
      ',000007,O,,0.25,18.75,,16/02/2026,28/02/2026,,,',
      ',000007,11,,2.00,29.99,,16/02/2026,28/02/2026,,,',
      ',000007,R,,1.00,,,16/02/2026,28/02/2026,,,',
    ]);
  });

  it('leaves every rate out for a reader who may not see pay', () => {
    const csv = paymentEvolutionCsv(
      data([person({ lines: [line({ type: 'holiday', pct: 150 })] })], false),
    );
    expect(rows(csv)).toEqual([',000007,11,,1.00,,,16/02/2026,28/02/2026,,,']);
  });

  it('keeps six digits with their zeros and refuses anything else, naming everyone at once', () => {
    expect(rows(paymentEvolutionCsv(data([person({ employeeNumber: '000123' })])))[0]).toMatch(
      /^,000123,R,/,
    );
    const error = refusal(() =>
      paymentEvolutionCsv(
        data([
          person({ employeeNumber: '0001234', name: 'Bo Chen' }),
          person({ employeeNumber: '12', name: 'Cy Diaz' }),
          person({ employeeNumber: '12.5', name: 'Di Eng' }),
        ]),
      ),
    );
    expect(error).toBe(
      t('payrollExports.errors.paymentEvolutionNumbers', {
        people: 'Bo Chen (0001234), Di Eng (12.5)',
        count: 2,
      }),
    );
  });
});

describe('sage50Csv', () => {
  it('sums a type across rates into one row', () => {
    const csv = sage50Csv(
      data([
        person({
          lines: [line({ seconds: 1800 }), line({ rateCents: 2000, seconds: 1818 })],
        }),
      ]),
    );
    expect(rows(csv)).toEqual([
      '"Lima, Ana",2026-02-28,Regular,1.01,"VerifiedHours, February 16, 2026 to February 28, 2026"',
    ]);
  });

  it('refuses someone without a name, and two names that differ only in case', () => {
    const former = person({ firstName: '', lastName: '', name: 'Former staff' });
    expect(refusal(() => sage50Csv(data([person({}), former])))).toBe(
      t('payrollExports.errors.sage50NoName', { people: 'Former staff (7)', count: 1 }),
    );
    const cased = person({ firstName: 'ANA', lastName: 'lima', name: 'ANA lima' });
    expect(refusal(() => sage50Csv(data([person({}), cased])))).toBe(
      t('payrollExports.errors.sage50SameName', { people: 'Ana Lima (7), ANA lima (7)' }),
    );
  });

  it('keeps a name from running as a formula in a spreadsheet', () => {
    const csv = sage50Csv(data([person({ lastName: '=Lima' })]));
    expect(rows(csv)[0]).toMatch(/^"'=Lima, Ana",/);
  });
});
