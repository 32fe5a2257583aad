import {
  passwordProblem,
  ZEmail,
  ZRegisterRequest,
  ZUsername,
  type MessageKey,
  type TRegisterRequest,
  t,
} from '@vh/contracts';
import type { z } from 'zod';

// The free sign-up form's rules (SPEC §5), kept apart from the component so they read as a list,
// and the pieces the invite form's rules (staff-form.rules.ts) share with them.
//
// Every value is trimmed before it is checked or sent, passwords included: the confirmation is
// compared with the password after trimming (SPEC §5), and sending the trimmed password keeps the
// stored password equal to what was compared. Sign-in trims the same way, so a stray space typed at
// either end never locks anyone out.

export type RegisterValues = {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
};

export const emptyRegisterValues: RegisterValues = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
};

function firstIssue(schema: z.ZodType, value: string): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** A field checked by a contract schema, so the form and the server agree on every limit. */
export const fieldRule = (schema: z.ZodType) => (value: string) => firstIssue(schema, value);

export const passwordRule = (value: string) =>
  value.trim()
    ? (passwordProblem(value.trim())?.message ?? null)
    : t('spec.validation.passwordRequired');

/** The confirmation, compared after trimming; the free and invite forms word the mismatch apart. */
export const confirmationRule =
  (mismatch: 'spec.validation.passwordsDoNotMatch' | 'spec.validation.invitePasswordsDoNotMatch') =>
  (value: string, values: Pick<RegisterValues, 'password'>) =>
    value.trim() === values.password.trim() ? null : t(mismatch);

const { first_name: ZFirstName, last_name: ZLastName } = ZRegisterRequest.shape;

export const registerRules = {
  firstName: fieldRule(ZFirstName),
  lastName: fieldRule(ZLastName),
  username: fieldRule(ZUsername),
  email: fieldRule(ZEmail),
  password: passwordRule,
  confirmPassword: confirmationRule('spec.validation.passwordsDoNotMatch'),
};

/** A field the failed-submit toast may name, with the key of its word in 'Please fill in … field'. */
export type NamedField<K extends string> = readonly [
  field: K,
  word: Extract<MessageKey, `spec.fillInFieldNames.${string}`> | 'auth.register.pinFieldWord',
];

/**
 * The toast for a submit that failed validation: the first missing field of `requiredInOrder`,
 * else a password mismatch. Null when only format errors remain; those show inline.
 */
export function firstMissingToast<K extends string>(
  values: Record<K, string> & Pick<RegisterValues, 'password' | 'confirmPassword'>,
  requiredInOrder: readonly NamedField<K>[],
): string | null {
  const missing = requiredInOrder.find(([field]) => !values[field].trim());
  if (missing) return t('spec.fillInField', { field: t(missing[1]) });
  if (values.password.trim() !== values.confirmPassword.trim()) {
    return t('toasts.yourPasswordsDoNotMatch');
  }
  return null;
}

/** The fields SPEC §5 names in the toast, in its order. */
const requiredInOrder = (['firstName', 'lastName', 'username', 'email', 'password'] as const).map(
  (field) => [field, `spec.fillInFieldNames.${field}`] as const,
);

export const failedSubmitToast = (values: RegisterValues): string | null =>
  firstMissingToast(values, requiredInOrder);

/** The POST /api/users/ body, through the contract (trims, lower-cases the email). */
export function toRegisterRequest(values: RegisterValues): TRegisterRequest {
  return ZRegisterRequest.parse({
    username: values.username,
    first_name: values.firstName,
    last_name: values.lastName,
    email: values.email,
    role: 'OWNER',
    password: values.password.trim(),
  });
}
