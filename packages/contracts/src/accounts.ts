import { z } from 'zod';
import { NAME_MAX_LENGTH } from './constants.ts';
import { validation } from './messages.ts';
import { GENDERS, ZEmail, ZSession } from './users.ts';

const ZLinkToken = z.string().trim().min(1, 'token is required').max(512);
const ZStatus = <T extends string>(status: T) => z.object({ status: z.literal(status) });

/** POST /api/users/uid/{uid}/verify-email/ — mails a verification link to the caller. */
export const ZSendVerificationRequest = z.strictObject({
  /** Where to go after confirming; a path on this site only (never another origin). */
  redirect: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)[^\s\\]*$/, 'redirect must be a path on this site, like /pricing')
    .optional(),
});
export type TSendVerificationRequest = z.infer<typeof ZSendVerificationRequest>;
export const ZSentResponse = ZStatus('sent');

/** POST /api/users/uid/{uid}/email-verify-confirm/ — the token from the mailed link. */
export const ZConfirmEmailRequest = z.strictObject({ token: ZLinkToken });
export type TConfirmEmailRequest = z.infer<typeof ZConfirmEmailRequest>;

/** POST /api/users/forgot-password/ — 200 sent, 404 no such user (SPEC §7). */
export const ZForgotPasswordRequest = z.strictObject({
  email: ZEmail,
  request_type: z.literal('no-auth').optional(),
});
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/** PATCH /api/users/reset-password/ — the token and email come from the mailed link. */
export const ZResetPasswordRequest = z.strictObject({
  email: ZEmail,
  token: ZLinkToken,
  new_password: z
    .string({ error: validation.passwordRequired })
    .min(1, validation.passwordRequired),
  request_type: z.literal('no-auth').optional(),
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
export const ZChangedResponse = ZStatus('changed');

/**
 * POST /api/users/uid/{uid}/password/ — change with the current password. Every other session ends;
 * the answer carries a fresh session for the browser to adopt.
 */
export const ZChangePasswordRequest = z.strictObject({
  password: z.string({ error: validation.passwordRequired }).min(1, validation.passwordRequired),
  new_password: z
    .string({ error: validation.passwordRequired })
    .min(1, validation.passwordRequired),
  email: z.string().optional(),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
export const ZChangePasswordResponse = z.object({ session: ZSession });

const text = (max = NAME_MAX_LENGTH) => z.string().trim().max(max);
const requiredIfPresent = (message: string) => text().min(1, message);
const optionalText = (max?: number) =>
  text(max)
    .nullable()
    .transform((value) => (value ? value : null));

/** PATCH /api/users/uid/{uid} — one of the two settings forms (SPEC §5 rules). */
export const ZPersonalInformation = z.strictObject({
  first_name: requiredIfPresent(validation.firstNameRequired).optional(),
  last_name: requiredIfPresent(validation.lastNameRequired).optional(),
  gender: z.enum(GENDERS).nullable().optional(),
  street: optionalText(200).optional(),
  street_2: optionalText(200).optional(),
  city: requiredIfPresent(validation.cityRequired).optional(),
  province: requiredIfPresent(validation.provinceRequired).optional(),
  country: requiredIfPresent(validation.countryRequired).optional(),
  postal_code: optionalText(20).optional(),
});
export const ZContactInformation = z.strictObject({
  email: ZEmail.optional(),
  cell_number: optionalText(40).optional(),
  home_number: optionalText(40).optional(),
  work_number: optionalText(40).optional(),
});
export const ZUpdateProfileRequest = z.union([
  z.strictObject({ personal_information: ZPersonalInformation }),
  z.strictObject({ contact_information: ZContactInformation }),
]);
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

/** GET /api/users/username/{username}/email/ — only to that user or an operator. */
export const ZUsernameParams = z.strictObject({ username: z.string().min(1).max(254) });
export const ZEmailResponse = z.object({ email: z.string() });

/** PATCH /api/users/uid/{uid}/status/ — enable or disable an account. */
export const ZAccountStatusRequest = z.strictObject({ active: z.boolean() });
export type TAccountStatusRequest = z.infer<typeof ZAccountStatusRequest>;

/** POST /api/users/auth/logout/ */
export const ZSignedOutResponse = ZStatus('signed_out');
