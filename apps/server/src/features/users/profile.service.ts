import { ErrorCode, type TProfile, type TUpdateProfileRequest } from '@vh/contracts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { toProfile } from './users.dto.ts';
import {
  emailExists,
  findProfileByUid,
  findProfileByUsername,
  updateProfileRow,
  type NewProfileRow,
} from './users.repo.ts';
import { assertSelfOrOperator, type CallerOf, type UsersDeps } from './users.service.ts';

type Patch = Partial<Omit<NewProfileRow, 'uid'>>;

function personalPatch(
  p: NonNullable<
    Extract<TUpdateProfileRequest, { personal_information: unknown }>['personal_information']
  >,
): Patch {
  return {
    ...(p.first_name !== undefined ? { firstName: p.first_name } : {}),
    ...(p.last_name !== undefined ? { lastName: p.last_name } : {}),
    ...(p.gender !== undefined ? { gender: p.gender } : {}),
    ...(p.street !== undefined ? { street: p.street } : {}),
    ...(p.street_2 !== undefined ? { street2: p.street_2 } : {}),
    ...(p.city !== undefined ? { city: p.city } : {}),
    ...(p.province !== undefined ? { province: p.province } : {}),
    ...(p.country !== undefined ? { country: p.country } : {}),
    ...(p.postal_code !== undefined ? { postalCode: p.postal_code } : {}),
  };
}

/** PATCH /api/users/uid/{uid}: the personal or the contact form of the settings screen. */
export async function updateProfile(
  deps: UsersDeps,
  caller: CallerOf,
  uid: string,
  input: TUpdateProfileRequest,
): Promise<TProfile> {
  assertSelfOrOperator(caller, uid);
  const current =
    uid === caller.profile.uid ? caller.profile : await findProfileByUid(deps.db, uid);
  if (!current) throw notFound('No such user');

  let patch: Patch;
  if ('personal_information' in input) {
    patch = personalPatch(input.personal_information);
  } else {
    const c = input.contact_information;
    patch = {
      ...(c.cell_number !== undefined ? { cellNumber: c.cell_number } : {}),
      ...(c.home_number !== undefined ? { homeNumber: c.home_number } : {}),
      ...(c.work_number !== undefined ? { workNumber: c.work_number } : {}),
    };
    if (c.email !== undefined && c.email !== current.email) {
      if (await emailExists(deps.db, c.email)) {
        throw new AppError(ErrorCode.EMAIL_TAKEN, 'The email already exists');
      }
      // The sign-in email changes first; a new address must be verified again.
      await deps.auth.updateUser(uid, { email: c.email });
      patch = { ...patch, email: c.email, confirmEmail: false };
    }
  }
  const row = Object.keys(patch).length ? await updateProfileRow(deps.db, uid, patch) : current;
  if (!row) throw notFound('No such user');
  return toProfile(row);
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
