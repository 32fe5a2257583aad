import { t, type MessageKey } from '../i18n.ts';
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

/** What the province and postal code fields are called for a kind of address ('State', 'Zip code'). */
export const addressLabelsOf = (kind: TAddressKind): { province: string; postalCode: string } => ({
  province: t(`address.labels.${kind}.province`),
  postalCode: t(`address.labels.${kind}.postalCode`),
});

/** The words SPEC §5's "Please fill in … field" toast uses for each kind of address. */
export const addressFieldWordsOf = (
  kind: TAddressKind,
): { province: string; postalCode: string } => ({
  province: t(`address.fieldWords.${kind}.province`),
  postalCode: t(`address.fieldWords.${kind}.postalCode`),
});

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

/** The catalogue key of what is wrong with a province or a postal code (validation.address). */
export type AddressProblemKey = Extract<MessageKey, `validation.address.${string}`>;

function provinceProblemKey(
  country: string | null,
  province: string | null,
): AddressProblemKey | null {
  if (province === null) return null;
  const kind = addressKindOf(country);
  if (kind === 'canada' && !CANADIAN_PROVINCES.some((p) => p.code === province)) {
    return 'validation.address.provinceNotInCanada';
  }
  if (kind === 'united-states' && !(US_STATES as readonly string[]).includes(province)) {
    return 'validation.address.stateNotInUnitedStates';
  }
  return null;
}

function postalCodeProblemKey(
  country: string | null,
  postalCode: string | null,
): AddressProblemKey | null {
  if (postalCode === null) return null;
  const kind = addressKindOf(country);
  if (kind === 'canada' && !CANADIAN_POSTAL_CODE.test(postalCode)) {
    return 'validation.address.postalCodeInvalid';
  }
  if (kind === 'united-states' && !US_ZIP_CODE.test(postalCode)) {
    return 'validation.address.zipCodeInvalid';
  }
  return null;
}

/** What is wrong with the province for the country, in words, or null. */
export function provinceProblem(country: string | null, province: string | null): string | null {
  const key = provinceProblemKey(country, province);
  return key && t(key);
}

/** What is wrong with the postal code for the country, in words, or null. */
export function postalCodeProblem(
  country: string | null,
  postalCode: string | null,
): string | null {
  const key = postalCodeProblemKey(country, postalCode);
  return key && t(key);
}

export type TAddress = {
  country: string | null;
  province: string | null;
  postal_code: string | null;
};

/**
 * The first thing wrong with an address as a whole, with the field it belongs to: its catalogue
 * key (for an answer that names it) and its words.
 */
export function addressProblem(
  address: TAddress,
): { field: 'province' | 'postal_code'; key: AddressProblemKey; message: string } | null {
  const province = provinceProblemKey(address.country, address.province);
  if (province) return { field: 'province', key: province, message: t(province) };
  const postal = postalCodeProblemKey(address.country, address.postal_code);
  if (postal) return { field: 'postal_code', key: postal, message: t(postal) };
  return null;
}

/** Canadian postal codes are stored as 'A1A 1A1' however they were typed; others as given. */
export function normalizePostalCode(country: string | null, postalCode: string): string {
  if (addressKindOf(country) !== 'canada') return postalCode;
  const compact = postalCode.replace(/\s+/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : postalCode;
}
