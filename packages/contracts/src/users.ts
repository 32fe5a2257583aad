import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './constants.ts';
import { says, t } from './i18n.ts';
import { tooLongFor, words, ZSecret, ZText, type FieldLabel, type Words } from './text.ts';

export const ROLES = ['OWNER', 'STAFF'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

export const GENDERS = ['Male', 'Female', 'Non-binary', 'Undisclosed'] as const;

const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

/**
 * What a field that is not text at all (a number, null, an object) is told. Only optional fields
 * use it: a required field says it is required, as SPEC.md words it.
 */
export const notText =
  (label: FieldLabel): Words =>
  () =>
    says('validation.users.notText', { field: t(`validation.labels.${label}`) }).error();

// Every text field goes through ZText (text.ts): NFC, trimmed, no control characters or lone
// surrogates, and a cap checked before any other work. The cap's message names the field.
export const ZUsername = ZText({
  min: 1,
  max: USERNAME_MAX_LENGTH,
  required: words('spec.validation.usernameRequired'),
  // The rule itself says how long a username may be.
  tooLong: words('spec.validation.usernameInvalid'),
}).pipe(
  z
    .string()
    .min(USERNAME_MIN_LENGTH, says('spec.validation.usernameInvalid'))
    .regex(USERNAME_PATTERN, says('spec.validation.usernameInvalid')),
);

export const ZEmail = ZText({
  min: 1,
  max: EMAIL_MAX_LENGTH,
  required: words('spec.validation.emailRequired'),
  tooLong: tooLongFor('email', EMAIL_MAX_LENGTH),
})
  .pipe(z.email(says('spec.validation.emailInvalid')))
  .transform((email) => email.toLowerCase());

const name = (label: FieldLabel, required: Words) =>
  ZText({ min: 1, max: NAME_MAX_LENGTH, required, tooLong: tooLongFor(label, NAME_MAX_LENGTH) });

/** A password as typed: never trimmed (it must match byte for byte), but bounded and storable. */
export const ZPassword = ZSecret(words('spec.validation.passwordRequired'));

/** POST /api/users/ — the free (owner) sign-up. Staff join through an invite code instead. */
export const ZRegisterRequest = z.strictObject({
  username: ZUsername,
  first_name: name('firstName', words('spec.validation.firstNameRequired')),
  last_name: name('lastName', words('spec.validation.lastNameRequired')),
  email: ZEmail,
  role: z.literal('OWNER', says('validation.users.roleOwner')),
  // Only presence, type and a sanity cap here; the length policy answers 422 (see passwordProblem).
  password: ZPassword,
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/**
 * GET /api/users/auth/check/ — exactly one of username or email. Not checked against their own
 * rules (a malformed name is simply free), only capped and kept storable.
 */
export const ZAvailabilityQuery = z.strictObject({
  username: ZText({
    min: 1,
    max: EMAIL_MAX_LENGTH,
    required: words('spec.validation.usernameRequired'),
    tooLong: tooLongFor('username', EMAIL_MAX_LENGTH),
  }).optional(),
  email: ZText({
    min: 1,
    max: EMAIL_MAX_LENGTH,
    required: words('spec.validation.emailRequired'),
    tooLong: tooLongFor('email', EMAIL_MAX_LENGTH),
  }).optional(),
});
export type TAvailabilityQuery = z.infer<typeof ZAvailabilityQuery>;

export const ZAvailabilityResponse = z.object({
  data: z.object({ status: z.literal('available') }),
});
export type TAvailabilityResponse = z.infer<typeof ZAvailabilityResponse>;

/** POST /api/users/auth/login/ — SPEC §7; `type` tells which identifier is filled. */
export const ZLoginRequest = z
  .strictObject({
    username: ZText({
      max: EMAIL_MAX_LENGTH,
      required: notText('username'),
      tooLong: tooLongFor('username', EMAIL_MAX_LENGTH),
    }).optional(),
    email: ZText({
      max: EMAIL_MAX_LENGTH,
      required: notText('email'),
      tooLong: tooLongFor('email', EMAIL_MAX_LENGTH),
    }).optional(),
    password: ZPassword,
    type: z.enum(['email', 'username']),
    pin_code: z.string().max(0, says('validation.users.pinCodeEmpty')).optional(),
  })
  .refine((body) => Boolean(body.type === 'email' ? body.email : body.username), {
    ...says('spec.validation.usernameOrEmailRequired'),
    path: ['type'],
  });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZSessionUser = z.looseObject({
  id: z.uuid(),
  email: z.string().optional(),
});

/** The auth service's session, returned as-is for supabase-js' setSession. */
export const ZSession = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.string(),
  expires_in: z.number(),
  expires_at: z.number().optional(),
  user: ZSessionUser,
});
export type TSession = z.infer<typeof ZSession>;

export const ZLoginResponse = z.object({ session: ZSession });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZUidParams = z.strictObject({ uid: z.uuid(says('validation.shared.uid')) });

/** SPEC §3 user profile, as the server returns it. */
export const ZProfile = z.object({
  uid: z.uuid(),
  email: z.string(),
  username: z.string(),
  role: ZRole,
  first_name: z.string(),
  last_name: z.string(),
  cell_number: z.string().nullable(),
  home_number: z.string().nullable(),
  work_number: z.string().nullable(),
  street: z.string().nullable(),
  street_2: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  country: z.string().nullable(),
  postal_code: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  date_joined: z.iso.datetime(),
  active: z.boolean(),
  plan: z.string(),
  confirm_email: z.boolean(),
  /** A new sign-in email waiting for both confirmation links (see ZUpdateProfileResponse). */
  pending_email: z.string().nullable(),
  pending_approval: z.boolean(),
  position: z.string().nullable(),
  /** Employment dates (YYYY-MM-DD), set by the employer for staff; null for owners. */
  start_date: z.iso.date().nullable(),
  end_date: z.iso.date().nullable(),
  is_manager: z.boolean(),
  business_info: z.array(z.object({ business_id: z.uuid(), name: z.string() })),
  /**
   * May this person open the trading simulator: owners always; staff (managers included) when
   * their employer turned it on for staff; staff waiting for approval never.
   */
  trading_simulator: z.boolean(),
});
export type TProfile = z.infer<typeof ZProfile>;
