import { randomUUID } from 'node:crypto';
import {
  addressProblem,
  ErrorCode,
  normalizePostalCode,
  PLAN_KEYS,
  planOf,
  plans,
  type TCentre,
  type TCreateCentreRequest,
  type TPlan,
  type TUpdateCentreRequest,
  type TValidateInviteResponse,
} from '@vh/contracts';
import { bindCentre } from '../audit/audit-bindings.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { addressOf } from '../../lib/address.ts';
import type { Caller } from '../../plugins/caller.ts';
import type { ProfileRow } from '../users/users.repo.ts';
import {
  countActiveCentres,
  findCentre,
  findCentreByLiveCode,
  findCentres,
  insertCentre,
  insertInviteCode,
  listCentresOfOwner,
  liveInviteCodes,
  lockOwnerPlan,
  recordAuditEvent,
  revokeInviteCodes,
  updateCentreRow,
  type CentreRow,
  type InviteCodeRow,
} from './businesses.repo.ts';
import { assignedCentreIds } from './businesses.repo.ts';
import { drawInviteCode, normaliseInviteCode } from './invite-code.ts';
import { rulesFromProvince } from './province-default.ts';

export type BusinessesDeps = { db: Database; now: () => Date };
type Me = Caller<ProfileRow>;

const DAY_MS = 24 * 60 * 60 * 1000;
// 31^6 codes: a draw collides with a live code about once in a million tries at 1,000 centres.
const CODE_DRAWS = 5;

const noSuchCentre = () => new AppError(ErrorCode.NOT_FOUND, 'errors.centres.noSuchCentre');
const ownersOnly = () => new AppError(ErrorCode.FORBIDDEN, 'errors.centres.ownersOnly');
const inviteInvalid = () =>
  new AppError(ErrorCode.INVITE_CODE_INVALID, 'spec.validation.inviteCodeInvalid');

