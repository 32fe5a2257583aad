import { z } from 'zod';
import { CENTRE_LIMITS, PROFILE_LIMITS, TIMECLOCK } from './constants.ts';
import { ZCountry } from './accounts.ts';
import { says } from './i18n.ts';
import { tooLongFor, words, ZText, type FieldLabel, type Words } from './text.ts';
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

const required = (label: FieldLabel, max: number, message: Words) =>
  ZText({ min: 1, max, required: message, tooLong: tooLongFor(label, max) });
const optional = (label: FieldLabel, max: number) =>
  ZText({ max, required: notText(label), tooLong: tooLongFor(label, max) })
    .nullable()
    .transform((value) => (value ? value : null));

const ZLatitude = z
  .number(says('validation.businesses.latitude'))
  .min(-90, says('validation.shared.latitudeRange'))
  .max(90, says('validation.shared.latitudeRange'));
const ZLongitude = z
  .number(says('validation.businesses.longitude'))
  .min(-180, says('validation.shared.longitudeRange'))
  .max(180, says('validation.shared.longitudeRange'));
const radiusMessage = says('validation.businesses.radius', {
  min: CENTRE_LIMITS.radiusMinM,
  max: CENTRE_LIMITS.radiusMaxM,
});
const ZRadius = z
  .number(radiusMessage)
  .int(radiusMessage)
  .min(CENTRE_LIMITS.radiusMinM, radiusMessage)
  .max(CENTRE_LIMITS.radiusMaxM, radiusMessage);
const maxShiftMessage = says('validation.businesses.maxShift', {
  min: TIMECLOCK.maxShiftHoursMin,
  max: TIMECLOCK.maxShiftHoursMax,
});
/** After this long, an open shift is probably a forgotten clock-out (NO_CLOCK_OUT). */
const ZMaxShiftHours = z
  .number(maxShiftMessage)
  .int(maxShiftMessage)
  .min(TIMECLOCK.maxShiftHoursMin, maxShiftMessage)
  .max(TIMECLOCK.maxShiftHoursMax, maxShiftMessage);
const ZTimeZone = ZText({
  min: 1,
  max: 64,
  required: words('validation.businesses.timeZoneRequired'),
}).refine(isTimeZone, says('validation.businesses.timeZoneUnknown'));

const centreFields = {
  name: required('name', CENTRE_LIMITS.nameMax, words('spec.validation.nameRequired')),
  street: required(
    'streetAddress',
    PROFILE_LIMITS.streetMax,
    words('spec.validation.streetRequired'),
  ),
  street_2: optional('streetAddress2', PROFILE_LIMITS.streetMax).optional(),
  city: required('city', PROFILE_LIMITS.cityMax, words('spec.validation.cityRequired')),
  province: required(
    'province',
    PROFILE_LIMITS.provinceMax,
    words('spec.validation.provinceRequired'),
  ),
  country: ZCountry,
  postal_code: optional('postalCode', PROFILE_LIMITS.postalCodeMax).optional(),
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
  .refine((body) => Object.keys(body).length > 0, says('validation.businesses.nothingToChange'));
export type TUpdateCentreRequest = z.infer<typeof ZUpdateCentreRequest>;

export const ZCentreParams = z.strictObject({ id: z.uuid(says('validation.shared.centreId')) });

const inviteExpiryMessage = says('validation.businesses.inviteExpiry', {
  max: CENTRE_LIMITS.inviteExpiryMaxDays,
});

/** POST /api/businesses/{id}/invite-code/ — a new code; the old one stops working at once. */
export const ZNewInviteCodeRequest = z.strictObject({
  /** Days until the code stops working; null or left out: it works until replaced. */
  expires_in_days: z
    .number()
    .int(inviteExpiryMessage)
    .min(1, inviteExpiryMessage)
    .max(CENTRE_LIMITS.inviteExpiryMaxDays, inviteExpiryMessage)
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
