import { describe, expect, it } from 'vitest';
import { alignsWith, periodHolding, periodsUpTo, weeksOf } from './periods.ts';

const weekly = { periodKind: 'weekly', anchorDate: '2026-11-02' } as const;
const biweekly = { periodKind: 'biweekly', anchorDate: '2026-11-02' } as const;
const semi = { periodKind: 'semi_monthly', anchorDate: '2026-01-01' } as const;
const monthly = { periodKind: 'monthly', anchorDate: '2026-01-01' } as const;

describe('pay periods', () => {
  it('cuts weekly and biweekly periods from the anchor, before it too', () => {
    expect(periodHolding(weekly, '2026-11-08')).toEqual({ start: '2026-11-02', end: '2026-11-08' });
    expect(periodHolding(weekly, '2026-11-09')).toEqual({ start: '2026-11-09', end: '2026-11-15' });
    expect(periodHolding(biweekly, '2026-11-15')).toEqual({
      start: '2026-11-02',
      end: '2026-11-15',
    });
    // Before the anchor the periods count backwards: 14 days before it, then 28.
    expect(periodHolding(biweekly, '2026-11-01')).toEqual({
      start: '2026-10-19',
      end: '2026-11-01',
    });
    expect(periodHolding(biweekly, '2026-10-05')).toEqual({
      start: '2026-10-05',
      end: '2026-10-18',
    });
    expect(periodHolding(biweekly, '2026-10-04')).toEqual({
      start: '2026-09-21',
      end: '2026-10-04',
    });
  });

  it('cuts calendar periods at month ends, February 29 included', () => {
    expect(periodHolding(monthly, '2028-02-10')).toEqual({
      start: '2028-02-01',
      end: '2028-02-29',
    });
    expect(periodHolding(monthly, '2026-02-28')).toEqual({
      start: '2026-02-01',
      end: '2026-02-28',
    });
    expect(periodHolding(monthly, '2026-12-31')).toEqual({
      start: '2026-12-01',
      end: '2026-12-31',
    });
    expect(periodHolding(semi, '2028-02-15')).toEqual({ start: '2028-02-01', end: '2028-02-15' });
    expect(periodHolding(semi, '2028-02-16')).toEqual({ start: '2028-02-16', end: '2028-02-29' });
    expect(periodHolding(semi, '2026-04-30')).toEqual({ start: '2026-04-16', end: '2026-04-30' });
  });

  it('lists the periods up to today, newest first, across a year end', () => {
    expect(periodsUpTo(semi, '2026-01-20', 3)).toEqual([
      { start: '2026-01-16', end: '2026-01-31' },
      { start: '2026-01-01', end: '2026-01-15' },
      { start: '2025-12-16', end: '2025-12-31' },
    ]);
    expect(periodsUpTo(monthly, '2026-03-01', 2)).toEqual([
      { start: '2026-03-01', end: '2026-03-31' },
      { start: '2026-02-01', end: '2026-02-28' },
    ]);
    // A business that began on January 20 has no periods before the one holding that day, and
    // one that begins today still has today's.
    expect(periodsUpTo(monthly, '2026-03-10', 12, '2026-01-20')).toEqual([
      { start: '2026-03-01', end: '2026-03-31' },
      { start: '2026-02-01', end: '2026-02-28' },
      { start: '2026-01-01', end: '2026-01-31' },
    ]);
    expect(periodsUpTo(weekly, '2026-11-28', 12, '2026-12-01')).toEqual([
      { start: '2026-11-23', end: '2026-11-29' },
    ]);
  });

  it('tells a span of whole periods from one cut through', () => {
    expect(alignsWith(biweekly, { start: '2026-10-19', end: '2026-11-15' })).toBe(true);
    expect(alignsWith(biweekly, { start: '2026-10-26', end: '2026-11-08' })).toBe(false);
    expect(alignsWith(semi, { start: '2026-02-01', end: '2026-02-28' })).toBe(true);
    expect(alignsWith(monthly, { start: '2026-02-16', end: '2026-02-28' })).toBe(false);
  });

  it('names the payroll weeks with a day in a period', () => {
    // November 1, 2026 is a Sunday.
    expect(weeksOf({ start: '2026-11-01', end: '2026-11-15' }, 1)).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
    ]);
    expect(weeksOf({ start: '2026-11-01', end: '2026-11-14' }, 7)).toEqual([
      '2026-11-01',
      '2026-11-08',
    ]);
  });
});
