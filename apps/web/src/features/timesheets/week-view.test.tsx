import { screen, waitFor, within } from '@testing-library/react';
import type { TCorrection } from '@vh/contracts';
import { describe, expect, it, vi } from 'vitest';
import { buildProfile, errorResponse, jsonResponse } from '../../testing/factories.ts';
import type { RecordedRequest } from '../../testing/fetch-stub.ts';
import {
  buildEdit,
  buildShift,
  buildWeek,
  centreId,
  graceUid,
  hours,
  renderSignedInAt,
} from '../../testing/timesheets-kit.ts';
import { TimesheetsPanel } from './components/timesheets-panel.tsx';

vi.setConfig({ testTimeout: 20_000 });

const grace = buildProfile({
  uid: graceUid,
  role: 'STAFF',
  first_name: 'Grace',
  business_info: [{ business_id: centreId, name: 'Queen Street Café' }],
});

const edited = buildShift({
  source: 'edited',
  flags: ['edited', 'unreviewed'],
  break_seconds: 30 * 60,
  ...hours(7.5 * 3600, 0.5 * 3600),
  edits: [buildEdit()],
});

const answered: TCorrection = {
  id: '1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
  staff_uid: graceUid,
  name: 'Grace Hopper',
  business_id: centreId,
  business_name: 'Queen Street Café',
  shift_id: null,
  date: '2026-11-20',
  message: 'I worked Friday evening too.',
  created_at: '2026-11-21T10:00:00.000Z',
  status: 'declined',
  resolution_reason: 'You were on leave that evening.',
  resolved_by_name: 'Ada Lovelace',
  resolved_at: '2026-11-22T10:00:00.000Z',
};

function api(more: (r: RecordedRequest) => Response | undefined = () => undefined) {
  return (request: RecordedRequest) =>
    more(request) ??
    (request.url.startsWith('/api/timesheets/week/')
      ? jsonResponse(
          200,
          buildWeek([edited], { can_manage: false, can_unlock: false, flag_count: 1 }),
        )
      : request.url === '/api/timesheets/corrections/'
        ? jsonResponse(200, { items: [answered] })
        : errorResponse(500, 'INTERNAL'));
}

describe('a staff member’s own week', () => {
  it('shows each edit with what changed, who changed it, when and why', async () => {
    await renderSignedInAt(
      <TimesheetsPanel profile={grace} />,
      '/dashboard?panel=timesheets',
      api(),
    );

    const shift = within(await screen.findByRole('article', { name: '9:00 a.m. – 5:00 p.m.' }));
    expect(shift.getByText('Edited')).toBeTruthy();
    // The word the clock and the review queue use for a punch waiting for a decision.
    expect(shift.getByText('Needs review')).toBeTruthy();
    expect(shift.getByText(/Break 30 min/)).toBeTruthy();
    expect(shift.getByText('Worked 7 h 30 min')).toBeTruthy();
    expect(shift.getByText('overtime 30 min')).toBeTruthy();

    const history = within(shift.getByRole('region', { name: 'Edit history' }));
    const edit = within(history.getByRole('article'));
    expect(edit.getByText('Clock-in moved')).toBeTruthy();
    expect(edit.getByText(/^by Ada Lovelace on November 24, 2026/)).toBeTruthy();
    expect(edit.getByText(/Mon\.?, Nov\.? 23, 10:10 a\.m\. – 5:00 p\.m\./)).toBeTruthy();
    expect(edit.getByText(/Mon\.?, Nov\.? 23, 9:00 a\.m\. – 5:00 p\.m\./)).toBeTruthy();
    expect(edit.getByText('Forgot to clock in; the till shows she opened at 9.')).toBeTruthy();

    // Staff read and ask; they do not edit.
    expect(screen.queryByRole('button', { name: 'Move clock-in' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve week' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'My timesheet' })).toBeTruthy();
    expect(screen.getByText('1 shift needs attention')).toBeTruthy();
  });

  it('sends a correction request about a shift, and shows the answers to earlier ones', async () => {
    const { user, requests } = await renderSignedInAt(
      <TimesheetsPanel profile={grace} />,
      '/dashboard?panel=timesheets',
      api((r) =>
        r.method === 'POST' ? jsonResponse(201, { ...answered, status: 'open' }) : undefined,
      ),
    );
    const mine = within(await screen.findByRole('region', { name: 'My correction requests' }));
    expect(await mine.findByText('Declined')).toBeTruthy();
    expect(mine.getByText('Ada Lovelace: You were on leave that evening.')).toBeTruthy();

    const shift = within(await screen.findByRole('article', { name: '9:00 a.m. – 5:00 p.m.' }));
    await user.click(shift.getByRole('button', { name: 'Request a correction' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Request a correction' }));
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await dialog.findByText('Please say what should be corrected and why')).toBeTruthy();

    await user.type(dialog.getByLabelText(/^What should be corrected/), 'I left at 5:30, not 5.');
    await user.click(dialog.getByRole('button', { name: 'Send request' }));

    await waitFor(() =>
      expect(
        requests.filter((r) => r.method === 'POST').map(({ url, body }) => ({ url, body })),
      ).toEqual([
        {
          url: '/api/timesheets/corrections/',
          body: {
            shift_id: edited.id,
            date: '2026-11-23',
            business_id: centreId,
            message: 'I left at 5:30, not 5.',
          },
        },
      ]),
    );
  });

  it('moves between weeks through the URL', async () => {
    const { user, router } = await renderSignedInAt(
      <TimesheetsPanel profile={grace} />,
      '/dashboard?panel=timesheets',
      api(),
    );
    await user.click(await screen.findByRole('button', { name: 'Previous week' }));
    expect(router.state.location.search).toBe('?panel=timesheets&week=2026-11-16');
    await user.click(screen.getByRole('button', { name: 'This week' }));
    expect(router.state.location.search).toBe('?panel=timesheets');
  });
});
