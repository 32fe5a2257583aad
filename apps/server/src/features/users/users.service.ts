import {
  ErrorCode,
  type TAvailabilityQuery,
  type TProfile,
  type TRegisterRequest,
} from '@vh/contracts';
import type { AuthGateway } from '../../auth/auth-gateway.ts';
import type { Database, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { passwordRefusal } from '../../lib/password-policy.ts';
import type { Limiter } from '../../plugins/limiter.ts';
import { toProfile } from './users.dto.ts';
import type { StaffCentres } from './users.ports.ts';
import {
  emailExists,
  employerAllowsSimulator,
  findProfileByUid,
  insertProfile,
  usernameExists,
  type ProfileRow,
} from './users.repo.ts';

export type UsersDeps = {
  db: Database;
  auth: AuthGateway;
  mailer: Mailer;
  /** Base of the links put in mails. */
  publicUrl: string;
  now: () => Date;
  /** Email changes per account (each checks the current password). */
  emailChangeLimit: Limiter;
};

export type CallerOf = { profile: ProfileRow; isOperator: boolean };

/** A user reaches their own account; operators reach anyone's. Others learn nothing (404). */
export function assertSelfOrOperator(caller: CallerOf, uid: string): void {
  if (caller.profile.uid !== uid && !caller.isOperator) throw notFound('errors.users.noSuchUser');
}

const usernameTaken = () => new AppError(ErrorCode.USERNAME_TAKEN, 'toasts.usernameExists');
const emailTaken = () => new AppError(ErrorCode.EMAIL_TAKEN, 'toasts.emailExists');

/**
 * Free sign-up: the auth user first, then the profile; if the profile fails the auth user is undone.
 * A sign-up interrupted between the two (a crash, a deploy) left an auth user without a profile:
 * the same email and password again completes it instead of calling the email taken for good.
 */
export async function registerOwner(deps: UsersDeps, input: TRegisterRequest): Promise<TProfile> {
  const refused = passwordRefusal(input.password);
  if (refused) throw refused;
  if (await usernameExists(deps.db, input.username)) throw usernameTaken();
  if (await emailExists(deps.db, input.email)) throw emailTaken();

  let id: string;
  let created = true;
  try {
    ({ id } = await deps.auth.createUser({
      email: input.email,
      password: input.password,
      userMetadata: ownerMetadata(input),
    }));
  } catch (error) {
    if (!(error instanceof AppError && error.code === ErrorCode.EMAIL_TAKEN)) throw error;
    id = await resumeInterruptedSignUp(deps, input);
    created = false;
  }
  try {
    const row = await insertProfile(deps.db, {
      uid: id,
      email: input.email,
      username: input.username,
      role: input.role,
      firstName: input.first_name,
      lastName: input.last_name,
    });
    return toProfile(row);
  } catch (error) {
    // Only a user made by this request is undone; a resumed one is left for the start-up sweep.
    if (created) await deps.auth.deleteUser(id);
    // Two sign-ups racing for one name: the unique index decides, the loser gets a clear answer.
    if (isUniqueViolation(error)) {
      throw (await usernameExists(deps.db, input.username)) ? usernameTaken() : emailTaken();
    }
    throw error;
  }
}

export function ownerMetadata(
  input: Pick<TRegisterRequest, 'username' | 'first_name' | 'last_name'>,
) {
  return {
    role: 'USER',
    username: input.username,
    first_name: input.first_name,
    last_name: input.last_name,
  };
}

/**
 * The auth service has a user with this email but we have no profile for it. Only the person who
 * chose its password may take it over: proving the password is what a sign-in does.
 */
async function resumeInterruptedSignUp(deps: UsersDeps, input: TRegisterRequest): Promise<string> {
  let session;
  try {
    session = await deps.auth.signInWithPassword(input.email, input.password);
  } catch {
    throw emailTaken();
  }
  await deps.auth.signOut(session.access_token, 'local');
  // The auth user already has a profile (our copy of its email is behind): not an orphan at all.
  if (await findProfileByUid(deps.db, session.user.id)) throw emailTaken();
  await deps.auth.updateUserMetadata(session.user.id, ownerMetadata(input));
  return session.user.id;
}

export async function checkAvailability(deps: UsersDeps, query: TAvailabilityQuery): Promise<void> {
  if (query.username !== undefined && query.email !== undefined) {
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'errors.users.usernameOrEmail');
  }
  if (query.username !== undefined) {
    if (await usernameExists(deps.db, query.username)) throw usernameTaken();
    return;
  }
  if (query.email !== undefined) {
    if (await emailExists(deps.db, query.email)) throw emailTaken();
    return;
  }
  throw new AppError(ErrorCode.VALIDATION_FAILED, 'errors.users.nothingToCheck');
}

export async function getProfile(
  deps: UsersDeps & { staffCentres: StaffCentres },
  caller: CallerOf,
  uid: string,
): Promise<TProfile> {
  if (caller.profile.uid === uid) return withBusinessInfo(deps, caller.profile);
  // Someone else's uid: 404 rather than 403, so ids cannot be probed for existence.
  assertSelfOrOperator(caller, uid);
  const other = await findProfileByUid(deps.db, uid);
  if (!other) throw notFound('errors.users.noSuchUser');
  return withBusinessInfo(deps, other);
}

/**
 * A staff member's profile names the centres where they work (their Employment tab), and whether
 * their employer lets them use the trading simulator (never while waiting for approval). Owners'
 * profiles do not list their centres: screens read GET /api/businesses/, and the owner's profile
 * read, the most frequent call there is, stays one query.
 */
export async function withBusinessInfo(
  deps: UsersDeps & { staffCentres: StaffCentres },
  row: ProfileRow,
): Promise<TProfile> {
  const profile = toProfile(row);
  if (row.role !== 'STAFF') return profile;
  const [centres, simulator] = await Promise.all([
    deps.staffCentres(deps.db, [row.uid]),
    mayUseSimulator(deps.db, row),
  ]);
  return {
    ...profile,
    business_info: (centres.get(row.uid) ?? []).map((centre) => ({
      business_id: centre.id,
      name: centre.name,
    })),
    trading_simulator: simulator,
  };
}

/**
 * ZProfile's `trading_simulator`: owners always; staff (managers included) while their employer's
 * switch is on, never while waiting for approval. toProfile knows only the owners' answer.
 */
export async function mayUseSimulator(db: Executor, row: ProfileRow): Promise<boolean> {
  if (row.role === 'OWNER') return true;
  if (row.pendingApproval) return false;
  return employerAllowsSimulator(db, row.uid);
}
