import { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH } from './constants.ts';
import { validation } from './messages.ts';

export type PasswordProblem = { code: 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG'; message: string };

/** The password policy, shared by the forms and the server. Null when the password is acceptable. */
export function passwordProblem(password: string): PasswordProblem | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    return { code: 'PASSWORD_TOO_SHORT', message: validation.passwordTooShort };
  }
  if (new TextEncoder().encode(password).byteLength > PASSWORD_MAX_BYTES) {
    return { code: 'PASSWORD_TOO_LONG', message: validation.passwordTooLong };
  }
  return null;
}

/** SPEC §5: a sign-in identifier containing @ is an email, anything else a username. */
export function identifierType(identifier: string): 'email' | 'username' {
  return identifier.includes('@') ? 'email' : 'username';
}

/** C0 controls and DEL: invisible in a form, and PostgreSQL refuses NUL in text outright. */
export function hasControlCharacters(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
