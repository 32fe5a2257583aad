import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './constants.ts';
import { validation } from './messages.ts';

export const ROLES = ['OWNER', 'STAFF'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

export const GENDERS = ['Male', 'Female', 'Non-binary', 'Undisclosed'] as const;

const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export const ZUsername = z
  .string({ error: validation.usernameRequired })
  .trim()
  .min(1, validation.usernameRequired)
  .min(USERNAME_MIN_LENGTH, validation.usernameInvalid)
  .max(USERNAME_MAX_LENGTH, validation.usernameInvalid)
  .regex(USERNAME_PATTERN, validation.usernameInvalid);

export const ZEmail = z
  .string({ error: validation.emailRequired })
  .trim()
  .min(1, validation.emailRequired)
  .max(EMAIL_MAX_LENGTH, validation.emailInvalid)
  .pipe(z.email(validation.emailInvalid))
  .transform((email) => email.toLowerCase());

const name = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(NAME_MAX_LENGTH);

/** POST /api/users/ — the free (owner) sign-up. Staff join through an invite code instead. */
export const ZRegisterRequest = z.strictObject({
  username: ZUsername,
  first_name: name(validation.firstNameRequired),
  last_name: name(validation.lastNameRequired),
  email: ZEmail,
  role: z.literal('OWNER', {
    error: 'role must be OWNER: staff accounts are created with an invite code',
  }),
  // Only presence and type here; the length policy answers 422 (see passwordProblem).
  password: z.string({ error: validation.passwordRequired }).min(1, validation.passwordRequired),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** GET /api/users/auth/check/ — exactly one of username or email. */
export const ZAvailabilityQuery = z.strictObject({
  username: z.string().trim().min(1).max(EMAIL_MAX_LENGTH).optional(),
  email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH).optional(),
});
export type TAvailabilityQuery = z.infer<typeof ZAvailabilityQuery>;

export const ZAvailabilityResponse = z.object({
  data: z.object({ status: z.literal('available') }),
});
export type TAvailabilityResponse = z.infer<typeof ZAvailabilityResponse>;

/** POST /api/users/auth/login/ — SPEC §7; `type` tells which identifier is filled. */
export const ZLoginRequest = z
  .strictObject({
    username: z.string().trim().max(EMAIL_MAX_LENGTH).optional(),
    email: z.string().trim().max(EMAIL_MAX_LENGTH).optional(),
    password: z.string({ error: validation.passwordRequired }).min(1, validation.passwordRequired),
    type: z.enum(['email', 'username']),
    pin_code: z.string().max(0, 'pin_code must be empty').optional(),
  })
  .refine((body) => Boolean(body.type === 'email' ? body.email : body.username), {
    message: validation.usernameOrEmailRequired,
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

export const ZUidParams = z.strictObject({ uid: z.uuid('uid must be a UUID') });

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
});
export type TProfile = z.infer<typeof ZProfile>;
