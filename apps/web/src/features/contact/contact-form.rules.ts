import { ZContactRequest, type TContactRequest } from '@vh/contracts';
import type { z } from 'zod';

// The contact form's rules (SPEC §5), taken field by field from the contract the server validates
// with, so the form and POST /api/contact/ never disagree on a message or a limit.

export type ContactValues = {
  name: string;
  company: string;
  email: string;
  subject: string;
  message: string;
};

export type ContactField = keyof ContactValues;

export const CONTACT_FIELDS = [
  'name',
  'company',
  'email',
  'subject',
  'message',
] as const satisfies readonly ContactField[];

export const emptyContactValues: ContactValues = {
  name: '',
  company: '',
  email: '',
  subject: '',
  message: '',
};

function firstIssue(schema: z.ZodType, value: string): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

const fieldSchemas = ZContactRequest.shape;

export const contactRules = {
  name: (value: string) => firstIssue(fieldSchemas.name, value),
  company: (value: string) => firstIssue(fieldSchemas.company, value),
  email: (value: string) => firstIssue(fieldSchemas.email, value),
  subject: (value: string) => firstIssue(fieldSchemas.subject, value),
  message: (value: string) => firstIssue(fieldSchemas.message, value),
} satisfies Record<ContactField, (value: string) => string | null>;

/** The POST /api/contact/ body, through the contract (trims every value). */
export function toContactRequest(values: ContactValues): TContactRequest {
  return ZContactRequest.parse({ ...values, request_type: 'no-auth' });
}

/**
 * The field a server validation message is about. The API words them `field: message`
 * (for example 'email: Valid email is required'); anything else names no field of ours.
 */
export function serverFieldError(message: string): { field: ContactField; message: string } | null {
  const match = /^(\w+): (.+)$/s.exec(message);
  const field = match?.[1];
  const text = match?.[2];
  if (!field || !text || !isContactField(field)) return null;
  return { field, message: text };
}

function isContactField(value: string): value is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(value);
}
