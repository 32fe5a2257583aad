import { screen, within } from '@testing-library/react';
import type { TPayBreakdown } from '@vh/contracts';
import { describe, expect, it, vi } from 'vitest';
import { buildProfile, errorResponse, jsonResponse } from '../../testing/factories.ts';
import type { RecordedRequest } from '../../testing/fetch-stub.ts';
import { buildReport, centreId, graceUid, renderSignedInAt } from '../../testing/timesheets-kit.ts';
import { ReportsPanel } from './components/reports-panel.tsx';

vi.setConfig({ testTimeout: 20_000 });

const pay: TPayBreakdown = {
  from: '2026-11-01',
  to: '2026-11-23',
  people: [
    {
      staff_uid: graceUid,
      name: 'Grace Hopper',
      lines: [
        {
          type: 'regular',
          rate_cents: 1850,
          multiplier_pct: 100,
          seconds: 8 * 3600,
          hours: '8.00',
          gross_cents: 14_800,
        },
      ],
      gross_cents: 14_800,
      worked_seconds: 8 * 3600,
      missing_rate_seconds: 0,
    },
  ],
  centres: [{ business_id: centreId, name: 'Queen Street Café', gross_cents: 14_800 }],
  days: [{ date: '2026-11-23', gross_cents: 14_800 }],
  total_gross_cents: 14_800,
  missing_rates: [{ staff_uid: '0c6f2b2e-1e0c-4c52-9d69-2b2f8b9a0e11', name: 'Alan Turing' }],
};

const answer = (report: ReturnType<typeof buildReport>) => (request: RecordedRequest) =>
  request.url.startsWith('/api/reports/?')
    ? jsonResponse(200, report)
    : request.url === '/api/businesses/'
      ? jsonResponse(200, { centres: [] })
      : request.url === '/api/businesses/staffs/'
        ? jsonResponse(200, { staff: [] })
        : errorResponse(500, 'INTERNAL');

const route = '/dashboard?panel=reports';

describe('labour cost in the Reports panel', () => {
  it('shows gross pay beside the hours, the total, and who has no rate', async () => {
    await renderSignedInAt(
      <ReportsPanel profile={buildProfile({ plan: 'pro' })} />,
      route,
      answer(buildReport({ pay })),
    );
    const totals = within(await screen.findByRole('region', { name: 'Totals' }));
    expect(totals.getByText('$148.00')).toBeTruthy();
    expect(totals.getByText(/No hourly rate on some days for Alan Turing/)).toBeTruthy();
    for (const name of ['By person', 'By business centre']) {
      const table = within(screen.getByRole('table', { name }));
      expect(table.getByRole('columnheader', { name: 'Gross pay' })).toBeTruthy();
      expect(table.getByRole('cell', { name: '$148.00' })).toBeTruthy();
    }
  });

  it('shows no money to someone the owner does not let see rates', async () => {
    await renderSignedInAt(
      <ReportsPanel profile={buildProfile({ plan: 'pro' })} />,
      route,
      answer(buildReport({ pay: null })),
    );
    await screen.findByRole('region', { name: 'Totals' });
    expect(screen.queryByText('Gross pay')).toBeNull();
    expect(screen.queryByText(/\$/)).toBeNull();
  });
});
