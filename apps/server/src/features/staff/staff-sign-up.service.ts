import { hash } from '@node-rs/argon2';
import { passwordHashOptions } from '@vh/auth-server';
import { ErrorCode, rateLimits, type TProfile, type TStaffRegisterRequest } from '@vh/contracts';
import { AppError } from '../../lib/app-error.ts';
import { passwordRefusal } from '../../lib/password-policy.ts';
import type { Limiter, Limits } from '../../plugins/limiter.ts';
import { findCentreByLiveCode, recordAuditEvent } from '../businesses/businesses.repo.ts';
import { normaliseInviteCode } from '../businesses/invite-code.ts';
import { toProfile } from '../users/users.dto.ts';
import { STAFF_SIGN_UP } from '../users/users.ports.ts';
import { emailExists, insertProfile, usernameExists } from '../users/users.repo.ts';
import { type UsersDeps } from '../users/users.service.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import { staffJoinedMail } from './staff-mail.ts';
import { employersToTell, insertEmployment } from './staff.repo.ts';

/**
 * Each refusal counts toward the limit of what it gives away, and nothing else does: a weak
 * password tells nothing, so it counts toward no limit, and cannot use up a shop's code.
 */
export type StaffSignUpLimits = {
  /** Per client address: bad codes sent with a sign-up count as guesses, as at validate-code. */
  inviteGuessLimit: Limiter;
  /** Per invite code: the accounts made with it (a whole shop may join from one Wi-Fi). */
  inviteAccountLimit: Limiter;
  /** Per client address: refusals saying a username or email is taken, as availability checks. */
  takenNameLimit: Limiter;
};

export type StaffSignUpDeps = UsersDeps & StaffSignUpLimits;

export function createStaffSignUpLimits(limits: Limits): StaffSignUpLimits {
  return {
    inviteGuessLimit: limits.limiter(
      'staff-sign-up-codes',
      rateLimits.inviteCode,
      'errors.limits.inviteCodesFromAddress',
    ),
    inviteAccountLimit: limits.limiter(
      'staff-sign-up-joins',
      rateLimits.inviteSignUp,
      'errors.limits.joinsWithInviteCode',
    ),
    takenNameLimit: limits.limiter(
      'staff-sign-up-taken-names',
      rateLimits.availability,
      'errors.limits.takenNamesFromAddress',
    ),
  };
}

const inviteInvalid = () =>
  new AppError(ErrorCode.INVITE_CODE_INVALID, 'spec.validation.inviteCodeInvalid', {
    field: 'invite_code',
  });

/**
 * A staff sign-up with an invite code (SPEC §2 step 3, §3 invite extras). The business comes from
 * the code alone, checked again here: the body's owner_uid and business_id are only compared with
 * it. The person starts pending approval, assigned to the code's centre; the owner and the centre's
 * managers are mailed. A limit already used up refuses before the work; an attempt counts only
 * once its outcome is known, and a count made then never changes that outcome's answer.
 */
export async function registerStaff(
  deps: StaffSignUpDeps,
  input: TStaffRegisterRequest,
  clientAddress: string,
): Promise<TProfile> {
  const addressKey = `ip:${clientAddress}`;
  await deps.inviteGuessLimit.check(addressKey);
  const code = normaliseInviteCode(input.invite_code);
  const centre = await findCentreByLiveCode(deps.db, code, deps.now());
  const namesAnother =
    (input.owner_uid !== undefined && input.owner_uid !== centre?.ownerUid) ||
    (input.business_id !== undefined && input.business_id !== centre?.id);
  if (!centre || namesAnother) {
    await deps.inviteGuessLimit.consume(addressKey);
    throw inviteInvalid();
  }

  const refused = passwordRefusal(input.password, 'password');
  if (refused) throw refused;
  const codeKey = `invite:${code}`;
  await deps.inviteAccountLimit.check(codeKey);
  await deps.takenNameLimit.check(addressKey);
  let clash: AppError | undefined;
  if (await usernameExists(deps.db, input.username)) clash = usernameTaken();
  else if (await emailExists(deps.db, input.email)) clash = emailTaken();
  if (clash) {
    await countTaken(deps, addressKey);
    throw clash;
  }
  const pinHash = await hash(input.pin_code, passwordHashOptions());

  // The code's place is held from here rather than counted once the account exists: sign-ups
  // arriving together would otherwise all pass the check above and overrun the cap.
  await deps.inviteAccountLimit.consume(codeKey);
  try {
    return await createStaffAccount(deps, input, centre, { code, pinHash });
  } catch (error) {
    await deps.inviteAccountLimit.refund(codeKey);
    if (error instanceof AppError && isTaken(error as AppError)) await countTaken(deps, addressKey);
    throw error;
  }
}

/**
 * A refusal that tells a username or email exists counts for the address. It still answers 409 when
 * it used up the last of the allowance: the next attempt is refused, so two identical requests sent
 * at once get the same answer.
 */
async function countTaken(deps: StaffSignUpLimits, addressKey: string): Promise<void> {
  await deps.takenNameLimit.consume(addressKey).catch(() => undefined);
}

const isTaken = (error: AppError) =>
  error.code === ErrorCode.USERNAME_TAKEN || error.code === ErrorCode.EMAIL_TAKEN;

/** The auth user, then the profile and employment; the auth user is undone if the rest fails. */
async function createStaffAccount(
  deps: StaffSignUpDeps,
  input: TStaffRegisterRequest,
  centre: { id: string; ownerUid: string; name: string },
  { code, pinHash }: { code: string; pinHash: string },
): Promise<TProfile> {
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
  new AppError(ErrorCode.USERNAME_TAKEN, 'toasts.usernameExists', { field: 'username' });
const emailTaken = () =>
  new AppError(ErrorCode.EMAIL_TAKEN, 'toasts.emailExists', { field: 'email' });
