import {
  addressKindOf,
  CANADIAN_PROVINCES,
  isCountry,
  normalizePostalCode,
  US_STATES,
} from '@vh/contracts';
import type { AddressSuggestion } from '../address-search/api/search-address.ts';
import { withCountry, type AddressValues } from './profile-form.rules.ts';

// 'Québec' and 'Quebec' are the same province.
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/** The geocoder's province or state as the form's field holds it for that country. */
function provinceFor(country: string, found: string | null): string | null {
  if (!found) return null;
  const kind = addressKindOf(country);
  if (kind === 'canada') {
    const match = CANADIAN_PROVINCES.find(
      (p) => plain(p.name) === plain(found) || p.code === found.trim().toUpperCase(),
    );
    return match?.code ?? null;
  }
  if (kind === 'united-states') {
    return US_STATES.find((state) => plain(state) === plain(found)) ?? null;
  }
  return found;
}

/**
 * The address fields after a suggestion is picked. Street and city always come from it; the
 * country only when the form has none yet (and the geocoder's is on the list). The province and
 * postal code come only when the suggestion is in the form's country: another country's would not
 * fit the form's rules, so those stay as typed. The second address line is the person's own.
 */
export function addressFromSuggestion<T extends AddressValues>(
  values: T,
  found: AddressSuggestion,
): T {
  const foundCountry = found.country && isCountry(found.country) ? found.country : null;
  const start = !values.country.trim() && foundCountry ? withCountry(values, foundCountry) : values;
  const next: T = {
    ...start,
    street: found.street ?? start.street,
    city: found.city ?? start.city,
  };
  if (!foundCountry || foundCountry !== next.country) return next;
  const province = provinceFor(next.country, found.province);
  return {
    ...next,
    province: province ?? next.province,
    postalCode: found.postalCode
      ? normalizePostalCode(next.country, found.postalCode)
      : next.postalCode,
  };
}
