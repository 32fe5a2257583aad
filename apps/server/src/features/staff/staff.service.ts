import {
  ErrorCode,
  planOf,
  plans,
  type TStaffMember,
  type TUpdateStaffRequest,
} from '@vh/contracts';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import type { Limiter } from '../../plugins/limiter.ts';
import { lockOwnerPlan, recordAuditEvent } from '../businesses/businesses.repo.ts';
import { forgotPassword } from '../passwords/password.service.ts';
import {
  assertEmailChangeAllowed,
  contactPatch,
  emailChangeRedirect,
  personalPatch,
  type Patch,
} from '../profile/profile.service.ts';
import { deleteProfile, revokeTokens, updateProfileRow } from '../users/users.repo.ts';
import type { UsersDeps } from '../users/users.service.ts';
import { employerOf, noSuchStaff, staffInReach, type Employer, type Me } from './staff-access.ts';
import { staffApprovedMail, staffEmailChangeMail } from './staff-mail.ts';
import {
  centresOf,
  countActiveStaff,
  employeeNumberHolder,
  findStaff,
  firstCentreTimeZone,
  listStaff,
  markApproved,
  ownersCentres,
  setAssignments,
  setEmployeeNumber,
  type CentreRef,
  type StaffRow,
} from './staff.repo.ts';
import { assignedCentreIds } from '../businesses/businesses.repo.ts';

export type StaffDeps = Pick<
  UsersDeps,
  'db' | 'auth' | 'mailer' | 'publicUrl' | 'now' | 'emailChangeLimit'
>;

function statusOf(row: StaffRow): TStaffMember['status'] {
  if (!row.profile.active) return 'disabled';
  return row.profile.pendingApproval ? 'pending' : 'active';
}

function toStaffMember(row: StaffRow, centres: CentreRef[]): TStaffMember {
  const p = row.profile;
  return {
    uid: p.uid,
    username: p.username,
    email: p.email,
    first_name: p.firstName,
    last_name: p.lastName,
    cell_number: p.cellNumber,
    home_number: p.homeNumber,
    work_number: p.workNumber,
    street: p.street,
    street_2: p.street2,
    city: p.city,
    province: p.province,
    country: p.country,
    postal_code: p.postalCode,
    gender: p.gender,
    position: p.position,
    is_manager: p.isManager,
    start_date: p.startDate,
    end_date: p.endDate,
    pending_approval: p.pendingApproval,
    pending_email: p.pendingEmail,
    active: p.active,
    status: statusOf(row),
    employee_number: row.employment.employeeNumber,
    date_joined: p.dateJoined.toISOString(),
    centres,
  };
}

async function memberOf(db: Executor, uid: string): Promise<TStaffMember> {
  const row = await findStaff(db, uid);
  if (!row) throw noSuchStaff();
  const centres = await centresOf(db, [uid]);
  return toStaffMember(row, centres.get(uid) ?? []);
}

export async function listStaffFor(deps: StaffDeps, me: Me): Promise<TStaffMember[]> {
  const employer = await employerOf(deps.db, me);
  const rows = await listStaff(deps.db, employer.ownerUid, employer.centreIds);
  const centres = await centresOf(
    deps.db,
    rows.map((row) => row.profile.uid),
  );
  return rows.map((row) => toStaffMember(row, centres.get(row.profile.uid) ?? []));
}

/** The Free plan counts active, approved staff; approving or enabling one more is refused. */
async function assertRoomForOneMore(tx: Executor, ownerUid: string): Promise<void> {
  const plan = planOf(await lockOwnerPlan(tx, ownerUid));
  if (plan.activeStaff === null) return;
  if ((await countActiveStaff(tx, ownerUid)) >= plan.activeStaff) {
    throw new AppError(ErrorCode.PLAN_LIMIT_REACHED, 'errors.plans.staffLimit', {
      values: { plan: plan.name, count: plan.activeStaff, next: plans.basic.name },
    });
  }
}

/** Today's date where the person works (their first centre), as a calendar date. */
function todayAt(timeZone: string | undefined, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timeZone ?? 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * POST /api/businesses/approve/staffs/{id}/: full access from the next request. The start date,
 * if the employer has not set one, is the day of approval at the person's centre. A disabled
 * person is refused: approval would mail them that they can clock in, and they cannot.
 */
export async function approveStaff(
  deps: StaffDeps,
  me: Me,
  staffUid: string,
): Promise<TStaffMember> {
  const employer = await employerOf(deps.db, me);
  const row = await staffInReach(deps.db, employer, staffUid);
  if (!row.profile.pendingApproval) return memberOf(deps.db, staffUid);
  if (!row.profile.active)
    throw new AppError(ErrorCode.CONFLICT, 'spec.staffRefusals.approveDisabled');
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    await assertRoomForOneMore(tx, employer.ownerUid);
    const startDate = row.profile.startDate ?? todayAt(await firstCentreTimeZone(tx, staffUid), at);
    await updateProfileRow(tx, staffUid, { pendingApproval: false, startDate });
    await markApproved(tx, staffUid, employer.actorUid, at);
    await recordAuditEvent(tx, {
      ownerUid: employer.ownerUid,
      actorUid: employer.actorUid,
      action: 'staff.approved',
      subject: staffUid,
      at,
    });
  });
  const member = await memberOf(deps.db, staffUid);
  const url = new URL('/dashboard', deps.publicUrl).toString();
  await deps.mailer
    .send(
      staffApprovedMail(
        { email: row.profile.email, firstName: row.profile.firstName },
        member.centres[0]?.name ?? 'your workplace',
        url,
      ),
    )
    // Approval stands without the mail: the person sees it at their next sign-in.
    .catch(() => undefined);
  return member;
}

