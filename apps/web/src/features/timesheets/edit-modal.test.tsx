import { t } from '@vh/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { datePicker } from '../../testing/date-picker.ts';
import { pickDateTime } from '../../testing/date-time-picker.ts';
import { buildProfile, errorResponse, jsonResponse } from '../../testing/factories.ts';
import type { RecordedRequest } from '../../testing/fetch-stub.ts';
import { fill } from '../../testing/inputs.ts';
import { restoreZone } from '../../testing/zone.ts';
import {
  buildShift,
  buildWeek,
  centreId,
  graceUid,
  renderSignedInAt,
} from '../../testing/timesheets-kit.ts';
import { TimesheetsPanel } from './components/timesheets-panel.tsx';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

const owner = buildProfile();
const route = `/dashboard?panel=timesheets&staff=${graceUid}&week=2026-11-23`;
const shift = buildShift();
/** How the date-time picker names its parts. */
const timeNames = () => ({
  hours: t('timesheets.edit.hours'),
  minutes: t('timesheets.edit.minutes'),
  amPm: t('timesheets.edit.amPm'),
  done: t('timesheets.edit.done'),
});

/** The owner's centres, Grace's week, and whatever `more` answers. */
const api =
  (week = buildWeek(), more: (r: RecordedRequest) => Response | undefined = () => undefined) =>
  (request: RecordedRequest) =>
    more(request) ??
    (request.url.startsWith('/api/timesheets/week/')
      ? jsonResponse(200, week)
      : request.url === '/api/businesses/'
        ? jsonResponse(200, { centres: [] })
        : errorResponse(500, 'INTERNAL'));

const posts = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST').map(({ url, body }) => ({ url, body }));

/** Grace's week on the panel, with every edit the panel sends answered by `answer`. */
const renderWeekAnswering = (answer: () => Response, week = buildWeek()) =>
  renderSignedInAt(
    <TimesheetsPanel profile={owner} />,
    route,
    api(week, (r) => (r.method === 'POST' ? answer() : undefined)),
  );
const saved = () => jsonResponse(200, buildWeek());
async function openShift() {
  return within(await screen.findByRole('article', { name: '9:00 a.m. – 5:00 p.m.' }));
}

