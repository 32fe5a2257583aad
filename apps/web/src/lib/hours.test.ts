import { describe, expect, it } from 'vitest';
import { decimalHours, formatHours } from './hours.ts';

describe('formatHours', () => {
  it.each([
    [0, '0 min'],
    [59, '1 min'],
    [29, '0 min'],
    [45 * 60, '45 min'],
    [60 * 60, '1 h'],
    [8 * 3600, '8 h'],
    [7 * 3600 + 30 * 60, '7 h 30 min'],
    [7 * 3600 + 5 * 60, '7 h 05 min'],
    [7 * 3600 + 59 * 60 + 40, '8 h'],
    [45 * 3600 + 15 * 60, '45 h 15 min'],
    [-120, '0 min'],
  ])('%i seconds read "%s"', (seconds, words) => {
    expect(formatHours(seconds)).toBe(words);
  });
});

describe('decimalHours', () => {
  it('gives hours to two decimal places for charts', () => {
    expect(decimalHours(27000)).toBe(7.5);
    expect(decimalHours(1200)).toBe(0.33);
    expect(decimalHours(0)).toBe(0);
    expect(decimalHours(-5)).toBe(0);
  });
});
