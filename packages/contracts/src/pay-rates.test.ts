import { describe, expect, it } from 'vitest';
import { PAY } from './constants.ts';
import { formatMoney } from './money.ts';
import { centsOfTypedRate, rateProblem } from './pay-rates.ts';

describe('a typed hourly rate', () => {
  it('becomes exact cents, leading zeros and one decimal included', () => {
    const cases: [string, number][] = [
      ['18.50', 1850],
      ['18.5', 1850],
      ['018.5', 1850],
      ['18', 1800],
      ['.5', 50],
      ['0.01', 1],
      ['1000.00', PAY.maxCentsPerHour],
      // 0.29 × 100 is 28.999… as a float; counted as text it is 29.
      ['0.29', 29],
    ];
    for (const [typed, cents] of cases) {
      expect(rateProblem(typed), typed).toBeNull();
      expect(centsOfTypedRate(typed), typed).toBe(cents);
    }
  });

  it('names what is wrong with each mistake', () => {
    const cases: [string, string][] = [
      ['-5', 'payRates.validation.negative'],
      ['-0.01', 'payRates.validation.negative'],
      ['0', 'payRates.validation.zero'],
      ['-0', 'payRates.validation.zero'],
      ['000.00', 'payRates.validation.zero'],
      ['1000.01', 'payRates.validation.tooHigh'],
      ['99999', 'payRates.validation.tooHigh'],
      ['18.505', 'payRates.validation.tooManyDecimals'],
      ['18.', 'payRates.validation.notAnAmount'],
      ['1e3', 'payRates.validation.notAnAmount'],
      ['$18', 'payRates.validation.notAnAmount'],
      ['18,50', 'payRates.validation.notAnAmount'],
      ['', 'payRates.validation.notAnAmount'],
    ];
    for (const [typed, problem] of cases) expect(rateProblem(typed), typed).toBe(problem);
  });

  it('is written as Canadian dollars', () => {
    expect(formatMoney(1850)).toBe('$18.50');
    expect(formatMoney(PAY.maxCentsPerHour)).toBe('$1,000.00');
  });
});
