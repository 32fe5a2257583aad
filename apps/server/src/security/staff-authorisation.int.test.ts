import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorResponse } from '@vh/contracts';
import { profiles } from '../db/schema/index.ts';
import { api } from '../testing/factories.ts';
import { addCentre, joinedStaff, ownerWithCentre, signIn } from '../testing/staff.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * Who may manage staff (ARCHITECTURE.md §6, issue's callers): every staff endpoint, aimed at a
 * person waiting at owner A's first centre, against each kind of caller. Another business's
 * people, and a manager's colleagues at other centres, do not exist for the caller (404); staff
 * without the manager flag are told they may not (403).
 */
type Caller =
  | 'ownerA'
  | 'ownerB'
  | 'managerHere'
  | 'managerElsewhere'
  | 'pendingStaff'
  | 'activeStaff'
  | 'disabledStaff'
  | 'anonymous';

const staffRefused = { pendingStaff: 403, activeStaff: 403, disabledStaff: 403, anonymous: 401 };

const policy: Record<string, { body?: unknown } & Record<Caller, number>> = {
  'GET /api/businesses/staffs/': {
    ownerA: 200,
    ownerB: 200,
    managerHere: 200,
    managerElsewhere: 200,
    ...staffRefused,
  },
  'POST /api/businesses/approve/staffs/{id}/': {
    ownerA: 200,
    ownerB: 404,
    managerHere: 200,
    managerElsewhere: 404,
    ...staffRefused,
  },
  'POST /api/businesses/reject/staffs/{id}/': {
    ownerA: 204,
    ownerB: 404,
    managerHere: 204,
    managerElsewhere: 404,
    ...staffRefused,
  },
  'POST /api/businesses/staffs/{id}/reset-password/': {
    ownerA: 200,
    ownerB: 404,
    managerHere: 200,
    managerElsewhere: 404,
    ...staffRefused,
  },
  'PATCH /api/businesses/staffs/{id}/': {
    body: { position: 'Barista', active: false },
    ownerA: 200,
    ownerB: 404,
    managerHere: 200,
    managerElsewhere: 404,
    ...staffRefused,
  },
};

let server: TestServer;
let code = '';
const jwts = new Map<Caller, string>();

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_SCALE: '1000' } });
  const a = await ownerWithCentre(server);
  const b = await ownerWithCentre(server);
  await server.database.db.update(profiles).set({ plan: 'Pro' }).where(eq(profiles.uid, a.uid));
  const elsewhere = await addCentre(server, a.jwt, 'Distillery Cart');
  code = a.code;

  async function approved(joinCode: string, manager: boolean) {
    const person = await joinedStaff(server, joinCode);
    await api(server, 'POST', `/api/businesses/approve/staffs/${person.uid}/`, { jwt: a.jwt });
    if (manager) {
      await api(server, 'PATCH', `/api/businesses/staffs/${person.uid}/`, {
        jwt: a.jwt,
        body: { is_manager: true },
      });
    }
    return {
      ...person,
      jwt: (await signIn(server, person.input.username, person.input.password)).jwt,
    };
  }
  const managerHere = await approved(a.code, true);
  const managerElsewhere = await approved(elsewhere.invite?.code ?? '', true);
  const active = await approved(a.code, false);
  const disabled = await approved(a.code, false);
  await api(server, 'PATCH', `/api/businesses/staffs/${disabled.uid}/`, {
    jwt: a.jwt,
    body: { active: false },
  });
  const pending = await joinedStaff(server, a.code);

  jwts.set('ownerA', a.jwt);
  jwts.set('ownerB', b.jwt);
  jwts.set('managerHere', managerHere.jwt);
  jwts.set('managerElsewhere', managerElsewhere.jwt);
  jwts.set('pendingStaff', pending.jwt);
  jwts.set('activeStaff', active.jwt);
  jwts.set('disabledStaff', disabled.jwt);
}, 120_000);
afterAll(() => server.close());

const cells = Object.entries(policy).flatMap(([route, row]) =>
  (Object.keys(row) as (Caller | 'body')[])
    .filter((key): key is Caller => key !== 'body')
    .map((caller) => ({ route, caller, expected: row[caller], body: row.body })),
);

describe.each(Object.keys(policy))('%s', (route) => {
  it.each(cells.filter((cell) => cell.route === route))(
    '[$caller] answers $expected',
    async ({ caller, expected, body }) => {
      const [method = '', path = ''] = route.split(' ');
      // A new person for each call, so one cell's approval or rejection cannot decide another's.
      const target = path.includes('{id}') ? (await joinedStaff(server, code)).uid : '';
      const jwt = jwts.get(caller);
      const answer = await api(server, method, path.replace('{id}', target), {
        ...(jwt ? { jwt } : {}),
        ...(body !== undefined ? { body } : {}),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(expected);
      if (answer.status >= 400) expect(ZErrorResponse.safeParse(answer.body).success).toBe(true);
    },
  );
});

describe('what each caller is shown', () => {
  it('another owner’s list holds none of this business’s people', async () => {
    const res = await api(server, 'GET', '/api/businesses/staffs/', { jwt: jwts.get('ownerB') });
    expect((res.body as { staff: unknown[] }).staff).toEqual([]);
  });
});
