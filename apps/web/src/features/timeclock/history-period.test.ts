import { describe, expect, it } from 'vitest';
import { TIMECLOCK, t } from '@vh/contracts';
import { periodInstants, recentPeriod } from './history-period.ts';

describe('the history period', () => {
  it('starts as the last two weeks, today included', () => {
    expect(recentPeriod(new Date(2026, 10, 25, 15, 0))).toEqual({
      from: '2026-11-12',
      to: '2026-11-25',
    });
    expect(TIMECLOCK.historyDays).toBe(14);
  });

  it('covers whole local days, from the first midnight to the midnight after the last', () => {
    const result = periodInstants({ from: '2026-10-31', to: '2026-11-01' });
    expect(result).toEqual({
      ok: true,
      from: new Date(2026, 9, 31),
      to: new Date(2026, 10, 2),
    });
  });

  it('names what is wrong with a period, and on which date', () => {
    expect(periodInstants({ from: '', to: '2026-11-01' })).toMatchObject({
      ok: false,
      field: 'from',
      error: t('timeclock.period.invalid'),
    });
    expect(periodInstants({ from: '2026-02-30', to: '2026-03-01' })).toMatchObject({
      ok: false,
      field: 'from',
    });
    expect(periodInstants({ from: '2026-11-02', to: '2026-11-01' })).toMatchObject({
      ok: false,
      field: 'from',
      error: t('timeclock.period.reversed'),
    });
    expect(periodInstants({ from: '2025-01-01', to: '2026-11-01' })).toMatchObject({
      ok: false,
      field: 'to',
      error: t('timeclock.period.tooLong', { days: TIMECLOCK.receiptsMaxDays }),
    });
    expect(periodInstants({ from: '2026-01-01', to: '2026-12-31' }).ok).toBe(true);
  });
});
