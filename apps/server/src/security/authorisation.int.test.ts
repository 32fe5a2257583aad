import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorResponse } from '@vh/contracts';
import { api, seedOperator, seedOwner } from '../testing/factories.ts';
import { centreBody, inviteCodeOf, joinedStaff } from '../testing/staff.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { documentedOperations } from './api-routes.ts';
import { tampered, unsigned } from './tokens.ts';

/**
 * Who may call what: every authenticated endpoint against every kind of caller. The table is the
 * policy (ARCHITECTURE.md §6); the test only carries it out.
 *
 * Callers, each aiming at the account named in brackets:
 * - anonymous: no X-JWT [a user's own account]
 * - own: a fresh user's valid token [their own account]
 * - other: a valid token [someone else's account]; another user's account is 404, never 403, so
 *   that ids cannot be probed for existence
 * - disabled: a token issued before its account was disabled [that account]
 * - expired: a token past its expiry [its own account]
 * - revoked: a token whose session was signed out by POST /api/users/auth/logout/ [its account]
 * - tampered: a real token whose subject was changed to someone else [that someone]
 * - unsigned: a token with `alg: none` naming someone else [that someone]
 * - operator: an admin operator's token [someone else's account]
 */
type Caller =
  | 'anonymous'
  | 'own'
  | 'other'
  | 'disabled'
  | 'expired'
  | 'revoked'
  | 'tampered'
  | 'unsigned'
  | 'operator';

/** What no valid session can get past: the same for every authenticated endpoint. */
const refused = {
  anonymous: 401,
  disabled: 403,
  expired: 401,
  revoked: 401,
  tampered: 401,
  unsigned: 401,
} as const;

/** `bodyFor` makes the body for the account aimed at, for a body that names it. */
type Row = Record<Caller, number | 'n/a'> & {
  body?: unknown;
  bodyFor?: (target: Account) => unknown;
};

const CENTRE = centreBody('Harbourfront');

