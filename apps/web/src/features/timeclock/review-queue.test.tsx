import { screen, waitFor, within } from '@testing-library/react';
import { t, type TReviewBatchRequest, type TReviewItem } from '@vh/contracts';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse } from '../../testing/factories.ts';
import { flaggedItem, renderSignedInAt } from '../../testing/timesheets-kit.ts';
import { ReviewQueue } from './components/review-queue.tsx';

vi.setConfig({ testTimeout: 20_000 });

// 21 m from the door: the phone's accuracy circle straddles the fence's edge.
const nearEdge = flaggedItem('Grace Hopper', 'clock_in', {
  reasons: ['NEAR_EDGE'],
  latitude: 44.649,
  longitude: -63.5752,
  accuracy_m: 30,
  distance_m: 90,
});
const noLocation = flaggedItem('Alan Turing', 'clock_out', {
  reasons: ['NO_LOCATION'],
  location_error: 'denied',
  notes: [
    {
      id: crypto.randomUUID(),
      body: 'GPS weak in the basement',
      author_name: 'Alan Turing',
      created_at: '2026-11-25T15:00:00.000Z',
    },
  ],
});
const skewed = flaggedItem('Ada Lovelace', 'break_start', {
  reasons: ['NO_LOCATION', 'CLOCK_SKEW'],
  client_time: '2026-11-25T13:50:00.000Z',
});

// Kept on the phone without signal: made at 9:02 (Halifax), the phone 2 min fast, received 9:49.
const keptOffline = flaggedItem('Grace Hopper', 'clock_in', {
  reasons: ['RECORDED_OFFLINE'],
  verdict: 'inside',
  server_time: '2026-11-25T13:02:00.000Z',
  client_time: '2026-11-25T13:04:00.000Z',
  received_time: '2026-11-25T13:49:00.000Z',
  offset_ms: -120_000,
});

const cardOf = (name: string, action: string) =>
  within(screen.getByRole('article', { name: `${name}, ${action}` }));

/** The queue holds `items` until a decision arrives, then whatever was not decided. */
function server(items: TReviewItem[]) {
  let queue = items;
  return (request: { method: string; url: string; body: unknown }) => {
    if (request.url === '/api/timeclock/reviews/') return jsonResponse(200, { items: queue });
    if (request.url === '/api/timeclock/reviews/batch/') {
      const body = request.body as TReviewBatchRequest;
      const decided = new Set(body.items.map((item) => item.punch_id));
      queue = queue.filter((item) => !decided.has(item.punch.id));
      return jsonResponse(200, {
        results: body.items.map((item, index) => ({
          punch_id: item.punch_id,
          outcome: index === 2 ? 'already_reviewed' : 'accepted',
        })),
      });
    }
    const single = /^\/api\/timeclock\/reviews\/([^/]+)\/$/.exec(request.url);
    if (single) {
      const punch = queue.find((item) => item.punch.id === single[1])?.punch;
      queue = queue.filter((item) => item.punch.id !== single[1]);
      return jsonResponse(200, punch);
    }
    return errorResponse(404, 'NOT_FOUND');
  };
}

