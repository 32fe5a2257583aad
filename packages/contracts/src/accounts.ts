import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PROFILE_LIMITS } from './constants.ts';
import { isCountry } from './geo/countries.ts';
import { says } from './i18n.ts';
import { tooLongFor, words, ZSecret, ZText, type FieldLabel, type Words } from './text.ts';
import { GENDERS, notText, ZEmail, ZPassword, ZProfile, ZSession } from './users.ts';

/** A mailed link's token: compared exactly, so never trimmed, and far shorter than any real one. */
const ZLinkToken = ZSecret(words('validation.accounts.tokenRequired'), 512);
const ZStatus = <T extends string>(status: T) => z.object({ status: z.literal(status) });

/** POST /api/users/uid/{uid}/verify-email/ — mails a verification link to the caller. */
export const ZSendVerificationRequest = z.strictObject({
  /** Where to go after confirming; a path on this site only (never another origin). */
  redirect: ZText({
    max: 500,
    raw: true,
    required: notText('redirect'),
    tooLong: tooLongFor('redirect', 500),
  })
    .pipe(z.string().regex(/^\/(?!\/)[^\s\\]*$/, says('validation.accounts.redirectPath')))
    .optional(),
});
export type TSendVerificationRequest = z.infer<typeof ZSendVerificationRequest>;
export const ZSentResponse = ZStatus('sent');

/**
 * POST /api/users/uid/{uid}/email-verify-confirm/ and SPEC §7's POST
 * /api/businesses/verify/email/token/ (the caller's own account) — the token from the mailed link.
 */
export const ZConfirmEmailRequest = z.strictObject({ token: ZLinkToken });
export type TConfirmEmailRequest = z.infer<typeof ZConfirmEmailRequest>;

/** POST /api/users/forgot-password/ — 200 sent, 404 no such user (SPEC §7). */
export const ZForgotPasswordRequest = z.strictObject({
  email: ZEmail,
  request_type: z.literal('no-auth').optional(),
});
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;
/**
 * What the route reads: SPEC §7 sends the email as the query parameter `email`, so the body may
 * leave it out (or be left out); the server takes it from one place or the other.
 */
export const ZForgotPasswordBody = ZForgotPasswordRequest.partial({ email: true }).nullish();
export const ZForgotPasswordQuery = z.strictObject({ email: ZEmail.optional() });
export type TForgotPasswordQuery = z.infer<typeof ZForgotPasswordQuery>;

