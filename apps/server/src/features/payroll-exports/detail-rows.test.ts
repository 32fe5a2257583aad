import { describe, expect, it } from 'vitest';
import { paidSeconds } from './detail-rows.ts';

const premiums = { overtimePct: 150, doublePct: 200, holidayPct: 150 };
// 13 h worked: 8 regular, 5 overtime of which 1 double time.
const day = { regular: 8 * 3600, overtime: 5 * 3600, double: 3600 };

describe('paidSeconds', () => {
  it('splits overtime from its double-time part on an ordinary day', () => {
    expect(paidSeconds({ ...day, holiday: 0 }, premiums)).toEqual({
      regular: 8 * 3600,
      overtime: 4 * 3600,
      double_time: 3600,
      holiday: 0,
    });
  });

  it("on a statutory holiday, makes holiday hours of what the holiday's multiplier pays at least", () => {
    expect(paidSeconds({ ...day, holiday: 13 * 3600 }, premiums)).toEqual({
      regular: 0,
      overtime: 0,
      double_time: 3600,
      holiday: 12 * 3600,
    });
    expect(paidSeconds({ ...day, holiday: 13 * 3600 }, { ...premiums, holidayPct: 200 })).toEqual({
      regular: 0,
      overtime: 0,
      double_time: 0,
      holiday: 13 * 3600,
    });
    expect(paidSeconds({ ...day, holiday: 13 * 3600 }, { ...premiums, holidayPct: 125 })).toEqual({
      regular: 0,
      overtime: 4 * 3600,
      double_time: 3600,
      holiday: 8 * 3600,
    });
  });
});
