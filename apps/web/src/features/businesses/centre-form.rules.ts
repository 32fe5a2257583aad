import {
  CENTRE_LIMITS,
  isTimeZone,
  TIMECLOCK,
  ZCreateCentreRequest,
  type TCentre,
  type TCreateCentreRequest,
  t,
} from '@vh/contracts';
import type { z } from 'zod';
import { addressRules, firstIssue, type AddressValues } from '../profile/profile-form.rules.ts';
import {
  browserLocale,
  readDecimal,
  readWhole,
  writeDecimal,
  type TypedNumber,
} from '../../lib/typed-number.ts';

// The centre form's rules: each field checked with the contract's own schema, so the form and
// POST/PATCH /api/businesses/ agree on every message and limit. Empty number inputs are ''.

// The numbers are kept as typed, so that a comma is read or refused (lib/typed-number.ts), never
// silently dropped by the input.
export type CentreValues = AddressValues & {
  name: string;
  timeZone: string;
  latitude: string;
  longitude: string;
  radius: string;
  maxShiftHours: string;
};

const fields = ZCreateCentreRequest.shape;

/** A typed number checked by the contract's schema, or why it cannot be read at all. */
function typedIssue(read: TypedNumber, schema: z.ZodType, empty: undefined | null): string | null {
  if (read.kind === 'refused') return read.message;
  return firstIssue(schema, read.kind === 'number' ? read.value : empty);
}

const label = (field: 'latitude' | 'longitude') => t(`validation.labels.${field}`);

export const centreRules = {
  name: (value: string) => firstIssue(fields.name, value),
  ...addressRules,
  timeZone: (value: string) => (isTimeZone(value) ? null : t('businesses.timeZoneInvalid')),
  latitude: (value: string) =>
    typedIssue(readDecimal(value, label('latitude'), browserLocale()), fields.latitude, undefined),
  longitude: (value: string) =>
    typedIssue(
      readDecimal(value, label('longitude'), browserLocale()),
      fields.longitude,
      undefined,
    ),
  radius: (value: string) =>
    typedIssue(readWhole(value, t('businesses.fields.radius')), fields.radius_m, undefined),
  maxShiftHours: (value: string) =>
    typedIssue(
      readWhole(value, t('businesses.fields.maxShiftHours')),
      fields.max_shift_hours,
      null,
    ),
};

/** A typed field's number, once the rules passed it. */
function numberOf(read: TypedNumber): number {
  return read.kind === 'number' ? read.value : Number.NaN;
}

/** The centre's position as typed, when both coordinates read as numbers (for the map). */
export function typedPosition(values: CentreValues): { lat: number; lng: number } | null {
  const lat = readDecimal(values.latitude, '', browserLocale());
  const lng = readDecimal(values.longitude, '', browserLocale());
  return lat.kind === 'number' && lng.kind === 'number' ? { lat: lat.value, lng: lng.value } : null;
}

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
    radius: String(CENTRE_LIMITS.radiusDefaultM),
    maxShiftHours: String(TIMECLOCK.maxShiftHoursDefault),
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
  latitude: writeDecimal(centre.latitude, browserLocale()),
  longitude: writeDecimal(centre.longitude, browserLocale()),
  radius: String(centre.radius_m),
  maxShiftHours: String(centre.max_shift_hours),
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
    latitude: numberOf(readDecimal(values.latitude, '', browserLocale())),
    longitude: numberOf(readDecimal(values.longitude, '', browserLocale())),
    radius_m: numberOf(readWhole(values.radius, '')),
    max_shift_hours: numberOf(readWhole(values.maxShiftHours, '')),
  };
}

/** The invite link staff open to join (SPEC §2: /invite with the code). */
export const inviteLink = (origin: string, code: string) =>
  `${origin}/invite?code=${encodeURIComponent(code)}`;
