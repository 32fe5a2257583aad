import { CANADA, UNITED_STATES } from './countries.ts';
import { CANADIAN_PROVINCES } from './provinces.ts';
import { US_STATES } from './states.ts';

// SPEC §4: the country decides how the rest of the address is asked for and checked. One rule set,
// used by the settings forms (labels, options) and by the server (what it accepts).

export type TAddressKind = 'canada' | 'united-states' | 'other';

export function addressKindOf(country: string | null | undefined): TAddressKind {
  if (country === CANADA) return 'canada';
  if (country === UNITED_STATES) return 'united-states';
  return 'other';
}

export const addressLabels = {
  canada: { province: 'Province', postalCode: 'Postal code' },
  'united-states': { province: 'State', postalCode: 'Zip code' },
  other: { province: 'Province', postalCode: 'Postal code' },
} as const satisfies Record<TAddressKind, { province: string; postalCode: string }>;

/** The words SPEC §5's "Please fill in … field" toast uses for each kind of address. */
export const addressFieldWords = {
  canada: { province: 'province', postalCode: 'postal code' },
  'united-states': { province: 'state', postalCode: 'zip code' },
  other: { province: 'province', postalCode: 'postal code' },
} as const satisfies Record<TAddressKind, { province: string; postalCode: string }>;

/** Select options for the province field; null where it is free text. */
export function provinceOptions(kind: TAddressKind): { value: string; label: string }[] | null {
  if (kind === 'canada') {
    return CANADIAN_PROVINCES.map((p) => ({ value: p.code, label: `${p.code} - ${p.name}` }));
  }
  if (kind === 'united-states') return US_STATES.map((s) => ({ value: s, label: s }));
  return null;
}

const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;
const US_ZIP_CODE = /^\d{5}(-\d{4})?$/;

export const addressMessages = {
  provinceNotInCanada: 'Choose one of the provinces or territories of Canada',
  stateNotInUnitedStates: 'Choose one of the states of the United States',
  postalCodeInvalid: 'Enter a postal code like A1A 1A1',
  zipCodeInvalid: 'Enter a zip code like 12345 or 12345-6789',
} as const;

export function provinceProblem(country: string | null, province: string | null): string | null {
  if (province === null) return null;
  const kind = addressKindOf(country);
  if (kind === 'canada' && !CANADIAN_PROVINCES.some((p) => p.code === province)) {
    return addressMessages.provinceNotInCanada;
  }
  if (kind === 'united-states' && !(US_STATES as readonly string[]).includes(province)) {
    return addressMessages.stateNotInUnitedStates;
  }
  return null;
}

export function postalCodeProblem(
  country: string | null,
  postalCode: string | null,
): string | null {
  if (postalCode === null) return null;
  const kind = addressKindOf(country);
  if (kind === 'canada' && !CANADIAN_POSTAL_CODE.test(postalCode)) {
    return addressMessages.postalCodeInvalid;
  }
  if (kind === 'united-states' && !US_ZIP_CODE.test(postalCode)) {
    return addressMessages.zipCodeInvalid;
  }
  return null;
}

export type TAddress = {
  country: string | null;
  province: string | null;
  postal_code: string | null;
};

/** The first thing wrong with an address as a whole, with the field it belongs to. */
export function addressProblem(
  address: TAddress,
): { field: 'province' | 'postal_code'; message: string } | null {
  const province = provinceProblem(address.country, address.province);
  if (province) return { field: 'province', message: province };
  const postal = postalCodeProblem(address.country, address.postal_code);
  if (postal) return { field: 'postal_code', message: postal };
  return null;
}

/** Canadian postal codes are stored as 'A1A 1A1' however they were typed; others as given. */
export function normalizePostalCode(country: string | null, postalCode: string): string {
  if (addressKindOf(country) !== 'canada') return postalCode;
  const compact = postalCode.replace(/\s+/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : postalCode;
}
