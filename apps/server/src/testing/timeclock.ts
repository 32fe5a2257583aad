import { createPublicKey, randomUUID, verify } from 'node:crypto';
import {
  AUDIT_VERIFY,
  receiptBytes,
  ZAuditVerification,
  type TCentre,
  type TChainReport,
  type TSignedReceipt,
} from '@vh/contracts';
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

/**
 * Checks the business's audit chain as the audit log's button does: starts a check, waits for the
 * server's background checks to finish, then reads the one it started. The answers' statuses are
 * returned for tests that expect a refusal.
 */
export async function checkChain(
  server: TestServer,
  centreId: string,
  jwt: string,
): Promise<{ status: number; body: unknown; report: TChainReport | null }> {
  // A check started moments ago would be the answer (AUDIT_VERIFY.joinWithinMs): this one is new.
  server.clock?.advance(AUDIT_VERIFY.joinWithinMs + 1);
  const started = await api(server, 'POST', `/api/businesses/${centreId}/audit/verifications/`, {
    jwt,
  });
  if (started.status !== 202) return { status: started.status, body: started.body, report: null };
  const { id } = ZAuditVerification.parse(started.body);
  await server.app.auditVerifier.idle();
  const read = await api(server, 'GET', `/api/businesses/${centreId}/audit/verifications/${id}/`, {
    jwt,
  });
  const check = ZAuditVerification.parse(read.body);
  if (check.state !== 'done') throw new Error(`the check ended ${check.state}: ${check.failure}`);
  return { status: read.status, body: read.body, report: check.report };
}