const policy: Record<string, Row> = {
  'GET /api/users/uid/{uid}': { ...refused, own: 200, other: 404, operator: 200 },
  'PATCH /api/users/uid/{uid}': {
    ...refused,
    body: { personal_information: { first_name: 'Grace' } },
    own: 200,
    other: 404,
    operator: 200,
  },
  // Only an address's owner can prove it is theirs, so operators are refused too.
  'POST /api/users/uid/{uid}/verify-email/': {
    ...refused,
    body: {},
    own: 200,
    other: 404,
    operator: 404,
  },
  // `own` gets past authorisation; only then is the made-up token refused (400).
  'POST /api/users/uid/{uid}/email-verify-confirm/': {
    ...refused,
    body: { token: 'made-up-token-made-up-token' },
    own: 400,
    other: 404,
    operator: 404,
  },
  // SPEC §7's path for the same confirmation, always of the caller's own address: no one else to
  // aim at, so past authorisation everyone's made-up token is refused (400).
  'POST /api/businesses/verify/email/token/': {
    ...refused,
    body: { token: 'made-up-token-made-up-token' },
    own: 400,
    other: 'n/a',
    operator: 400,
  },
  // Nobody sets another person's password, operators included (they send a reset link).
  'POST /api/users/uid/{uid}/password/': {
    ...refused,
    body: { password: 'correct horse battery', new_password: 'a brand new horse battery' },
    own: 200,
    other: 404,
    operator: 404,
  },
  // Operators switch accounts on and off (owners will, for their staff); nobody else.
  'PATCH /api/users/uid/{uid}/status/': {
    ...refused,
    body: { active: true },
    own: 403,
    other: 403,
    operator: 200,
  },
  'GET /api/users/username/{username}/email/': { ...refused, own: 200, other: 404, operator: 200 },
  // Signs out the caller only: there is no one else to aim at.
  'POST /api/users/auth/logout/': { ...refused, own: 200, other: 'n/a', operator: 200 },
  // Business centres: the caller's own (an operator is an owner too); there is no one else to aim at.
  'POST /api/businesses/': {
    ...refused,
    body: CENTRE,
    own: 201,
    other: 'n/a',
    operator: 201,
  },
  'GET /api/businesses/': { ...refused, own: 200, other: 'n/a', operator: 200 },
  // Another owner's centre does not exist for the caller; operators may read it, not change it.
  'GET /api/businesses/{id}/': { ...refused, own: 200, other: 404, operator: 200 },
  'PATCH /api/businesses/{id}/': {
    ...refused,
    body: { name: 'Renamed site' },
    own: 200,
    other: 404,
    operator: 404,
  },
  'POST /api/businesses/{id}/deactivate/': { ...refused, own: 200, other: 404, operator: 404 },
  'POST /api/businesses/{id}/reactivate/': { ...refused, own: 200, other: 404, operator: 404 },
  'POST /api/businesses/{id}/invite-code/': {
    ...refused,
    body: {},
    own: 200,
    other: 404,
    operator: 404,
  },
  // Staff: {id} is a person who joined the target's centre. Another business's people do not
  // exist for the caller, operators included (see staff-authorisation for managers and staff).
  'GET /api/businesses/staffs/': { ...refused, own: 200, other: 'n/a', operator: 200 },
  'POST /api/businesses/approve/staffs/{id}/': { ...refused, own: 200, other: 404, operator: 404 },
  'POST /api/businesses/reject/staffs/{id}/': { ...refused, own: 204, other: 404, operator: 404 },
  'PATCH /api/businesses/staffs/{id}/': {
    ...refused,
    body: { position: 'Barista' },
    own: 200,
    other: 404,
    operator: 404,
  },
  'POST /api/businesses/staffs/{id}/reset-password/': {
    ...refused,
    own: 200,
    other: 404,
    operator: 404,
  },
  // The time clock. Owners (every caller here is one) never punch; they watch, review and audit.
  // {id} is one of the target's centres: never a punch, so the punch routes are 404 for everyone
  // past authorisation (timeclock.int.test.ts covers real punches, staff and managers).
  'POST /api/timeclock/punches/': {
    ...refused,
    body: {
      id: '3b241101-e2bb-4255-8caf-4136c566a962',
      type: 'clock_in',
      business_id: '3b241101-e2bb-4255-8caf-4136c566a963',
      client_time: '2026-11-25T14:00:00Z',
      location_error: 'denied',
    },
    own: 403,
    other: 'n/a',
    operator: 403,
  },
  'GET /api/timeclock/status/': { ...refused, own: 403, other: 'n/a', operator: 403 },
  'GET /api/timeclock/shifts/': { ...refused, own: 200, other: 'n/a', operator: 200 },
  // `own` gets past authorisation; only then is the missing period refused (400).
  'GET /api/timeclock/receipts/': { ...refused, own: 400, other: 'n/a', operator: 400 },
  'GET /api/timeclock/punches/{id}/receipt/': { ...refused, own: 404, other: 404, operator: 404 },
  // Only the person who punched writes a note; owners' centres are never punches (404).
  'POST /api/timeclock/punches/{id}/notes/': {
    ...refused,
    body: { id: '3b241101-e2bb-4255-8caf-4136c566a964', note: 'GPS weak in the basement' },
    own: 404,
    other: 404,
    operator: 404,
  },
  'GET /api/timeclock/punches/{id}/receipt.pdf': {
    ...refused,
    own: 404,
    other: 404,
    operator: 404,
  },
  'GET /api/timeclock/board/': { ...refused, own: 200, other: 'n/a', operator: 200 },
  // The day's overview of the caller's own centres: nobody else's to aim at.
  'GET /api/today/': { ...refused, own: 200, other: 'n/a', operator: 200 },
  'GET /api/timeclock/reviews/': { ...refused, own: 200, other: 'n/a', operator: 200 },
  'POST /api/timeclock/reviews/{id}/': {
    ...refused,
    body: { decision: 'accepted', reason: 'Seen on site' },
    own: 404,
    other: 404,
    operator: 404,
  },
  // Each punch of a batch is checked on its own: one of no one's is answered `not_found` (200).
  'POST /api/timeclock/reviews/batch/': {
    ...refused,
    body: {
      items: [
        {
          punch_id: '3b241101-e2bb-4255-8caf-4136c566a963',
          decision: 'accepted',
          reason: 'Seen on site',
        },
      ],
    },
    own: 200,
    other: 'n/a',
    operator: 200,
  },
  // Billing (SPEC §7): the owner's own account only. Any other uid, existing or not, gets the
  // spec's 403 'You are not allowed to do that.', so ids cannot be probed here either. Every owner
  // here is unverified and on Free: past authorisation, that is what they are told.
  'POST /api/businesses/subscriptions/checkout/create/': {
    ...refused,
    body: { item_id: 'Basic-CAD-Monthly' },
    own: 403,
    other: 'n/a',
    operator: 403,
  },
  // `own` gets past authorisation; only then is the missing sub_id refused (400).
  'GET /api/businesses/subscriptions/verify/': {
    ...refused,
    own: 400,
    other: 'n/a',
    operator: 400,
  },
  'GET /api/businesses/subscriptions/{uid}/': { ...refused, own: 200, other: 403, operator: 403 },
  'GET /api/businesses/subscriptions/payment-method/{uid}/': {
    ...refused,
    own: 409,
    other: 403,
    operator: 403,
  },
  'POST /api/businesses/subscriptions/cancel/{uid}/': {
    ...refused,
    body: { end_of_term: true },
    own: 409,
    other: 403,
    operator: 403,
  },
  'POST /api/businesses/subscriptions/reactivate/{uid}/': {
    ...refused,
    own: 409,
    other: 403,
    operator: 403,
  },
  'POST /api/businesses/subscriptions/update/{uid}/': {
    ...refused,
    body: { item_id: 'Pro-CAD-Monthly' },
    own: 409,
    other: 403,
    operator: 403,
  },
  'GET /api/businesses/subscriptions/invoices/{uid}/': {
    ...refused,
    own: 200,
    other: 403,
    operator: 403,
  },
  'GET /api/businesses/subscriptions/invoices/{uid}/{invoice_id}/pdf/': {
    ...refused,
    own: 404,
    other: 403,
    operator: 403,
  },
  // A business's audit log is its owner's alone; operators included.
  'GET /api/businesses/{id}/audit/': { ...refused, own: 200, other: 404, operator: 404 },
  'POST /api/businesses/{id}/audit/verifications/': {
    ...refused,
    own: 202,
    other: 404,
    operator: 404,
  },
  'GET /api/businesses/{id}/audit/verifications/latest/': {
    ...refused,
    own: 200,
    other: 404,
    operator: 404,
  },
  // {verification_id} names no check: the centre is checked first, so others learn nothing.
  'GET /api/businesses/{id}/audit/verifications/{verification_id}/': {
    ...refused,
    own: 404,
    other: 404,
    operator: 404,
  },
  // A centre's holidays: its owner (and its managers, see holidays.int.test.ts) read them, only the
  // owner changes them; another business's centre does not exist for the caller, operators included.
  'GET /api/businesses/{id}/holidays/': { ...refused, own: 200, other: 404, operator: 404 },
  'POST /api/businesses/{id}/holidays/': {
    ...refused,
    body: { date: '2026-08-17', name: 'Staff picnic' },
    own: 200,
    other: 404,
    operator: 404,
  },
  // {date} is Canada Day, a library holiday of every centre here (Ontario).
  'DELETE /api/businesses/{id}/holidays/{date}/': {
    ...refused,
    own: 200,
    other: 404,
    operator: 404,
  },
  // The caller's own business's overtime rules (an operator is an owner too): no one else to aim at.
  'GET /api/timesheets/rules/': { ...refused, own: 200, other: 'n/a', operator: 200 },
  'PUT /api/timesheets/rules/': {
    ...refused,
    body: { week_start: 1, daily_overtime_hours: 8, weekly_overtime_hours: 44, preset: null },
    own: 200,
    other: 'n/a',
    operator: 200,
  },
  // Timesheets: a fresh owner has no timesheet of their own (400 asks them to choose a person);
  // people and centres of another business do not exist for the caller (404).
  'GET /api/timesheets/week/': { ...refused, own: 400, other: 'n/a', operator: 400 },
  'GET /api/timesheets/team/': { ...refused, own: 200, other: 'n/a', operator: 200 },
  'POST /api/timesheets/edits/': {
    ...refused,
    body: {
      kind: 'add_shift',
      staff_uid: '0c6f2b2e-1e0c-4c52-9d69-2b2f8b9a0e11',
      business_id: '2a4f7c1d-1c2b-4f9a-8d55-9f6c3e2b1a00',
      started_at: '2026-11-10T09:00',
      ended_at: '2026-11-10T17:00',
      break_minutes: 30,
      reason: 'Missed shift',
    },
    own: 404,
    other: 'n/a',
    operator: 404,
  },
  'POST /api/timesheets/approvals/': {
    ...refused,
    body: { week: '2026-11-09', business_id: '2a4f7c1d-1c2b-4f9a-8d55-9f6c3e2b1a00' },
    own: 404,
    other: 'n/a',
    operator: 404,
  },
  'POST /api/timesheets/approvals/unlock/': {
    ...refused,
    body: { week: '2026-11-09', staff_uid: '0c6f2b2e-1e0c-4c52-9d69-2b2f8b9a0e11', reason: 'x' },
    own: 404,
    other: 'n/a',
    operator: 404,
  },
  // Only staff ask for corrections of their own hours.
  'POST /api/timesheets/corrections/': {
    ...refused,
    body: {
      shift_id: null,
      date: '2026-11-10',
      business_id: '2a4f7c1d-1c2b-4f9a-8d55-9f6c3e2b1a00',
      message: 'Please fix',
    },
    own: 403,
    other: 'n/a',
    operator: 403,
  },
  'GET /api/timesheets/corrections/': { ...refused, own: 200, other: 'n/a', operator: 200 },
  // {id} is a centre id here, never a correction request's: nobody answers it.
  'POST /api/timesheets/corrections/{id}/resolve/': {
    ...refused,
    body: { status: 'done', reason: 'Fixed' },
    own: 404,
    other: 404,
    operator: 404,
  },
  // A person's own pay estimate: an owner (own, operator) is employed by no one, so has none (404).
  'GET /api/pay/estimate/': { ...refused, own: 404, other: 'n/a', operator: 404 },
  // Pay rates: a person's, so an owner names whom (400 without); another business's people do not
  // exist for the caller, operators included. {id} is a centre id here, never a rate's (404).
  // pay-rates.int.test.ts covers managers and staff.
  'GET /api/pay/rates/': { ...refused, own: 400, other: 'n/a', operator: 400 },
  'POST /api/pay/rates/': {
    ...refused,
    bodyFor: (target) => ({
      staff_uid: staff.get(target.profile.uid) ?? '0c6f2b2e-1e0c-4c52-9d69-2b2f8b9a0e11',
      effective_from: '2026-11-02',
      hourly_rate: '18.50',
    }),
    own: 404,
    other: 404,
    operator: 404,
  },
  'DELETE /api/pay/rates/{id}': { ...refused, own: 404, other: 404, operator: 404 },
  // Pay settings and periods: the caller's own business (an operator is an owner too). {start} is
  // a Monday far ahead, a period whose last day has not ended: closing it is refused (409), and
  // there is nothing to reopen (409). pay-periods.int.test.ts covers managers and staff.
  'GET /api/pay/settings/': { ...refused, own: 200, other: 'n/a', operator: 200 },
  'PUT /api/pay/settings/': {
    ...refused,
    body: { period_kind: 'weekly', anchor_date: '2026-11-02', managers_see_rates: false },
    own: 200,
    other: 'n/a',
    operator: 200,
  },
  'GET /api/pay/periods/': { ...refused, own: 200, other: 'n/a', operator: 200 },
  'GET /api/pay/periods/{start}': { ...refused, own: 200, other: 'n/a', operator: 200 },
  'POST /api/pay/periods/{start}/close': { ...refused, own: 409, other: 'n/a', operator: 409 },
  'POST /api/pay/periods/{start}/reopen': {
    ...refused,
    body: { reason: 'A late punch' },
    own: 409,
    other: 'n/a',
    operator: 409,
  },
  // A fresh owner is on the Free plan, which has no exports: past authorisation, the upgrade.
  'GET /api/pay/periods/{start}/exports/{file}': {
    ...refused,
    own: 403,
    other: 'n/a',
    operator: 403,
  },
  // Without a period the request is incomplete (400) once the caller is known.
  'GET /api/reports/': { ...refused, own: 400, other: 'n/a', operator: 400 },
  // Report exports: the caller's own business (an operator is an owner too); no one else to aim at.
  // `own` gets past authorisation; only then is the missing period refused (400).
  // exports.int.test.ts covers plans, managers, staff and periods.
  'GET /api/reports/export/payroll/': { ...refused, own: 400, other: 'n/a', operator: 400 },
  'GET /api/reports/export/punches/': { ...refused, own: 400, other: 'n/a', operator: 400 },
  'GET /api/reports/export/timesheet/': { ...refused, own: 400, other: 'n/a', operator: 400 },
  // The paper bot: each person's own. The start body names the account aimed at, so `other` and
  // `operator` name someone else's: refused whether or not that account exists.
  'GET /api/bot/status/': { ...refused, own: 200, other: 'n/a', operator: 200 },
  'POST /api/bot/start/': {
    ...refused,
    bodyFor: (target) => ({ user_uid: target.profile.uid, amount: 10 }),
    own: 200,
    other: 403,
    operator: 403,
  },
  'POST /api/bot/stop/': { ...refused, own: 200, other: 'n/a', operator: 200 },
  'POST /api/bot/reset/': { ...refused, own: 200, other: 'n/a', operator: 200 },
  'GET /api/bot/message/logs/': { ...refused, own: 200, other: 'n/a', operator: 200 },
  // The owner's switch for their staff's simulator: an owner's own (staff: bot-simulator tests).
  'GET /api/bot/simulator/': { ...refused, own: 200, other: 'n/a', operator: 200 },
  'PUT /api/bot/simulator/': {
    ...refused,
    body: { staff_allowed: true },
    own: 200,
    other: 'n/a',
    operator: 200,
  },
};

