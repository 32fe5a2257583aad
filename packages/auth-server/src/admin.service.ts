import { randomUUID } from 'node:crypto';
import type { AuthContext } from './context.ts';
import { parseGoDuration } from './durations.ts';
import { AuthApiError, validationFailed } from './errors.ts';
import { assertAcceptablePassword, hashPassword } from './passwords.ts';
import type { Metadata } from './schema.ts';
import { toUserJson, type UserJson } from './user-json.ts';
import { mergeMetadata } from './user-rules.ts';
import { deleteUserById, findUserById, insertUser } from './users.repo.ts';
import { assertValidEmail, isUuid, normalizeEmail } from './validation.ts';

export interface CreateUserInput {
  email: string;
  password?: string | undefined;
  email_confirm?: boolean | undefined;
  user_metadata?: Metadata | undefined;
  app_metadata?: Metadata | undefined;
  ban_duration?: string | undefined;
}

const DEFAULT_APP_METADATA: Metadata = { provider: 'email', providers: ['email'] };

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
  if (!created) {
    throw new AuthApiError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    );
  }
  return toUserJson(created);
}

export async function getUser(ctx: AuthContext, id: string): Promise<UserJson> {
  const user = isUuid(id) ? await findUserById(ctx.db, id) : undefined;
  if (!user) throw userNotFound();
  return toUserJson(user);
}

/** Deletes the user and, by cascade, its sessions and refresh tokens. */
export async function deleteUser(ctx: AuthContext, id: string): Promise<void> {
  const deleted = isUuid(id) && (await deleteUserById(ctx.db, id));
  if (!deleted) throw userNotFound();
}

function userNotFound() {
  return new AuthApiError(404, 'user_not_found', 'User not found');
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