/**
 * POST /api/businesses/reject/staffs/{id}/: a sign-up the employer does not recognise is removed
 * (profile and auth user), so its email and username are free again. Only a pending one: an
 * approved person is disabled instead, which keeps their hours.
 */
export async function rejectStaff(deps: StaffDeps, me: Me, staffUid: string): Promise<void> {
  const employer = await employerOf(deps.db, me);
  const row = await staffInReach(deps.db, employer, staffUid);
  if (!row.profile.pendingApproval) {
    throw new AppError(ErrorCode.CONFLICT, 'errors.staff.rejectPendingOnly');
  }
  await deps.db.transaction(async (tx) => {
    await recordAuditEvent(tx, {
      ownerUid: employer.ownerUid,
      actorUid: employer.actorUid,
      action: 'staff.rejected',
      subject: staffUid,
      data: { username: row.profile.username, email: row.profile.email },
      at: deps.now(),
    });
    await deleteProfile(tx, staffUid, deps.now());
  });
  // A failure here leaves an auth user without a profile, which the start-up sweep removes.
  await deps.auth.deleteUser(staffUid);
}

export type StaffResetDeps = UsersDeps & {
  /** Per staff member: reset links their employers send them, so no inbox is flooded. */
  staffResetLimit: Limiter;
};

/**
 * POST /api/businesses/staffs/{id}/reset-password/: an employer never sets a person's password
 * (ARCHITECTURE §6); it mails the person the same reset link they could ask for themselves. Only
 * an employer of the person counts toward the person's limit: anyone else's 404s must not lock the
 * real employer out.
 */
export async function sendStaffResetLink(
  deps: StaffResetDeps,
  me: Me,
  staffUid: string,
): Promise<void> {
  const employer = await employerOf(deps.db, me);
  const row = await staffInReach(deps.db, employer, staffUid);
  await deps.staffResetLimit.consume(`staff:${staffUid}`);
  await forgotPassword(deps, { email: row.profile.email });
  await deps.db.transaction((tx) =>
    recordAuditEvent(tx, {
      ownerUid: employer.ownerUid,
      actorUid: employer.actorUid,
      action: 'staff.reset_link_sent',
      subject: staffUid,
      at: deps.now(),
    }),
  );
}

/** The centres the person will have: a manager changes only their own centres' part. */
async function nextCentres(
  db: Executor,
  employer: Employer,
  staffUid: string,
  requested: string[],
): Promise<string[]> {
  const unique = [...new Set(requested)];
  const found = await ownersCentres(db, employer.ownerUid, unique);
  if (found.length !== unique.length) {
    throw invalidField('centre_ids', 'errors.staff.notYourCentre');
  }
  if (employer.centreIds === undefined) return unique;
  const managed = employer.centreIds;
  if (unique.some((id) => !managed.includes(id))) {
    throw new AppError(ErrorCode.FORBIDDEN, 'errors.staff.ownCentresOnly');
  }
  const kept = (await assignedCentreIds(db, staffUid)).filter((id) => !managed.includes(id));
  const next = [...kept, ...unique];
  if (next.length === 0) {
    throw invalidField('centre_ids', 'errors.staff.atLeastOneCentre');
  }
  return next;
}