type Account = Awaited<ReturnType<typeof seedOwner>>;
let server: TestServer;
let me: Account;
let other: Account;
let disabled: Account;
let revoked: Account;

beforeAll(async () => {
  // Limits scaled up: this file signs up and signs in more often than one person would.
  server = await startTestServer({ env: { RATE_LIMIT_SCALE: '1000' } });
  [me, other, disabled, revoked] = await Promise.all([
    seedOwner(server),
    seedOwner(server),
    seedOwner(server),
    seedOwner(server),
  ]);
  // Each account aimed at owns a centre and has someone waiting there, made while its token works.
  for (const account of [me, other, disabled, revoked]) await staffOf(account);
  const operator = await seedOperator(server);
  const off = await api(server, 'PATCH', `/api/users/uid/${disabled.profile.uid}/status/`, {
    jwt: operator.session.access_token,
    body: { active: false },
  });
  if (off.status !== 200) throw new Error(`disabling: ${JSON.stringify(off.body)}`);
  const out = await api(server, 'POST', '/api/users/auth/logout/', {
    jwt: revoked.session.access_token,
  });
  if (out.status !== 200) throw new Error(`signing out: ${JSON.stringify(out.body)}`);
}, 120_000);
afterAll(() => server.close());

/** The token a caller presents and the account it aims at; fresh accounts where a call changes one. */
async function callerFor(caller: Caller): Promise<{ jwt?: string; target: Account }> {
  switch (caller) {
    case 'anonymous':
      return { target: me };
    case 'own': {
      const fresh = await seedOwner(server);
      return { jwt: fresh.session.access_token, target: fresh };
    }
    case 'other':
      return { jwt: me.session.access_token, target: other };
    case 'disabled':
      return { jwt: disabled.session.access_token, target: disabled };
    case 'expired':
      return { jwt: me.session.access_token, target: me };
    case 'revoked':
      return { jwt: revoked.session.access_token, target: revoked };
    case 'tampered':
      return { jwt: tampered(me.session.access_token, { sub: other.profile.uid }), target: other };
    case 'unsigned':
      return { jwt: unsigned(me.session.access_token, { sub: other.profile.uid }), target: other };
    case 'operator': {
      // A new operator each time: one of the calls signs its caller out.
      const operator = await seedOperator(server);
      return { jwt: operator.session.access_token, target: other };
    }
  }
}

