import { textLimits, textProblem } from '@vh/contracts';
import type { z } from 'zod';
import { en } from 'zod/locales';
import { validationFailed } from './errors.ts';

// GoTrue's own pattern: ASCII only, which also keeps lower-casing unambiguous.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
export const MAX_EMAIL_LENGTH = 255;

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

/**
 * zod's own English: the stand-in answers as it always has, whatever words the product gives zod's
 * messages for its own requests (@vh/contracts' zod-words.ts sets them for the whole process).
 */
export const ZOD_WORDS = { error: en().localeError };

/** Parses a request part with zod; a mismatch is a 400 validation_failed naming the field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input, ZOD_WORDS);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  if (!issue) throw validationFailed('Invalid request');
  const field = issue.path.map(String).join('.');
  throw validationFailed(field ? `${field}: ${issue.message}` : issue.message);
}

// A request body nests user_metadata a level or two down; anything deeper than its own cap plus
// that is refused whole, before any code (JSON.stringify included) recurses into it.
const MAX_INPUT_DEPTH = textLimits.jsonMaxDepth + 3;

/**
 * Why a parsed body or query cannot be taken at all, or null: a string or key holding NUL or a
 * lone surrogate (PostgreSQL text and UTF-8 cannot hold them), or nesting past MAX_INPUT_DEPTH.
 * Iterative, so a 10,000-deep document cannot overflow the stack. Field rules (lengths, the
 * metadata caps) are checked by each route's schema afterwards.
 */
export function inputProblem(value: unknown): string | null {
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { node, depth } = item;
    if (typeof node === 'string') {
      if (!isStorableSecret(node)) return 'Text must not contain NUL or broken characters';
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return `Nested more than ${MAX_INPUT_DEPTH} levels deep`;
    for (const [key, child] of Object.entries(node)) {
      if (!isStorableSecret(key)) return 'Text must not contain NUL or broken characters';
      stack.push({ node: child, depth: depth + 1 });
    }
  }
  return null;
}

/** The rule of the shared ZSecret: any character but NUL and lone surrogates. */
function isStorableSecret(text: string): boolean {
  return !text.includes('\0') && textProblem(text, { multiline: true }) !== 'surrogate';
}
