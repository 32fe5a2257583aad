import { createHash, randomInt } from 'node:crypto';
import type { CodeKind } from './schema.ts';

export const CODE_TTL_SECONDS = 600; // ASVS 6.5.5: a one-time code lives at most 10 minutes.
export const RESEND_GAP_SECONDS = 60; // GoTrue's SMTP_MAX_FREQUENCY default.
export const MAX_FAILED_OTP_ATTEMPTS = 5;

/** The verification types this service redeems, and the kinds of code each accepts. */
export type VerifyType = 'recovery' | 'magiclink' | 'signup' | 'email' | 'email_change';
export const VERIFY_TYPES: readonly string[] = [
  'recovery',
  'magiclink',
  'signup',
  'email',
  'email_change',
];

export const isVerifyType = (type: string): type is VerifyType => VERIFY_TYPES.includes(type);

export const EMAIL_CHANGE_KINDS: readonly CodeKind[] = ['email_change_current', 'email_change_new'];

export function kindsOf(type: VerifyType): readonly CodeKind[] {
  if (type === 'recovery') return ['recovery'];
  if (type === 'email_change') return EMAIL_CHANGE_KINDS;
  return ['email'];
}

/** Six decimal digits from the CSPRNG (ASVS 6.5.3, 6.5.4). */
export function newEmailOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** GoTrue's `hashed_token`: hex SHA-224 of the (normalised) email followed by the OTP. */
export function linkTokenFor(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

/** What the database keeps of a link token: a leaked row must not be usable as a link. */
export function storedHashOf(linkToken: string): string {
  return createHash('sha256').update(linkToken).digest('hex');
}