const centres = new Map<string, string>();

/** The id of a centre the account owns (made on first use, with the account's own token). */
async function centreOf(account: Account): Promise<string> {
  let id = centres.get(account.profile.uid);
  if (!id) {
    const made = await api(server, 'POST', '/api/businesses/', {
      jwt: account.session.access_token,
      body: CENTRE,
    });
    if (made.status !== 201) throw new Error(`centre: ${JSON.stringify(made.body)}`);
    id = (made.body as { id: string }).id;
    centres.set(account.profile.uid, id);
  }
  return id;
}

const staff = new Map<string, string>();

/** A person waiting for approval at the account's centre (joined on first use). */
async function staffOf(account: Account): Promise<string> {
  let uid = staff.get(account.profile.uid);
  if (!uid) {
    const code = await inviteCodeOf(server, account.session.access_token, await centreOf(account));
    uid = (await joinedStaff(server, code)).uid;
    staff.set(account.profile.uid, uid);
  }
  return uid;
}

async function idFor(path: string, target: Account): Promise<string> {
  if (!path.includes('{id}')) return '';
  return path.includes('/staffs/') ? staffOf(target) : centreOf(target);
}

const fill = async (path: string, target: Account) =>
  path
    .replace('{uid}', target.profile.uid)
    .replace('{username}', encodeURIComponent(target.input.username))
    .replace('{invoice_id}', 'inv_none')
    .replace('{verification_id}', '00000000-0000-4000-8000-000000000000')
    .replace('{date}', '2026-07-01')
    .replace('{start}', '2099-01-05')
    .replace('{file}', 'summary.csv')
    .replace('{id}', await idFor(path, target));

