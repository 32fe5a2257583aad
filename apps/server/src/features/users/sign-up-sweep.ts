import type { AuthGateway } from '../../auth/auth-gateway.ts';
import type { Database } from '../../db/client.ts';
import { STAFF_SIGN_UP } from './users.ports.ts';
import { findProfileByUid, insertProfile, usernameExists } from './users.repo.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';

/** The sweep's name in the job leases: one server runs it for all. */
export const SIGN_UP_SWEEP = 'sign-up-sweep';

/** Younger orphans may be sign-ups still under way on another instance: leave them be. */
export const ORPHAN_MIN_AGE_MS = 10 * 60_000;
const PAGE_SIZE = 500;

export type SweepResult = { repaired: number; removed: number; unbanned: number };

/**
 * A sign-up writes the auth user, then the profile. A crash between the two leaves an auth user
 * without a profile, whose email could then never be used again. Run at start-up: each such user
 * gets its profile back from what sign-up put in its metadata, or, when that cannot be done (the
 * metadata is incomplete or the username was taken since), is removed so the email is free again.
 *
 * The same pass lifts the bans earlier versions put on disabled accounts: a banned user's wrong
 * password was answered "disabled", telling a guesser the account exists. Their profiles stay
 * inactive, which is what refuses them now.
 */
export async function sweepInterruptedSignUps(deps: {
  db: Database;
  auth: AuthGateway;
  now: () => Date;
}): Promise<SweepResult> {
  const result: SweepResult = { repaired: 0, removed: 0, unbanned: 0 };
  const cutoff = deps.now().getTime() - ORPHAN_MIN_AGE_MS;
  for (let page = 1; ; page++) {
    const users = await deps.auth.listUsers(page, PAGE_SIZE);
    for (const user of users) {
      if (user.bannedUntil && user.bannedUntil.getTime() > deps.now().getTime()) {
        await deps.auth.updateUser(user.id, { banned: false });
        result.unbanned += 1;
      }
      // Only users our sign-up made (role USER in their metadata); operators are left alone.
      if (user.createdAt.getTime() > cutoff || !user.email || user.userMetadata.role !== 'USER') {
        continue;
      }
      if (await findProfileByUid(deps.db, user.id)) continue;
      if (await repair(deps.db, user.id, user.email, user.userMetadata)) {
        result.repaired += 1;
      } else if (await findProfileByUid(deps.db, user.id)) {
        // Its own sign-up wrote the profile meanwhile (the repair lost the race): it is complete.
        continue;
      } else {
        await deps.auth.deleteUser(user.id);
        result.removed += 1;
      }
    }
    if (users.length < PAGE_SIZE) return result;
  }
}

async function repair(
  db: Database,
  uid: string,
  email: string,
  meta: Record<string, unknown>,
): Promise<boolean> {
  // A staff sign-up also needs its employment, which the metadata does not hold: remove it, and
  // the person signs up again with the code.
  if (meta['sign_up'] === STAFF_SIGN_UP) return false;
  const text = (key: string) => (typeof meta[key] === 'string' ? meta[key] : '');
  const username = text('username');
  const firstName = text('first_name');
  const lastName = text('last_name');
  if (!username || !firstName || !lastName || (await usernameExists(db, username))) return false;
  try {
    await insertProfile(db, {
      uid,
      email: email.toLowerCase(),
      username,
      role: 'OWNER',
      firstName,
      lastName,
    });
    return true;
  } catch (error) {
    // The username or email was taken meanwhile: the orphan cannot be completed.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
