import { z } from 'zod';
import { CONTACT_LIMITS } from './constants.ts';
import { says } from './i18n.ts';
import { tooLongFor, words, ZText, type FieldLabel, type Words } from './text.ts';
import { notText } from './users.ts';

// SPEC §5: a simple pattern, non-space characters around an at sign. Deliberately loose: a contact
// address is only used to reply, and rejecting an unusual but real address loses a customer.
export const CONTACT_EMAIL_PATTERN = /^\S+@\S+$/;

// Every field goes through ZText (text.ts): NFC, trimmed, bounded, no control characters (line
// breaks only in the message) and no broken characters; a field over its cap is named.
const text = (required: Words, max: number, field: FieldLabel, min = 1) =>
  ZText({ min, max, required, tooLong: tooLongFor(field, max) });

/** POST /api/contact/ — a question from the contact page or the contact modal. */
export const ZContactRequest = z.strictObject({
  name: text(
    words('spec.validation.nameRequired'),
    CONTACT_LIMITS.nameMax,
    'name',
    CONTACT_LIMITS.nameMin,
  ),
  company: ZText({
    max: CONTACT_LIMITS.companyMax,
    required: notText('company'),
    tooLong: tooLongFor('company', CONTACT_LIMITS.companyMax),
  })
    .optional()
    .default(''),
  email: ZText({
    min: 1,
    max: CONTACT_LIMITS.emailMax,
    required: words('spec.validation.validEmailRequired'),
    tooLong: tooLongFor('email', CONTACT_LIMITS.emailMax),
  }).pipe(z.string().regex(CONTACT_EMAIL_PATTERN, says('spec.validation.validEmailRequired'))),
  subject: text(words('spec.validation.subjectRequired'), CONTACT_LIMITS.subjectMax, 'subject'),
  message: ZText({
    min: 1,
    max: CONTACT_LIMITS.messageMax,
    required: words('spec.validation.messageRequired'),
    tooLong: tooLongFor('message', CONTACT_LIMITS.messageMax),
    // A message has paragraphs; every other field is one line.
    multiline: true,
  }),
  // SPEC §3 sends request_type 'no-auth'; it carries no meaning for us, so it is accepted and ignored.
  request_type: z.literal('no-auth').optional(),
});
export type TContactRequest = z.input<typeof ZContactRequest>;
export type TContactRequestParsed = z.output<typeof ZContactRequest>;

export const ZContactResponse = z.object({
  data: z.object({ id: z.uuid(), received_at: z.iso.datetime() }),
});
export type TContactResponse = z.infer<typeof ZContactResponse>;
