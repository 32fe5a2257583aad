import { describe, expect, it } from 'vitest';
import {
  formatShiftTimes,
  formatShortDay,
  fromPickerValue,
  toPickerValue,
  wallClockAt,
  wallClockHalfway,
} from './wall-clock.ts';

describe('wall-clock times at the centre', () => {
  it('reads an instant on the centre’s clock, whatever the viewer’s zone', () => {
    expect(wallClockAt('2026-11-23T14:00:00.000Z', 'America/Toronto')).toBe('2026-11-23T09:00');
    expect(wallClockAt('2026-11-23T14:00:00.000Z', 'America/Regina')).toBe('2026-11-23T08:00');
    expect(wallClockAt('2026-11-24T05:00:00.000Z', 'America/Toronto')).toBe('2026-11-24T00:00');
  });

  it('hands the date-time picker the same minute as text, and takes it back', () => {
    expect(toPickerValue('2027-03-04T09:05')).toBe('2027-03-04 09:05:00');
    expect(toPickerValue('')).toBeNull();
    expect(fromPickerValue('2027-03-04 09:05:00')).toBe('2027-03-04T09:05');
    expect(fromPickerValue(null)).toBe('');
    // A night the browser's own zone might skip is kept as typed: no Date is made on the way.
    expect(fromPickerValue(toPickerValue('2026-03-29T02:30'))).toBe('2026-03-29T02:30');
  });

  it('finds the minute halfway through a shift', () => {
    expect(
      wallClockHalfway('2026-11-23T14:00:00.000Z', '2026-11-23T22:00:00.000Z', 'America/Toronto'),
    ).toBe('2026-11-23T13:00');
  });

  it('names the end’s day when a shift crosses midnight', () => {
    const zone = 'America/Toronto';
    expect(formatShiftTimes('2026-11-23T14:00:00Z', '2026-11-23T22:30:00Z', zone, 'open')).toBe(
      '9:00 a.m. – 5:30 p.m.',
    );
    expect(formatShiftTimes('2026-11-24T02:00:00Z', '2026-11-24T07:00:00Z', zone, 'open')).toMatch(
      /^9:00 p\.m\. – Tue, Nov\.? 24 2:00 a\.m\.$/,
    );
    expect(formatShiftTimes('2026-11-23T14:00:00Z', null, zone, 'open')).toBe('9:00 a.m. – open');
  });

  it('shows a calendar date as a short day', () => {
    expect(formatShortDay('2026-11-23')).toMatch(/^Mon\.?, Nov\.? 23$/);
  });
});
