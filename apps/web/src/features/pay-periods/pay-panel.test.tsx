import { screen, waitFor, within } from '@testing-library/react';
import { t, type TPayPeriod, type TPayPeriodSummary } from '@vh/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse } from '../../testing/factories.ts';
import type { RecordedRequest } from '../../testing/fetch-stub.ts';
import { renderSignedIn } from '../../testing/profile-kit.tsx';
import { PayPanel } from './components/pay-panel.tsx';

vi.setConfig({ testTimeout: 20_000 });

const GRACE = '0c6f2b2e-1e0c-4c52-9d69-2b2f8b9a0e11';
const blocked: TPayPeriodSummary = {
  start: '2026-11-09',
  end: '2026-11-15',
  state: 'open',
  changed_since_closed: false,
  closed_at: null,
  blockers: [
    {
      kind: 'unapproved_week',
      text: 'The week of November 9, 2026 is not approved for Grace Hopper',
      staff_uid: GRACE,
      week_start: '2026-11-09',
    },
  ],
};
const ready: TPayPeriodSummary = {
  start: '2026-11-02',
  end: '2026-11-08',
  state: 'ready',
  changed_since_closed: false,
  closed_at: null,
  blockers: [],
};
const line = {
  type: 'regular',
  rate_cents: 2000,
  multiplier_pct: 100,
  seconds: 28_800,
  hours: '8.00',
  gross_cents: 16_000,
} as const;
const detail = (state: 'ready' | 'closed'): TPayPeriod => ({
  ...ready,
  state,
  closed_at: state === 'closed' ? '2026-11-09T12:00:00.000Z' : null,
  hours: [
    {
      staff_uid: GRACE,
      name: 'Grace Hopper',
      types: [{ type: 'regular', seconds: 28_800, hours: '8.00' }],
      worked_seconds: 28_800,
    },
  ],
  pay: {
    from: ready.start,
    to: ready.end,
    people: [
      {
        staff_uid: GRACE,
        name: 'Grace Hopper',
        lines: [line],
        gross_cents: 16_000,
        worked_seconds: 28_800,
        missing_rate_seconds: 0,
      },
    ],
    centres: [],
    days: [],
    total_gross_cents: 16_000,
    missing_rates: [],
  },
  closings: [],
  can_close: true,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the pay panel', () => {
  it('lists periods with their states and blockers in words, and closes one after confirming', async () => {
    const closes: RecordedRequest[] = [];
    const { user } = await renderSignedIn(<PayPanel />, (request) => {
      if (request.url === '/api/pay/periods/') {
        return jsonResponse(200, { periods: [blocked, ready], can_close: true });
      }
      if (request.url === '/api/pay/settings/') {
        return jsonResponse(200, {
          period_kind: 'weekly',
          anchor_date: '2026-11-02',
          managers_see_rates: false,
          can_edit: true,
        });
      }
      if (request.method === 'POST' && request.url === '/api/pay/periods/2026-11-02/close') {
        closes.push(request);
        return jsonResponse(200, detail('closed'));
      }
      if (request.url === '/api/pay/periods/2026-11-02') return jsonResponse(200, detail('ready'));
      return errorResponse(500, 'INTERNAL');
    });

    const list = within(await screen.findByRole('region', { name: t('payPeriods.periods.title') }));
    expect(list.getByText(blocked.blockers[0]!.text)).toBeTruthy();
    expect(list.getByText(t('payPeriods.periods.states.open'))).toBeTruthy();
    expect(list.getByText(t('payPeriods.periods.states.ready'))).toBeTruthy();

    const opens = list.getAllByRole('button', { name: t('payPeriods.periods.open') });
    await user.click(opens[1]!);
    expect(await screen.findByText('$160.00', { selector: 'th' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('payPeriods.close.action') }));
    const dialog = within(
      await screen.findByRole('dialog', { name: t('payPeriods.close.confirmTitle') }),
    );
    expect(closes).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: t('payPeriods.close.action') }));
    await waitFor(() => expect(closes).toHaveLength(1));
    expect(await screen.findByRole('button', { name: t('payPeriods.reopen.action') })).toBeTruthy();
  });
});
