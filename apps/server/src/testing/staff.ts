import { ZCentre, type TCentre, type TSession } from '@vh/contracts';
import { sampleCentre } from '@vh/contracts/samples';
import { api, seedOwner } from './factories.ts';
import type { TestServer } from './test-server.ts';

let counter = 0;

export const centreBody = (name = sampleCentre.name) => ({ ...sampleCentre, name });

export async function addCentre(server: TestServer, jwt: string, name?: string): Promise<TCentre> {
  const res = await api(server, 'POST', '/api/businesses/', { jwt, body: centreBody(name) });
  if (res.status !== 201) throw new Error(`addCentre: ${JSON.stringify(res.body)}`);
  return ZCentre.parse(res.body);
}

/**
 * The owner sets the product's default overtime rules before their first centre, so the tests
 * count hours by them, not by the centre's province (a first centre gives a business without
 * rules its province's: seed the owner and add the centre to test that).
 */
export async function keepDefaultRules(server: TestServer, jwt: string): Promise<void> {
  const res = await api(server, 'PUT', '/api/timesheets/rules/', {
    jwt,
    body: { week_start: 1, daily_overtime_hours: 8, weekly_overtime_hours: 40, preset: 'default' },
  });
  if (res.status !== 200) throw new Error(`keepDefaultRules: ${JSON.stringify(res.body)}`);
}

/** An owner with one business centre and its live invite code, on the default overtime rules. */
export async function ownerWithCentre(server: TestServer) {
  const owner = await seedOwner(server);
  const jwt = owner.session.access_token;
  await keepDefaultRules(server, jwt);
  const centre = await addCentre(server, jwt);
  return {
    uid: owner.profile.uid,
    email: owner.input.email,
    jwt,
    centre,
    code: centre.invite?.code ?? '',
  };
}

export function staffInput(code: string, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    username: `staff_${tag}`,
    first_name: 'Grace',
    last_name: 'Hopper',
    email: `staff.${tag}@example.com`,
    cell_number: '416 555 0100',
    pin_code: '4821',
    password: 'correct horse battery',
    invite_code: code,
    request_type: 'no-auth',
    role: 'USER',
    ...overrides,
  };
}

export async function signIn(server: TestServer, username: string, password: string) {
  const res = await api(server, 'POST', '/api/users/auth/login/', {
    body: { username, password, type: 'username' },
  });
  return {
    status: res.status,
    body: res.body,
    jwt: (res.body as { session?: TSession }).session?.access_token ?? '',
  };
}

/** A staff member who joined with `code` and is signed in (still pending approval). */
export async function joinedStaff(
  server: TestServer,
  code: string,
  overrides: Record<string, unknown> = {},
) {
  const input = staffInput(code, overrides);
  const res = await api(server, 'POST', '/api/users/', { body: input });
  if (res.status !== 201) throw new Error(`joinedStaff: ${JSON.stringify(res.body)}`);
  const { uid } = res.body as { uid: string };
  const session = await signIn(server, input.username, input.password);
  return { uid, input, jwt: session.jwt };
}

/** The live invite code of a centre, as its owner sees it. */
export async function inviteCodeOf(
  server: TestServer,
  jwt: string,
  centreId: string,
): Promise<string> {
  const res = await api(server, 'GET', `/api/businesses/${centreId}/`, { jwt });
  const code = ZCentre.parse(res.body).invite?.code;
  if (!code) throw new Error(`centre ${centreId} has no invite code`);
  return code;
}
