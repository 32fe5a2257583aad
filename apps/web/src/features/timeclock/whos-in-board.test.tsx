import { screen, waitFor, within } from '@testing-library/react';
import {
  connectionProbe,
  type TBoard,
  type TBoardEntry,
  type TPunch,
  type TReviewItem,
  t,
} from '@vh/contracts';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse } from '../../testing/factories.ts';
import type { RecordedRequest } from '../../testing/fetch-stub.ts';
import { centreId, flaggedItem, graceUid, renderSignedInAt } from '../../testing/timesheets-kit.ts';
import { PunchBadge } from './components/punch-badge.tsx';
import { ReviewQueue } from './components/review-queue.tsx';
import { WhosInBoard } from './components/whos-in-board.tsx';

vi.setConfig({ testTimeout: 20_000 });

const grace: TBoardEntry = {
  shift_id: '5d1f0a3e-2b4c-4d6e-8f90-1a2b3c4d5e6f',
  staff_uid: graceUid,
  name: 'Grace Hopper',
  position: 'Cashier',
  business_id: centreId,
  business_name: 'Harbour Street',
  time_zone: 'America/Halifax',
  started_at: new Date(Date.now() - 3_600_000).toISOString(),
  break_started_at: null,
  verdict: 'inside',
  reasons: [],
  overdue: false,
};

const board = (entries: TBoardEntry[]): TBoard => ({
  entries,
  server_time: new Date().toISOString(),
});

const boardCalls = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url === '/api/timeclock/board/').length;

const refreshButton = () => screen.getByRole('button', { name: "Refresh: Who's in now" });

describe("the who's-in board: Refresh", () => {
  it("asks again and says 'Data refreshed' when the new board is in", async () => {
    let entries: TBoardEntry[] = [];
    const { user, requests } = await renderSignedInAt(<WhosInBoard />, '/dashboard', (request) =>
      request.url === '/api/timeclock/board/'
        ? jsonResponse(200, board(entries))
        : errorResponse(404, 'NOT_FOUND'),
    );
    expect(await screen.findByText(t('timeclock.boardEmpty'))).toBeTruthy();
    expect(boardCalls(requests)).toBe(1);

    entries = [grace];
    await user.click(refreshButton());

    expect(await screen.findByText(t('toasts.dataRefreshed'))).toBeTruthy();
    expect(screen.getByText('Grace Hopper')).toBeTruthy();
    expect(boardCalls(requests)).toBe(2);
    // Nothing was lost, so nothing says it was found again.
    expect(screen.queryByText(t('toasts.connected'))).toBeNull();
  });

  it('shows the fetch error instead when the refresh fails, and keeps the board it had', async () => {
    let fail = false;
    const { user } = await renderSignedInAt(<WhosInBoard />, '/dashboard', (request) =>
      request.url !== '/api/timeclock/board/'
        ? errorResponse(404, 'NOT_FOUND')
        : fail
          ? errorResponse(500, 'INTERNAL')
          : jsonResponse(200, board([grace])),
    );
    expect(await screen.findByText('Grace Hopper')).toBeTruthy();

    fail = true;
    await user.click(refreshButton());

    expect(await screen.findByText(t('toasts.fetchError'))).toBeTruthy();
    expect(screen.queryByText(t('toasts.dataRefreshed'))).toBeNull();
    expect(screen.getByText('Grace Hopper')).toBeTruthy();
  });
});

