import { z } from 'zod';
import { CONTACT_LIMITS } from './constants.ts';
import { tooLong, validation } from './messages.ts';

// SPEC §5: a simple pattern, non-space characters around an at sign. Deliberately loose: a contact
// address is only used to reply, and rejecting an unusual but real address loses a customer.
export const CONTACT_EMAIL_PATTERN = /^\S+@\S+$/;

const text = (required: string, max: number, field: string, min = 1) =>
  z.string({ error: required }).trim().min(min, required).max(max, tooLong(field, max));

/** POST /api/contact/ — a question from the contact page or the contact modal. */
export const ZContactRequest = z.strictObject({
  name: text(validation.nameRequired, CONTACT_LIMITS.nameMax, 'Name', CONTACT_LIMITS.nameMin),
  company: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.companyMax, tooLong('Company', CONTACT_LIMITS.companyMax))
    .optional()
    .default(''),
  email: z
    .string({ error: validation.validEmailRequired })
    .trim()
    .max(CONTACT_LIMITS.emailMax, tooLong('Email', CONTACT_LIMITS.emailMax))
    .regex(CONTACT_EMAIL_PATTERN, validation.validEmailRequired),
  subject: text(validation.subjectRequired, CONTACT_LIMITS.subjectMax, 'Subject'),
  message: text(validation.messageRequired, CONTACT_LIMITS.messageMax, 'Message'),
  // SPEC §3 sends request_type 'no-auth'; it carries no meaning for us, so it is accepted and ignored.
  request_type: z.literal('no-auth').optional(),
});
export type TContactRequest = z.input<typeof ZContactRequest>;
export type TContactRequestParsed = z.output<typeof ZContactRequest>;

export const ZContactResponse = z.object({
  data: z.object({ id: z.uuid(), received_at: z.iso.datetime() }),
});
export type TContactResponse = z.infer<typeof ZContactResponse>;
