import {
  CENTRE_LIMITS,
  isTimeZone,
  TIMECLOCK,
  ZCreateCentreRequest,
  type TCentre,
  type TCreateCentreRequest,
  t,
} from '@vh/contracts';
import { addressRules, firstIssue, type AddressValues } from '../profile/profile-form.rules.ts';

// The centre form's rules: each field checked with the contract's own schema, so the form and
// POST/PATCH /api/businesses/ agree on every message and limit. Empty number inputs are ''.

export type CentreValues = AddressValues & {
  name: string;
  timeZone: string;
  latitude: number | '';
  longitude: number | '';
  radius: number | '';
  maxShiftHours: number | '';
};

const fields = ZCreateCentreRequest.shape;

const numberOrText = (value: number | '') => (value === '' ? undefined : value);

export const centreRules = {
  name: (value: string) => firstIssue(fields.name, value),
  ...addressRules,
  timeZone: (value: string) => (isTimeZone(value) ? null : t('businesses.timeZoneInvalid')),
  latitude: (value: number | '') => firstIssue(fields.latitude, numberOrText(value)),
  longitude: (value: number | '') => firstIssue(fields.longitude, numberOrText(value)),
  radius: (value: number | '') => firstIssue(fields.radius_m, numberOrText(value)),
  maxShiftHours: (value: number | '') =>
    firstIssue(fields.max_shift_hours, value === '' ? null : value),
};

/** The time zone this browser is in, when it is one the server accepts. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'America/Toronto';
}

/**
 * Every time zone this browser lists, for the select, with `current` (a stored or detected zone
 * such as UTC, which browsers accept but do not list).
 */
export function timeZoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

export function blankCentreValues(): CentreValues {
  return {
    name: '',
    street: '',
    street2: '',
    city: '',
    province: '',
    country: 'Canada',
    postalCode: '',
    timeZone: browserTimeZone(),
    latitude: '',
    longitude: '',
    radius: CENTRE_LIMITS.radiusDefaultM,
    maxShiftHours: TIMECLOCK.maxShiftHoursDefault,
  };
}

export const centreValuesOf = (centre: TCentre): CentreValues => ({
  name: centre.name,
  street: centre.street,
  street2: centre.street_2 ?? '',
  city: centre.city,
  province: centre.province,
  country: centre.country,
  postalCode: centre.postal_code ?? '',
  timeZone: centre.time_zone,
  latitude: centre.latitude,
  longitude: centre.longitude,
  radius: centre.radius_m,
  maxShiftHours: centre.max_shift_hours,
});

/** The request body; call only with values the rules passed. */
export function toCentreRequest(values: CentreValues): TCreateCentreRequest {
  return {
    name: values.name,
    street: values.street,
    street_2: values.street2.trim() || null,
    city: values.city,
    province: values.province,
    country: values.country as TCreateCentreRequest['country'],
    postal_code: values.postalCode.trim() || null,
    time_zone: values.timeZone,
    latitude: Number(values.latitude),
    longitude: Number(values.longitude),
    radius_m: Number(values.radius),
    max_shift_hours: Number(values.maxShiftHours),
  };
}

/** The invite link staff open to join (SPEC §2: /invite with the code). */
export const inviteLink = (origin: string, code: string) =>
  `${origin}/invite?code=${encodeURIComponent(code)}`;
