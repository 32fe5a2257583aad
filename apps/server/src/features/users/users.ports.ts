import type { TProfile, TStaffRegisterRequest } from '@vh/contracts';
import type { Executor } from '../../db/client.ts';

// What the accounts layer needs from the organisation layer above it, handed in by app.ts so that
// accounts never import organisation (docs/architecture.md).

/** Signs up a staff member with an invite code (the staff feature does it). */
export type StaffSignUp = (
  input: TStaffRegisterRequest,
  clientAddress: string,
) => Promise<TProfile>;

/** Each person's centres, the one they joined with first (the staff feature knows them). */
export type StaffCentres = (
  db: Executor,
  staffUids: string[],
) => Promise<Map<string, { id: string; name: string }[]>>;

/**
 * The marker a staff sign-up leaves in the auth user's metadata. An interrupted staff sign-up
 * cannot be completed from metadata (its employment is missing), so the start-up sweep removes it.
 */
export const STAFF_SIGN_UP = 'invite';
