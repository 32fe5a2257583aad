import { createHash, randomInt } from 'node:crypto';
import type { CodeKind } from './schema.ts';

export const CODE_TTL_SECONDS = 600; // ASVS 6.5.5: a one-time code lives at most 10 minutes.
export const RESEND_GAP_SECONDS = 60; // GoTrue's SMTP_MAX_FREQUENCY default.
export const MAX_FAILED_OTP_ATTEMPTS = 5;

/** The verification types this service redeems; each maps to the kind of code it accepts. */
export type VerifyType = 'recovery' | 'magiclink' | 'signup' | 'email';
export const VERIFY_TYPES: readonly string[] = ['recovery', 'magiclink', 'signup', 'email'];

export const isVerifyType = (type: string): type is VerifyType => VERIFY_TYPES.includes(type);
export const kindOf = (type: VerifyType): CodeKind => (type === 'recovery' ? 'recovery' : 'email');

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