const HOURS_2 = 2 * 60 * 60 * 1000;

describe('the policy table', () => {
  it('has a row for every authenticated endpoint, so a new one cannot ship without a policy', async () => {
    const secured = (await documentedOperations(server))
      .filter((o) => o.secured)
      .map((o) => `${o.method} ${o.path}`)
      .sort();
    expect(Object.keys(policy).sort()).toEqual(secured);
  });
});

const cells = Object.entries(policy).flatMap(([route, row]) =>
  (Object.keys(row) as (Caller | 'body' | 'bodyFor')[])
    .filter((key): key is Caller => key !== 'body' && key !== 'bodyFor' && row[key] !== 'n/a')
    .map((caller) => ({
      route,
      caller,
      expected: row[caller] as number,
      body: row.body,
      bodyFor: row.bodyFor,
    })),
);

describe.each(Object.keys(policy))('%s', (route) => {
  it.each(cells.filter((cell) => cell.route === route))(
    '[$caller] answers $expected',
    async ({ caller, expected, body: fixed, bodyFor }) => {
      const [method = '', path = ''] = route.split(' ');
      const { jwt, target } = await callerFor(caller);
      const body = bodyFor ? bodyFor(target) : fixed;
      if (caller === 'expired') server.clock.advance(HOURS_2);
      try {
        const answer = await api(server, method, await fill(path, target), {
          ...(jwt ? { jwt } : {}),
          ...(body !== undefined ? { body } : {}),
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(expected);
        if (answer.status >= 400) expect(ZErrorResponse.safeParse(answer.body).success).toBe(true);
      } finally {
        if (caller === 'expired') server.clock.advance(-HOURS_2);
      }
    },
  );
});
