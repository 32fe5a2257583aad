// Zod's own messages ('Invalid input: expected number, received string') are for programmers. Every
// issue a schema does not word itself gets a sentence from the catalogue instead, worded when the
// value fails, and remembered with its key so an API answer can name the field (schema.field.*).
import { z } from 'zod';
import type { $ZodRawIssue } from 'zod/v4/core';
import { says } from './i18n.ts';

type Issue = $ZodRawIssue;

const listed = (values: readonly unknown[]) => values.map((value) => String(value)).join(', ');

/** The catalogue's sentence for an issue, beside the field it is shown with. */
export function issueSentence(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? says('schema.here.required').error()
        : says('schema.here.wrongType', { expected: issue.expected }).error();
    case 'too_small':
      return says('schema.here.tooSmall', {
        origin: issue.origin,
        minimum: Number(issue.minimum),
        inclusive: String(issue.inclusive ?? true),
      }).error();
    case 'too_big':
      return says('schema.here.tooBig', {
        origin: issue.origin,
        maximum: Number(issue.maximum),
        inclusive: String(issue.inclusive ?? true),
      }).error();
    case 'invalid_format':
      return says('schema.here.badFormat', { format: issue.format }).error();
    case 'not_multiple_of':
      return says('schema.here.notMultipleOf', { divisor: Number(issue.divisor) }).error();
    case 'invalid_value':
      return says('schema.here.notAnOption', { options: listed(issue.values) }).error();
    case 'invalid_union':
      return says('schema.here.noMatch').error();
    default:
      return says('schema.here.invalid').error();
  }
}

z.config({ customError: issueSentence });
