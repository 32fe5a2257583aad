import { jsonProblem, textLimits, ZText } from '@vh/contracts';
import { z } from 'zod';
import { MAX_EMAIL_LENGTH } from '../validation.ts';

// Field types built on the shared text rules (NUL, lone surrogates and NUL in keys are already
// refused for the whole body by the parser). Each bounds its length, so nothing unbounded is
// hashed, matched against a pattern or stored.

/** user_metadata / app_metadata / data: a JSON object within the depth, key and size caps. */
export const ZMetadata = z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
  const problem = jsonProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message });
});

/** An email as typed: trimmed, no control characters, at most 255 characters. */
export const ZEmailInput = ZText({
  max: MAX_EMAIL_LENGTH,
  tooLong: () => 'An email address is too long',
});

/**
 * A password or token as typed, byte for byte (the shared ZSecret rule without its minimum: the
 * services answer an empty one as GoTrue does). Capped, so a huge password is never hashed.
 */
export const ZSecretInput = z
  .string()
  .max(textLimits.secretMaxChars, `Must be at most ${textLimits.secretMaxChars} characters`);

/** Short free text: types, scopes, durations, phone numbers, nonces. */
export const ZShortText = ZText({ max: 256 });

/** supabase-js turns a `redirectTo` option into this query parameter. */
export const ZRedirectQuery = z.object({ redirect_to: ZText({ max: 2048 }).optional() });
