import Holidays from 'date-holidays';
import { t } from '@vh/contracts';

/** Where a centre's holidays come from in the holiday library (date-holidays). */
export type HolidayRegion = {
  /** ISO 3166 alpha-2 code, or null when the library does not know the country. */
  country: string | null;
  /** The library's code for the province or state, or null for the national list. */
  state: string | null;
  /** 'CA-ON', or 'CA' for the national list; null when there is no list at all. */
  region: string | null;
  /** What was used instead when the library did not know the province or country. */
  notice: string | null;
};

// Names in our country list (contracts geo/countries.ts) that the library's English list spells
// differently; every other name matches it as is.
const COUNTRY_ALIASES: Record<string, string> = {
  'united states': 'US', // 'United States of America'
  czechia: 'CZ', // 'Czech Republic'
  italy: 'IT', // 'Italia'
  bangladesh: 'BD', // "People's Republic of Bangladesh"
  morocco: 'MA', // 'Kingdom of Morocco'
  'trinidad and tobago': 'TT', // 'Trinidad & Tobago'
};

/** Case and accents do not matter: 'Quebec' is the library's 'Québec'. */
const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

let library: Holidays | undefined;
let countryCodes: Map<string, string> | undefined;
const lib = () => (library ??= new Holidays());

function countryCodeOf(name: string): string | undefined {
  countryCodes ??= new Map(
    Object.entries(lib().getCountries('en')).map(([code, label]) => [fold(label), code]),
  );
  const key = fold(name);
  return COUNTRY_ALIASES[key] ?? countryCodes.get(key);
}

/**
 * The library's region for a centre's country (the English name we store) and province (a code
 * for Canada, a name for the US, free text elsewhere, matched by code or by name).
 */
export function holidayRegionOf(countryName: string, province: string): HolidayRegion {
  const country = countryCodeOf(countryName);
  if (!country) {
    return {
      country: null,
      state: null,
      region: null,
      notice: t('server.holidays.noCountry', { country: countryName }),
    };
  }
  const national = { country, state: null, region: country, notice: null };
  // Countries without provinces in the library (Ireland, Iceland, …) have one list for everyone.
  const english = lib().getStates(country, 'en') as Record<string, string> | undefined;
  if (!english || Object.keys(english).length === 0) return national;
  // Free text may be in English ('Canton of Geneva') or the local language ('Canton de Genève').
  const native = (lib().getStates(country) ?? {}) as Record<string, string>;
  const wanted = fold(province);
  const state = Object.keys(english).find(
    (code) =>
      wanted !== '' &&
      [code, english[code], native[code]].some(
        (name) => name !== undefined && fold(name) === wanted,
      ),
  );
  if (state) return { country, state, region: `${country}-${state}`, notice: null };
  return {
    ...national,
    notice:
      wanted === ''
        ? t('server.holidays.noProvince', { country: countryName })
        : t('server.holidays.provinceNotListed', {
            province: province.trim(),
            country: countryName,
          }),
  };
}