describe('the punches that need review: Refresh', () => {
  it("asks for the queue again and says 'Data refreshed'", async () => {
    const { user, requests } = await renderSignedInAt(<ReviewQueue />, '/dashboard', (request) =>
      request.url === '/api/timeclock/reviews/'
        ? jsonResponse(200, { items: [] })
        : errorResponse(404, 'NOT_FOUND'),
    );
    expect(await screen.findByText(t('timeclock.reviewEmpty'))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Refresh: Punches that need review' }));

    expect(await screen.findByText(t('toasts.dataRefreshed'))).toBeTruthy();
    expect(requests.filter((r) => r.url === '/api/timeclock/reviews/')).toHaveLength(2);
  });
});

describe('a flagged punch', () => {
  const flagged = (type: TPunch['type'], overrides: Partial<TPunch>): TReviewItem =>
    flaggedItem('Grace Hopper', type, { shift_id: grace.shift_id, ...overrides });

  it('says why: outside the geofence in a badge, its reasons as sentences about the person', async () => {
    const items = [
      flagged('clock_out', {
        verdict: 'outside',
        latitude: 44.6668,
        longitude: -63.5752,
        accuracy_m: 10,
        distance_m: 2000,
      }),
      flagged('clock_in', { reasons: ['NO_LOCATION'], location_error: 'denied' }),
    ];
    await renderSignedInAt(<ReviewQueue />, '/dashboard', (request) =>
      request.url === '/api/timeclock/reviews/'
        ? jsonResponse(200, { items })
        : errorResponse(404, 'NOT_FOUND'),
    );
    const out = within(await screen.findByRole('article', { name: 'Grace Hopper, Clock out' }));
    expect(out.getByText('Outside the geofence')).toBeTruthy();
    const noLocation = within(screen.getByRole('article', { name: 'Grace Hopper, Clock in' }));
    expect(noLocation.getByText("Grace Hopper's phone did not share its location.")).toBeTruthy();
    expect(noLocation.queryByText('Outside the geofence')).toBeNull();
  });

  it('says how old a position may be, and by how much the phone clock was off, in words', async () => {
    const items = [
      flagged('clock_in', {
        reasons: ['STALE_POSITION', 'CLOCK_SKEW'],
        latitude: 44.6488,
        longitude: -63.5752,
        accuracy_m: 12,
        distance_m: 30,
        verdict: 'inside',
        client_time: '2026-11-25T13:56:00.000Z',
      }),
    ];
    await renderSignedInAt(<ReviewQueue />, '/dashboard', (request) =>
      request.url === '/api/timeclock/reviews/'
        ? jsonResponse(200, { items })
        : errorResponse(404, 'NOT_FOUND'),
    );
    const card = within(await screen.findByRole('article', { name: 'Grace Hopper, Clock in' }));
    expect(
      card.getByText("Grace Hopper's phone's position was more than 2 min old when they punched."),
    ).toBeTruthy();
    expect(card.getByText("Grace Hopper's phone's clock was 4 min off the server's.")).toBeTruthy();
    expect(card.queryByText(/old position/i)).toBeNull();
  });
});

describe('losing the server and finding it again', () => {
  it("says 'Connecting to the server' while nothing answers, then 'Connected to the server.' and loads the board", async () => {
    let down = true;
    const { requests } = await renderSignedInAt(<WhosInBoard />, '/dashboard', (request) => {
      // What fetch does when nothing answers.
      if (down) throw new TypeError('Failed to fetch');
      return request.url === '/api/health'
        ? jsonResponse(200, { status: 'ok' })
        : jsonResponse(200, board([grace]));
    });

    expect(await screen.findByText(t('toasts.connectingTitle'))).toBeTruthy();
    expect(screen.getByText(t('toasts.connectingMessage'))).toBeTruthy();
    expect(screen.queryByText('Grace Hopper')).toBeNull();

    // Nobody clicks anything: the health probe notices the server is back.
    down = false;
    expect(
      await screen.findByText(t('toasts.connected'), {}, { timeout: connectionProbe.firstMs * 4 }),
    ).toBeTruthy();
    expect(screen.queryByText(t('toasts.connectingTitle'))).toBeNull();
    expect(requests.some((request) => request.url === '/api/health')).toBe(true);
    expect(await screen.findByText('Grace Hopper')).toBeTruthy();
  });

  it('keeps waiting while a proxy answers 503 for the server behind it', async () => {
    let gateway = 503;
    await renderSignedInAt(<WhosInBoard />, '/dashboard', () =>
      gateway === 200
        ? jsonResponse(200, board([grace]))
        : new Response('Service Unavailable', { status: gateway }),
    );

    expect(await screen.findByText(t('toasts.connectingTitle'))).toBeTruthy();
    // The first probe also gets the proxy's 503: still connecting.
    await new Promise((resolve) => setTimeout(resolve, connectionProbe.firstMs * 1.5));
    expect(screen.getByText(t('toasts.connectingTitle'))).toBeTruthy();
    expect(screen.queryByText(t('toasts.connected'))).toBeNull();

    gateway = 200;
    expect(
      await screen.findByText(t('toasts.connected'), {}, { timeout: connectionProbe.firstMs * 4 }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Grace Hopper')).toBeTruthy());
  });
});

describe('one word per state', () => {
  it('calls a punch waiting for a decision "Needs review", and a decided one by its decision', async () => {
    const base = {
      id: crypto.randomUUID(),
      type: 'clock_in',
      staff_uid: graceUid,
      business_id: centreId,
      shift_id: grace.shift_id,
      server_time: '2026-11-25T14:00:00.000Z',
      client_time: '2026-11-25T14:00:00.000Z',
      received_time: '2026-11-25T14:00:00.000Z',
      offset_ms: null,
      latitude: null,
      longitude: null,
      accuracy_m: null,
      location_error: null,
      distance_m: null,
      verdict: 'uncertain',
      reasons: ['NO_LOCATION'],
      needs_review: true,
      review: null,
      notes: [],
    } satisfies TPunch;
    const decided: TPunch = {
      ...base,
      review: {
        decision: 'accepted',
        reason: 'Saw her arrive',
        reviewer_name: 'Ada',
        reviewed_at: base.server_time,
      },
    };
    await renderSignedInAt(
      <>
        <PunchBadge punch={base} />
        <PunchBadge punch={{ ...base, needs_review: false, reasons: [] }} />
        <PunchBadge punch={decided} />
      </>,
      '/dashboard',
      () => errorResponse(404, 'NOT_FOUND'),
    );
    expect(screen.getByText('Needs review')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Accepted')).toBeTruthy();
    expect(screen.queryByText(/flagged|unreviewed/i)).toBeNull();
  });
});
