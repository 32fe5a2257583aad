import { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH } from './constants.ts';
import { t } from './i18n.ts';

export type PasswordProblem = {
  code: 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG';
  /** The message's catalogue key, for an answer that names it. */
  key: 'spec.validation.passwordTooShort' | 'spec.validation.passwordTooLong';
  message: string;
};

/** The password policy, shared by the forms and the server. Null when the password is acceptable. */
export function passwordProblem(password: string): PasswordProblem | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    const key = 'spec.validation.passwordTooShort';
    return { code: 'PASSWORD_TOO_SHORT', key, message: t(key) };
  }
  if (new TextEncoder().encode(password).byteLength > PASSWORD_MAX_BYTES) {
    const key = 'spec.validation.passwordTooLong';
    return { code: 'PASSWORD_TOO_LONG', key, message: t(key) };
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
