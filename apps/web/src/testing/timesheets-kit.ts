import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type {
  THours,
  TPunch,
  TReviewItem,
  TReport,
  TTimeEdit,
  TTimesheetDay,
  TTimesheetShift,
  TTimesheetWeek,
} from '@vh/contracts';
import { buildLogin, jsonResponse } from './factories.ts';
import { stubFetch, type RecordedRequest } from './fetch-stub.ts';
import { renderWithProviders } from './render.tsx';
import { adoptSession, isAuthUserRequest } from './session.ts';

// Builders of the timesheet and report answers for the screens' tests: a week of Nov 23–29, 2026
// at a Toronto centre, by default with one plain 9-to-5 shift on the Monday.

export const centreId = '3f0c8d7f-9a10-4b47-9e1f-6c1c5f382a4c';
export const graceUid = '9b2e4c1a-7d3f-4e5a-8b6c-1d2e3f4a5b6c';

export const hours = (worked: number, overtime = 0, holiday = 0, double = 0): THours => ({
  worked_seconds: worked,
  regular_seconds: worked - overtime,
  overtime_seconds: overtime,
  double_time_seconds: double,
  holiday_seconds: holiday,
});

const NONE = hours(0);

export function buildShift(overrides: Partial<TTimesheetShift> = {}): TTimesheetShift {
  return {
    ...hours(8 * 3600),
    id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    source: 'punched',
    punched_shift_id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    business_id: centreId,
    business_name: 'Queen Street Café',
    time_zone: 'America/Toronto',
    // 9:00 to 17:00 in Toronto (UTC−5 in November).
    started_at: '2026-11-23T14:00:00.000Z',
    ended_at: '2026-11-23T22:00:00.000Z',
    break_seconds: 0,
    flags: [],
    punches: [],
    edits: [],
    ...overrides,
  };
}

export function buildEdit(overrides: Partial<TTimeEdit> = {}): TTimeEdit {
  return {
    id: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
    kind: 'move_clock_in',
    reason: 'Forgot to clock in; the till shows she opened at 9.',
    editor_name: 'Ada Lovelace',
    edited_at: '2026-11-24T15:30:00.000Z',
    before: { started_at: '2026-11-23T15:10:00.000Z', ended_at: '2026-11-23T22:00:00.000Z' },
    after: [{ started_at: '2026-11-23T14:00:00.000Z', ended_at: '2026-11-23T22:00:00.000Z' }],
    ...overrides,
  };
}

const DATES = [
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
];

/** A week whose Monday holds `mondayShifts` and whose other days are empty. */
export function buildWeek(
  mondayShifts: TTimesheetShift[] = [buildShift()],
  overrides: Partial<TTimesheetWeek> = {},
): TTimesheetWeek {
  const worked = mondayShifts.reduce((sum, shift) => sum + shift.worked_seconds, 0);
  const days: TTimesheetDay[] = DATES.map((date, index) => ({
    ...(index === 0 ? hours(worked) : NONE),
    date,
    holiday_name: null,
    shifts: index === 0 ? mondayShifts : [],
  }));
  return {
    staff_uid: graceUid,
    name: 'Grace Hopper',
    week_start: DATES[0] ?? '',
    week_end: DATES[6] ?? '',
    previous_week: '2026-11-16',
    next_week: '2026-11-30',
    days,
    totals: hours(worked),
    flag_count: 0,
    approval: null,
    locked: false,
    can_manage: true,
    can_unlock: true,
    ...overrides,
  };
}

export function buildReport(overrides: Partial<TReport> = {}): TReport {
  return {
    from: '2026-11-01',
    to: '2026-11-23',
    business_id: null,
    totals: { ...hours(8 * 3600), flagged_punches: 1, edited_shifts: 0 },
    people: [
      {
        ...hours(8 * 3600),
        staff_uid: graceUid,
        name: 'Grace Hopper',
        flagged_punches: 1,
        edited_shifts: 0,
      },
    ],
    centres: [
      {
        ...hours(8 * 3600),
        business_id: centreId,
        name: 'Queen Street Café',
        flagged_punches: 1,
        edited_shifts: 0,
      },
    ],
    days: [],
    flags: [
      {
        kind: 'flagged_punch',
        id: '6d7e8f9a-0b1c-4d2e-8f3a-4b5c6d7e8f9a',
        staff_uid: graceUid,
        name: 'Grace Hopper',
        business_name: 'Queen Street Café',
        date: '2026-11-23',
        week: '2026-11-23',
        detail: 'Clock in 180 m from the centre',
      },
    ],
    flags_truncated: false,
    pay: null,
    plan: { key: 'free', history_days: 31, exports: false },
    ...overrides,
  };
}

const login = buildLogin();

/**
 * Renders `ui` for a signed-in user at `route` (the panels read ?staff= and ?week= from it);
 * `answer` plays the product API. The requests are recorded in order.
 */
export async function renderSignedInAt(
  ui: ReactElement,
  route: string,
  answer: (request: RecordedRequest) => Response,
) {
  const requests = stubFetch((request) =>
    isAuthUserRequest(request.url) ? jsonResponse(200, login.user) : answer(request),
  );
  await adoptSession(login);
  const user = userEvent.setup();
  const rendered = await renderWithProviders(ui, { route });
  return { user, requests, ...rendered };
}

/** A flagged punch of Grace's waiting in the review queue, `name` as the queue writes the person. */
export const flaggedItem = (
  name: string,
  type: TPunch['type'],
  overrides: Partial<TPunch> = {},
): TReviewItem => ({
  name,
  business_name: 'Harbour Street',
  time_zone: 'America/Halifax',
  centre: { latitude: 44.6488, longitude: -63.5752, radius_m: 100 },
  punch: {
    id: crypto.randomUUID(),
    type,
    staff_uid: graceUid,
    business_id: centreId,
    shift_id: crypto.randomUUID(),
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
    reasons: [],
    needs_review: true,
    review: null,
    notes: [],
    ...overrides,
  },
});
