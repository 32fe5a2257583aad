import { ErrorCode } from '@vh/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../plugins/caller.ts';
import type { ProfileRow } from '../users/users.repo.ts';
import { findStaff, type StaffRow } from './staff.repo.ts';
import { assignedCentreIds } from '../businesses/businesses.repo.ts';

export type Me = Caller<ProfileRow>;

/** Whose staff the caller manages: the owner all of them, a manager those of their centres. */
export type Employer = {
  actorUid: string;
  ownerUid: string;
  isOwner: boolean;
  /** A manager's centres; undefined for the owner (every centre). */
  centreIds: string[] | undefined;
};

const notAnEmployer = () => new AppError(ErrorCode.FORBIDDEN, 'errors.staff.employersOnly');
export const noSuchStaff = () => new AppError(ErrorCode.NOT_FOUND, 'errors.staff.noSuchStaff');

/** ARCHITECTURE §6: the owner of the business, or an approved, active manager in it. */
export async function employerOf(db: Executor, me: Me): Promise<Employer> {
  const { profile } = me;
  if (profile.role === 'OWNER') {
    return { actorUid: profile.uid, ownerUid: profile.uid, isOwner: true, centreIds: undefined };
  }
  if (!profile.isManager || profile.pendingApproval || !profile.active) throw notAnEmployer();
  const own = await findStaff(db, profile.uid);
  if (!own) throw notAnEmployer();
  return {
    actorUid: profile.uid,
    ownerUid: own.employment.ownerUid,
    isOwner: false,
    centreIds: await assignedCentreIds(db, profile.uid),
  };
}

/**
 * A staff member the employer may manage. Anyone else (another business's, a manager's colleague
 * at another centre) does not exist as far as the caller can tell. Managers never manage
 * themselves: what they may do to others they may not grant themselves.
 */
export async function staffInReach(
  db: Executor,
  employer: Employer,
  staffUid: string,
): Promise<StaffRow> {
  const row = await findStaff(db, staffUid);
  if (!row || row.employment.ownerUid !== employer.ownerUid) throw noSuchStaff();
  if (employer.centreIds === undefined) return row;
  if (staffUid === employer.actorUid) {
    throw new AppError(ErrorCode.FORBIDDEN, 'errors.staff.ownEmployment');
  }
  const theirs = await assignedCentreIds(db, staffUid);
  if (!theirs.some((id) => employer.centreIds?.includes(id))) throw noSuchStaff();
  return row;
}
