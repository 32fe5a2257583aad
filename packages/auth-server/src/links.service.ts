import { EMAIL_CHANGE_KINDS, type VerifyType } from './codes.ts';
import { deleteCodes } from './codes.repo.ts';
import { actionLink, issueCode, saveNewCode, type IssuedCode } from './codes.service.ts';
import type { AuthContext } from './context.ts';
import type { AuthDatabase } from './db.ts';
import { AuthApiError, emailExists } from './errors.ts';
import { recoveryMail } from './mail.ts';
import type { Metadata, UserRow } from './schema.ts';
import type { UserJson } from './user-json.ts';
import { userJson } from './user-view.ts';
import { insertSignupUser, prepareSignupPassword } from './signup-user.ts';
import { mergeMetadata } from './user-rules.ts';
import { findUserByEmail, findUserByIdForUpdate, updateUserRow } from './users.repo.ts';
import { assertValidEmail, normalizeEmail } from './validation.ts';

const LINK_TYPES = [
  'recovery',
  'magiclink',
  'signup',
  'email_change_current',
  'email_change_new',
] as const;
type LinkType = (typeof LINK_TYPES)[number];
const isLinkType = (type: string): type is LinkType =>
  (LINK_TYPES as readonly string[]).includes(type);

export interface GenerateLinkInput {
  type: string;
  email: string;
  /** The password of the account a `signup` link creates; ignored for an existing one. */
  password?: string | undefined;
  /** The address an email_change_* link moves the account to. */
  new_email?: string | undefined;
  data?: Metadata | null | undefined;
  redirectTo?: string | undefined;
}

/** The user flattened with the link's properties, which auth-js splits into {properties, user}. */
export type GenerateLinkJson = UserJson & {
  action_link: string;
  email_otp: string;
  hashed_token: string;
  verification_type: LinkType;
  redirect_to: string;
};

/**
 * POST /admin/generate_link. `signup` for an unknown email creates the unconfirmed user with
 * `password`, and for an unconfirmed one merges `data` into its metadata, as GoTrue does (422
 * email_exists once confirmed). Unlike GoTrue, an unknown email is a 404 for the other types,
 * `magiclink` included; `recovery` and `magiclink` ignore `data`. The email_change_* types give
 * one of an email change's two links (see issueEmailChangeCode).
 */
export async function generateLink(
  ctx: AuthContext,
  input: GenerateLinkInput,
): Promise<GenerateLinkJson> {
  const { type } = input;
  if (!isLinkType(type)) throw new AuthApiError(422, 'validation_failed', 'unsupported link type');
  const email = normalizeEmail(input.email);
  assertValidEmail(email);
  const redirectTo = ctx.redirects.resolve(input.redirectTo);
  const newEmail = emailChangeTarget(type, input.new_email, email);
  if (newEmail !== undefined && (await findUserByEmail(ctx.db, newEmail))) throw emailExists();
  const signupPassword =
    type === 'signup' ? await prepareSignupPassword(ctx, email, input.password) : undefined;

  const issued = await ctx.db.transaction(async (tx) => {
    const found =
      (await findUserByEmail(tx, email)) ??
      (signupPassword && (await insertSignupUser(ctx, tx, email, signupPassword)));
    if (!found) throw new AuthApiError(404, 'user_not_found', 'User with this email not found');
    if (type === 'signup' && found.emailConfirmedAt) throw emailExists();
    if (type === 'email_change_current' || type === 'email_change_new') {
      return issueEmailChangeCode(ctx, tx, found, type, newEmail ?? '');
    }
    const user =
      type === 'signup' && input.data
        ? await mergeUserData(tx, found, input.data, ctx.now())
        : found;
    return issueCode(ctx, tx, user, type === 'recovery' ? 'recovery' : 'email');
  });

  const verifyType: VerifyType =
    type === 'email_change_current' || type === 'email_change_new' ? 'email_change' : type;
  return {
    ...(await userJson(ctx.db, issued.user)),
    action_link: actionLink(ctx, issued.linkToken, verifyType, redirectTo),
    email_otp: issued.otp,
    hashed_token: issued.linkToken,
    verification_type: type,
    redirect_to: redirectTo,
  };
}

/** The normalised new address of an email_change_* link; undefined for the other types. */
function emailChangeTarget(type: LinkType, raw: string | undefined, current: string) {
  if (type !== 'email_change_current' && type !== 'email_change_new') return undefined;
  const newEmail = normalizeEmail(raw ?? '');
  assertValidEmail(newEmail);
  if (newEmail === current) {
    throw new AuthApiError(422, 'validation_failed', 'new_email is the current email address');
  }
  return newEmail;
}

/**
 * One of an email change's two codes, for the admin to deliver. A new address starts a new change;
 * the same address keeps the other kind's code, so generating both links in turn (no resend gap
 * between them: nothing is mailed here) gives the pair the change waits for.
 */
async function issueEmailChangeCode(
  ctx: AuthContext,
  db: AuthDatabase,
  found: UserRow,
  kind: 'email_change_current' | 'email_change_new',
  newEmail: string,
): Promise<IssuedCode> {
  const at = ctx.now();
  const user = (await findUserByIdForUpdate(db, found.id)) ?? found;
  const sameChange = user.emailChange === newEmail;
  if (!sameChange) await deleteCodes(db, user.id, EMAIL_CHANGE_KINDS);
  const updated = await updateUserRow(db, user.id, {
    emailChange: newEmail,
    emailChangeSentAt: at,
    emailChangeConfirmStatus: sameChange ? user.emailChangeConfirmStatus : 0,
  });
  const address = kind === 'email_change_current' ? user.email : newEmail;
  return { user: updated ?? user, ...(await saveNewCode(db, user.id, kind, address, at)) };
}

async function mergeUserData(
  db: AuthDatabase,
  user: UserRow,
  data: Metadata,
  at: Date,
): Promise<UserRow> {
  const locked = await findUserByIdForUpdate(db, user.id);
  if (!locked) return user;
  const merged = mergeMetadata(locked.rawUserMetaData, data);
  return (await updateUserRow(db, user.id, { rawUserMetaData: merged, updatedAt: at })) ?? user;
}

/**
 * POST /recover. Validates the address, then does the rest after the answer, which is the same
 * whether or not an account exists: neither the body nor the time taken tells them apart.
 */
export function requestRecovery(
  ctx: AuthContext,
  input: { email: string; redirectTo?: string | undefined },
): boolean {
  const email = normalizeEmail(input.email);
  assertValidEmail(email);
  const redirectTo = ctx.redirects.resolve(input.redirectTo);
  return ctx.background.push(() => sendRecovery(ctx, email, redirectTo));
}

async function sendRecovery(ctx: AuthContext, email: string, redirectTo: string): Promise<void> {
  let issued;
  try {
    issued = await ctx.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      return user && issueCode(ctx, tx, user, 'recovery');
    });
  } catch (error) {
    // Within the resend gap the earlier message stands; the caller already heard {}.
    if (error instanceof AuthApiError && error.code === 'over_email_send_rate_limit') return;
    throw error;
  }
  if (!issued || !ctx.sendMail) return;
  const link = actionLink(ctx, issued.linkToken, 'recovery', redirectTo);
  await ctx.sendMail(recoveryMail(issued.user.email, link));
}
