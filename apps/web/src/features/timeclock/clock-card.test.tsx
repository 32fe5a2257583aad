import { act, screen, waitFor, within } from '@testing-library/react';
import { t, type TClockStatus, type TPunch, type TPunchResponse, type TShift } from '@vh/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse } from '../../testing/factories.ts';
import type { RecordedRequest } from '../../testing/fetch-stub.ts';
import { centreId, graceUid, renderSignedInAt } from '../../testing/timesheets-kit.ts';
import { ClockCard } from './components/clock-card.tsx';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.useRealTimers();
});

const shiftId = '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const centre = {
  id: centreId,
  name: 'Harbour Street',
  time_zone: 'America/Halifax',
  latitude: 44.65,
  longitude: -63.58,
  radius_m: 100,
};
const otherCentre = {
  ...centre,
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Quinpool Road',
};
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

let punchCount = 0;
function buildPunch(type: TPunch['type'], overrides: Partial<TPunch> = {}): TPunch {
  punchCount += 1;
  return {
    id: `00000000-0000-4000-8000-${String(punchCount).padStart(12, '0')}`,
    type,
    staff_uid: graceUid,
    business_id: centreId,
    shift_id: shiftId,
    server_time: minutesAgo(200),
    client_time: minutesAgo(200),
    latitude: 44.6501,
    longitude: -63.5801,
    accuracy_m: 8,
    location_error: null,
    distance_m: 12,
    verdict: 'inside',
    reasons: [],
    needs_review: false,
    review: null,
    notes: [],
    ...overrides,
  };
}

function buildOpenShift(overrides: Partial<TShift> = {}): TShift {
  return {
    id: shiftId,
    staff_uid: graceUid,
    business_id: centreId,
    business_name: 'Harbour Street',
    time_zone: 'America/Halifax',
    started_at: minutesAgo(200),
    ended_at: null,
    break_started_at: null,
    break_seconds: 0,
    worked_seconds: 3 * 3600 + 12 * 60,
    flagged: false,
    punches: [buildPunch('clock_in')],
    ...overrides,
  };
}

const status = (shift: TShift | null, centres = [centre]): TClockStatus => ({
  centres,
  shift,
  server_time: new Date().toISOString(),
});

function answered(punch: TPunch): TPunchResponse {
  return {
    punch,
    receipt: {
      receipt: {
        v: 1,
        kind: 'verifiedhours.punch',
        key_id: 'k1',
        punch_id: punch.id,
        type: punch.type,
        staff_uid: graceUid,
        staff_name: 'Grace Hopper',
        business_id: centreId,
        business_name: 'Harbour Street',
        shift_id: shiftId,
        server_time: punch.server_time,
        client_time: punch.client_time,
        position: null,
        location_error: punch.location_error,
        centre: { latitude: 44.65, longitude: -63.58, radius_m: 100 },
        distance_m: punch.distance_m,
        verdict: punch.verdict,
        reasons: punch.reasons,
        chain: { seq: 3, hash: 'ab'.repeat(32) },
      },
      alg: 'Ed25519',
      signature: 'c2lnbmF0dXJl',
    },
  };
}

/** The clock for a server whose state is `current()`; `onPunch` answers each POST. */
async function renderClock(
  current: () => TClockStatus,
  onPunch: (request: RecordedRequest) => Response = () => errorResponse(500, 'INTERNAL'),
  shifts: () => TShift[] = () => [],
) {
  const rendered = await renderSignedInAt(<ClockCard />, '/dashboard?panel=clock', (request) => {
    if (request.url === '/api/timeclock/status/') return jsonResponse(200, current());
    if (request.url === '/api/timeclock/punches/' && request.method === 'POST') {
      return onPunch(request);
    }
    if (request.url.startsWith('/api/timeclock/shifts/?')) {
      return jsonResponse(200, { shifts: shifts() });
    }
    return errorResponse(404, 'NOT_FOUND');
  });
  await screen.findByRole('region', { name: 'Clock in and out' });
  const punches = () =>
    rendered.requests
      .filter(({ method, url }) => method === 'POST' && url === '/api/timeclock/punches/')
      .map(({ body }) => (body as { type: string }).type);
  return { ...rendered, punches };
}

