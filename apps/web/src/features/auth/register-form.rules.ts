import {
  fillInField,
  fillInFieldNames,
  passwordProblem,
  toasts,
  validation,
  ZEmail,
  ZRegisterRequest,
  ZUsername,
  type TRegisterRequest,
} from '@vh/contracts';
import type { z } from 'zod';

// The free sign-up form's rules (SPEC §5), kept apart from the component so they read as a list.
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

// The contract's own field schemas, so the form and the server agree on every limit.
const { first_name: ZFirstName, last_name: ZLastName } = ZRegisterRequest.shape;

export const registerRules = {
  firstName: (value: string) => firstIssue(ZFirstName, value),
  lastName: (value: string) => firstIssue(ZLastName, value),
  username: (value: string) => firstIssue(ZUsername, value),
  email: (value: string) => firstIssue(ZEmail, value),
  password: (value: string) =>
    value.trim() ? (passwordProblem(value.trim())?.message ?? null) : validation.passwordRequired,
  confirmPassword: (value: string, values: RegisterValues) =>
    value.trim() === values.password.trim() ? null : validation.passwordsDoNotMatch,
};

/** Fields whose emptiness the failed-submit toast reports, in the order SPEC §5 names them. */
const requiredInOrder = ['firstName', 'lastName', 'username', 'email', 'password'] as const;

/**
 * The toast for a submit that failed validation: the first missing field, else a password
 * mismatch. Null when only format errors remain; those show inline.
 */
export function failedSubmitToast(values: RegisterValues): string | null {
  const missing = requiredInOrder.find((field) => !values[field].trim());
  if (missing) return fillInField(fillInFieldNames[missing]);
  if (values.password.trim() !== values.confirmPassword.trim()) {
    return toasts.yourPasswordsDoNotMatch;
  }
  return null;
}

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
