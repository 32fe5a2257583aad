import { describe, expect, it } from 'vitest';
import {
  addressKindOf,
  addressLabelsOf,
  addressProblem,
  normalizePostalCode,
  provinceOptions,
} from './address.ts';
import { CANADA, COUNTRIES, isCountry, UNITED_STATES } from './countries.ts';
import { CANADIAN_PROVINCES } from './provinces.ts';
import { US_STATES } from './states.ts';

describe('the place lists', () => {
  it('has about 80 distinct countries, Canada and the United States among them', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(75);
    expect(COUNTRIES.length).toBeLessThanOrEqual(90);
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
    expect(COUNTRIES).toContain('Canada');
    expect(COUNTRIES).toContain('United States');
    expect(isCountry('Atlantis')).toBe(false);
  });

  it("has Canada's 13 provinces and territories, each a distinct two-letter code with a name", () => {
    expect(CANADIAN_PROVINCES).toHaveLength(13);
    expect(new Set(CANADIAN_PROVINCES.map((p) => p.code)).size).toBe(13);
    for (const { code, name } of CANADIAN_PROVINCES) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(name.length).toBeGreaterThan(3);
    }
  });

  it('has the 50 US states, distinct, by name', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES).size).toBe(50);
    expect(US_STATES).toContain('Vermont');
    expect(US_STATES).not.toContain('District of Columbia');
  });
});

describe('the address rules', () => {
  it('labels and lists the province by country', () => {
    expect(addressLabelsOf(addressKindOf(CANADA))).toEqual({
      province: 'Province',
      postalCode: 'Postal code',
    });
    expect(addressLabelsOf(addressKindOf(UNITED_STATES))).toEqual({
      province: 'State',
      postalCode: 'Zip code',
    });
    expect(addressKindOf('France')).toBe('other');
    expect(addressKindOf(null)).toBe('other');
    expect(provinceOptions('canada')).toHaveLength(13);
    expect(provinceOptions('canada')?.[5]).toEqual({ value: 'NS', label: 'NS - Nova Scotia' });
    expect(provinceOptions('united-states')).toHaveLength(50);
    expect(provinceOptions('other')).toBeNull();
  });

  it.each([
    [{ country: CANADA, province: 'NS', postal_code: 'B3H 4R2' }, null],
    [{ country: CANADA, province: 'ns', postal_code: null }, 'province'],
    [{ country: CANADA, province: 'Vermont', postal_code: null }, 'province'],
    [{ country: CANADA, province: 'ON', postal_code: '90210' }, 'postal_code'],
    [{ country: UNITED_STATES, province: 'Vermont', postal_code: '05401' }, null],
    [{ country: UNITED_STATES, province: 'VT', postal_code: null }, 'province'],
    [{ country: UNITED_STATES, province: 'Vermont', postal_code: 'B3H 4R2' }, 'postal_code'],
    [{ country: 'France', province: 'Île-de-France', postal_code: '75001' }, null],
    [{ country: null, province: 'anything', postal_code: 'anything' }, null],
  ])('%o is wrong in %s', (address, field) => {
    expect(addressProblem(address)?.field ?? null).toBe(field);
  });

  it('words the problems for people', () => {
    expect(addressProblem({ country: UNITED_STATES, province: 'NS', postal_code: null })).toEqual({
      field: 'province',
      key: 'validation.address.stateNotInUnitedStates',
      message: 'Choose one of the states of the United States',
    });
  });

  it('writes Canadian postal codes as A1A 1A1 and leaves others alone', () => {
    expect(normalizePostalCode(CANADA, 'b3h4r2')).toBe('B3H 4R2');
    expect(normalizePostalCode(CANADA, ' b3h  4r2')).toBe('B3H 4R2');
    expect(normalizePostalCode('France', '75001')).toBe('75001');
  });
});
