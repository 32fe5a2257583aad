import { randomUUID } from 'node:crypto';
import type { TCentre } from '@vh/contracts';
import { api } from './factories.ts';
import { joinedStaff, ownerWithCentre, signIn } from './staff.ts';
import type { TestServer } from './test-server.ts';

/** A point `metres` north of the centre (a degree of latitude is about 111.2 km). */
export function northOf(centre: Pick<TCentre, 'latitude' | 'longitude'>, metres: number) {
  return { latitude: centre.latitude + metres / 111_200, longitude: centre.longitude };
}

/** A punch body as the Clock panel sends it, at the centre with ±8 m unless told otherwise. */
export function punchBody(
  centre: Pick<TCentre, 'id' | 'latitude' | 'longitude'>,
  type: 'clock_in' | 'clock_out' | 'break_start' | 'break_end',
  overrides: Record<string, unknown> = {},
  now = new Date(),
) {
  return {
    id: randomUUID(),
    type,
    business_id: centre.id,
    client_time: now.toISOString(),
    latitude: centre.latitude,
    longitude: centre.longitude,
    accuracy: 8,
    position_time: now.toISOString(),
    ...overrides,
  };
}

/** An owner with a centre and one approved staff member, signed in. */
export async function businessWithStaff(server: TestServer) {
  const owner = await ownerWithCentre(server);
  const joined = await joinedStaff(server, owner.code);
  const approved = await api(server, 'POST', `/api/businesses/approve/staffs/${joined.uid}/`, {
    jwt: owner.jwt,
  });
  if (approved.status !== 200) throw new Error(`approve: ${JSON.stringify(approved.body)}`);
  const session = await signIn(server, joined.input.username, joined.input.password);
  return { owner, staff: { ...joined, jwt: session.jwt } };
}

export const punch = (server: TestServer, jwt: string, body: unknown) =>
  api(server, 'POST', '/api/timeclock/punches/', { jwt, body });
