import { createPublicKey, randomUUID, verify } from 'node:crypto';
import { receiptBytes, type TCentre, type TSignedReceipt } from '@vh/contracts';
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

/** A punch whose browser shared no position (location blocked, by default). */
export function noLocationBody(
  centre: Pick<TCentre, 'id'>,
  type: 'clock_in' | 'clock_out' | 'break_start' | 'break_end',
  locationError: 'denied' | 'unavailable' | 'timeout' = 'denied',
) {
  return {
    id: randomUUID(),
    type,
    business_id: centre.id,
    client_time: new Date().toISOString(),
    location_error: locationError,
  };
}

/** What anyone holding a receipt can do: check its signature with a published public key. */
export function signatureChecks(
  key: { public_key: string },
  signed: Pick<TSignedReceipt, 'receipt' | 'signature'>,
): boolean {
  const publicKey = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: key.public_key },
    format: 'jwk',
  });
  return verify(
    null,
    receiptBytes(signed.receipt),
    publicKey,
    Buffer.from(signed.signature, 'base64url'),
  );
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