/** PATCH /api/users/reset-password/ — the token and email come from the mailed link. */
export const ZResetPasswordRequest = z.strictObject({
  email: ZEmail,
  token: ZLinkToken,
  new_password: ZPassword,
  request_type: z.literal('no-auth').optional(),
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
export const ZChangedResponse = ZStatus('changed');

/**
 * POST /api/users/uid/{uid}/password/ — change with the current password. Every other session ends;
 * the answer carries a fresh session for the browser to adopt.
 */
export const ZChangePasswordRequest = z.strictObject({
  password: ZPassword,
  new_password: ZPassword,
  /** Only compared with the caller's own email, so it is not checked as an address here. */
  email: ZText({
    max: EMAIL_MAX_LENGTH,
    required: notText('email'),
    tooLong: tooLongFor('email', EMAIL_MAX_LENGTH),
  }).optional(),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
export const ZChangePasswordResponse = z.object({ session: ZSession });

// Profile text goes through ZText (text.ts): NFC, trimmed, bounded, no invisible control characters
// or broken ones. A required field may be left out of a PATCH but never sent blank (SPEC §5: "must
// not be blank if present").
const requiredText = (label: FieldLabel, max: number, required: Words) =>
  ZText({ min: 1, max, required, tooLong: tooLongFor(label, max) });
/** Blank or null clears the field. */
const optionalText = (label: FieldLabel, max: number) =>
  ZText({ max, required: notText(label), tooLong: tooLongFor(label, max) })
    .nullable()
    .transform((value) => (value ? value : null));

// Digits with the usual separators and an optional extension; SPEC.md sets no format, but a
// number nobody can dial is worth catching while the person is still at the form.
const PHONE_PATTERN = /^\+?[\d\s().-]{7,}(\s*(x|ext\.?)\s*\d{1,6})?$/i;
const phone = (field: z.ZodString) =>
  field.regex(PHONE_PATTERN, says('spec.validation.phoneInvalid'));

// Longer than any listed country's name, so a value over it is simply not on the list.
const COUNTRY_MAX_LENGTH = 100;

export const ZCountry = ZText({
  min: 1,
  max: COUNTRY_MAX_LENGTH,
  required: words('spec.validation.countryRequired'),
  tooLong: words('spec.validation.countryNotListed'),
}).refine(isCountry, says('spec.validation.countryNotListed'));

/**
 * The personal information form. Whether the province and postal code fit the country is checked
 * by the server against the whole address (what is sent over what is stored): see addressProblem.
 */
export const ZPersonalInformation = z.strictObject({
  first_name: requiredText(
    'firstName',
    NAME_MAX_LENGTH,
    words('spec.validation.firstNameRequired'),
  ).optional(),
  last_name: requiredText(
    'lastName',
    NAME_MAX_LENGTH,
    words('spec.validation.lastNameRequired'),
  ).optional(),
  gender: z.enum(GENDERS, says('spec.validation.genderRequired')).optional(),
  street: requiredText(
    'streetAddress',
    PROFILE_LIMITS.streetMax,
    words('spec.validation.streetRequired'),
  ).optional(),
  street_2: optionalText('streetAddress2', PROFILE_LIMITS.streetMax).optional(),
  city: requiredText(
    'city',
    PROFILE_LIMITS.cityMax,
    words('spec.validation.cityRequired'),
  ).optional(),
  province: requiredText(
    'province',
    PROFILE_LIMITS.provinceMax,
    words('spec.validation.provinceRequired'),
  ).optional(),
  country: ZCountry.optional(),
  // Required by the forms only where the country has postal codes (Canada, United States): some of
  // the listed countries (Hong Kong, United Arab Emirates) have none.
  postal_code: optionalText('postalCode', PROFILE_LIMITS.postalCodeMax).optional(),
});
export type TPersonalInformation = z.infer<typeof ZPersonalInformation>;

/** A cell number someone can dial (required wherever it is asked for). */
export const ZCellNumber = requiredText(
  'cellNumber',
  PROFILE_LIMITS.phoneMax,
  words('spec.validation.cellNumberRequired'),
).pipe(phone(z.string()));

export const ZContactInformation = z.strictObject({
  email: ZEmail.optional(),
  cell_number: ZCellNumber.optional(),
  home_number: optionalText('homeNumber', PROFILE_LIMITS.phoneMax)
    .pipe(phone(z.string()).nullable())
    .optional(),
  work_number: optionalText('workNumber', PROFILE_LIMITS.phoneMax)
    .pipe(phone(z.string()).nullable())
    .optional(),
});
export type TContactInformation = z.infer<typeof ZContactInformation>;

/**
 * PATCH /api/users/uid/{uid} — the settings screen sends one form at a time; the edit-profile modal
 * sends both in one request, so they are saved together or not at all.
 */
export const ZUpdateProfileRequest = z
  .strictObject({
    personal_information: ZPersonalInformation.optional(),
    contact_information: ZContactInformation.optional(),
    /**
     * Required when contact_information.email changes the sign-in email: a stolen session alone
     * must not be able to move the account to another address (400 CURRENT_PASSWORD_REQUIRED,
     * 400 CURRENT_PASSWORD_WRONG, both with field current_password).
     */
    current_password: ZSecret(words('spec.validation.currentPasswordRequired')).optional(),
  })
  .refine(
    (body) => Boolean(body.personal_information ?? body.contact_information),
    says('validation.accounts.nothingSent'),
  );
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

/**
 * The saved profile. A new email does not take effect at once (secure email change, as Supabase
 * Auth does it): links go to the current and the new address, and the sign-in email changes only
 * once both are confirmed. Until then `pending_email` names the new address and `email` is unchanged.
 */
export const ZUpdateProfileResponse = ZProfile.extend({
  /** The email change this save started: both addresses were mailed a confirmation link. */
  email_change_started: z.boolean().optional(),
});
export type TUpdateProfileResponse = z.infer<typeof ZUpdateProfileResponse>;

/** GET /api/users/username/{username}/email/ — only to that user or an operator. */
export const ZUsernameParams = z.strictObject({
  username: ZText({
    min: 1,
    max: EMAIL_MAX_LENGTH,
    required: words('spec.validation.usernameRequired'),
    tooLong: tooLongFor('username', EMAIL_MAX_LENGTH),
  }),
});
export const ZEmailResponse = z.object({ email: z.string() });

/** PATCH /api/users/uid/{uid}/status/ — enable or disable an account. */
export const ZAccountStatusRequest = z.strictObject({ active: z.boolean() });
export type TAccountStatusRequest = z.infer<typeof ZAccountStatusRequest>;

/**
 * POST /api/users/auth/logout/ — `local` ends the session the token belongs to; `global` (also
 * when the body or the scope is absent) ends every session of the account.
 */
export const ZLogoutRequest = z
  .strictObject({
    scope: z.enum(['local', 'global'], says('validation.accounts.logoutScope')),
  })
  .partial()
  // Fastify hands a request without a body to the schema as null.
  .nullish();
export type TLogoutRequest = z.infer<typeof ZLogoutRequest>;
export const ZSignedOutResponse = ZStatus('signed_out');