function toCentre(row: CentreRow, invite: InviteCodeRow | undefined): TCentre {
  return {
    id: row.id,
    owner_uid: row.ownerUid,
    name: row.name,
    ...addressOf(row),
    time_zone: row.timeZone,
    latitude: row.latitude,
    longitude: row.longitude,
    radius_m: row.radiusM,
    max_shift_hours: row.maxShiftHours,
    active: row.active,
    invite: invite
      ? {
          code: invite.code,
          expires_at: invite.expiresAt?.toISOString() ?? null,
          created_at: invite.createdAt.toISOString(),
        }
      : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function assertOwner(me: Me): void {
  if (me.profile.role !== 'OWNER') throw ownersOnly();
}

/** The centre, if `me` owns it; anyone else is told it does not exist (no probing of ids). */
async function ownCentre(db: Executor, me: Me, id: string): Promise<CentreRow> {
  const centre = await findCentre(db, id);
  if (!centre || centre.ownerUid !== me.uid) throw noSuchCentre();
  return centre;
}

function checkAddress(address: {
  country: string;
  province: string;
  postal_code: string | null;
}): string | null {
  const problem = addressProblem(address);
  if (problem) throw invalidField(problem.field, problem.key);
  return address.postal_code === null
    ? null
    : normalizePostalCode(address.country, address.postal_code);
}

/** The 409 answer to one business centre too many: names the plan and the upgrade. */
function centreLimitReached(plan: TPlan, allowed: number): AppError {
  const code = ErrorCode.PLAN_LIMIT_REACHED;
  const values = { plan: plan.name, count: allowed };
  // The smallest plan that allows more, to offer as the upgrade.
  const next = PLAN_KEYS.map((key) => plans[key]).find(
    (other) => other.businessCentres === null || other.businessCentres > allowed,
  );
  if (!next) return new AppError(code, 'errors.plans.centreLimit', { values });
  if (next.businessCentres === null) {
    return new AppError(code, 'errors.plans.centreLimitContact', {
      values: { ...values, next: next.name },
    });
  }
  return new AppError(code, 'errors.plans.centreLimitUpgrade', {
    values: { ...values, next: next.name, nextCount: next.businessCentres },
  });
}

/** Refuses one active centre more than the owner's plan allows; call with the owner locked. */
async function assertRoomForCentre(db: Executor, ownerUid: string): Promise<void> {
  const plan = planOf(await lockOwnerPlan(db, ownerUid));
  if (plan.businessCentres === null) return;
  if ((await countActiveCentres(db, ownerUid)) >= plan.businessCentres) {
    throw centreLimitReached(plan, plan.businessCentres);
  }
}

async function issueInviteCode(
  db: Executor,
  businessId: string,
  at: Date,
  expiresInDays: number | null,
): Promise<InviteCodeRow> {
  const expiresAt = expiresInDays === null ? null : new Date(at.getTime() + expiresInDays * DAY_MS);
  for (let draw = 0; draw < CODE_DRAWS; draw++) {
    const row = await insertInviteCode(db, {
      id: randomUUID(),
      businessId,
      code: drawInviteCode(),
      createdAt: at,
      expiresAt,
    });
    if (row) return row;
  }
  throw new Error(`no free invite code after ${CODE_DRAWS} draws`);
}

/**
 * A centre switched on or off gets its codes settled: switched off (by its owner or by a smaller
 * plan), its live code is revoked, so that code is dead for good and the centre shows none;
 * switched on again, it gets a new code. A code handed out before the centre closed never
 * comes back to life with it.
 */
export async function settleInviteCodeFor(
  db: Executor,
  businessId: string,
  active: boolean,
  at: Date,
): Promise<void> {
  await revokeInviteCodes(db, businessId, at);
  if (active) await issueInviteCode(db, businessId, at, null);
}

async function withInvite(db: Executor, centre: CentreRow): Promise<TCentre> {
  const [invite] = await liveInviteCodes(db, [centre.id]);
  return toCentre(centre, invite);
}

export async function createCentre(
  deps: BusinessesDeps,
  me: Me,
  input: TCreateCentreRequest,
): Promise<TCentre> {
  assertOwner(me);
  const postalCode = checkAddress({ ...input, postal_code: input.postal_code ?? null });
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    await assertRoomForCentre(tx, me.uid);
    const centre = await insertCentre(tx, {
      id: randomUUID(),
      ownerUid: me.uid,
      name: input.name,
      street: input.street,
      street2: input.street_2 ?? null,
      city: input.city,
      province: input.province,
      country: input.country,
      postalCode,
      timeZone: input.time_zone,
      latitude: input.latitude,
      longitude: input.longitude,
      radiusM: input.radius_m,
      maxShiftHours: input.max_shift_hours,
      createdAt: at,
      updatedAt: at,
    });
    const invite = await issueInviteCode(tx, centre.id, at, null);
    await recordAuditEvent(tx, {
      ownerUid: me.uid,
      actorUid: me.uid,
      action: 'centre.created',
      subject: `centre:${centre.id}`,
      data: { name: centre.name, bound: [bindCentre(centre)] },
      at,
    });
    await rulesFromProvince(tx, centre, at);
    return toCentre(centre, invite);
  });
}

/** An approved, active manager: reads the centres they manage, and may change none of them. */
function isManager(me: Me): boolean {
  const { profile } = me;
  return (
    profile.role === 'STAFF' && profile.isManager && profile.active && !profile.pendingApproval
  );
}

/**
 * The owner's centres, active or not, each with its live invite code; a manager sees the centres
 * they manage (to assign people and share their invite codes), and may change none of them.
 */
export async function listCentres(deps: BusinessesDeps, me: Me): Promise<TCentre[]> {
  const manager = isManager(me);
  if (!manager) assertOwner(me);
  const centres = manager
    ? await findCentres(deps.db, await assignedCentreIds(deps.db, me.uid))
    : await listCentresOfOwner(deps.db, me.uid);
  const codes = await liveInviteCodes(
    deps.db,
    centres.map((centre) => centre.id),
  );
  return centres.map((centre) =>
    toCentre(
      centre,
      codes.find((code) => code.businessId === centre.id),
    ),
  );
}

/**
 * One centre, to whoever's list shows it, as the list shows it: its owner, and a manager of it.
 * Plain staff are refused as the list refuses them; any other centre does not exist for the
 * caller. An operator may read every centre (ARCHITECTURE §6).
 */
export async function getCentre(deps: BusinessesDeps, me: Me, id: string): Promise<TCentre> {
  if (me.isOperator) {
    const centre = await findCentre(deps.db, id);
    if (centre) return withInvite(deps.db, centre);
  }
  if (!isManager(me)) {
    assertOwner(me);
    return withInvite(deps.db, await ownCentre(deps.db, me, id));
  }
  if (!(await assignedCentreIds(deps.db, me.uid)).includes(id)) throw noSuchCentre();
  const centre = await findCentre(deps.db, id);
  if (!centre) throw noSuchCentre();
  return withInvite(deps.db, centre);
}

