import { screen, within } from '@testing-library/react';
import type { TPayEstimate } from '@vh/contracts';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse } from '../../testing/factories.ts';
import { renderSignedIn } from '../../testing/profile-kit.tsx';
import { PayEstimateCard } from './components/pay-estimate-card.tsx';

vi.setConfig({ testTimeout: 20_000 });

const estimate: TPayEstimate = {
  estimate: true,
  period: { from: '2026-11-02', to: '2026-11-08' },
  lines: [
    {
      type: 'regular',
      rate_cents: 2333,
      multiplier_pct: 100,
      seconds: 8 * 3600,
      hours: '8.00',
      gross_cents: 18_664,
    },
    {
      type: 'overtime',
      rate_cents: 2333,
      multiplier_pct: 150,
      seconds: 1800,
      hours: '0.50',
      gross_cents: 1750,
    },
  ],
  gross_cents: 20_414,
  worked_seconds: 8 * 3600 + 1800,
  missing_rate_seconds: 0,
};

const answer = (body: TPayEstimate) => (request: { url: string }) =>
  request.url === '/api/pay/estimate/' ? jsonResponse(200, body) : errorResponse(500, 'INTERNAL');

describe('the pay estimate card', () => {
  it('says it is an estimate for the period, not a payslip, with hours × rate and the gross', async () => {
    await renderSignedIn(<PayEstimateCard />, answer(estimate));
    const card = within(
      await screen.findByRole('region', {
        name: 'Pay estimate for November 2, 2026 to November 8, 2026 — not a payslip',
      }),
    );
    expect(card.getByRole('row', { name: /Regular 8.00 h × \$23.33 \$186.64/ })).toBeTruthy();
    expect(card.getByRole('row', { name: /Overtime 0.50 h × \$23.33 × 1.5 \$17.50/ })).toBeTruthy();
    expect(card.getByText('$204.14')).toBeTruthy();
    expect(card.queryByText(/no pay rate yet/)).toBeNull();
  });

  it('says when some hours have no rate yet', async () => {
    await renderSignedIn(
      <PayEstimateCard />,
      answer({ ...estimate, lines: [], gross_cents: 0, missing_rate_seconds: 3600 }),
    );
    expect(await screen.findByText(/Some of your hours have no pay rate yet/)).toBeTruthy();
    expect(screen.getByText('No hours yet in this pay period.')).toBeTruthy();
  });
});
