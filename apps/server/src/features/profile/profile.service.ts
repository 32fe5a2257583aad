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
import {
  emailExists,
  findProfileByUid,
  findProfileByUsername,
  updateProfileRow,
  type NewProfileRow,
  type ProfileRow,
} from '../users/users.repo.ts';
import {
  assertSelfOrOperator,
  withBusinessInfo,
  type CallerOf,
  type UsersDeps,
} from '../users/users.service.ts';
import type { StaffCentres } from '../users/users.ports.ts';

export type Patch = Partial<Omit<NewProfileRow, 'uid'>>;

const defined = <T>(value: T | undefined, write: (value: T) => Patch): Patch =>
  value === undefined ? {} : write(value);

export function personalPatch(current: ProfileRow, p: TPersonalInformation): Patch {
  // The province and postal code must fit the country the profile will have after this save,
  // whichever of the three this request changes.
  if (p.country !== undefined || p.province !== undefined || p.postal_code !== undefined) {
    const country = p.country ?? current.country;
    const problem = addressProblem({
      country,
      province: p.province ?? current.province,
      postal_code: p.postal_code ?? current.postalCode,
    });
    if (problem) throw invalidField(`personal_information.${problem.field}`, problem.key);
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

export function contactPatch(c: TContactInformation): Patch {
  return {
    ...defined(c.cell_number, (cellNumber) => ({ cellNumber })),
    ...defined(c.home_number, (homeNumber) => ({ homeNumber })),
    ...defined(c.work_number, (workNumber) => ({ workNumber })),
  };
}

const emailTaken = () =>
  new AppError(ErrorCode.EMAIL_TAKEN, 'toasts.emailExists', {
    field: 'contact_information.email',
  });

/**
 * PATCH /api/users/uid/{uid}: the settings forms, or both at once from the edit-profile modal. All
 * of a request is checked before anything is written, and the profile is written by one UPDATE, so
 * a rejected save leaves it exactly as it was.
 *
 * A new email does not take effect here: after the current password is checked, the auth service
 * mails a link to the current and to the new address, and changes the sign-in email only when both
 * are opened (secure email change). The profile notes the pending address meanwhile and takes the
 * new one from the first token that carries it (see loadCaller).
 */
export async function updateProfile(
  deps: UsersDeps & { staffCentres: StaffCentres },
  caller: CallerOf,
  uid: string,
  input: TUpdateProfileRequest,
): Promise<TUpdateProfileResponse> {
  assertSelfOrOperator(caller, uid);
  const current =
    uid === caller.profile.uid ? caller.profile : await findProfileByUid(deps.db, uid);
  if (!current) throw notFound('errors.users.noSuchUser');

  let patch: Patch = {
    ...(input.personal_information ? personalPatch(current, input.personal_information) : {}),
    ...(input.contact_information ? contactPatch(input.contact_information) : {}),
  };
  const email = input.contact_information?.email;
  const newEmail = email !== undefined && email !== current.email.toLowerCase() ? email : null;
  if (newEmail) {
    await startEmailChange(deps, caller, current, newEmail, input.current_password);
    patch = { ...patch, pendingEmail: newEmail };
  }
  // The screens keep this answer as the profile, so it is the profile a read gives: a staff
  // member's centres and whether they may open the simulator, not toProfile's defaults.
  const answer = (saved: ProfileRow) => withBusinessInfo(deps, saved);
  if (Object.keys(patch).length === 0) return answer(current);
  const row = await updateProfileRow(deps.db, uid, patch);
  if (!row) throw notFound('errors.users.noSuchUser');
  return newEmail ? { ...(await answer(row)), email_change_started: true } : answer(row);
}

async function startEmailChange(
  deps: UsersDeps,
  caller: CallerOf,
  current: ProfileRow,
  newEmail: string,
  currentPassword: string | undefined,
): Promise<void> {
  // Only the person who knows the password moves the account to another address.
  if (caller.profile.uid !== current.uid) {
    throw new AppError(ErrorCode.FORBIDDEN, 'errors.users.holderChangesEmail');
  }
  if (!currentPassword) {
    throw new AppError(
      ErrorCode.CURRENT_PASSWORD_REQUIRED,
      'errors.users.currentPasswordForEmail',
      { field: 'current_password' },
    );
  }
  await assertEmailChangeAllowed(deps, current.uid, newEmail);
  await deps.auth.startEmailChange({
    email: current.email,
    currentPassword,
    newEmail,
    redirectTo: emailChangeRedirect(deps.publicUrl),
  });
}

/**
 * Before any email change, whoever starts it: limited per account changed (not per caller), and
 * refused for an address another account holds.
 */
export async function assertEmailChangeAllowed(
  deps: Pick<UsersDeps, 'db' | 'emailChangeLimit'>,
  uid: string,
  newEmail: string,
): Promise<void> {
  await deps.emailChangeLimit.consume(`uid:${uid}`);
  if (await emailExists(deps.db, newEmail)) throw emailTaken();
}

/** Where both email-change links land: the Account tab, which shows how the change stands. */
export function emailChangeRedirect(publicUrl: string): string {
  const url = new URL('/dashboard', publicUrl);
  url.searchParams.set('panel', 'settings');
  url.searchParams.set('tab', 'account');
  return url.toString();
}

/** Another user's email stays private: only its owner (or an operator) gets an answer. */
export async function emailOfUsername(
  deps: UsersDeps,
  caller: CallerOf,
  username: string,
): Promise<string> {
  const profile = await findProfileByUsername(deps.db, username);
  if (!profile) throw notFound('errors.users.noSuchUser');
  assertSelfOrOperator(caller, profile.uid);
  return profile.email;
}