const bigButtons = () =>
  within(screen.getByRole('region', { name: 'Clock in and out' }))
    .getAllByRole('button')
    .filter((button) => button.getAttribute('data-size') === 'xl')
    .map((button) => button.textContent);

const timer = (label: string) => screen.getByRole('timer', { name: label });

describe('the clock, for each state', () => {
  it('clocked out at one centre: its name and one big Clock in, no running time', async () => {
    await renderClock(() => status(null));

    expect(screen.getByText(t('timeclock.state.out'))).toBeTruthy();
    expect(screen.getByTestId('centre').textContent).toBe('Harbour Street');
    expect(bigButtons()).toEqual(['Clock in']);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByTestId('verdict')).toBeNull();
  });

  it('clocked out with several centres: a choice of centre', async () => {
    await renderClock(() => status(null, [centre, otherCentre]));

    expect(screen.getByRole('combobox', { name: 'Business centre' })).toHaveProperty(
      'value',
      'Harbour Street',
    );
    expect(bigButtons()).toEqual(['Clock in']);
  });

  it('clocked in: Start break and Clock out, the worked time ticking, the last verdict', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    await renderClock(() => status(buildOpenShift()));

    expect(screen.getByText(t('timeclock.state.in', { centre: 'Harbour Street' }))).toBeTruthy();
    expect(bigButtons()).toEqual(['Start break', 'Clock out']);
    expect(timer('Worked this shift').textContent).toMatch(/^3:12:0[01]$/);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(timer('Worked this shift').textContent).toMatch(/^3:12:0[34]$/);
    expect(screen.queryByRole('timer', { name: 'On this break' })).toBeNull();

    // Another part of the product words the verdicts: what matters here is which one shows.
    expect(screen.getByTestId('verdict').textContent).toBe(
      t('timeclock.verdict.inside', {
        centre: 'Harbour Street',
        distance: t('common.units.metres', { metres: 12 }),
        accuracy: t('common.units.metres', { metres: 8 }),
      }),
    );
  });

  it('on a break: End break and Clock out, and how long this break has run', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const breakStarted = new Date(Date.now() - (5 * 60 + 3) * 1000).toISOString();
    await renderClock(() =>
      status(
        buildOpenShift({
          break_started_at: breakStarted,
          punches: [buildPunch('clock_in'), buildPunch('break_start')],
        }),
      ),
    );

    expect(
      screen.getByText(t('timeclock.state.onBreak', { centre: 'Harbour Street' })),
    ).toBeTruthy();
    expect(bigButtons()).toEqual(['End break', 'Clock out']);
    expect(timer('On this break').textContent).toMatch(/^0:05:0[3-4]$/);
    const worked = timer('Worked this shift').textContent;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(timer('On this break').textContent).toMatch(/^0:06:0[3-4]$/);
    // A break is not worked time: that clock stands still.
    expect(timer('Worked this shift').textContent).toBe(worked);
  });

  it('says a flagged last punch needs review, and why', async () => {
    const flagged = buildPunch('clock_in', {
      latitude: null,
      longitude: null,
      accuracy_m: null,
      distance_m: null,
      location_error: 'timeout',
      verdict: 'uncertain',
      reasons: ['NO_LOCATION'],
      needs_review: true,
    });
    await renderClock(() => status(buildOpenShift({ punches: [flagged], flagged: true })));

    expect(screen.getByTestId('verdict').textContent).toBe(t('timeclock.verdict.noLocation'));
    expect(screen.getByText('Your phone did not share its location.')).toBeTruthy();
  });
});