describe('reviewing flagged punches', () => {
  it('suggests a reason from the flags, and accepts with one tap', async () => {
    const { user, requests } = await renderSignedInAt(
      <ReviewQueue />,
      '/dashboard',
      server([nearEdge, noLocation]),
    );
    await screen.findByRole('article', { name: 'Grace Hopper, Clock in' });
    const grace = cardOf('Grace Hopper', 'Clock in');
    await waitFor(() =>
      expect(grace.getByRole('textbox', { name: /Reason for your decision/ })).toHaveProperty(
        'value',
        'Within GPS accuracy of the centre.',
      ),
    );
    expect(
      cardOf('Alan Turing', 'Clock out').getByRole('textbox', { name: /Reason/ }),
    ).toHaveProperty('value', 'No location was shared; confirmed on site.');
    // The staff member's own note sits beside the punch it explains.
    expect(
      within(
        cardOf('Alan Turing', 'Clock out').getByRole('list', { name: t('punchNotes.listLabel') }),
      ).getByText('GPS weak in the basement'),
    ).toBeTruthy();

    await user.click(grace.getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText(t('timeclock.reviewDone.accepted'))).toBeTruthy();
    const sent = requests.find((r) => r.url === `/api/timeclock/reviews/${nearEdge.punch.id}/`);
    expect(sent?.body).toEqual({
      decision: 'accepted',
      reason: 'Within GPS accuracy of the centre.',
    });
    await waitFor(() => expect(screen.queryByText('Grace Hopper')).toBeNull());
  });

  it('sends the reason as edited, and refuses to reject with the suggestion or nothing', async () => {
    const { user, requests } = await renderSignedInAt(
      <ReviewQueue />,
      '/dashboard',
      server([noLocation]),
    );
    await screen.findByRole('article', { name: 'Alan Turing, Clock out' });
    const card = cardOf('Alan Turing', 'Clock out');
    const reason = card.getByRole('textbox', { name: /Reason/ });

    await user.click(card.getByRole('button', { name: 'Reject' }));
    expect(await card.findByText(t('timeclock.rejectNeedsWords'))).toBeTruthy();
    await user.clear(reason);
    await user.click(card.getByRole('button', { name: 'Reject' }));
    expect(await card.findByText(t('timeclock.rejectNeedsWords'))).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(reason, 'Left at 5 pm, not at 6');
    await user.click(card.getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText(t('timeclock.reviewDone.rejected'))).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      decision: 'rejected',
      reason: 'Left at 5 pm, not at 6',
    });
  });

  it('accepts everything selected in one call, and says how many were and what became of the rest', async () => {
    const { user, requests } = await renderSignedInAt(
      <ReviewQueue />,
      '/dashboard',
      server([nearEdge, noLocation, skewed]),
    );
    const acceptSelected = () => screen.getByRole('button', { name: /Accept selected/ });
    await screen.findByRole('article', { name: 'Ada Lovelace, Start break' });
    expect(acceptSelected()).toHaveProperty('disabled', true);
    expect(acceptSelected().textContent).toBe('Accept selected (0)');

    await user.click(screen.getByRole('checkbox', { name: /^Select Grace Hopper's Clock in at / }));
    expect(acceptSelected().textContent).toBe('Accept selected (1)');
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveProperty(
      'indeterminate',
      true,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(acceptSelected().textContent).toBe('Accept selected (3)');
    // An edited reason goes as edited.
    const alan = cardOf('Alan Turing', 'Clock out').getByRole('textbox', { name: /Reason/ });
    await user.clear(alan);
    await user.type(alan, 'Saw him leave at 6');

    await user.click(acceptSelected());

    expect(await screen.findByText('2 punches accepted')).toBeTruthy();
    expect(screen.getByText('1 punch was already decided.')).toBeTruthy();
    const batches = requests.filter((r) => r.url === '/api/timeclock/reviews/batch/');
    expect(batches).toHaveLength(1);
    expect(batches[0]?.body).toEqual({
      items: [
        {
          punch_id: nearEdge.punch.id,
          decision: 'accepted',
          reason: 'Within GPS accuracy of the centre.',
        },
        { punch_id: noLocation.punch.id, decision: 'accepted', reason: 'Saw him leave at 6' },
        {
          punch_id: skewed.punch.id,
          decision: 'accepted',
          reason:
            "No location was shared; confirmed on site. Only the phone's clock was off; the punch's time was corrected for it.",
        },
      ],
    });
    expect(await screen.findByText(t('timeclock.reviewEmpty'))).toBeTruthy();
  });

  it('shows both times of a punch kept on the phone on one line, and suggests why to accept it', async () => {
    await renderSignedInAt(<ReviewQueue />, '/dashboard', server([keptOffline, noLocation]));
    await screen.findByRole('article', { name: 'Grace Hopper, Clock in' });
    const grace = cardOf('Grace Hopper', 'Clock in');
    const line = grace.getByText(/^Made /);
    expect(line.textContent).toMatch(
      /^Made 9:02\sa\.m\. \(phone's time 9:04\sa\.m\.\) · received 9:49\sa\.m\.$/,
    );
    expect(
      grace.getByText("Recorded offline on Grace Hopper's phone (delivered 47 min later)."),
    ).toBeTruthy();
    await waitFor(() =>
      expect(grace.getByRole('textbox', { name: /Reason/ })).toHaveProperty(
        'value',
        'Accepted: kept on the phone without signal.',
      ),
    );
    // A punch that arrived on time has one time, in the line above.
    expect(cardOf('Alan Turing', 'Clock out').queryByText(/^Made /)).toBeNull();
  });
});
