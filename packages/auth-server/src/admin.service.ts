import { randomUUID } from 'node:crypto';
import { voidCodes } from './codes.service.ts';
import type { AuthContext } from './context.ts';
import { isUniqueViolation } from './db.ts';
import { parseGoDuration } from './durations.ts';
import { emailExists, userNotFound, validationFailed } from './errors.ts';
import { assertAcceptablePassword, hashPassword } from './passwords.ts';
import type { Metadata } from './schema.ts';
import { deleteUserSessions } from './sessions.repo.ts';
import type { UserJson } from './user-json.ts';
import { userJson, userJsons } from './user-view.ts';
import { DEFAULT_APP_METADATA, mergeMetadata } from './user-rules.ts';
import {
  deleteUserById,
  findUserById,
  findUserByIdForUpdate,
  insertUser,
  listUsers as listUserRows,
  updateUserRow,
  type NewUser,
} from './users.repo.ts';
import { assertValidEmail, isUuid, normalizeEmail } from './validation.ts';

export interface CreateUserInput {
  email: string;
  password?: string | undefined;
  email_confirm?: boolean | undefined;
  user_metadata?: Metadata | undefined;
  app_metadata?: Metadata | undefined;
  ban_duration?: string | undefined;
}

export async function createUser(ctx: AuthContext, input: CreateUserInput): Promise<UserJson> {
  const email = normalizeEmail(input.email);
  assertValidEmail(email);
  if (input.password !== undefined) assertAcceptablePassword(input.password, ctx.passwordMinLength);
  const now = ctx.now();
  const bannedUntil = banEnd(input.ban_duration, now);

  // Without a password the account exists but cannot sign in with one (as GoTrue's invite).
  const encryptedPassword =
    input.password === undefined ? null : await hashPassword(input.password);
  const created = await insertUser(ctx.db, {
    id: randomUUID(),
    email,
    encryptedPassword,
    emailConfirmedAt: input.email_confirm ? now : null,
    rawAppMetaData: mergeMetadata(DEFAULT_APP_METADATA, input.app_metadata ?? {}),
    rawUserMetaData: input.user_metadata ?? {},
    bannedUntil,
    createdAt: now,
    updatedAt: now,
  });
  if (!created) throw emailExists();
  return userJson(ctx.db, created);
}

export type UpdateUserInput = Partial<CreateUserInput>;

/**
 * PUT /admin/users/{id}. Metadata merges shallowly (null removes a key) as in GoTrue. A new email
 * applies at once and is unconfirmed unless `email_confirm` is true; `email_confirm: false` leaves
 * the state alone. A new password ends every session of the user. A ban keeps the sessions, but
 * refresh and every authenticated call refuse a banned user.
 */
export async function updateUser(
  ctx: AuthContext,
  id: string,
  input: UpdateUserInput,
): Promise<UserJson> {
  if (!isUuid(id)) throw userNotFound();
  const email = input.email === undefined ? undefined : normalizeEmail(input.email);
  if (email !== undefined) assertValidEmail(email);
  if (input.password !== undefined) assertAcceptablePassword(input.password, ctx.passwordMinLength);
  const now = ctx.now();
  const bannedUntil =
    input.ban_duration === undefined ? undefined : banEnd(input.ban_duration, now);
  const encryptedPassword =
    input.password === undefined ? undefined : await hashPassword(input.password);

  try {
    return await ctx.db.transaction(async (tx) => {
      const user = await findUserByIdForUpdate(tx, id);
      if (!user) throw userNotFound();
      const patch: Partial<NewUser> = { updatedAt: now };
      const newEmail = email !== undefined && email !== user.email ? email : undefined;
      if (newEmail !== undefined) Object.assign(patch, { email: newEmail, emailConfirmedAt: null });
      if (input.email_confirm) patch.emailConfirmedAt = user.emailConfirmedAt ?? now;
      if (encryptedPassword !== undefined) patch.encryptedPassword = encryptedPassword;
      if (input.user_metadata) {
        patch.rawUserMetaData = mergeMetadata(user.rawUserMetaData, input.user_metadata);
      }
      if (input.app_metadata) {
        patch.rawAppMetaData = mergeMetadata(user.rawAppMetaData, input.app_metadata);
      }
      if (bannedUntil !== undefined) patch.bannedUntil = bannedUntil;
      // Codes went to the old address or predate the new password; a pending email change
      // is superseded by the admin's. Voided first, so the row returned shows it gone.
      if (newEmail !== undefined || encryptedPassword !== undefined) await voidCodes(tx, id);
      const updated = await updateUserRow(tx, id, patch);
      if (!updated) throw userNotFound();
      if (encryptedPassword !== undefined) await deleteUserSessions(tx, id);
      return userJson(tx, updated);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailExists();
    throw error;
  }
}

/** GET /admin/users: a page of users, as GoTrue lists them, with the total for the Link header. */
export async function listUsers(
  ctx: AuthContext,
  page: number,
  perPage: number,
): Promise<{ users: UserJson[]; total: number }> {
  const { rows, total } = await listUserRows(ctx.db, page, perPage);
  return { users: await userJsons(ctx.db, rows), total };
}

export async function getUser(ctx: AuthContext, id: string): Promise<UserJson> {
  const user = isUuid(id) ? await findUserById(ctx.db, id) : undefined;
  if (!user) throw userNotFound();
  return userJson(ctx.db, user);
}

/** Deletes the user and, by cascade, its sessions and refresh tokens. */
export async function deleteUser(ctx: AuthContext, id: string): Promise<void> {
  const deleted = isUuid(id) && (await deleteUserById(ctx.db, id));
  if (!deleted) throw userNotFound();
}

// `ban_duration` is a Go duration ("24h") or "none"; the ban runs from now.
function banEnd(banDuration: string | undefined, now: Date): Date | null {
  if (banDuration === undefined || banDuration === 'none') return null;
  const ms = parseGoDuration(banDuration);
  const end = ms === undefined ? undefined : new Date(now.getTime() + ms);
  if (!end || Number.isNaN(end.getTime())) {
    throw validationFailed(`invalid format for ban duration: ${banDuration}`);
  }
  return end;
}
