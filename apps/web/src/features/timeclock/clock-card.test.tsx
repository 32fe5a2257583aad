import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { act, screen, waitFor, within } from '@testing-library/react';
import { t, type TClockStatus, type TPunch, type TPunchResponse, type TShift } from '@vh/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConnection } from '../../lib/connection.ts';
import { errorResponse, jsonResponse } from '../../testing/factories.ts';
import type { RecordedRequest } from '../../testing/fetch-stub.ts';
import { centreId, graceUid, renderSignedInAt } from '../../testing/timesheets-kit.ts';
import { ClockCard } from './components/clock-card.tsx';
import { forgetOfflineDb } from './offline/offline-db.ts';

vi.setConfig({ testTimeout: 20_000 });

/** Whether the phone has a connection: without one, every request to the product fails. */
let offline = false;

beforeEach(async () => {
  // A phone of its own for each test: nothing kept from another.
  await forgetOfflineDb();
  vi.stubGlobal('indexedDB', new IDBFactory());
  offline = false;
});

afterEach(async () => {
  vi.useRealTimers();
  await forgetOfflineDb();
  resetConnection();
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
    received_time: minutesAgo(200),
    offset_ms: null,
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
    if (offline) throw new TypeError('Failed to fetch');
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

describe('without a connection', () => {
  /** A server that records what reaches it and answers with the state that makes. */
  function recordingServer(refusal?: () => Response) {
    const received: TPunch['type'][] = [];
    const current = () =>
      status(
        received.includes('clock_in') && !received.includes('clock_out')
          ? buildOpenShift({
              break_started_at: received.at(-1) === 'break_start' ? minutesAgo(1) : null,
            })
          : null,
      );
    const onPunch = (request: RecordedRequest) => {
      if (refusal) return refusal();
      const type = (request.body as { type: TPunch['type'] }).type;
      received.push(type);
      return jsonResponse(
        200,
        answered(buildPunch(type, { server_time: new Date().toISOString() })),
      );
    };
    return { received, current, onPunch };
  }

  const waitingCard = () => screen.getByTestId('offline-waiting');
  const line = () => screen.getByTestId('connection-line');

  it('keeps punches on the phone at once, shows what they make, and sends them in order when back', async () => {
    const server = recordingServer();
    const { user } = await renderClock(server.current, server.onPunch);
    expect(line().textContent).toBe('Online');

    offline = true;
    await user.click(screen.getByRole('button', { name: 'Clock in' }));

    await waitFor(() =>
      expect(
        within(waitingCard()).getByText(
          'Saved on this phone — will be sent when you are online (1 waiting)',
        ),
      ).toBeTruthy(),
    );
    // Clocked in as far as this phone knows, marked as not sent, the time running from the press.
    expect(screen.getByText(t('timeclock.state.in', { centre: 'Harbour Street' }))).toBeTruthy();
    expect(screen.getByTestId('not-sent-yet').textContent).toBe('Not sent yet');
    expect(timer('Worked this shift').textContent).toMatch(/^0:00:0\d$/);
    expect(bigButtons()).toEqual(['Start break', 'Clock out']);
    await waitFor(() =>
      expect(line().textContent).toBe('Offline — punches are kept on this phone1 punch waiting'),
    );

    await user.click(screen.getByRole('button', { name: 'Start break' }));
    await waitFor(() =>
      expect(
        within(waitingCard()).getByText(
          'Saved on this phone — will be sent when you are online (2 waiting)',
        ),
      ).toBeTruthy(),
    );
    expect(
      screen.getByText(t('timeclock.state.onBreak', { centre: 'Harbour Street' })),
    ).toBeTruthy();
    expect(
      within(waitingCard())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Clocked in at \d/),
      expect.stringMatching(/^Break started at \d/),
    ]);
    expect(server.received).toEqual([]);

    offline = false;
    window.dispatchEvent(new Event('online'));

    await waitFor(() => expect(screen.queryByTestId('offline-waiting')).toBeNull());
    expect(server.received).toEqual(['clock_in', 'break_start']);
    await waitFor(() => expect(screen.queryByTestId('not-sent-yet')).toBeNull());
    expect(
      screen.getByText(t('timeclock.state.onBreak', { centre: 'Harbour Street' })),
    ).toBeTruthy();
    await waitFor(() => expect(line().textContent).toMatch(/^OnlineLast sent \d{1,2}:\d\d/));
    expect(screen.getByTestId('last-sent').textContent).toMatch(/^Last sent \d/);
  });

  it('opens from what the phone last knew, waiting punches on top, and its buttons still work', async () => {
    const server = recordingServer();
    const first = await renderClock(server.current, server.onPunch);
    offline = true;
    await first.user.click(screen.getByRole('button', { name: 'Clock in' }));
    await screen.findByTestId('offline-waiting');
    first.unmount();

    // The page opened again with no connection: the status request fails.
    const { user } = await renderClock(server.current, server.onPunch);

    expect(screen.getByText(t('timeclock.state.in', { centre: 'Harbour Street' }))).toBeTruthy();
    expect(screen.getByTestId('not-sent-yet')).toBeTruthy();
    expect(line().textContent).toBe('Offline — punches are kept on this phone1 punch waiting');
    await user.click(screen.getByRole('button', { name: 'Clock out' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clock out' }),
    );
    await waitFor(() =>
      expect(
        within(waitingCard()).getByText(
          'Saved on this phone — will be sent when you are online (2 waiting)',
        ),
      ).toBeTruthy(),
    );
    expect(bigButtons()).toEqual(['Clock in']);
    expect(server.received).toEqual([]);
  });

  it('shows a punch refused on delivery with the server’s sentence until it is dismissed', async () => {
    let refuse = false;
    const server = recordingServer();
    const { user, unmount } = await renderClock(server.current, (request) =>
      refuse
        ? errorResponse(403, 'ACCOUNT_DISABLED', 'Your employer has disabled your account.')
        : server.onPunch(request),
    );
    offline = true;
    await user.click(screen.getByRole('button', { name: 'Clock in' }));
    await screen.findByTestId('offline-waiting');

    offline = false;
    refuse = true;
    window.dispatchEvent(new Event('online'));

    const card = await screen.findByTestId('refused-punch');
    expect(
      within(card).getByText(/^Your clock-in at \d{1,2}:\d\d.* was not recorded$/),
    ).toBeTruthy();
    expect(within(card).getByText('Your employer has disabled your account.')).toBeTruthy();
    expect(screen.queryByTestId('offline-waiting')).toBeNull();
    expect(bigButtons()).toEqual(['Clock in']);

    // Still there after the page opens again, until dismissed.
    unmount();
    const again = await renderClock(server.current, server.onPunch);
    const kept = await screen.findByTestId('refused-punch');
    await again.user.click(within(kept).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('refused-punch')).toBeNull());
    again.unmount();
    await renderClock(server.current, server.onPunch);
    expect(screen.queryByTestId('refused-punch')).toBeNull();
  });

  it('says so when the phone’s storage is full: sent directly online, not saved offline', async () => {
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: { estimate: () => Promise.resolve({ quota: 20_000_000, usage: 19_500_000 }) },
    });
    try {
      const server = recordingServer();
      const { user } = await renderClock(server.current, server.onPunch);

      await user.click(screen.getByRole('button', { name: 'Clock in' }));
      const note = await screen.findByTestId('storage-note');
      expect(note.textContent).toContain(t('timeclock.offline.storage.full'));
      expect(server.received).toEqual(['clock_in']);
      expect(await screen.findByTestId('verdict')).toBeTruthy();

      offline = true;
      await user.click(await screen.findByRole('button', { name: 'Start break' }));
      const notSaved = await screen.findByTestId('punch-not-saved');
      expect(within(notSaved).getByText('Your punch was not saved')).toBeTruthy();
      expect(within(notSaved).getByText(t('timeclock.offline.storage.full'))).toBeTruthy();
      expect(screen.queryByTestId('offline-waiting')).toBeNull();

      offline = false;
      await user.click(within(notSaved).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(screen.queryByTestId('punch-not-saved')).toBeNull());
      expect(server.received).toEqual(['clock_in', 'break_start']);
    } finally {
      Reflect.deleteProperty(navigator, 'storage');
    }
  });
});
