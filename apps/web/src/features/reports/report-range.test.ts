import { ErrorCode, type TReport } from '@vh/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { earliestDay, monthSoFar, reportLimits } from './report-range.ts';

const owner = { role: 'OWNER', plan: 'Free' } as const;
const manager = { role: 'STAFF', plan: 'Free' } as const;

describe('the report period', () => {
  it('defaults to the month so far', () => {
    expect(monthSoFar(dayjs('2026-11-23'))).toEqual(['2026-11-01', '2026-11-23']);
    expect(monthSoFar(dayjs('2026-12-01'))).toEqual(['2026-12-01', '2026-12-01']);
  });

  it('reaches back 31 days, today included, on Free', () => {
    expect(earliestDay(31, dayjs('2026-11-23'))).toBe('2026-10-24');
  });
});

describe('the plan’s limits on reports', () => {
  it('take the report’s own word first', () => {
    const report = { plan: { key: 'pro', history_days: null, exports: true } } as TReport;
    expect(reportLimits(report, null, owner)).toEqual({ historyDays: null, exports: true });
  });

  it('read an owner’s plan from the profile, and know nothing yet of a manager’s', () => {
    expect(reportLimits(undefined, null, owner)).toEqual({ historyDays: 31, exports: false });
    expect(reportLimits(undefined, null, { role: 'OWNER', plan: 'pro' })).toEqual({
      historyDays: null,
      exports: true,
    });
    expect(reportLimits(undefined, null, manager)).toBeNull();
  });

  it('take a refusal for the plan as Free', () => {
    const refused = new ApiError(403, ErrorCode.PLAN_UPGRADE_REQUIRED, 'Upgrade');
    expect(reportLimits(undefined, refused, manager)).toEqual({ historyDays: 31, exports: false });
  });
});
