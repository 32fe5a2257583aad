import { kindOf } from './codes.ts';
import { actionLink, issueCode } from './codes.service.ts';
import type { AuthContext } from './context.ts';
import type { AuthDatabase } from './db.ts';
import { AuthApiError, emailExists } from './errors.ts';
import { recoveryMail } from './mail.ts';
import type { Metadata, UserRow } from './schema.ts';
import { toUserJson, type UserJson } from './user-json.ts';
import { mergeMetadata } from './user-rules.ts';
import { findUserByEmail, findUserByIdForUpdate, updateUserRow } from './users.repo.ts';
import { assertValidEmail, normalizeEmail } from './validation.ts';

const LINK_TYPES = ['recovery', 'magiclink', 'signup'] as const;
type LinkType = (typeof LINK_TYPES)[number];
const isLinkType = (type: string): type is LinkType =>
  (LINK_TYPES as readonly string[]).includes(type);

export interface GenerateLinkInput {
  type: string;
  email: string;
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
 * POST /admin/generate_link. Unlike GoTrue, an unknown email is a 404 for every type: users are
 * only created through POST /admin/users. `signup` serves an existing unconfirmed user and merges
 * `data` into its metadata, as GoTrue does; `recovery` and `magiclink` ignore `data`.
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

  const issued = await ctx.db.transaction(async (tx) => {
    const found = await findUserByEmail(tx, email);
    if (!found) throw new AuthApiError(404, 'user_not_found', 'User with this email not found');
    if (type === 'signup' && found.emailConfirmedAt) throw emailExists();
    const user =
      type === 'signup' && input.data
        ? await mergeUserData(tx, found, input.data, ctx.now())
        : found;
    return issueCode(ctx, tx, user, kindOf(type));
  });

  return {
    ...toUserJson(issued.user),
    action_link: actionLink(ctx, issued.linkToken, type, redirectTo),
    email_otp: issued.otp,
    hashed_token: issued.linkToken,
    verification_type: type,
    redirect_to: redirectTo,
  };
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
