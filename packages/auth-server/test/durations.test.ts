import { describe, expect, it } from 'vitest';
import { parseGoDuration } from '../src/durations.ts';

describe('parseGoDuration (ban_duration)', () => {
  it.each([
    ['24h', 24 * 3_600_000],
    ['1h30m', 90 * 60_000],
    ['1.5h', 90 * 60_000],
    ['90s', 90_000],
    ['250ms', 250],
    ['1500us', 1.5],
    ['0', 0],
    ['-2m', -120_000],
    ['+1m', 60_000],
  ])('reads %s', (text, ms) => {
    expect(parseGoDuration(text)).toBe(ms);
  });

  it.each(['', '24', 'h', '1d', '1 h', 'none', '1h 30m', '--1h', '.h'])('refuses %j', (text) => {
    expect(parseGoDuration(text)).toBeUndefined();
  });
});