function jobPatch(employer: Employer, row: StaffRow, input: TUpdateStaffRequest): Patch {
  if (input.is_manager !== undefined && input.is_manager !== row.profile.isManager) {
    if (!employer.isOwner) {
      throw new AppError(ErrorCode.FORBIDDEN, 'errors.staff.ownerMakesManagers');
    }
  }
  const startDate = input.start_date === undefined ? row.profile.startDate : input.start_date;
  const endDate = input.end_date === undefined ? row.profile.endDate : input.end_date;
  if (startDate && endDate && endDate < startDate) {
    throw invalidField('end_date', 'errors.staff.endBeforeStart');
  }
  return {
    ...(input.position !== undefined ? { position: input.position } : {}),
    ...(input.is_manager !== undefined ? { isManager: input.is_manager } : {}),
    ...(input.start_date !== undefined && input.start_date !== null
      ? { startDate: input.start_date }
      : {}),
    ...(input.end_date !== undefined ? { endDate: input.end_date } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
  };
}

/** The employee number's change, or undefined when the request leaves it as it is. */
function numberChange(
  row: StaffRow,
  requested: string | null | undefined,
): { from: string | null; to: string | null } | undefined {
  const from = row.employment.employeeNumber;
  if (requested === undefined || requested === from) return undefined;
  return { from, to: requested };
}

/** A payroll service matches people by number, so two of the owner's staff never share one. */
async function assertNumberFree(
  db: Executor,
  ownerUid: string,
  staffUid: string,
  number: string,
): Promise<void> {
  const holder = await employeeNumberHolder(db, ownerUid, number, staffUid);
  if (!holder) return;
  throw new AppError(ErrorCode.CONFLICT, 'errors.staff.employeeNumberTaken', {
    values: { number, name: `${holder.firstName} ${holder.lastName}` },
    field: 'employee_number',
  });
}

/**
 * PATCH /api/businesses/staffs/{id}/ (the Edit staff profile modal). Everything is checked before
 * anything is written and written in one transaction. Disabling ends the person's access on /api
 * at once and bans them at the auth service, so refresh tokens stop too (SPEC 'Disabled').
 */
export async function updateStaff(
  deps: StaffDeps,
  me: Me,
  staffUid: string,
  input: TUpdateStaffRequest,
): Promise<TStaffMember> {
  const employer = await employerOf(deps.db, me);
  const row = await staffInReach(deps.db, employer, staffUid);
  const patch: Patch = {
    ...(input.personal_information ? personalPatch(row.profile, input.personal_information) : {}),
    ...(input.contact_information ? contactPatch(input.contact_information) : {}),
    ...jobPatch(employer, row, input),
  };
  const centres =
    input.centre_ids === undefined
      ? undefined
      : await nextCentres(deps.db, employer, staffUid, input.centre_ids);
  const enabling = input.active === true && !row.profile.active;
  const disabling = input.active === false && row.profile.active;
  const growing = enabling && !row.profile.pendingApproval;
  const at = deps.now();
  const number = numberChange(row, input.employee_number);
  // Before the email below: a new email mails both addresses, which a refusal cannot take back.
  if (number?.to) await assertNumberFree(deps.db, employer.ownerUid, staffUid, number.to);
  const requested = input.contact_information?.email;
  const newEmail = requested === row.profile.email.toLowerCase() ? undefined : requested;
  if (newEmail) {
    // A new email mails both addresses, so everything that could refuse the save is checked
    // first; the plan again under the lock below, where a race is decided.
    if (growing) await assertRoomForOneMore(deps.db, employer.ownerUid);
    await proposeNewEmail(deps, row, newEmail);
    patch.pendingEmail = newEmail;
  }

  try {
    await deps.db.transaction(async (tx) => {
      if (growing) await assertRoomForOneMore(tx, employer.ownerUid);
      if (disabling) await revokeTokens(tx, staffUid, { notBefore: at });
      if (Object.keys(patch).length > 0) await updateProfileRow(tx, staffUid, patch);
      if (number) await setEmployeeNumber(tx, staffUid, number.to);
      if (centres) await setAssignments(tx, staffUid, centres);
      await recordAuditEvent(tx, {
        ownerUid: employer.ownerUid,
        actorUid: employer.actorUid,
        action: disabling ? 'staff.disabled' : enabling ? 'staff.enabled' : 'staff.updated',
        subject: staffUid,
        data: {
          fields: [...Object.keys(patch), ...(number ? ['employee_number'] : [])],
          ...(number ? { employee_number: number } : {}),
          ...(centres ? { centre_ids: centres } : {}),
        },
        at,
      });
    });
  } catch (error) {
    // Two saves giving the same number at once pass the check above; the unique index decides.
    if (number?.to && isUniqueViolation(error)) {
      await assertNumberFree(deps.db, employer.ownerUid, staffUid, number.to);
    }
    throw error;
  }
  // No ban at the auth service: the inactive profile refuses every token on /api, and a ban would
  // answer a wrong password with "disabled" (see setAccountActive).
  return memberOf(deps.db, staffUid);
}

/**
 * The employer may correct a staff member's email, but only as the person's own change works: the
 * links go to both addresses and the sign-in email moves once both are opened (the profile takes
 * it from the person's next token). Mail that cannot go out fails the whole save.
 */
async function proposeNewEmail(deps: StaffDeps, row: StaffRow, requested: string): Promise<void> {
  await assertEmailChangeAllowed(deps, row.profile.uid, requested);
  const links = await deps.auth.proposeEmailChange({
    email: row.profile.email,
    newEmail: requested,
    redirectTo: emailChangeRedirect(deps.publicUrl),
  });
  const change = { from: row.profile.email, to: requested };
  try {
    await deps.mailer.send(
      staffEmailChangeMail(row.profile.email, row.profile.firstName, {
        ...change,
        link: links.currentLink,
      }),
    );
    await deps.mailer.send(
      staffEmailChangeMail(requested, row.profile.firstName, { ...change, link: links.newLink }),
    );
  } catch (error) {
    throw new AppError(ErrorCode.MAIL_UNAVAILABLE, 'errors.staff.linksNotMailed', { cause: error });
  }
}
