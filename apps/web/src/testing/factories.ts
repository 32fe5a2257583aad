import { ZStaffMember, type TCentre, type TProfile, type TStaffMember } from '@vh/contracts';

export function buildProfile(overrides: Partial<TProfile> = {}): TProfile {
  return {
    uid: '6c1c5f38-2a4c-4b47-9e1f-3f0c8d7f9a10',
    email: 'ada@example.com',
    username: 'ada',
    role: 'OWNER',
    first_name: 'Ada',
    last_name: 'Lovelace',
    cell_number: null,
    home_number: null,
    work_number: null,
    street: null,
    street_2: null,
    city: null,
    province: null,
    country: null,
    postal_code: null,
    gender: null,
    date_joined: '2026-01-05T10:00:00.000Z',
    active: true,
    plan: 'Free',
    confirm_email: false,
    pending_email: null,
    pending_approval: false,
    position: null,
    start_date: null,
    end_date: null,
    is_manager: false,
    business_info: [],
    trading_simulator: true,
    ...overrides,
  };
}

/** A staff member as their employer sees them: a new sign-up waiting for approval by default. */
export function buildStaffMember(overrides: Partial<TStaffMember> = {}): TStaffMember {
  const profile = buildProfile({
    uid: crypto.randomUUID(),
    username: 'grace_h',
    email: 'grace@example.com',
    role: 'STAFF',
    first_name: 'Grace',
    last_name: 'Hopper',
    cell_number: '416 555 0100',
    date_joined: '2026-11-20T15:00:00.000Z',
    pending_approval: true,
  });
  // The schema keeps just the profile's fields an employer sees.
  return ZStaffMember.parse({
    ...profile,
    status: 'pending',
    employee_number: null,
    centres: [],
    ...overrides,
  });
}

export const available = () => jsonResponse(200, { data: { status: 'available' } });

/** An error body in the API's one error shape. */
export function errorResponse(
  status: number,
  code: string,
  message = code,
  field?: string,
): Response {
  return jsonResponse(status, { error: { code, message, ...(field ? { field } : {}) } });
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

/**
 * What POST /api/users/auth/login/ answers, and the auth service's user for it. The access token
 * is an unsigned JWT: the browser's auth client reads its claims but never checks the signature.
 */
export function buildLogin({ uid = buildProfile().uid, role = 'USER' } = {}) {
  const now = Math.floor(Date.now() / 1000);
  const user = {
    id: uid,
    aud: 'authenticated',
    role: 'authenticated',
    email: 'ada@example.com',
    app_metadata: {},
    user_metadata: { role },
    created_at: '2026-01-05T10:00:00.000Z',
  };
  const claims = {
    sub: uid,
    exp: now + 3600,
    iat: now,
    role: 'authenticated',
    user_metadata: { role },
  };
  const session = {
    access_token: [{ alg: 'HS256', typ: 'JWT' }, claims, 'unsigned'].map(base64Url).join('.'),
    refresh_token: 'refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    user,
  };
  return { session, user };
}

/** A business centre as its owner's list shows it: active, in Toronto, with no invite code. */
export function buildCentre(overrides: Partial<TCentre> = {}): TCentre {
  return {
    id: '3f0c8d7f-9a10-4b47-9e1f-6c1c5f382a4c',
    owner_uid: '6c1c5f38-2a4c-4b47-9e1f-3f0c8d7f9a10',
    name: 'Queen Street Café',
    street: '100 Queen St W',
    street_2: null,
    city: 'Toronto',
    province: 'ON',
    country: 'Canada',
    postal_code: 'M5H 2N2',
    time_zone: 'America/Toronto',
    latitude: 43.6525,
    longitude: -79.3838,
    radius_m: 100,
    max_shift_hours: 16,
    active: true,
    invite: null,
    created_at: '2026-11-24T12:00:00.000Z',
    updated_at: '2026-11-24T12:00:00.000Z',
    ...overrides,
  };
}
