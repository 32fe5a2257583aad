import { screen, waitFor, within } from '@testing-library/react';
import type { THolidayList } from '@vh/contracts';
import { describe, expect, it, vi } from 'vitest';
import { buildCentre, buildProfile, errorResponse, jsonResponse } from '../../testing/factories.ts';
import type { RecordedRequest } from '../../testing/fetch-stub.ts';
import { centreId, renderSignedInAt } from '../../testing/timesheets-kit.ts';
import { HolidaysSettings } from './components/holidays-settings.tsx';

vi.setConfig({ testTimeout: 20_000 });

const year = new Date().getFullYear();
const list: THolidayList = {
  year,
  region: 'CA-ON',
  notice: null,
  holidays: [
    {
      date: `${year}-07-01`,
      name: 'Canada Day',
      source: 'library',
      removed: false,
      statutory: true,
    },
    {
      date: `${year}-04-06`,
      name: 'Easter Monday',
      source: 'library',
      removed: false,
      statutory: false,
    },
  ],
  can_edit: true,
};

const api = (request: RecordedRequest) => {
  if (request.url === '/api/businesses/') {
    return jsonResponse(200, { centres: [buildCentre({ id: centreId })] });
  }
  if (request.url.startsWith(`/api/businesses/${centreId}/holidays/`)) {
    return jsonResponse(200, list);
  }
  return errorResponse(500, 'INTERNAL');
};

describe('statutory holidays and other public days', () => {
  it('tells them apart, and adds a day the owner says is not statutory', async () => {
    const { user, requests } = await renderSignedInAt(
      <HolidaysSettings profile={buildProfile({ role: 'OWNER' })} />,
      '/dashboard?panel=reports',
      api,
    );
    const easter = (await screen.findByText('Easter Monday', {}, { timeout: 10_000 })).closest(
      'tr',
    );
    expect(within(easter!).getByText('Public day (no premium)')).toBeTruthy();
    const canada = screen.getByText('Canada Day').closest('tr');
    expect(within(canada!).getByText('Statutory')).toBeTruthy();

    const statutory = screen.getByRole('checkbox', { name: /Statutory holiday/ });
    expect((statutory as HTMLInputElement).checked).toBe(true);
    await user.click(statutory);
    await user.type(screen.getByLabelText(/^Name/), 'Staff picnic');
    await user.click(screen.getByLabelText(/^Date/));
    await user.click(await screen.findByRole('button', { name: new RegExp(`^15 .*${year}`) }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
        expect.objectContaining({ name: 'Staff picnic', statutory: false }),
      ]),
    );
  });
});
