import { hash } from '@node-rs/argon2';
import {
  ErrorCode,
  passwordProblem,
  type TProfile,
  type TStaffRegisterRequest,
  toasts,
  validation,
} from '@vh/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Limiter } from '../../plugins/limiter.ts';
import { findCentreByLiveCode, recordAuditEvent } from '../businesses/businesses.repo.ts';
import { normaliseInviteCode } from '../businesses/invite-code.ts';
import { toProfile } from '../users/users.dto.ts';
import { emailExists, insertProfile, usernameExists } from '../users/users.repo.ts';
import { isUniqueViolation, type UsersDeps } from '../users/users.service.ts';
import { staffJoinedMail } from './staff-mail.ts';
import { employersToTell, insertEmployment } from './staff.repo.ts';

export type StaffSignUpDeps = UsersDeps & {
  /** Per client address: bad codes sent with a sign-up count as guesses, as at validate-code. */
  inviteGuessLimit: Limiter;
};

const inviteInvalid = () =>
  new AppError(ErrorCode.INVITE_CODE_INVALID, validation.inviteCodeInvalid, {
    field: 'invite_code',
  });

/**
 * The sign-up's marker in the auth user's metadata. An interrupted staff sign-up cannot be
 * completed from metadata (its employment is missing), so the start-up sweep removes it instead.
 */
export const STAFF_SIGN_UP = 'invite';

/**
 * A staff sign-up with an invite code (SPEC §2 step 3, §3 invite extras). The business comes from
 * the code alone, checked again here: the body's owner_uid and business_id are only compared with
 * it. The person starts pending approval, assigned to the code's centre; the owner and the centre's
 * managers are mailed.
 */
export async function registerStaff(
  deps: StaffSignUpDeps,
  input: TStaffRegisterRequest,
  clientAddress: string,
): Promise<TProfile> {
  const guessKey = `ip:${clientAddress}`;
  await deps.inviteGuessLimit.check(guessKey);
  const code = normaliseInviteCode(input.invite_code);
  const centre = await findCentreByLiveCode(deps.db, code, deps.now());
  const namesAnother =
    (input.owner_uid !== undefined && input.owner_uid !== centre?.ownerUid) ||
    (input.business_id !== undefined && input.business_id !== centre?.id);
  if (!centre || namesAnother) {
    await deps.inviteGuessLimit.consume(guessKey);
    throw inviteInvalid();
  }

  const problem = passwordProblem(input.password);
  if (problem) throw new AppError(problem.code, problem.message, { field: 'password' });
  if (await usernameExists(deps.db, input.username)) throw usernameTaken();
  if (await emailExists(deps.db, input.email)) throw emailTaken();
  const pinHash = await hash(input.pin_code);

  const { id } = await deps.auth.createUser({
    email: input.email,
    password: input.password,
    userMetadata: {
      role: 'USER',
      username: input.username,
      first_name: input.first_name,
      last_name: input.last_name,
      sign_up: STAFF_SIGN_UP,
    },
  });
  try {
    const row = await deps.db.transaction(async (tx) => {
      const profile = await insertProfile(tx, {
        uid: id,
        email: input.email,
        username: input.username,
        role: 'STAFF',
        firstName: input.first_name,
        lastName: input.last_name,
        cellNumber: input.cell_number,
        pendingApproval: true,
      });
      await insertEmployment(
        tx,
        { staffUid: id, ownerUid: centre.ownerUid, pinHash, joinedWithCode: code },
        centre.id,
      );
      await recordAuditEvent(tx, {
        ownerUid: centre.ownerUid,
        actorUid: id,
        action: 'staff.joined',
        subject: id,
        data: { business_id: centre.id, username: input.username },
        at: deps.now(),
      });
      return profile;
    });
    await tellEmployers(deps, centre, row);
    return toProfile(row);
  } catch (error) {
    await deps.auth.deleteUser(id);
    if (isUniqueViolation(error)) {
      throw (await usernameExists(deps.db, input.username)) ? usernameTaken() : emailTaken();
    }
    throw error;
  }
}

async function tellEmployers(
  deps: StaffSignUpDeps,
  centre: { id: string; ownerUid: string; name: string },
  staff: { firstName: string; lastName: string; username: string },
): Promise<void> {
  const url = new URL('/dashboard', deps.publicUrl);
  url.searchParams.set('panel', 'staff');
  const people = await employersToTell(deps.db, centre.ownerUid, centre.id);
  // The sign-up stands whether or not a mail goes out: the Staff panel shows the person anyway.
  await Promise.allSettled(
    people.map((person) =>
      deps.mailer.send(staffJoinedMail(person, staff, centre.name, url.toString())),
    ),
  );
}

const usernameTaken = () =>
  new AppError(ErrorCode.USERNAME_TAKEN, toasts.usernameExists, { field: 'username' });
const emailTaken = () =>
  new AppError(ErrorCode.EMAIL_TAKEN, 'The email already exists', { field: 'email' });
