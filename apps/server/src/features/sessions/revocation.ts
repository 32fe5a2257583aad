import { ErrorCode } from '@vh/contracts';
import type { VerifiedToken } from '../../auth/token-verifier.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findProfileByUid, updateProfileRow, type ProfileRow } from '../users/users.repo.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';

const disabled = () => new AppError(ErrorCode.ACCOUNT_DISABLED, 'errors.auth.disabledByEmployer');
const ended = () => new AppError(ErrorCode.UNAUTHENTICATED, 'errors.auth.sessionEnded');

/**
 * A token is refused when its session was ended, or when it was issued before the account's last
 * revocation. Issue times count whole seconds, so a token of the revocation's own second is
 * refused too, unless its session is one the revocation keeps (`keptSessionIds`: the session a
 * password change opened, a sign-in known to have come after it).
 */
export function isRevoked(
  profile: Pick<ProfileRow, 'tokensNotBefore' | 'keptSessionIds' | 'revokedSessionIds'>,
  token: Pick<VerifiedToken, 'issuedAt' | 'sessionId'>,
): boolean {
  const { sessionId } = token;
  if (sessionId !== undefined && profile.revokedSessionIds.includes(sessionId)) return true;
  if (!profile.tokensNotBefore || token.issuedAt * 1000 >= profile.tokensNotBefore.getTime()) {
    return false;
  }
  return sessionId === undefined || !profile.keptSessionIds.includes(sessionId);
}

/**
 * The caller's profile, read once per request: a disabled account, a missing profile and a revoked
 * token are refused here, so "revoked" means refused on every endpoint at once. When the token
 * carries a sign-in email the profile does not have yet, the auth service has completed an email
 * change (both links confirmed, or an operator's edit): the profile follows it, and every token
 * issued before this one stops working, as for any change of identity.
 */
export async function loadCaller(
  deps: { db: Database; log?: (error: unknown, message: string) => void },
  token: VerifiedToken,
): Promise<ProfileRow> {
  const profile = await findProfileByUid(deps.db, token.uid);
  if (!profile?.active) throw disabled();
  if (isRevoked(profile, token)) throw ended();
  if (token.email === undefined || token.email === profile.email.toLowerCase()) return profile;
  // A token naming another address from no later than the last identity change's second predates
  // it: it must not carry the account back to its old address.
  if (profile.tokensNotBefore && token.issuedAt * 1000 <= profile.tokensNotBefore.getTime()) {
    throw ended();
  }
  return adoptEmail(deps, profile, token, token.email);
}

async function adoptEmail(
  deps: { db: Database; log?: (error: unknown, message: string) => void },
  profile: ProfileRow,
  token: VerifiedToken,
  email: string,
): Promise<ProfileRow> {
  try {
    const row = await updateProfileRow(deps.db, profile.uid, {
      email,
      // Confirmed: the auth service changes the email only once both links were opened.
      confirmEmail: true,
      pendingEmail: null,
      tokensNotBefore: new Date(token.issuedAt * 1000),
    });
    return row ?? profile;
  } catch (error) {
    // Another profile holds the address in our copy (a stale mirror): serve the request with the
    // profile as it is and leave the repair to an operator rather than refuse a valid session.
    if (!isUniqueViolation(error)) throw error;
    deps.log?.(error, `profile ${profile.uid} could not take its new sign-in email`);
    return profile;
  }
}
