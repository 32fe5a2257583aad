import { z } from 'zod';
import { says, t, type MessageKey, type MessageValues } from './i18n.ts';

/**
 * A message worded when a value fails, never when the schema is built: schemas are made when the
 * module is imported, before the browser has fetched any catalogue, and must follow a change of
 * language. What a helper such as ZText takes for its messages.
 */
export type Words = () => string;

type ValuesOf<K extends MessageKey> = MessageValues[K] extends undefined
  ? []
  : [values: MessageValues[K]];

/** says(key, values) as lazy words: `required: words('spec.validation.usernameRequired')`. */
export const words = <K extends MessageKey>(key: K, ...values: ValuesOf<K>): Words =>
  says(key, ...values).error;

/**
 * A field's own words for a missing value; a value of another type (a number where text goes)
 * gets the catalogue's generic words instead (zod-words.ts), which an answer names the field in.
 */
const missingOnly =
  (required: Words) =>
  (issue: { input?: unknown }): string | undefined =>
    issue.input == null ? required() : undefined;

/** A field's name in the messages about it (validation.labels). */
export type FieldLabel = MessageKey extends infer K
  ? K extends `validation.labels.${infer L}`
    ? L
    : never
  : never;

/** '{field} must be at most {max} characters', the field named in the reader's language. */
export const tooLongFor =
  (label: FieldLabel, max: number): Words =>
  () =>
    says('spec.tooLong', { field: t(`validation.labels.${label}`), max }).error();

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
  says(
    problem === 'control'
      ? 'spec.validation.controlCharacters'
      : 'spec.validation.brokenCharacters',
  ).error();

export type TextOptions = {
  /** Longest accepted, in characters (code points) after trimming and NFC. */
  max?: number;
  /** Shortest accepted; with min >= 1 a blank value gets `required`. */
  min?: number;
  /** Message for a missing or blank value. */
  required?: Words;
  /** Message for a value over `max`. */
  tooLong?: Words;
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
  const required = options.required ?? words('schema.here.required');
  const tooLongMessage = options.tooLong ?? words('validation.text.tooLong', { max });
  return (
    z
      // An optional field's words are about its type ('Company must be text'); a required one's
      // say it is missing, and a value of another type gets the generic words that name the type.
      .string({ error: min > 0 ? missingOnly(required) : required })
      .refine((value) => value.length <= max * 4, { error: tooLongMessage, abort: true })
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
          .refine((value) => value.length >= min, { error: required })
          .refine((value) => [...value].length <= max, { error: tooLongMessage }),
      )
      // What the API documentation shows: the real cap, not the raw-input guard above.
      .meta({ maxLength: max, ...(min > 0 ? { minLength: min } : {}) })
  );
}

/** A secret such as a password: not trimmed or normalised (it must match byte for byte), but bounded and storable. */
export function ZSecret(required: Words, max: number = textLimits.secretMaxChars) {
  return z
    .string({ error: missingOnly(required) })
    .min(1, { error: required })
    .max(max, says('validation.text.tooLong', { max }))
    .refine(
      (value) => textProblem(value, { multiline: true }) !== 'surrogate',
      says('spec.validation.brokenCharacters'),
    )
    .refine((value) => !value.includes('\0'), says('spec.validation.controlCharacters'));
}

/**
 * A whole number in a URL's query (`?after=120`): plain digits only. `z.coerce.number()` would also
 * take `0x10`, `1e3`, ` 1` and an empty value (0), numbers nobody meant to send. At most 15 digits,
 * so the value is always a safe integer; `pipe` a z.number() to bound it further.
 */
export const ZQueryWholeNumber = (message: Words) =>
  z
    .string({ error: message })
    .regex(/^\d{1,15}$/, { error: message })
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
      if (!isStorableText(node))
        return { message: says('spec.validation.brokenCharacters').error() };
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth >= textLimits.jsonMaxDepth) {
      return {
        message: says('validation.text.nestedTooDeep', { depth: textLimits.jsonMaxDepth }).error(),
      };
    }
    const entries = Array.isArray(node) ? node.map((v) => ['', v] as const) : Object.entries(node);
    keys += entries.length;
    if (keys > textLimits.jsonMaxKeys) {
      return {
        message: says('validation.text.tooManyKeys', { keys: textLimits.jsonMaxKeys }).error(),
      };
    }
    for (const [key, child] of entries) {
      if (!isStorableText(key))
        return { message: says('spec.validation.brokenCharacters').error() };
      stack.push({ node: child, depth: depth + 1 });
    }
  }
  if (new TextEncoder().encode(JSON.stringify(value) ?? '').byteLength > textLimits.jsonMaxBytes) {
    const kilobytes = textLimits.jsonMaxBytes / 1024;
    return { message: says('validation.text.tooLarge', { kilobytes }).error() };
  }
  return null;
}
