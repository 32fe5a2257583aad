import { describe, expect, it } from 'vitest';
import { centsOfRate, hoursText, lineGrossCents, rateText } from './money.ts';

describe('money', () => {
  it('reads a rate as text, never through a float', () => {
    expect(centsOfRate('18')).toBe(1800);
    expect(centsOfRate('18.5')).toBe(1850);
    expect(centsOfRate(' 0.29 ')).toBe(29);
    expect(centsOfRate('1000.00')).toBe(100_000);
    for (const bad of ['18.505', '-1', '1e3', '', '18.', '$18', '18,50', '10000']) {
      expect(centsOfRate(bad)).toBeNull();
    }
    expect(rateText(1850)).toBe('18.50');
    expect(rateText(5)).toBe('0.05');
  });

  it('rounds a line half up to the cent, once', () => {
    // 1 s at $18.00 is 0.5 cent: half up gives 1 cent.
    expect(lineGrossCents(1, 1800, 100)).toBe(1);
    expect(lineGrossCents(1, 1799, 100)).toBe(0);
    // 8 h at $17.20 × 1.5 = $206.40.
    expect(lineGrossCents(8 * 3600, 1720, 150)).toBe(20_640);
    // A month of a full-time person at the highest rate and 4× stays exact.
    expect(lineGrossCents(31 * 86_400, 100_000, 400)).toBe(31 * 24 * 100_000 * 4);
  });

  it('gives hours two decimals from seconds', () => {
    expect(hoursText(30_600)).toBe('8.50');
    expect(hoursText(17)).toBe('0.00');
    expect(hoursText(18)).toBe('0.01');
    expect(hoursText(3599)).toBe('1.00');
  });
});
