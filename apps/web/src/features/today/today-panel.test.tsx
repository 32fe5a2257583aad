import { screen, within } from '@testing-library/react';
import { t, type TToday, type TTodayPerson } from '@vh/contracts';
import { describe, expect, it, vi } from 'vitest';
import { buildProfile, errorResponse, jsonResponse } from '../../testing/factories.ts';
import { centreId, graceUid, renderSignedInAt } from '../../testing/timesheets-kit.ts';
import { TodayPanel } from './components/today-panel.tsx';
import { useTodayCounts } from './hooks/use-today.ts';

vi.setConfig({ testTimeout: 20_000 });

const links = {
  review: '/dashboard?panel=clock&tab=review',
  corrections: '/dashboard?panel=timesheets#corrections',
  approvals: '/dashboard?panel=staff',
  timesheets: '/dashboard?panel=timesheets',
};

const person = (overrides: Partial<TTodayPerson>): TTodayPerson => ({
  shift_id: crypto.randomUUID(),
  staff_uid: graceUid,
  name: 'Grace Hopper',
  business_id: centreId,
  business_name: 'Queen Street Café',
  time_zone: 'America/Toronto',
  // 9:05 in Toronto (UTC−5 in November).
  since: '2026-11-24T14:05:00.000Z',
  ...overrides,
});

const day = (overrides: Partial<TToday> = {}): TToday => ({
  in_now: [
    person({}),
    person({ name: 'Alan Turing', business_name: 'Harbourfront', since: '2026-11-24T13:30:00Z' }),
  ],
  on_break: [person({ name: 'Barbara Liskov', since: '2026-11-24T17:15:00.000Z' })],
  counts: { review: 3, corrections: 1, approvals: 2 },
  hours: {
    this_week: { start: '2026-11-23', end: '2026-11-29', worked_seconds: 32 * 3600 + 15 * 60 },
    last_week: { start: '2026-11-16', end: '2026-11-22', worked_seconds: 40 * 3600 },
  },
  server_time: '2026-11-24T18:00:00.000Z',
  ...overrides,
});

const owner = buildProfile({ role: 'OWNER' });

function renderPanel(answer: () => Response) {
  return renderSignedInAt(<TodayPanel profile={owner} links={links} />, '/dashboard', (request) =>
    request.url === '/api/today/' ? answer() : errorResponse(404, 'NOT_FOUND'),
  );
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('the Today panel', () => {
  it('lists who is in and who is on a break, with their centre and since when at its clock', async () => {
    await renderPanel(() => jsonResponse(200, day()));
    expect(await screen.findByText('Grace Hopper')).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 1, name: t('dashboard.today.title') }),
    ).toBeTruthy();

    const inNow = section(t('dashboard.today.inNow'));
    expect(inNow.getAllByRole('listitem')).toHaveLength(2);
    expect(inNow.getByText('Queen Street Café · since 9:05 a.m.')).toBeTruthy();
    expect(inNow.getByText('Harbourfront · since 8:30 a.m.')).toBeTruthy();
    const onBreak = section(t('dashboard.today.onBreak'));
    expect(onBreak.getByText('Barbara Liskov')).toBeTruthy();
    expect(onBreak.getByText('Queen Street Café · since 12:15 p.m.')).toBeTruthy();
    expect(onBreak.queryByText('Grace Hopper')).toBeNull();
  });

  it('shows each count with the button that deals with it, leading where the app says', async () => {
    await renderPanel(() => jsonResponse(200, day()));
    await screen.findByText('Grace Hopper');

    const review = section(t('dashboard.today.review.title'));
    expect(review.getByText('3 punches wait for a decision')).toBeTruthy();
    const reviewButton = review.getByRole('link', { name: 'Review punches' });
    expect(reviewButton.textContent).toBe('Review');
    expect(reviewButton.getAttribute('href')).toBe(links.review);

    const corrections = section(t('dashboard.today.corrections.title'));
    expect(corrections.getByText('1 request is waiting')).toBeTruthy();
    expect(
      corrections.getByRole('link', { name: 'Review correction requests' }).getAttribute('href'),
    ).toBe(links.corrections);

    const approvals = section(t('dashboard.today.approvals.title'));
    expect(approvals.getByText('2 people are waiting for approval')).toBeTruthy();
    const approve = approvals.getByRole('link', { name: 'Approve people waiting' });
    expect(approve.textContent).toBe('Approve');
    expect(approve.getAttribute('href')).toBe(links.approvals);

    const hours = section(t('dashboard.today.hours.title'));
    expect(hours.getByText('32 h 15 min')).toBeTruthy();
    expect(hours.getByText('40 h')).toBeTruthy();
    expect(hours.getByRole('link', { name: 'Timesheets of this week' }).getAttribute('href')).toBe(
      links.timesheets,
    );
  });

  it('says in words when nobody is in, nobody is on a break and nothing waits', async () => {
    await renderPanel(() =>
      jsonResponse(
        200,
        day({
          in_now: [],
          on_break: [],
          counts: { review: 0, corrections: 0, approvals: 0 },
          hours: {
            this_week: { start: '2026-11-23', end: '2026-11-29', worked_seconds: 0 },
            last_week: { start: '2026-11-16', end: '2026-11-22', worked_seconds: 45 * 60 },
          },
        }),
      ),
    );
    expect(await screen.findByText('Nobody is clocked in')).toBeTruthy();
    expect(screen.getByText('Nobody is on a break')).toBeTruthy();
    expect(screen.getByText('No punches wait for a decision')).toBeTruthy();
    expect(screen.getByText('No requests are waiting')).toBeTruthy();
    expect(screen.getByText('Nobody is waiting for approval')).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByText('0 min')).toBeTruthy();
    expect(screen.getByText('45 min')).toBeTruthy();
  });

  it('says the fetch failed and asks again on Try again', async () => {
    let fail = true;
    const { user, requests } = await renderPanel(() =>
      fail ? errorResponse(500, 'INTERNAL') : jsonResponse(200, day()),
    );
    expect(await screen.findByText(t('toasts.fetchError'))).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: t('common.actions.tryAgain') }));
    expect(await screen.findByText('Grace Hopper')).toBeTruthy();
    expect(requests.filter((r) => r.url === '/api/today/')).toHaveLength(2);
  });
});

function Badges() {
  const counts = useTodayCounts();
  return <output>{`${counts.review}/${counts.corrections}/${counts.approvals}`}</output>;
}

describe('useTodayCounts', () => {
  it("gives the menu the panel's counts, zeros until the answer comes", async () => {
    await renderSignedInAt(<Badges />, '/dashboard', (request) =>
      request.url === '/api/today/' ? jsonResponse(200, day()) : errorResponse(404, 'NOT_FOUND'),
    );
    expect(await screen.findByText('3/1/2')).toBeTruthy();
  });

  it('asks nothing when it is not enabled (staff have no Today)', async () => {
    function Off() {
      const counts = useTodayCounts({ enabled: false });
      return <output>{`${counts.review}/${counts.corrections}/${counts.approvals}`}</output>;
    }
    const { requests } = await renderSignedInAt(<Off />, '/dashboard', () =>
      jsonResponse(200, day()),
    );
    expect(screen.getByText('0/0/0')).toBeTruthy();
    expect(requests.filter((r) => r.url === '/api/today/')).toHaveLength(0);
  });
});
