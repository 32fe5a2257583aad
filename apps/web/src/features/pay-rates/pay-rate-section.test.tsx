import { screen, waitFor, within } from '@testing-library/react';
import { t, type TPayRateHistory } from '@vh/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildStaffMember, errorResponse, jsonResponse } from '../../testing/factories.ts';
import type { RecordedRequest } from '../../testing/fetch-stub.ts';
import { renderSignedIn } from '../../testing/profile-kit.tsx';
import { PayRateSection } from './components/pay-rate-section.tsx';

vi.setConfig({ testTimeout: 20_000 });

const alan = buildStaffMember({
  first_name: 'Alan',
  last_name: 'Turing',
  pending_approval: false,
  status: 'active',
});

const rate = (id: string, effective_from: string, cents: number) => ({
  id,
  effective_from,
  cents_per_hour: cents,
  hourly_rate: `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
  set_at: '2026-11-20T15:00:00.000Z',
});

const january = rate('0b6f0c52-5a55-4f0e-9d1b-1c1a8a0e2a01', '2026-01-01', 1720);
const june = rate('0b6f0c52-5a55-4f0e-9d1b-1c1a8a0e2a02', '2026-06-01', 1850);

const history = (overrides: Partial<TPayRateHistory> = {}): TPayRateHistory => ({
  staff_uid: alan.uid,
  current: june,
  rates: [june, january],
  can_edit: true,
  ...overrides,
});

const ratesUrl = `/api/pay/rates/?staff_uid=${alan.uid}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the pay rate section', () => {
  it("shows the owner today's rate and the history, refuses a three-decimal rate, and saves a raise from a date", async () => {
    const posted: RecordedRequest[] = [];
    const raise = rate('0b6f0c52-5a55-4f0e-9d1b-1c1a8a0e2a03', '2026-12-01', 1925);
    const { user } = await renderSignedIn(<PayRateSection member={alan} />, (request) => {
      if (request.method === 'POST' && request.url === '/api/pay/rates/') {
        posted.push(request);
        return jsonResponse(200, history({ rates: [raise, june, january] }));
      }
      return request.url === ratesUrl
        ? jsonResponse(200, history())
        : errorResponse(500, 'INTERNAL');
    });

    const section = within(await screen.findByRole('region', { name: t('payRates.title') }));
    expect(section.getByText('$18.50 an hour')).toBeTruthy();
    expect(section.getByText('Since June 1, 2026')).toBeTruthy();
    const rows = () =>
      within(section.getByRole('table', { name: t('payRates.historyLabel') }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(rows()).toEqual(['June 1, 2026$18.50', 'January 1, 2026$17.20']);

    const field = section.getByLabelText(
      new RegExp(t('payRates.rateField').replace(/[()]/g, '\\$&')),
    );
    await user.type(field, '19.255');
    await user.click(section.getByRole('button', { name: t('payRates.save') }));
    expect(await section.findByText(t('payRates.validation.tooManyDecimals'))).toBeTruthy();
    expect(posted).toEqual([]);

    await user.clear(field);
    await user.type(field, '19.25');
    await user.click(section.getByRole('button', { name: t('payRates.save') }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toEqual({
      staff_uid: alan.uid,
      effective_from: new Intl.DateTimeFormat('en-CA').format(new Date()),
      hourly_rate: '19.25',
    });
    await waitFor(() => expect(rows()[0]).toBe('December 1, 2026$19.25'));
  });

  it('is read-only for a manager the owner allows, and absent for one the owner does not', async () => {
    await renderSignedIn(<PayRateSection member={alan} />, (request) =>
      request.url === ratesUrl
        ? jsonResponse(200, history({ can_edit: false }))
        : errorResponse(500, 'INTERNAL'),
    );
    const section = within(await screen.findByRole('region', { name: t('payRates.title') }));
    expect(section.getByText(t('payRates.readOnly'))).toBeTruthy();
    expect(section.queryByRole('button', { name: t('payRates.save') })).toBeNull();
    expect(section.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('shows nothing to a manager the owner has not allowed to see rates', async () => {
    const asked: string[] = [];
    await renderSignedIn(<PayRateSection member={alan} />, (request) => {
      asked.push(request.url);
      return request.url === ratesUrl
        ? errorResponse(403, 'FORBIDDEN')
        : errorResponse(500, 'INTERNAL');
    });
    await waitFor(() => expect(asked).toContain(ratesUrl));
    // The refusal has been answered; the section stays away.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: t('payRates.title') })).toBeNull();
    expect(screen.queryByText(t('payRates.loadFailed'))).toBeNull();
  });
});
