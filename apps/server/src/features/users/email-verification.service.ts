import {
  ErrorCode,
  type TConfirmEmailRequest,
  type TProfile,
  type TSendVerificationRequest,
} from '@vh/contracts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { verificationMail } from '../../mail/templates.ts';
import { toProfile } from './users.dto.ts';
import { updateProfileRow } from './users.repo.ts';
import { assertSelfOrOperator, type CallerOf, type UsersDeps } from './users.service.ts';

function selfOnly(caller: CallerOf, uid: string): void {
  // Even an operator may not verify someone else's address: only its owner can prove it.
  assertSelfOrOperator({ ...caller, isOperator: false }, uid);
}

/** Mails the caller a link to /dashboard?token=…&redirect=…, made on the server (no admin key in browsers). */
export async function sendVerificationEmail(
  deps: UsersDeps,
  caller: CallerOf,
  uid: string,
  input: TSendVerificationRequest,
): Promise<void> {
  selfOnly(caller, uid);
  const token = await deps.auth.generateLinkToken('magiclink', caller.profile.email);
  const url = new URL('/dashboard', deps.publicUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('redirect', input.redirect ?? '/dashboard');
  await deps.mailer.send(
    verificationMail(caller.profile.email, caller.profile.firstName, url.toString()),
  );
}

export async function confirmEmail(
  deps: UsersDeps,
  caller: CallerOf,
  uid: string,
  input: TConfirmEmailRequest,
): Promise<TProfile> {
  selfOnly(caller, uid);
  await deps.auth.redeemLinkToken('magiclink', input.token, async (session) => {
    if (session.userId !== uid) {
      throw new AppError(ErrorCode.EMAIL_LINK_INVALID, 'errors.users.linkForAnotherAccount');
    }
    return Promise.resolve();
  });
  const row = await updateProfileRow(deps.db, uid, { confirmEmail: true });
  if (!row) throw notFound('errors.users.noSuchUser');
  return toProfile(row);
}
