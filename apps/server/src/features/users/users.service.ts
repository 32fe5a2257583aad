import {
  ErrorCode,
  passwordProblem,
  type TAvailabilityQuery,
  type TLoginRequest,
  type TProfile,
  type TRegisterRequest,
  type TSession,
} from '@vh/contracts';
import type { AuthGateway } from '../../auth/auth-gateway.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { toProfile } from './users.dto.ts';
import {
  emailExists,
  findProfileByUid,
  findProfileByUsername,
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
};

export type CallerOf = { profile: ProfileRow; isOperator: boolean };

/** A user reaches their own account; operators reach anyone's. Others learn nothing (404). */
export function assertSelfOrOperator(caller: CallerOf, uid: string): void {
  if (caller.profile.uid !== uid && !caller.isOperator) throw notFound('No such user');
}

const usernameTaken = () => new AppError(ErrorCode.USERNAME_TAKEN, 'The username already exists');
const emailTaken = () => new AppError(ErrorCode.EMAIL_TAKEN, 'The email already exists');
const wrongCredentials = () =>
  new AppError(ErrorCode.INVALID_CREDENTIALS, 'The username, email or password is wrong');
const disabled = () =>
  new AppError(ErrorCode.ACCOUNT_DISABLED, 'This account was disabled by the employer');

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Free sign-up: the auth user first, then the profile; if the profile fails the auth user is undone. */
export async function registerOwner(deps: UsersDeps, input: TRegisterRequest): Promise<TProfile> {
  const problem = passwordProblem(input.password);
  if (problem) throw new AppError(problem.code, problem.message);
  if (await usernameExists(deps.db, input.username)) throw usernameTaken();
  if (await emailExists(deps.db, input.email)) throw emailTaken();

  const { id } = await deps.auth.createUser({
    email: input.email,
    password: input.password,
    userMetadata: {
      role: 'USER',
      username: input.username,
      first_name: input.first_name,
      last_name: input.last_name,
    },
  });
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
    await deps.auth.deleteUser(id);
    // Two sign-ups racing for one name: the unique index decides, the loser gets a clear answer.
    if (isUniqueViolation(error)) {
      throw (await usernameExists(deps.db, input.username)) ? usernameTaken() : emailTaken();
    }
    throw error;
  }
}

export async function checkAvailability(deps: UsersDeps, query: TAvailabilityQuery): Promise<void> {
  if (query.username !== undefined && query.email !== undefined) {
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'Give either username or email, not both');
  }
  if (query.username !== undefined) {
    if (await usernameExists(deps.db, query.username)) throw usernameTaken();
    return;
  }
  if (query.email !== undefined) {
    if (await emailExists(deps.db, query.email)) throw emailTaken();
    return;
  }
  throw new AppError(ErrorCode.VALIDATION_FAILED, 'Give a username or an email to check');
}

/** Signs in through the auth service; usernames are resolved here so the browser never sees an email. */
export async function login(deps: UsersDeps, input: TLoginRequest): Promise<TSession> {
  let email: string;
  if (input.type === 'username') {
    const profile = await findProfileByUsername(deps.db, input.username ?? '');
    if (!profile) throw wrongCredentials();
    email = profile.email;
  } else {
    email = (input.email ?? '').toLowerCase();
  }
  const session = await deps.auth.signInWithPassword(email, input.password);
  const profile = await findProfileByUid(deps.db, session.user.id);
  if (!profile?.active) {
    await deps.auth.signOut(session.access_token);
    throw disabled();
  }
  return session;
}

/** The caller's profile; an inactive or missing one is refused on every call, not just at sign-in. */
export async function requireActiveProfile(deps: UsersDeps, uid: string): Promise<ProfileRow> {
  const profile = await findProfileByUid(deps.db, uid);
  if (!profile?.active) throw disabled();
  return profile;
}

export async function getProfile(
  deps: UsersDeps,
  caller: CallerOf,
  uid: string,
): Promise<TProfile> {
  if (caller.profile.uid === uid) return toProfile(caller.profile);
  // Someone else's uid: 404 rather than 403, so ids cannot be probed for existence.
  assertSelfOrOperator(caller, uid);
  const other = await findProfileByUid(deps.db, uid);
  if (!other) throw notFound('No such user');
  return toProfile(other);
}

/** Ends every session of the caller: their refresh tokens stop working at once. */
export async function logout(deps: UsersDeps, accessToken: string): Promise<void> {
  await deps.auth.signOut(accessToken, 'global');
}
