import { z } from 'zod';
import { ZCellNumber, ZContactInformation, ZPersonalInformation } from './accounts.ts';
import { NAME_MAX_LENGTH, PAYROLL_EXPORTS, STAFF_LIMITS } from './constants.ts';
import { ZValidateInviteRequest } from './invites.ts';
import { says } from './i18n.ts';
import { tooLongFor, words, ZText, type FieldLabel, type Words } from './text.ts';
import { notText, ZEmail, ZPassword, ZProfile, ZRegisterRequest, ZUsername } from './users.ts';

const name = (label: FieldLabel, required: Words) =>
  ZText({ min: 1, max: NAME_MAX_LENGTH, required, tooLong: tooLongFor(label, NAME_MAX_LENGTH) });

/** The kiosk PIN: only digits, so it can be typed on a keypad. */
export const ZPinCode = z
  .string(says('spec.validation.pinInvalid'))
  .regex(
    new RegExp(`^\\d{${STAFF_LIMITS.pinMinDigits},${STAFF_LIMITS.pinMaxDigits}}$`),
    says('spec.validation.pinInvalid'),
  );

/**
 * POST /api/users/ through an invite code (SPEC §3, invite registration extras). The server finds
 * the business from the code alone: `owner_uid` and `business_id` are accepted because the spec's
 * client sends them, and a body naming another business than the code's is refused.
 */
export const ZStaffRegisterRequest = z.strictObject({
  username: ZUsername,
  first_name: name('firstName', words('spec.validation.firstNameRequired')),
  last_name: name('lastName', words('spec.validation.lastNameRequired')),
  email: ZEmail,
  cell_number: ZCellNumber,
  pin_code: ZPinCode,
  password: ZPassword,
  invite_code: ZValidateInviteRequest.shape.code,
  owner_uid: z.uuid().optional(),
  business_id: z.uuid().optional(),
  request_type: z.literal('no-auth').optional(),
  // SPEC §3: the role defaults to STAFF and the spec's client sends USER; both mean staff here.
  role: z.enum(['STAFF', 'USER']),
});
export type TStaffRegisterRequest = z.infer<typeof ZStaffRegisterRequest>;

/** POST /api/users/: an owner's free sign-up (role OWNER) or a staff sign-up with a code. */
export const ZSignUpRequest = z.discriminatedUnion(
  'role',
  [ZRegisterRequest, ZStaffRegisterRequest],
  says('validation.staff.role'),
);
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

export const STAFF_STATUSES = ['pending', 'active', 'disabled'] as const;
export type TStaffStatus = (typeof STAFF_STATUSES)[number];

/** A staff member as their employer (owner, or a manager of one of their centres) sees them. */
export const ZStaffMember = ZProfile.pick({
  uid: true,
  username: true,
  email: true,
  first_name: true,
  last_name: true,
  cell_number: true,
  home_number: true,
  work_number: true,
  street: true,
  street_2: true,
  city: true,
  province: true,
  country: true,
  postal_code: true,
  gender: true,
  position: true,
  is_manager: true,
  start_date: true,
  end_date: true,
  pending_approval: true,
  pending_email: true,
  active: true,
  date_joined: true,
}).extend({
  status: z.enum(STAFF_STATUSES),
  /** The owner's payroll id for the person; payroll exports need it. */
  employee_number: z.string().nullable(),
  /** The centres where the person may clock in, the invite's first. */
  centres: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

export const ZStaffList = z.object({ staff: z.array(ZStaffMember) });
export type TStaffList = z.infer<typeof ZStaffList>;

export const ZStaffParams = z.strictObject({ id: z.uuid(says('validation.staff.staffId')) });

/**
 * The owner's payroll id for a person: what their payroll service matches on. Letters, digits,
 * dots, dashes and underscores only, so every import format and file name can carry it as is.
 */
export const ZEmployeeNumber = ZText({
  max: PAYROLL_EXPORTS.employeeNumberMax,
  tooLong: tooLongFor('employeeNumber', PAYROLL_EXPORTS.employeeNumberMax),
}).refine(
  (value) => value === '' || /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(value),
  says('validation.staff.employeeNumber'),
);

const ZDate = (required: Words) =>
  z.iso
    .date(says('validation.staff.date'))
    .or(z.literal('').transform(() => null))
    .refine((value) => value !== null, { error: required });

/**
 * PATCH /api/businesses/staffs/{id}/ — the Edit staff profile modal (SPEC §3–§5). Every part is
 * optional, so a switch alone can be flipped; what is sent is saved together or not at all.
 */
export const ZUpdateStaffRequest = z
  .strictObject({
    personal_information: ZPersonalInformation.optional(),
    /** A new email is only proposed: it takes effect once both addresses confirm it. */
    contact_information: ZContactInformation.optional(),
    position: ZText({
      max: STAFF_LIMITS.positionMax,
      required: notText('position'),
      tooLong: tooLongFor('position', STAFF_LIMITS.positionMax),
    })
      .nullable()
      .transform((value) => (value ? value : null))
      .optional(),
    is_manager: z
      .boolean(says('validation.shared.trueOrFalse', { field: 'is_manager' }))
      .optional(),
    start_date: ZDate(words('spec.validation.startDateRequired')).optional(),
    /** Null or '' clears it. */
    end_date: z.iso
      .date(says('validation.staff.date'))
      .nullable()
      .or(z.literal('').transform(() => null))
      .optional(),
    active: z.boolean(says('validation.shared.trueOrFalse', { field: 'active' })).optional(),
    /** Null or '' clears it. */
    employee_number: ZEmployeeNumber.nullable()
      .transform((value) => (value ? value : null))
      .optional(),
    centre_ids: z
      .array(z.uuid(says('validation.shared.centreId')))
      .min(1, says('validation.staff.chooseCentre'))
      .max(100)
      .optional(),
  })
  .refine((body) => Object.keys(body).length > 0, says('validation.staff.nothingToSave'));
export type TUpdateStaffRequest = z.infer<typeof ZUpdateStaffRequest>;