export async function updateCentre(
  deps: BusinessesDeps,
  me: Me,
  id: string,
  input: TUpdateCentreRequest,
): Promise<TCentre> {
  const current = await ownCentre(deps.db, me, id);
  const address = {
    country: input.country ?? current.country,
    province: input.province ?? current.province,
    postal_code: input.postal_code === undefined ? current.postalCode : input.postal_code,
  };
  const postalCode = checkAddress(address);
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const updated = await updateCentreRow(tx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.street !== undefined ? { street: input.street } : {}),
      ...(input.street_2 !== undefined ? { street2: input.street_2 } : {}),
      ...(input.city !== undefined ? { city: input.city } : {}),
      province: address.province,
      country: address.country,
      postalCode,
      ...(input.time_zone !== undefined ? { timeZone: input.time_zone } : {}),
      ...(input.latitude !== undefined ? { latitude: input.latitude } : {}),
      ...(input.longitude !== undefined ? { longitude: input.longitude } : {}),
      ...(input.radius_m !== undefined ? { radiusM: input.radius_m } : {}),
      ...(input.max_shift_hours !== undefined ? { maxShiftHours: input.max_shift_hours } : {}),
    });
    if (!updated) throw noSuchCentre();
    await recordAuditEvent(tx, {
      ownerUid: me.uid,
      actorUid: me.uid,
      action: 'centre.updated',
      subject: `centre:${id}`,
      data: { fields: Object.keys(input).sort(), bound: [bindCentre(updated)] },
      at,
    });
    return withInvite(tx, updated);
  });
}

/**
 * Deactivates or reactivates a centre. A deactivated centre's invite code is revoked and it no
 * longer counts against the plan; reactivating needs room in the plan again and makes a new code.
 */
export async function setCentreActive(
  deps: BusinessesDeps,
  me: Me,
  id: string,
  active: boolean,
): Promise<TCentre> {
  const current = await ownCentre(deps.db, me, id);
  if (current.active === active) return withInvite(deps.db, current);
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    // The owner first, as a plan change does: the two never interleave on this centre.
    await lockOwnerPlan(tx, me.uid);
    if (active) await assertRoomForCentre(tx, me.uid);
    // The owner's own choice: a plan change no longer speaks for this centre.
    const updated = await updateCentreRow(tx, id, { active, planSuspendedAt: null });
    if (!updated) throw noSuchCentre();
    await settleInviteCodeFor(tx, id, active, at);
    await recordAuditEvent(tx, {
      ownerUid: me.uid,
      actorUid: me.uid,
      action: active ? 'centre.reactivated' : 'centre.deactivated',
      subject: `centre:${id}`,
      at,
    });
    return withInvite(tx, updated);
  });
}

/**
 * Replaces the centre's invite code: the old one stops working at once. A centre that is not
 * active has no code to replace: it gets a new one when it is reactivated.
 */
export async function replaceInviteCode(
  deps: BusinessesDeps,
  me: Me,
  id: string,
  expiresInDays: number | null,
): Promise<TCentre> {
  await ownCentre(deps.db, me, id);
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    // The owner first, as deactivating does: a centre closing meanwhile never keeps a live code.
    await lockOwnerPlan(tx, me.uid);
    const centre = await findCentre(tx, id);
    if (!centre) throw noSuchCentre();
    if (!centre.active)
      throw new AppError(ErrorCode.CONFLICT, 'spec.centreRefusals.noCodeWhileInactive');
    await revokeInviteCodes(tx, id, at);
    const invite = await issueInviteCode(tx, id, at, expiresInDays);
    await recordAuditEvent(tx, {
      ownerUid: me.uid,
      actorUid: me.uid,
      action: 'invite_code.replaced',
      subject: `centre:${id}`,
      data: { expires_at: invite.expiresAt?.toISOString() ?? null },
      at,
    });
    return toCentre(centre, invite);
  });
}

/**
 * The centre an invite code lets a person join. Unknown, replaced, expired and deactivated codes
 * all get the same answer, so guessing learns nothing but "no".
 */
export async function validateInviteCode(
  deps: BusinessesDeps,
  typed: string,
): Promise<TValidateInviteResponse['data']> {
  const centre = await findCentreByLiveCode(deps.db, normaliseInviteCode(typed), deps.now());
  if (!centre) throw inviteInvalid();
  return { owner_uid: centre.ownerUid, business_id: centre.id, business_name: centre.name };
}
