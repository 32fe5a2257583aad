import { voidCodes } from './codes.service.ts';
import type { AuthContext } from './context.ts';
import { isUniqueViolation } from './db.ts';
import { queueEmailChangeMails, startEmailChange } from './email-change.service.ts';
import { AuthApiError, badRequest, emailExists, forbidden } from './errors.ts';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords.ts';
import type { Metadata, SessionRow, UserRow } from './schema.ts';
import { deleteUserSessions } from './sessions.repo.ts';
import type { UserJson } from './user-json.ts';
import { userJson } from './user-view.ts';
import { mergeMetadata } from './user-rules.ts';
import type { NewUser } from './users.repo.ts';
import { findUserByEmail, findUserByIdForUpdate, updateUserRow } from './users.repo.ts';
import { assertValidEmail, normalizeEmail } from './validation.ts';

// A session opened by a recovery link may set a password without the current one this long.
const RECOVERY_SESSION_SECONDS = 600;
const CURRENT_PASSWORD_MESSAGE = 'Current password required when setting new password.';

export interface UpdateOwnUserInput {
  email?: string | undefined;
  password?: string | undefined;
  current_password?: string | undefined;
  data?: Metadata | null | undefined;
  app_metadata?: Metadata | null | undefined;
  /** Where the email change links land (already checked against the allow list). */
  redirectTo: string;
}

/**
 * PUT /user for the signed-in user. A new password needs the current one (ASVS 6.2.3) unless the
 * session came from a recovery link minutes ago or the account has no password yet; it ends every
 * other session and voids pending codes. A new email only starts a change (see
 * email-change.service.ts); the user answered still has the old one, with `new_email` pending.
 */
export async function updateOwnUser(
  ctx: AuthContext,
  caller: { user: UserRow; session: SessionRow },
  input: UpdateOwnUserInput,
): Promise<{ user: UserJson; mailDropped: boolean }> {
  const { user, session } = caller;
  const email = input.email ? normalizeEmail(input.email) : undefined;
  if (email !== undefined) assertValidEmail(email);
  if (input.password !== undefined) assertAcceptablePassword(input.password, ctx.passwordMinLength);
  if (input.app_metadata != null) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  }
  const newEmail = email !== undefined && email !== user.email ? email : undefined;
  if (newEmail !== undefined && (await findUserByEmail(ctx.db, newEmail))) throw emailExists();
  const encryptedPassword =
    input.password === undefined ? undefined : await checkedPasswordHash(ctx, caller, input);

  const at = ctx.now();
  try {
    const result = await ctx.db.transaction(async (tx) => {
      const locked = await findUserByIdForUpdate(tx, user.id);
      if (!locked) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
      // The current password was checked against this hash; a concurrent change voids the check.
      if (encryptedPassword !== undefined && locked.encryptedPassword !== user.encryptedPassword) {
        throw new AuthApiError(409, 'conflict', 'The password changed meanwhile; try again.');
      }
      const patch: Partial<NewUser> = { updatedAt: at };
      if (input.data) patch.rawUserMetaData = mergeMetadata(locked.rawUserMetaData, input.data);
      if (encryptedPassword !== undefined) {
        patch.encryptedPassword = encryptedPassword;
        // Codes predate the new password, and so does any email change: changing the password
        // is how the mails tell a user to stop a change they did not ask for.
        await voidCodes(tx, user.id);
        await deleteUserSessions(tx, user.id, session.id);
      }
      const updated = await updateUserRow(tx, user.id, patch);
      if (!updated) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
      const started =
        newEmail === undefined ? undefined : await startEmailChange(tx, updated, newEmail, at);
      return { user: started?.user ?? updated, started };
    });
    // The change is saved either way; with the queue full the user asks again after the gap.
    const mailDropped =
      result.started !== undefined && !queueEmailChangeMails(ctx, result.started, input.redirectTo);
    return { user: await userJson(ctx.db, result.user), mailDropped };
  } catch (error) {
    if (isUniqueViolation(error)) throw emailExists();
    throw error;
  }
}

async function checkedPasswordHash(
  ctx: AuthContext,
  { user, session }: { user: UserRow; session: SessionRow },
  input: UpdateOwnUserInput,
): Promise<string> {
  const password = input.password ?? '';
  if (user.encryptedPassword !== null) {
    if (!isFreshRecoverySession(session, ctx.now())) {
      if (!input.current_password) {
        throw badRequest('current_password_required', CURRENT_PASSWORD_MESSAGE);
      }
      const current = await verifyPassword(
        user.encryptedPassword,
        input.current_password,
        ctx.dummyHash,
      );
      if (!current) throw badRequest('current_password_invalid', CURRENT_PASSWORD_MESSAGE);
    }
    if (await verifyPassword(user.encryptedPassword, password, ctx.dummyHash)) {
      throw new AuthApiError(
        422,
        'same_password',
        'New password should be different from the old password.',
      );
    }
  }
  return hashPassword(password);
}

function isFreshRecoverySession(session: SessionRow, now: Date): boolean {
  const age = now.getTime() - session.createdAt.getTime();
  return session.authMethod === 'recovery' && age <= RECOVERY_SESSION_SECONDS * 1000;
}
