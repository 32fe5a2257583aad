import { RESEND_GAP_SECONDS } from './codes.ts';
import { deleteUserCodes } from './codes.repo.ts';
import { actionLink, resendTooSoon, saveNewCode } from './codes.service.ts';
import type { AuthContext } from './context.ts';
import type { AuthDatabase } from './db.ts';
import { emailChangeCurrentMail, emailChangeNewMail } from './mail.ts';
import type { UserRow } from './schema.ts';
import { markEmailChangeSent, updateUserRow } from './users.repo.ts';

/** GoTrue's answer when the first of the two links has been opened. */
export const FIRST_CONFIRMATION_MESSAGE =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

export interface StartedEmailChange {
  user: UserRow;
  /** Link token mailed to the current address. */
  currentToken: string;
  /** Link token mailed to the new address. */
  newToken: string;
}

/**
 * Starts a secure email change (GoTrue's default): the sign-in email stays as it is until links
 * mailed to both the current and the new address are opened, so a stolen session alone cannot
 * move the account. Replaces any pending change; at most one per resend gap (429). Call inside a
 * transaction, on the locked user row.
 */
export async function startEmailChange(
  db: AuthDatabase,
  user: UserRow,
  newEmail: string,
  at: Date,
): Promise<StartedEmailChange> {
  const marked = await markEmailChangeSent(db, {
    userId: user.id,
    newEmail,
    at,
    gapSeconds: RESEND_GAP_SECONDS,
  });
  if (!marked) throw resendTooSoon(user.emailChangeSentAt, at);
  const current = await saveNewCode(db, user.id, 'email_change_current', marked.email, at);
  const next = await saveNewCode(db, user.id, 'email_change_new', newEmail, at);
  return { user: marked, currentToken: current.linkToken, newToken: next.linkToken };
}

/**
 * Queues the two messages after the answer, as POST /recover does; false when the queue is full.
 * Each is its own task, so a failure to reach one address does not hold back the other.
 */
export function queueEmailChangeMails(
  ctx: AuthContext,
  started: StartedEmailChange,
  redirectTo: string,
): boolean {
  const { sendMail } = ctx;
  const { email, emailChange } = started.user;
  if (!sendMail || emailChange === null) return true;
  const change = { from: email, to: emailChange };
  const currentLink = actionLink(ctx, started.currentToken, 'email_change', redirectTo);
  const newLink = actionLink(ctx, started.newToken, 'email_change', redirectTo);
  return (
    ctx.background.push(() => sendMail(emailChangeCurrentMail(change, currentLink))) &&
    ctx.background.push(() => sendMail(emailChangeNewMail(change, newLink)))
  );
}

/**
 * Records that one of the two links was opened. The first only counts (undefined); the second
 * completes the change: the new address becomes the sign-in email, confirmed, and every pending
 * code is voided (they went to the old address), and the caller opens a session. A unique violation means the address was taken
 * meanwhile. Call inside a transaction, on the locked user row.
 */
export async function confirmEmailChange(
  db: AuthDatabase,
  user: UserRow & { emailChange: string },
  at: Date,
): Promise<UserRow | undefined> {
  if (user.emailChangeConfirmStatus === 0) {
    await updateUserRow(db, user.id, { emailChangeConfirmStatus: 1, updatedAt: at });
    return undefined;
  }
  const changed = await updateUserRow(db, user.id, {
    email: user.emailChange,
    emailConfirmedAt: at,
    emailChange: null,
    emailChangeSentAt: null,
    emailChangeConfirmStatus: 0,
    lastSignInAt: at,
    updatedAt: at,
  });
  await deleteUserCodes(db, user.id);
  return changed;
}