describe('the edit modal', () => {
  it('asks for the week of the person and week in the URL', async () => {
    const { requests } = await renderSignedInAt(<TimesheetsPanel profile={owner} />, route, api());
    await openShift();
    expect(
      requests.some((r) => r.url === `/api/timesheets/week/?week=2026-11-23&staff_uid=${graceUid}`),
    ).toBe(true);
  });

  it('refuses to save without a reason, then sends the moved clock-in as wall-clock time', async () => {
    const { user, requests } = await renderWeekAnswering(saved);
    await user.click((await openShift()).getByRole('button', { name: 'Move clock-in' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Move the clock-in' }));
    expect(datePicker('Clock-in').textContent).toBe('November 23, 2026 9:00 AM');
    await pickDateTime(user, 'Clock-in', '2026-11-23T08:45', timeNames());
    expect(datePicker('Clock-in').textContent).toBe('November 23, 2026 8:45 AM');

    await user.click(dialog.getByRole('button', { name: 'Save change' }));
    expect(await dialog.findByText('Please write the reason for this change')).toBeTruthy();
    expect(posts(requests)).toEqual([]);

    await fill(user, dialog.getByLabelText(/^Reason/), '  Opened early for a delivery  ');
    await user.click(dialog.getByRole('button', { name: 'Save change' }));

    await waitFor(() =>
      expect(posts(requests)).toEqual([
        {
          url: '/api/timesheets/edits/',
          body: {
            kind: 'move_clock_in',
            shift_id: shift.id,
            started_at: '2026-11-23T08:45',
            reason: 'Opened early for a delivery',
          },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('The timesheet was updated.')).toBeTruthy();
  });

  describe('in a browser whose zone is not the centre’s', () => {
    const zoneBefore = process.env.TZ;
    afterEach(() => {
      restoreZone(zoneBefore);
    });

    /** The shift's Move clock-in window, and a save that checks the wall-clock time it sent. */
    async function openMoveClockIn() {
      const { user, requests } = await renderWeekAnswering(saved);
      await user.click((await openShift()).getByRole('button', { name: 'Move clock-in' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Move the clock-in' }));
      const saveAndExpect = async (startedAt: string, reason: string) => {
        await fill(user, dialog.getByLabelText(/^Reason/), reason);
        await user.click(dialog.getByRole('button', { name: 'Save change' }));
        await waitFor(() =>
          expect(posts(requests)[0]?.body).toEqual({
            kind: 'move_clock_in',
            shift_id: shift.id,
            started_at: startedAt,
            reason,
          }),
        );
      };
      return { user, saveAndExpect };
    }

    it('shows and sends the centre’s wall clock, never the browser’s', async () => {
      // Kolkata is 10 h 30 min ahead of Toronto: any reading through the browser's zone would show.
      process.env.TZ = 'Asia/Kolkata';
      expect(new Date('2026-11-23T14:00:00Z').getHours()).toBe(19);
      const { user, saveAndExpect } = await openMoveClockIn();
      // The shift began at 14:00 UTC, 9:00 at the centre in Toronto.
      expect(datePicker('Clock-in').textContent).toBe('November 23, 2026 9:00 AM');

      await pickDateTime(user, 'Clock-in', '2027-03-04T09:05', timeNames());
      expect(datePicker('Clock-in').textContent).toBe('March 4, 2027 9:05 AM');
      await saveAndExpect('2027-03-04T09:05', 'Typed in the wrong week');
    });

    it('keeps a time the browser’s clock skips that day but the centre’s does not', async () => {
      // London springs forward at 01:00 on March 28, 2027; Toronto did two weeks before, so
      // 1:30 a.m. exists at the centre while the browser has no such local time.
      process.env.TZ = 'Europe/London';
      expect(new Date(2027, 2, 28, 1, 30).getHours()).toBe(2);
      const { user, saveAndExpect } = await openMoveClockIn();

      await pickDateTime(user, 'Clock-in', '2027-03-28T01:30', timeNames());
      expect(datePicker('Clock-in').textContent).toBe('March 28, 2027 1:30 AM');
      // Opening the picker again shows the same time, not one the browser's clock moved.
      await user.click(datePicker('Clock-in'));
      expect(screen.getByLabelText<HTMLInputElement>(t('timesheets.edit.hours')).value).toBe('01');
      await user.click(screen.getByRole('button', { name: t('timesheets.edit.done') }));
      await saveAndExpect('2027-03-28T01:30', 'Came in for the night delivery');
    });
  });

  it('adds a missed shift at the day’s centre with its break', async () => {
    const { user, requests } = await renderWeekAnswering(saved);
    const monday = within(await screen.findByRole('region', { name: /Mon\.?, Nov\.? 23/ }));
    await user.click(monday.getByRole('button', { name: 'Add missed shift' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a missed shift' }));
    expect(
      dialog.getByText('Times are wall-clock times at the centre (America/Toronto).'),
    ).toBeTruthy();
    await pickDateTime(user, 'Clock-in', '2026-11-23T18:00', timeNames());
    await pickDateTime(user, 'Clock-out', '2026-11-23T22:30', timeNames());
    expect(datePicker('Clock-out').textContent).toBe('November 23, 2026 10:30 PM');
    await user.clear(dialog.getByLabelText('Unpaid break (minutes)'));
    await user.type(dialog.getByLabelText('Unpaid break (minutes)'), '30');
    await fill(
      user,
      dialog.getByLabelText(/^Reason/),
      'Covered the evening; the clock was offline',
    );
    await user.click(dialog.getByRole('button', { name: 'Save change' }));

    await waitFor(() =>
      expect(posts(requests)[0]?.body).toEqual({
        kind: 'add_shift',
        staff_uid: graceUid,
        business_id: centreId,
        started_at: '2026-11-23T18:00',
        ended_at: '2026-11-23T22:30',
        break_minutes: 30,
        reason: 'Covered the evening; the clock was offline',
      }),
    );
  });

  it.each(['fr-CA', 'en-CA'])(
    'refuses a break of 7,5 minutes with a sentence in %s, never sending 75',
    async (language) => {
      vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(language);
      const { user, requests } = await renderWeekAnswering(saved);
      const monday = within(await screen.findByRole('region', { name: /Mon\.?, Nov\.? 23/ }));
      await user.click(monday.getByRole('button', { name: 'Add missed shift' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Add a missed shift' }));
      const breakInput = dialog.getByLabelText<HTMLInputElement>('Unpaid break (minutes)');
      await user.clear(breakInput);
      await user.type(breakInput, '7,5');
      await fill(user, dialog.getByLabelText(/^Reason/), 'Covered the evening');
      await user.click(dialog.getByRole('button', { name: 'Save change' }));

      expect(
        await dialog.findByText(
          'Unpaid break (minutes) must be a whole number, without a point or comma',
        ),
      ).toBeTruthy();
      // Kept as typed, and nothing sent.
      expect(breakInput.value).toBe('7,5');
      expect(posts(requests)).toEqual([]);
    },
  );

  it('shows a refusal the server names a field for beside that field, in its own words', async () => {
    const { user } = await renderWeekAnswering(() =>
      errorResponse(
        400,
        'VALIDATION_FAILED',
        'ended_at: A shift cannot end in the future',
        'ended_at',
      ),
    );
    const monday = within(await screen.findByRole('region', { name: /Mon\.?, Nov\.? 23/ }));
    await user.click(monday.getByRole('button', { name: 'Add missed shift' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a missed shift' }));
    await pickDateTime(user, 'Clock-in', '2026-11-23T18:00', timeNames());
    await pickDateTime(user, 'Clock-out', '2026-11-23T22:30', timeNames());
    await fill(user, dialog.getByLabelText(/^Reason/), 'Covered the evening');
    await user.click(dialog.getByRole('button', { name: 'Save change' }));

    expect(await dialog.findByText('A shift cannot end in the future')).toBeTruthy();
    expect(dialog.queryByText(/ended_at/)).toBeNull();
  });

  it('closes only the calendar on Escape in it, not the modal', async () => {
    const { user } = await renderSignedInAt(<TimesheetsPanel profile={owner} />, route, api());
    await user.click((await openShift()).getByRole('button', { name: 'Move clock-in' }));
    await screen.findByRole('dialog', { name: 'Move the clock-in' });
    await user.click(datePicker('Clock-in'));
    const calendar = within(await screen.findByRole('dialog', { name: 'Calendar' }));
    calendar.getByRole('button', { name: '24 November 2026' }).focus();
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Calendar' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Move the clock-in' })).toBeTruthy();
    expect(datePicker('Clock-in').textContent).toBe('November 23, 2026 9:00 AM');
  });

  it('keeps the modal open with the server’s words when the week was locked meanwhile', async () => {
    const { user } = await renderWeekAnswering(() =>
      errorResponse(409, 'WEEK_LOCKED', 'This week was approved and is locked.'),
    );
    await user.click((await openShift()).getByRole('button', { name: 'Split shift' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Split the shift' }));
    expect(datePicker('End of the first part').textContent).toBe('November 23, 2026 1:00 PM');
    await fill(user, dialog.getByLabelText(/^Reason/), 'Went home at lunch');
    await user.click(dialog.getByRole('button', { name: 'Save change' }));

    expect((await dialog.findByRole('alert')).textContent).toBe(
      'This week was approved and is locked.',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('disables edits on a locked week and lets the owner unlock it with a reason', async () => {
    const locked = buildWeek([buildShift()], {
      locked: true,
      approval: {
        approved_at: '2026-11-30T14:00:00.000Z',
        approved_by_name: 'Ada Lovelace',
        stale: false,
      },
    });
    const { user, requests } = await renderWeekAnswering(saved, locked);
    const card = await openShift();
    expect(card.getByRole<HTMLButtonElement>('button', { name: 'Move clock-in' }).disabled).toBe(
      true,
    );
    expect(screen.getByText(/^Approved by Ada Lovelace on November 30, 2026/)).toBeTruthy();
    expect(screen.getByText(/Unlock it, with a reason, to make a change/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Unlock week' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unlock this week' }));
    await user.click(dialog.getByRole('button', { name: 'Unlock week' }));
    expect(await dialog.findByText('Please write the reason for this change')).toBeTruthy();
    await fill(user, dialog.getByLabelText(/^Reason/), 'Grace’s Friday shift was missing');
    await user.click(dialog.getByRole('button', { name: 'Unlock week' }));

    await waitFor(() =>
      expect(posts(requests)).toEqual([
        {
          url: '/api/timesheets/approvals/unlock/',
          body: {
            week: '2026-11-23',
            staff_uid: graceUid,
            reason: 'Grace’s Friday shift was missing',
          },
        },
      ]),
    );
  });
});
