import { z } from 'zod';
import { INVITE_CODE_LENGTH } from './constants.ts';
import { says } from './i18n.ts';
import { words, ZText } from './text.ts';

/** POST /api/businesses/validate-code/ — the invite code a staff member was given. */
export const ZValidateInviteRequest = z.strictObject({
  // Missing, blank or the wrong length all get SPEC's one message; invisible or broken characters
  // are named instead, since the person could not otherwise see what to fix.
  code: ZText({
    max: INVITE_CODE_LENGTH,
    required: words('spec.validation.inviteCodeInvalid'),
    tooLong: words('spec.validation.inviteCodeInvalid'),
  }).pipe(z.string().length(INVITE_CODE_LENGTH, says('spec.validation.inviteCodeInvalid'))),
});
export type TValidateInviteRequest = z.infer<typeof ZValidateInviteRequest>;

export const ZValidateInviteResponse = z.object({
  data: z.object({
    owner_uid: z.uuid(),
    business_id: z.uuid(),
    /** For the sign-up form: "You are joining {name}". */
    business_name: z.string(),
  }),
});
export type TValidateInviteResponse = z.infer<typeof ZValidateInviteResponse>;

/** Client-side check of SPEC §5: exactly 6 characters after trimming. */
export function isInviteCodeShape(code: string): boolean {
  return code.trim().length === INVITE_CODE_LENGTH;
}
