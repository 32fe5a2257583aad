import { screen, waitFor, within } from '@testing-library/react';
import type { TCorrection, TTeamWeek } from '@vh/contracts';
import { describe, expect, it, vi } from 'vitest';
import { buildCentre, buildProfile, errorResponse, jsonResponse } from '../../testing/factories.ts';
import type { RecordedRequest } from '../../testing/fetch-stub.ts';
import { input } from '../../testing/inputs.ts';
import { centreId, graceUid, hours, renderSignedInAt } from '../../testing/timesheets-kit.ts';
import { TimesheetsPanel } from './components/timesheets-panel.tsx';

vi.setConfig({ testTimeout: 20_000 });

const owner = buildProfile();
const cart = buildCentre({ id: '8a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Distillery Cart' });
const dates = [
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
];
const alanUid = '2b3c4d5e-6f70-4182-93a4-b5c6d7e8f901';

const team: TTeamWeek = {
  week_start: dates[0] ?? '',
  week_end: dates[6] ?? '',
  previous_week: '2026-11-16',
  next_week: '2026-11-30',
  dates,
  business_id: null,
  rows: [
    {
      staff_uid: graceUid,
      name: 'Grace Hopper',
      position: 'Barista',
      days: dates.map((date, i) => ({
        date,
        worked_seconds: i === 0 ? 8 * 3600 : 0,
        flagged: i === 0,
      })),
      totals: hours(8 * 3600),
      flag_count: 1,
      approval: null,
    },
    {
      staff_uid: alanUid,
      name: 'Alan Turing',
      position: null,
      days: dates.map((date) => ({ date, worked_seconds: 0, flagged: false })),
      totals: hours(0),
      flag_count: 0,
      approval: {
        approved_at: '2026-11-30T14:00:00.000Z',
        approved_by_name: 'Ada Lovelace',
        stale: false,
      },
    },
  ],
  totals: hours(8 * 3600),
  can_unlock: true,
};

const request: TCorrection = {
  id: '1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
  staff_uid: graceUid,
  name: 'Grace Hopper',
  business_id: centreId,
  business_name: 'Queen Street Café',
  shift_id: null,
  date: '2026-11-24',
  message: 'I worked Tuesday morning; the clock was down.',
  created_at: '2026-11-25T10:00:00.000Z',
  status: 'open',
  resolution_reason: null,
  resolved_by_name: null,
  resolved_at: null,
};

function api(more: (r: RecordedRequest) => Response | undefined = () => undefined) {
  return (r: RecordedRequest) =>
    more(r) ??
    (r.url.startsWith('/api/timesheets/team/')
      ? jsonResponse(200, team)
      : r.url === '/api/timesheets/corrections/'
        ? jsonResponse(200, { items: [request] })
        : r.url === '/api/businesses/'
          ? jsonResponse(200, { centres: [buildCentre({ id: centreId }), cart] })
          : errorResponse(500, 'INTERNAL'));
}

describe('the team week', () => {
  it('shows people × days with flagged cells, approval, and opens a person’s week', async () => {
    const { user, router } = await renderSignedInAt(
      <TimesheetsPanel profile={owner} />,
      '/dashboard?panel=timesheets',
      api(),
    );
    const table = within(await screen.findByRole('table', { name: 'Team week' }));
    const grace = within(table.getByRole('row', { name: /Grace Hopper/ }));
    expect(grace.getByRole('cell', { name: /^needs attention:\s?8 h$/ })).toBeTruthy();
    expect(grace.getByText('Not approved yet')).toBeTruthy();
    const alan = within(table.getByRole('row', { name: /Alan Turing/ }));
    expect(alan.getByText(/^Approved by Ada Lovelace/)).toBeTruthy();
    expect(alan.queryByRole('button', { name: /Approve week/ })).toBeNull();

    await user.click(grace.getByRole('button', { name: 'Grace Hopper' }));
    expect(router.state.location.search).toBe(`?panel=timesheets&staff=${graceUid}`);
  });

  it('approves everyone at the chosen centre and says who was skipped and why', async () => {
    const { user, requests } = await renderSignedInAt(
      <TimesheetsPanel profile={owner} />,
      '/dashboard?panel=timesheets',
      api((r) =>
        r.url === '/api/timesheets/approvals/'
          ? jsonResponse(200, {
              week_start: '2026-11-23',
              approved: [{ staff_uid: alanUid, name: 'Alan Turing' }],
              skipped: [
                { staff_uid: graceUid, name: 'Grace Hopper', reason: 'A shift has no clock-out' },
              ],
            })
          : undefined,
      ),
    );
    const approveAll = await screen.findByRole('button', { name: 'Approve all at this centre' });
    expect((approveAll as HTMLButtonElement).disabled).toBe(true);

    await user.click(input('Business centre'));
    await user.click(await screen.findByRole('option', { name: 'Distillery Cart' }));
    await waitFor(() => expect((approveAll as HTMLButtonElement).disabled).toBe(false));
    await user.click(approveAll);

    expect(await screen.findByText('Grace Hopper: A shift has no clock-out')).toBeTruthy();
    expect(screen.getByText('1 week approved and locked.')).toBeTruthy();
    expect(requests.find((r) => r.url === '/api/timesheets/approvals/')?.body).toEqual({
      week: '2026-11-23',
      business_id: cart.id,
    });
  });

  it('answers a correction request with a reason', async () => {
    const { user, requests } = await renderSignedInAt(
      <TimesheetsPanel profile={owner} />,
      '/dashboard?panel=timesheets',
      api((r) =>
        r.method === 'POST' ? jsonResponse(200, { ...request, status: 'done' }) : undefined,
      ),
    );
    const queue = within(await screen.findByRole('region', { name: 'Correction requests' }));
    await user.click(await queue.findByRole('button', { name: 'Mark as done' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark the request as done' }));
    await user.type(dialog.getByLabelText(/^Reason/), 'Added the Tuesday shift.');
    await user.click(dialog.getByRole('button', { name: 'Mark as done' }));

    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')).toMatchObject({
        url: `/api/timesheets/corrections/${request.id}/resolve/`,
        body: { status: 'done', reason: 'Added the Tuesday shift.' },
      }),
    );
  });
});
