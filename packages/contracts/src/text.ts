import { z } from 'zod';
import { validation } from './messages.ts';

/**
 * The one rule set for text that crosses the wire, used by every schema here and by the embedded
 * auth service. PostgreSQL refuses NUL in text, lone surrogates cannot be encoded as UTF-8, and
 * unbounded strings or JSON turn a single request into a CPU or memory bill.
 */
export const textLimits = {
  /** Longest free text a single field takes unless its schema says less. */
  defaultMaxChars: 5000,
  /** Longest secret (password, token) read at all; the password policy itself is far tighter. */
  secretMaxChars: 1024,
  /** Deepest nesting accepted in free-form JSON such as user metadata. */
  jsonMaxDepth: 8,
  /** Largest free-form JSON object, serialised. */
  jsonMaxBytes: 16 * 1024,
  /** Most keys, counted at every level, in free-form JSON. */
  jsonMaxKeys: 200,
} as const;

export type TextProblem = 'control' | 'surrogate';

/**
 * Why a string cannot be stored as text, or null. C0 controls (except tab, and line breaks where
 * `multiline`) and DEL are invisible in a form; NUL in particular is refused by PostgreSQL.
 */
export function textProblem(
  value: string,
  options: { multiline?: boolean } = {},
): TextProblem | null {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) {
      const allowed = code === 0x09 || (options.multiline && (code === 0x0a || code === 0x0d));
      if (!allowed) return 'control';
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return 'surrogate';
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return 'surrogate';
    }
  }
  return null;
}

/** True when the string holds no NUL and no lone surrogate: the bare minimum to reach a database. */
export const isStorableText = (value: string): boolean => {
  const problem = textProblem(value, { multiline: true });
  return problem === null && !value.includes('\0');
};

export const textProblemMessage = (problem: TextProblem): string =>
  problem === 'control' ? validation.controlCharacters : validation.brokenCharacters;

export type TextOptions = {
  /** Longest accepted, in characters (code points) after trimming and NFC. */
  max?: number;
  /** Shortest accepted; with min >= 1 a blank value gets `required`. */
  min?: number;
  /** Message for a missing or blank value. */
  required?: string;
  /** Message for a value over `max`. */
  tooLong?: string;
  /** Line breaks allowed (a message body). */
  multiline?: boolean;
  /** Keep surrounding white space (passwords). */
  raw?: boolean;
};

/**
 * A text field: NFC-normalised, trimmed, bounded and free of control characters and lone
 * surrogates. The length cap is checked on the raw input too, so a 10 MB value is refused before
 * anything is done with it.
 */
export function ZText(options: TextOptions = {}) {
  const max = options.max ?? textLimits.defaultMaxChars;
  const min = options.min ?? 0;
  const required = options.required ?? 'This field is required';
  const tooLongMessage = options.tooLong ?? `Must be at most ${max} characters`;
  return (
    z
      .string({ error: required })
      .refine((value) => value.length <= max * 4, { message: tooLongMessage, abort: true })
      .superRefine((value, ctx) => {
        const problem = textProblem(value, { multiline: options.multiline ?? false });
        if (problem)
          ctx.addIssue({ code: 'custom', message: textProblemMessage(problem), abort: true });
      })
      .transform((value) => {
        const normalised = value.normalize('NFC');
        return options.raw ? normalised : normalised.trim();
      })
      .pipe(
        z
          .string()
          .refine((value) => value.length >= min, required)
          .refine((value) => [...value].length <= max, tooLongMessage),
      )
      // What the API documentation shows: the real cap, not the raw-input guard above.
      .meta({ maxLength: max, ...(min > 0 ? { minLength: min } : {}) })
  );
}

/** A secret such as a password: not trimmed or normalised (it must match byte for byte), but bounded and storable. */
export function ZSecret(required: string, max: number = textLimits.secretMaxChars) {
  return z
    .string({ error: required })
    .min(1, required)
    .max(max, `Must be at most ${max} characters`)
    .refine((value) => textProblem(value, { multiline: true }) !== 'surrogate', {
      message: validation.brokenCharacters,
    })
    .refine((value) => !value.includes('\0'), { message: validation.controlCharacters });
}

/**
 * A whole number in a URL's query (`?after=120`): plain digits only. `z.coerce.number()` would also
 * take `0x10`, `1e3`, ` 1` and an empty value (0), numbers nobody meant to send. At most 15 digits,
 * so the value is always a safe integer; `pipe` a z.number() to bound it further.
 */
export const ZQueryWholeNumber = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,15}$/, message)
    .transform(Number);

export type JsonProblem = { message: string };

/** Depth, size and key-count caps for free-form JSON, and the text rules for every string in it. */
export function jsonProblem(value: unknown): JsonProblem | null {
  let keys = 0;
  // Iterative, so a 10,000-deep object cannot overflow the stack while being checked.
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: unknown; depth: number };
    if (typeof node === 'string') {
      if (!isStorableText(node)) return { message: validation.brokenCharacters };
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth >= textLimits.jsonMaxDepth) {
      return { message: `Nested more than ${textLimits.jsonMaxDepth} levels deep` };
    }
    const entries = Array.isArray(node) ? node.map((v) => ['', v] as const) : Object.entries(node);
    keys += entries.length;
    if (keys > textLimits.jsonMaxKeys) {
      return { message: `More than ${textLimits.jsonMaxKeys} keys` };
    }
    for (const [key, child] of entries) {
      if (!isStorableText(key)) return { message: validation.brokenCharacters };
      stack.push({ node: child, depth: depth + 1 });
    }
  }
  if (new TextEncoder().encode(JSON.stringify(value) ?? '').byteLength > textLimits.jsonMaxBytes) {
    return { message: `Larger than ${textLimits.jsonMaxBytes / 1024} kB` };
  }
  return null;
}
