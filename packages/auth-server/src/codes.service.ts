import {
  CODE_TTL_SECONDS,
  RESEND_GAP_SECONDS,
  linkTokenFor,
  newEmailOtp,
  storedHashOf,
  type VerifyType,
} from './codes.ts';
import { saveCode } from './codes.repo.ts';
import type { AuthContext } from './context.ts';
import type { AuthDatabase } from './db.ts';
import { AuthApiError } from './errors.ts';
import type { CodeKind, UserRow } from './schema.ts';
import { findUserById, markCodeSent } from './users.repo.ts';

export interface IssuedCode {
  user: UserRow;
  otp: string;
  /** The `hashed_token` of the link; only its SHA-256 is stored. */
  linkToken: string;
}

/**
 * Issues a one-time code of this kind to the user, replacing any pending one, at most once per
 * resend gap (429 over_email_send_rate_limit). Call inside a transaction.
 */
export async function issueCode(
  ctx: AuthContext,
  db: AuthDatabase,
  user: UserRow,
  kind: CodeKind,
): Promise<IssuedCode> {
  const at = ctx.now();
  const marked = await markCodeSent(db, {
    userId: user.id,
    kind,
    at,
    gapSeconds: RESEND_GAP_SECONDS,
  });
  if (!marked) throw await resendTooSoon(db, user.id, kind, at);

  const otp = newEmailOtp();
  const linkToken = linkTokenFor(marked.email, otp);
  await saveCode(db, {
    userId: marked.id,
    kind,
    tokenHash: storedHashOf(linkToken),
    at,
    expiresAt: new Date(at.getTime() + CODE_TTL_SECONDS * 1000),
  });
  return { user: marked, otp, linkToken };
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

async function resendTooSoon(
  db: AuthDatabase,
  userId: string,
  kind: CodeKind,
  at: Date,
): Promise<AuthApiError> {
  const user = await findUserById(db, userId);
  const sentAt = kind === 'recovery' ? user?.recoverySentAt : user?.confirmationSentAt;
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
