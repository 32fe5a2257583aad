import {
  CODE_TTL_SECONDS,
  RESEND_GAP_SECONDS,
  linkTokenFor,
  newEmailOtp,
  storedHashOf,
  type VerifyType,
} from './codes.ts';
import { deleteUserCodes, saveCode } from './codes.repo.ts';
import type { AuthContext } from './context.ts';
import type { AuthDatabase } from './db.ts';
import { AuthApiError } from './errors.ts';
import type { CodeKind, UserRow } from './schema.ts';
import { clearEmailChange, findUserById, markCodeSent } from './users.repo.ts';

export interface NewCode {
  otp: string;
  /** The `hashed_token` of the link; only its SHA-256 is stored. */
  linkToken: string;
}

export interface IssuedCode extends NewCode {
  user: UserRow;
}

/**
 * Issues a one-time code of this kind to the user, replacing any pending one, at most once per
 * resend gap (429 over_email_send_rate_limit). Call inside a transaction.
 */
export async function issueCode(
  ctx: AuthContext,
  db: AuthDatabase,
  user: UserRow,
  kind: 'recovery' | 'email',
): Promise<IssuedCode> {
  const at = ctx.now();
  const marked = await markCodeSent(db, {
    userId: user.id,
    kind,
    at,
    gapSeconds: RESEND_GAP_SECONDS,
  });
  if (!marked) {
    const sentAt = (await findUserById(db, user.id))?.[
      kind === 'recovery' ? 'recoverySentAt' : 'confirmationSentAt'
    ];
    throw resendTooSoon(sentAt, at);
  }
  return { user: marked, ...(await saveNewCode(db, marked.id, kind, marked.email, at)) };
}

/**
 * Creates a code of this kind for a message to `address` (the token is bound to it, as GoTrue's
 * is) and stores its hash, replacing the user's pending code of that kind.
 */
export async function saveNewCode(
  db: AuthDatabase,
  userId: string,
  kind: CodeKind,
  address: string,
  at: Date,
): Promise<NewCode> {
  const otp = newEmailOtp();
  const linkToken = linkTokenFor(address, otp);
  await saveCode(db, {
    userId,
    kind,
    tokenHash: storedHashOf(linkToken),
    at,
    expiresAt: new Date(at.getTime() + CODE_TTL_SECONDS * 1000),
  });
  return { otp, linkToken };
}

/**
 * Voids every pending code of the user and the email change they belong to: they went to an
 * address that is no longer the account's, or predate a new password.
 */
export async function voidCodes(db: AuthDatabase, userId: string): Promise<void> {
  await deleteUserCodes(db, userId);
  await clearEmailChange(db, userId);
}

/** The link a user follows: GET /verify, which redeems the code and redirects with a session. */
export function actionLink(
  ctx: AuthContext,
  linkToken: string,
  type: VerifyType,
  redirectTo: string,
): string {
  const query = new URLSearchParams({ token: linkToken, type, redirect_to: redirectTo });
  return `${ctx.issuer}/verify?${query.toString()}`;
}

/** GoTrue's answer within the resend gap, counting the seconds left since `sentAt`. */
export function resendTooSoon(sentAt: Date | null | undefined, at: Date): AuthApiError {
  const left = sentAt
    ? Math.ceil((sentAt.getTime() + RESEND_GAP_SECONDS * 1000 - at.getTime()) / 1000)
    : RESEND_GAP_SECONDS;
  const seconds = Math.min(RESEND_GAP_SECONDS, Math.max(1, left));
  return new AuthApiError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${seconds} seconds.`,
  );
}
