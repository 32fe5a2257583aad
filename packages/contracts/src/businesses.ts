import { z } from 'zod';
import { CENTRE_LIMITS, PROFILE_LIMITS, TIMECLOCK } from './constants.ts';
import { tooLong, validation } from './messages.ts';
import { ZCountry } from './accounts.ts';
import { ZText } from './text.ts';
import { notText } from './users.ts';

/** True for a time zone name the IANA database (as this runtime knows it) has, e.g. America/Toronto. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const required = (label: string, max: number, message: string) =>
  ZText({ min: 1, max, required: message, tooLong: tooLong(label, max) });
const optional = (label: string, max: number) =>
  ZText({ max, required: notText(label), tooLong: tooLong(label, max) })
    .nullable()
    .transform((value) => (value ? value : null));

const ZLatitude = z
  .number({ error: 'Latitude must be a number of degrees' })
  .min(-90, 'Latitude must be between -90 and 90')
  .max(90, 'Latitude must be between -90 and 90');
const ZLongitude = z
  .number({ error: 'Longitude must be a number of degrees' })
  .min(-180, 'Longitude must be between -180 and 180')
  .max(180, 'Longitude must be between -180 and 180');
const radiusMessage = `The radius must be a whole number of metres from ${CENTRE_LIMITS.radiusMinM} to ${CENTRE_LIMITS.radiusMaxM.toLocaleString('en-CA')}`;
const ZRadius = z
  .number({ error: radiusMessage })
  .int(radiusMessage)
  .min(CENTRE_LIMITS.radiusMinM, radiusMessage)
  .max(CENTRE_LIMITS.radiusMaxM, radiusMessage);
const maxShiftMessage = `The longest shift must be a whole number of hours from ${TIMECLOCK.maxShiftHoursMin} to ${TIMECLOCK.maxShiftHoursMax}`;
/** After this long, an open shift is probably a forgotten clock-out (NO_CLOCK_OUT). */
const ZMaxShiftHours = z
  .number({ error: maxShiftMessage })
  .int(maxShiftMessage)
  .min(TIMECLOCK.maxShiftHoursMin, maxShiftMessage)
  .max(TIMECLOCK.maxShiftHoursMax, maxShiftMessage);
const ZTimeZone = ZText({ min: 1, max: 64, required: 'Time zone is required' }).refine(
  isTimeZone,
  'Choose a time zone from the list, such as America/Toronto',
);

const centreFields = {
  name: required('Name', CENTRE_LIMITS.nameMax, 'Name is required'),
  street: required('Street address', PROFILE_LIMITS.streetMax, validation.streetRequired),
  street_2: optional('Street address 2', PROFILE_LIMITS.streetMax).optional(),
  city: required('City', PROFILE_LIMITS.cityMax, validation.cityRequired),
  province: required('Province', PROFILE_LIMITS.provinceMax, validation.provinceRequired),
  country: ZCountry,
  postal_code: optional('Postal code', PROFILE_LIMITS.postalCodeMax).optional(),
  time_zone: ZTimeZone,
  latitude: ZLatitude,
  longitude: ZLongitude,
};

/** POST /api/businesses/ — a new business centre. The province and postal code must fit the country. */
export const ZCreateCentreRequest = z.strictObject({
  ...centreFields,
  radius_m: ZRadius.default(CENTRE_LIMITS.radiusDefaultM),
  max_shift_hours: ZMaxShiftHours.default(TIMECLOCK.maxShiftHoursDefault),
});
export type TCreateCentreRequest = z.infer<typeof ZCreateCentreRequest>;

/** PATCH /api/businesses/{id}/ — any of the fields; the address is checked as a whole. */
export const ZUpdateCentreRequest = z
  .strictObject({ ...centreFields, radius_m: ZRadius, max_shift_hours: ZMaxShiftHours })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one field to change' });
export type TUpdateCentreRequest = z.infer<typeof ZUpdateCentreRequest>;

export const ZCentreParams = z.strictObject({ id: z.uuid('That is not a business centre id') });

/** POST /api/businesses/{id}/invite-code/ — a new code; the old one stops working at once. */
export const ZNewInviteCodeRequest = z.strictObject({
  /** Days until the code stops working; null or left out: it works until replaced. */
  expires_in_days: z
    .number()
    .int(`Expiry must be a whole number of days from 1 to ${CENTRE_LIMITS.inviteExpiryMaxDays}`)
    .min(1, `Expiry must be a whole number of days from 1 to ${CENTRE_LIMITS.inviteExpiryMaxDays}`)
    .max(
      CENTRE_LIMITS.inviteExpiryMaxDays,
      `Expiry must be a whole number of days from 1 to ${CENTRE_LIMITS.inviteExpiryMaxDays}`,
    )
    .nullable()
    .optional(),
});
export type TNewInviteCodeRequest = z.infer<typeof ZNewInviteCodeRequest>;

export const ZInviteCode = z.object({
  code: z.string(),
  /** ISO instant; null when the code works until it is replaced. */
  expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type TInviteCode = z.infer<typeof ZInviteCode>;

export const ZCentre = z.object({
  id: z.uuid(),
  owner_uid: z.uuid(),
  name: z.string(),
  street: z.string(),
  street_2: z.string().nullable(),
  city: z.string(),
  province: z.string(),
  country: z.string(),
  postal_code: z.string().nullable(),
  time_zone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  radius_m: z.number().int(),
  max_shift_hours: z.number().int(),
  active: z.boolean(),
  /** The live invite code: shown to the owner and the centre's managers only. */
  invite: ZInviteCode.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCentre = z.infer<typeof ZCentre>;

export const ZCentreList = z.object({ centres: z.array(ZCentre) });
export type TCentreList = z.infer<typeof ZCentreList>;
