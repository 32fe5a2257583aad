import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCentre, ZCentreList, ZErrorResponse } from '@vh/contracts';
import { profiles } from '../db/schema/index.ts';
import { api, errorMessage, seedOperator } from '../testing/factories.ts';
import { addCentre, joinedStaff, ownerWithCentre, signIn } from '../testing/staff.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * Who may manage staff (ARCHITECTURE.md §6, issue's callers): every staff endpoint, aimed at a
 * person waiting at owner A's first centre, against each kind of caller. Another business's
 * people, and a manager's colleagues at other centres, do not exist for the caller (404); staff
 * without the manager flag are told they may not (403). The centre routes a manager reads are
 * aimed at owner A's first centre: a centre is readable alone exactly when the list shows it.
 * The operator reads any centre (ARCHITECTURE §6) but manages nobody else's staff.
 */
type Caller =
  | 'ownerA'
  | 'ownerB'
  | 'managerHere'
  | 'managerElsewhere'
  | 'pendingStaff'
  | 'activeStaff'
  | 'disabledStaff'
  | 'operator'
  | 'anonymous';

const staffRefused = { pendingStaff: 403, activeStaff: 403, disabledStaff: 403, anonymous: 401 };

const policy: Record<string, { body?: unknown } & Record<Caller, number>> = {
  'GET /api/businesses/staffs/': {
    ownerA: 200,
    ownerB: 200,
    managerHere: 200,
    managerElsewhere: 200,
    operator: 200,
    ...staffRefused,
  },
  'POST /api/businesses/approve/staffs/{id}/': {
    ownerA: 200,
    ownerB: 404,
    managerHere: 200,
    managerElsewhere: 404,
    operator: 404,
    ...staffRefused,
  },
  'POST /api/businesses/reject/staffs/{id}/': {
    ownerA: 204,
    ownerB: 404,
    managerHere: 204,
    managerElsewhere: 404,
    operator: 404,
    ...staffRefused,
  },
  'POST /api/businesses/staffs/{id}/reset-password/': {
    ownerA: 200,
    ownerB: 404,
    managerHere: 200,
    managerElsewhere: 404,
    operator: 404,
    ...staffRefused,
  },
  'PATCH /api/businesses/staffs/{id}/': {
    body: { position: 'Barista', active: false },
    ownerA: 200,
    ownerB: 404,
    managerHere: 200,
    managerElsewhere: 404,
    operator: 404,
    ...staffRefused,
  },
  // Each caller's own centres (a manager's: those they manage); plain staff have none to list.
  'GET /api/businesses/': {
    ownerA: 200,
    ownerB: 200,
    managerHere: 200,
    managerElsewhere: 200,
    operator: 200,
    ...staffRefused,
  },
  'GET /api/businesses/{centre}/': {
    ownerA: 200,
    ownerB: 404,
    managerHere: 200,
    managerElsewhere: 404,
    operator: 200,
    ...staffRefused,
  },
};

const CALLERS = Object.keys(policy['GET /api/businesses/'] ?? {}) as Caller[];

let server: TestServer;
let code = '';
let centreId = '';
const jwts = new Map<Caller, string>();

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_SCALE: '1000' } });
  const a = await ownerWithCentre(server);
  const b = await ownerWithCentre(server);
  await server.database.db.update(profiles).set({ plan: 'Pro' }).where(eq(profiles.uid, a.uid));
  const elsewhere = await addCentre(server, a.jwt, 'Distillery Cart');
  code = a.code;
  centreId = a.centre.id;

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
  jwts.set('operator', (await seedOperator(server)).session.access_token);
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
      const url = path.replace('{id}', target).replace('{centre}', centreId);
      const answer = await api(server, method, url, {
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

  it('each caller reads a centre alone exactly as their list shows it, or is told why not', async () => {
    for (const caller of CALLERS) {
      const jwt = jwts.get(caller);
      const auth = jwt ? { jwt } : {};
      const listed = await api(server, 'GET', '/api/businesses/', auth);
      const one = await api(server, 'GET', `/api/businesses/${centreId}/`, auth);
      if (listed.status !== 200) {
        // Refused the list, refused the centre, in the same words.
        expect(one.status, caller).toBe(listed.status);
        expect(errorMessage(one.body), caller).toBe(errorMessage(listed.body));
        continue;
      }
      const { centres } = ZCentreList.parse(listed.body);
      for (const centre of centres) {
        const alone = await api(server, 'GET', `/api/businesses/${centre.id}/`, auth);
        expect(alone.status, caller).toBe(200);
        expect(ZCentre.parse(alone.body), caller).toEqual(centre);
      }
      // Only an operator reads a centre beyond their own list (ARCHITECTURE §6).
      if (caller !== 'operator' && !centres.some((centre) => centre.id === centreId)) {
        expect(one.status, caller).toBe(404);
      }
    }
  });
});
