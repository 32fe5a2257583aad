import { randomBytes } from 'node:crypto';
import { AuthApiError, validationFailed } from './errors.ts';
import { passwordHashOptions } from './password-cost.ts';
import { runPasswordTask } from './password-pool.ts';

// GoTrue hashes with bcrypt, which only reads 72 bytes; it rejects longer passwords instead of
// silently truncating them. Argon2 has no such limit, but keeping the rule means a password this
// service accepts is also accepted if the product moves to a real Supabase project.
const MAX_PASSWORD_BYTES = 72;

/** argon2id at the cost of password-cost.ts (the library's defaults, outside test suites). */
export async function hashPassword(password: string): Promise<string> {
  return String(await runPasswordTask({ op: 'hash', password, options: passwordHashOptions() }));
}

/**
 * A hash of a random secret, verified against when the email is unknown or the account has no
 * password, so "no such user" costs as long as "wrong password" and the two cannot be told apart.
 */
export function createDummyHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
  dummyHash: string,
): Promise<boolean> {
  const hash = storedHash ?? dummyHash;
  const matches = (await runPasswordTask({ op: 'verify', hash, password })) === true;
  return matches && storedHash != null;
}

export function weakPasswordMessage(minLength: number): string {
  return `Password should be at least ${minLength} characters.`;
}

export function isTooShort(password: string, minLength: number): boolean {
  // Count code points, not UTF-16 units, so an emoji is one character as a user would expect.
  return [...password].length < minLength;
}

/** Throws the GoTrue error for a password that may not be set. */
export function assertAcceptablePassword(password: string, minLength: number): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if (isTooShort(password, minLength)) {
    throw new AuthApiError(422, 'weak_password', weakPasswordMessage(minLength), {
      weak_password: { reasons: ['length'] },
    });
  }
}
