import { ErrorCode, type TProfile } from '@vh/contracts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { toProfile } from './users.dto.ts';
import { findProfileByUid, revokeTokens, updateProfileRow } from './users.repo.ts';
import type { CallerOf, UsersDeps } from './users.service.ts';

/**
 * Enables or disables an account. Disabling marks the profile inactive, so every API call with a
 * still-unexpired access token is refused from the next request on, and the product's sign-in says
 * 'Disabled' once the password was accepted. The auth user is not banned: the auth service says
 * "banned" before it checks a password, which would tell anyone that the account exists and is
 * disabled (see docs/spec-departures.md for what that leaves to /api).
 */
export async function setAccountActive(
  deps: Pick<UsersDeps, 'db' | 'now'>,
  uid: string,
  active: boolean,
): Promise<TProfile> {
  const current = await findProfileByUid(deps.db, uid);
  if (!current) throw notFound('errors.users.noSuchUser');
  // Tokens from before a disabling stay dead after the account is enabled again.
  if (!active) await revokeTokens(deps.db, uid, { notBefore: deps.now() });
  const row = await updateProfileRow(deps.db, uid, { active });
  if (!row) throw notFound('errors.users.noSuchUser');
  return toProfile(row);
}

/** Who may flip the switch: operators now; owners and managers of the business with staff accounts. */
export async function changeAccountStatus(
  deps: Pick<UsersDeps, 'db' | 'now'>,
  caller: CallerOf,
  uid: string,
  active: boolean,
): Promise<TProfile> {
  if (!caller.isOperator) {
    throw new AppError(ErrorCode.FORBIDDEN, 'toasts.notAllowed');
  }
  if (caller.profile.uid === uid && !active) {
    throw new AppError(ErrorCode.FORBIDDEN, 'errors.users.cannotDisableSelf');
  }
  return setAccountActive(deps, uid, active);
}
