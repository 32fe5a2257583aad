import {
  addressProblem,
  ErrorCode,
  normalizePostalCode,
  type TContactInformation,
  type TPersonalInformation,
  type TUpdateProfileRequest,
  type TUpdateProfileResponse,
} from '@vh/contracts';
import { AppError, invalidField, notFound } from '../../lib/app-error.ts';
import { sendVerificationEmail } from './email-verification.service.ts';
import { toProfile } from './users.dto.ts';
import {
  emailExists,
  findProfileByUid,
  findProfileByUsername,
  updateProfileRow,
  type NewProfileRow,
  type ProfileRow,
} from './users.repo.ts';
import {
  assertSelfOrOperator,
  isUniqueViolation,
  type CallerOf,
  type UsersDeps,
} from './users.service.ts';

type Patch = Partial<Omit<NewProfileRow, 'uid'>>;

const defined = <T>(value: T | undefined, write: (value: T) => Patch): Patch =>
  value === undefined ? {} : write(value);

function personalPatch(current: ProfileRow, p: TPersonalInformation): Patch {
  // The province and postal code must fit the country the profile will have after this save,
  // whichever of the three this request changes.
  if (p.country !== undefined || p.province !== undefined || p.postal_code !== undefined) {
    const country = p.country ?? current.country;
    const problem = addressProblem({
      country,
      province: p.province ?? current.province,
      postal_code: p.postal_code ?? current.postalCode,
    });
    if (problem) throw invalidField(`personal_information.${problem.field}`, problem.message);
  }
  const country = p.country ?? current.country;
  return {
    ...defined(p.first_name, (firstName) => ({ firstName })),
    ...defined(p.last_name, (lastName) => ({ lastName })),
    ...defined(p.gender, (gender) => ({ gender })),
    ...defined(p.street, (street) => ({ street })),
    ...defined(p.street_2, (street2) => ({ street2 })),
    ...defined(p.city, (city) => ({ city })),
    ...defined(p.province, (province) => ({ province })),
    ...defined(p.country, (value) => ({ country: value })),
    ...defined(p.postal_code, (code) => ({
      postalCode: code === null ? null : normalizePostalCode(country, code),
    })),
  };
}

function contactPatch(c: TContactInformation): Patch {
  return {
    ...defined(c.cell_number, (cellNumber) => ({ cellNumber })),
    ...defined(c.home_number, (homeNumber) => ({ homeNumber })),
    ...defined(c.work_number, (workNumber) => ({ workNumber })),
  };
}

const emailTaken = () =>
  new AppError(ErrorCode.EMAIL_TAKEN, 'The email already exists', {
    field: 'contact_information.email',
  });

/**
 * PATCH /api/users/uid/{uid}: the settings forms, or both at once from the edit-profile modal. All
 * of a request is checked before anything is written, and the profile is written by one UPDATE, so
 * a rejected save leaves it exactly as it was. `verification_email_sent` tells whether a new
 * address was mailed its link (the auth service allows one such mail a minute).
 */
export async function updateProfile(
  deps: UsersDeps,
  caller: CallerOf,
  uid: string,
  input: TUpdateProfileRequest,
  log: (error: unknown, message: string) => void,
): Promise<TUpdateProfileResponse> {
  assertSelfOrOperator(caller, uid);
  const current =
    uid === caller.profile.uid ? caller.profile : await findProfileByUid(deps.db, uid);
  if (!current) throw notFound('No such user');

  let patch: Patch = {
    ...(input.personal_information ? personalPatch(current, input.personal_information) : {}),
    ...(input.contact_information ? contactPatch(input.contact_information) : {}),
  };
  const email = input.contact_information?.email;
  const newEmail = email !== undefined && email !== current.email.toLowerCase() ? email : null;
  if (newEmail) {
    if (await emailExists(deps.db, newEmail)) throw emailTaken();
    // A new address must be verified again (SPEC §4, email verification).
    patch = { ...patch, email: newEmail, confirmEmail: false };
  }
  if (Object.keys(patch).length === 0) return toProfile(current);

  // The sign-in email changes first and is put back if the profile cannot follow. (Not in one
  // transaction: the embedded auth service shares PGlite's single connection, so it would wait on
  // our open transaction forever.)
  if (newEmail) await deps.auth.updateUser(uid, { email: newEmail });
  let row: ProfileRow | undefined;
  try {
    row = await updateProfileRow(deps.db, uid, patch);
    if (!row) throw notFound('No such user');
  } catch (error) {
    if (newEmail) await restoreSignInEmail(deps, uid, current.email, log);
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  if (!newEmail) return toProfile(row);
  const sent = await mailVerificationLink(deps, row, log);
  return { ...toProfile(row), verification_email_sent: sent };
}

async function restoreSignInEmail(
  deps: UsersDeps,
  uid: string,
  email: string,
  log: (error: unknown, message: string) => void,
): Promise<void> {
  try {
    await deps.auth.updateUser(uid, { email });
  } catch (error) {
    // The original failure is what the caller must hear about; this one needs an operator.
    log(error, `sign-in email of ${uid} could not be put back to match the profile`);
  }
}

async function mailVerificationLink(
  deps: UsersDeps,
  row: ProfileRow,
  log: (error: unknown, message: string) => void,
): Promise<boolean> {
  try {
    await sendVerificationEmail(deps, { profile: row, isOperator: false }, row.uid, {});
    return true;
  } catch (error) {
    // The change itself is saved. The dashboard keeps asking for verification until the address is
    // confirmed, and its 'Send email' button mails the link again.
    log(error, 'verification link for a changed email was not sent');
    return false;
  }
}

/** Another user's email stays private: only its owner (or an operator) gets an answer. */
export async function emailOfUsername(
  deps: UsersDeps,
  caller: CallerOf,
  username: string,
): Promise<string> {
  const profile = await findProfileByUsername(deps.db, username);
  if (!profile) throw notFound('No such user');
  assertSelfOrOperator(caller, profile.uid);
  return profile.email;
}
