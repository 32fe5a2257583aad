import type { z } from 'zod';
import { validationFailed } from './errors.ts';

// GoTrue's own pattern: ASCII only, which also keeps lower-casing unambiguous.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const MAX_EMAIL_LENGTH = 255;

// Any textual UUID PostgreSQL will parse; anything else must be refused before it reaches a
// query, where it would surface as a server error.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Throws GoTrue's validation error for an email that cannot belong to a new account. */
export function assertValidEmail(email: string): void {
  if (email === '') throw validationFailed('An email address is required');
  if (email.length > MAX_EMAIL_LENGTH) throw validationFailed('An email address is too long');
  if (!EMAIL_PATTERN.test(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
}

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** Parses a request part with zod; a mismatch is a 400 validation_failed naming the field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  if (!issue) throw validationFailed('Invalid request');
  const field = issue.path.map(String).join('.');
  throw validationFailed(field ? `${field}: ${issue.message}` : issue.message);
}