describe('clocking out', () => {
  it('asks first: Keep working sends nothing and leaves the shift running', async () => {
    const { user, punches } = await renderClock(() => status(buildOpenShift()));

    await user.click(screen.getByRole('button', { name: 'Clock out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clock out now?' });
    expect(within(dialog).getByText('You have worked 3 h 12 min on this shift.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep working' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(punches()).toEqual([]);
    expect(bigButtons()).toEqual(['Start break', 'Clock out']);
  });

  it('punches on Clock out, then sums the shift up until dismissed', async () => {
    let open = true;
    const clockIn = buildPunch('clock_in');
    const clockOut = buildPunch('clock_out', {
      server_time: new Date().toISOString(),
      verdict: 'outside',
      distance_m: 2000,
      reasons: [],
      needs_review: true,
    });
    const ended: TShift = {
      ...buildOpenShift(),
      ended_at: clockOut.server_time,
      break_seconds: 30 * 60,
      worked_seconds: 2 * 3600 + 42 * 60,
      flagged: true,
      punches: [clockIn, clockOut],
    };
    const { user, punches } = await renderClock(
      () => status(open ? buildOpenShift({ punches: [clockIn] }) : null),
      () => {
        open = false;
        return jsonResponse(200, answered(clockOut));
      },
      () => [ended],
    );

    await user.click(screen.getByRole('button', { name: 'Clock out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clock out now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clock out' }));

    const summary = within(await screen.findByRole('region', { name: 'Shift done' }));
    expect(punches()).toEqual(['clock_out']);
    expect(screen.getByTestId('verdict').textContent).toBe(
      t('timeclock.verdict.outside', { distance: t('common.units.kilometres', { kilometres: 2 }) }),
    );
    await waitFor(() => expect(summary.getByText('2 h 42 min')).toBeTruthy());
    const figure = (label: string) => summary.getByText(label).nextElementSibling?.textContent;
    expect(figure('Started')).toBe(
      new Intl.DateTimeFormat('en-CA', {
        timeZone: 'America/Halifax',
        hour: 'numeric',
        minute: '2-digit',
      }).format(new Date(ended.started_at)),
    );
    expect(figure('Ended')).toMatch(/\d:\d\d/);
    expect(figure('Worked')).toBe('2 h 42 min');
    expect(figure('Breaks')).toBe('30 min');
    expect(figure('Verdict')).toBe('1 punch needs review by your manager');
    expect(bigButtons()).toEqual(['Clock in']);

    await user.click(summary.getByRole('button', { name: 'Dismiss the summary' }));
    expect(screen.queryByRole('region', { name: 'Shift done' })).toBeNull();
  });

  it('says every punch was verified when none needs review, and goes at the next punch', async () => {
    let open = true;
    const clockIn = buildPunch('clock_in');
    const clockOut = buildPunch('clock_out', { server_time: new Date().toISOString() });
    const ended: TShift = {
      ...buildOpenShift(),
      ended_at: clockOut.server_time,
      punches: [clockIn, clockOut],
    };
    const { user, punches } = await renderClock(
      () => status(open ? buildOpenShift({ punches: [clockIn] }) : null),
      (request) => {
        const type = (request.body as { type: TPunch['type'] }).type;
        open = type === 'clock_in';
        return jsonResponse(200, answered(type === 'clock_out' ? clockOut : buildPunch(type)));
      },
      () => [ended],
    );

    await user.click(screen.getByRole('button', { name: 'Clock out' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clock out' }),
    );
    const summary = within(await screen.findByRole('region', { name: 'Shift done' }));
    expect(await summary.findByText('Every punch verified')).toBeTruthy();
    expect(summary.getByText('None')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Clock in' }));
    await waitFor(() => expect(punches()).toEqual(['clock_out', 'clock_in']));
    expect(screen.queryByRole('region', { name: 'Shift done' })).toBeNull();
    // Clocked in again: the new state, and the new punch's verdict.
    expect(await screen.findByText(/^Clocked in at \d/)).toBeTruthy();
    expect(screen.getByText(t('timeclock.state.in', { centre: 'Harbour Street' }))).toBeTruthy();
  });
});
