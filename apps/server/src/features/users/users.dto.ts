import type { TProfile } from '@vh/contracts';
import { addressOf } from '../../lib/address.ts';
import type { ProfileRow } from './users.repo.ts';

/** The profile as the API shows it: an explicit pick, never the raw row. */
export function toProfile(row: ProfileRow): TProfile {
  return {
    uid: row.uid,
    email: row.email,
    username: row.username,
    role: row.role,
    first_name: row.firstName,
    last_name: row.lastName,
    cell_number: row.cellNumber,
    home_number: row.homeNumber,
    work_number: row.workNumber,
    ...addressOf(row),
    gender: row.gender,
    date_joined: row.dateJoined.toISOString(),
    active: row.active,
    plan: row.plan,
    confirm_email: row.confirmEmail,
    pending_email: row.pendingEmail,
    pending_approval: row.pendingApproval,
    position: row.position,
    start_date: row.startDate,
    end_date: row.endDate,
    is_manager: row.isManager,
    // Filled in for staff by the profile read (see getProfile); empty elsewhere.
    business_info: [],
    // Owners always may; for staff the profile read asks their employer's switch (false elsewhere).
    trading_simulator: row.role === 'OWNER',
  };
}
